import { LOAD_STATUS } from '@fletx/contract/load-status';
import type { PayRuleKind, PayTerms } from '@fletx/contract/pay-rules';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { driverInformation, loadStatusHistory, loads } from '../../db/schema';

/**
 * What the pay rules read (docs/product.md "Driver pay rules"), shared by the settlements and the profit
 * report: each driver's terms, and each load's miles and waits at its stops.
 */

/** The drivers' pay terms by driver id; a driver without a row or a rule is paid the product fee. */
export async function payTermsOf(db: Db, driverIds: ReadonlyArray<number>): Promise<Map<number, PayTerms>> {
  if (driverIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: driverInformation.userId,
      kind: driverInformation.payRuleKind,
      rate: driverInformation.payRuleRate,
      extraStopPayCents: driverInformation.extraStopPayCents,
      detentionPerHourCents: driverInformation.detentionPerHourCents,
    })
    .from(driverInformation)
    .where(inArray(driverInformation.userId, [...new Set(driverIds)]));
  return new Map(
    rows.map((r) => [
      r.userId,
      {
        rule: r.kind && r.rate !== null ? { kind: r.kind as PayRuleKind, rate: Number(r.rate) } : null,
        extraStopPayCents: r.extraStopPayCents,
        detentionPerHourCents: r.detentionPerHourCents,
      },
    ]),
  );
}

export const NO_PAY_RULE: PayTerms = { rule: null, extraStopPayCents: 0, detentionPerHourCents: 0 };

/**
 * The load's loaded miles (numeric text, one decimal): actual, else planned by the route service, else the
 * distance a person typed (the rate confirmation's), else the straight-line estimate.
 */
export const loadedMilesSql = sql<string | null>`coalesce(
  ${loads.actualMiles},
  CASE WHEN NOT ${loads.plannedMilesEstimated} THEN ${loads.plannedMiles} END,
  round(${loads.distanceMiles}::numeric, 1),
  ${loads.plannedMiles}
)`;

/** When the load first reached `status` (its append-only history). */
const firstAt = (status: number) =>
  sql`(select min(${loadStatusHistory.changedAt}) from ${loadStatusHistory} where ${loadStatusHistory.loadId} = ${loads.id} and ${loadStatusHistory.toStatus} = ${status})`;

/** Whole minutes between arriving at a stop and leaving it loaded / delivered; null when either is missing. */
const minutesBetween = (from: SQL, to: SQL) =>
  sql<number | null>`floor(extract(epoch from (${to} - ${from})) / 60)::integer`;

export const pickupWaitSql = minutesBetween(firstAt(LOAD_STATUS.atPickup), firstAt(LOAD_STATUS.loaded));
export const deliveryWaitSql = minutesBetween(
  firstAt(LOAD_STATUS.atDelivery),
  firstAt(LOAD_STATUS.delivered),
);

const h = loadStatusHistory;
const S = LOAD_STATUS;

/**
 * The same waits for many loads at once (the profit report's year): `stopStepsSql` is a LATERAL subquery,
 * `stop_steps`, that reads the four steps in one pass over each load's history (instead of a lookup per step
 * and load); `stopWaitsSql` the waits from it.
 */
export const stopStepsSql = sql`LATERAL (
  SELECT min(${h.changedAt}) FILTER (WHERE ${h.toStatus} = ${S.atPickup}) AS at_pickup,
         min(${h.changedAt}) FILTER (WHERE ${h.toStatus} = ${S.loaded}) AS loaded,
         min(${h.changedAt}) FILTER (WHERE ${h.toStatus} = ${S.atDelivery}) AS at_delivery,
         min(${h.changedAt}) FILTER (WHERE ${h.toStatus} = ${S.delivered}) AS delivered
  FROM ${h}
  WHERE ${h.loadId} = ${loads.id} AND ${h.toStatus} IN (${S.atPickup}, ${S.loaded}, ${S.atDelivery}, ${S.delivered})
) AS stop_steps`;
export const stopWaitsSql = {
  pickupWait: minutesBetween(sql`stop_steps.at_pickup`, sql`stop_steps.loaded`),
  deliveryWait: minutesBetween(sql`stop_steps.at_delivery`, sql`stop_steps.delivered`),
};
