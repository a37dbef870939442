import { LOAD_STATUS } from '@fletx/contract/load-status';
import type { PayRuleKind, PayTerms } from '@fletx/contract/pay-rules';
import type { StopKind } from '@fletx/contract/stop-times';
import { and, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { driverInformation, loadStatusHistory, loadStopTimes, loads } from '../../db/schema';

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

/** The columns a load's loaded miles are read from: the load's own, or their copies (load_deliveries). */
type MilesColumns = Record<
  'actualMiles' | 'plannedMilesEstimated' | 'plannedMiles' | 'distanceMiles',
  AnyPgColumn
>;

/**
 * The load's loaded miles (numeric text, one decimal): actual, else planned by the route service, else the
 * distance a person typed (the rate confirmation's), else the straight-line estimate.
 */
export const loadedMilesOf = (t: MilesColumns) => sql<string | null>`coalesce(
  ${t.actualMiles},
  CASE WHEN NOT ${t.plannedMilesEstimated} THEN ${t.plannedMiles} END,
  round(${t.distanceMiles}::numeric, 1),
  ${t.plannedMiles}
)`;

/** `loadedMilesOf` the load's own columns. */
export const loadedMilesSql = loadedMilesOf(loads);

/**
 * Whole minutes between arriving at a stop and leaving it loaded / delivered; null when either is missing. The
 * settlements read the times from the history and the office's corrections (`stopWaits`), the profit report from
 * their copies (load_deliveries).
 */
export const minutesBetween = (from: SQLWrapper, to: SQLWrapper) =>
  sql<number | null>`floor(extract(epoch from (${to} - ${from})) / 60)::integer`;

/**
 * A stop's time as every reader takes it (packages/contract/src/stop-times.ts `stopTimeOf`, decision 0067): the
 * office's correction where one is set, the driver's step otherwise.
 */
export const stopTimeSql = (office: SQLWrapper, driver: SQLWrapper) => sql`coalesce(${office}, ${driver})`;

const h = loadStatusHistory;
const c = loadStopTimes;
/** The office's correction of one time of one stop of the outer query's load (load_stop_times' key). */
const corrected = (stop: StopKind, time: 'arrivedAt' | 'departedAt') =>
  sql`(SELECT ${c[time]} FROM ${c} WHERE ${c.loadId} = ${loads.id} AND ${c.stop} = ${stop})`;
const S = LOAD_STATUS;
/** When the load first reached `status`, among the rows of its history that `stopWaits` reads. */
const firstTo = (status: number) => sql`min(${h.changedAt}) FILTER (WHERE ${h.toStatus} = ${status})`;

/**
 * The load's waits at its stops, in minutes: arrival at pickup → loaded, arrival at delivery → delivered (each
 * step's first time in its append-only history, or the office's correction of it: `stopTimeSql`). A subquery `stop_waits` over the load of the outer query,
 * joined LATERAL by the settlements (one load's statement): the four steps read in one pass over each load's
 * history, not one lookup per step. The profit report reads the same first times kept in load_deliveries.
 */
export const stopWaits = new QueryBuilder({ casing: 'snake_case' })
  .select({
    pickupWait: minutesBetween(
      stopTimeSql(corrected('pickup', 'arrivedAt'), firstTo(S.atPickup)),
      stopTimeSql(corrected('pickup', 'departedAt'), firstTo(S.loaded)),
    ).as('pickup_wait'),
    deliveryWait: minutesBetween(
      stopTimeSql(corrected('delivery', 'arrivedAt'), firstTo(S.atDelivery)),
      stopTimeSql(corrected('delivery', 'departedAt'), firstTo(S.delivered)),
    ).as('delivery_wait'),
  })
  .from(h)
  .where(and(eq(h.loadId, loads.id), inArray(h.toStatus, [S.atPickup, S.loaded, S.atDelivery, S.delivered])))
  .as('stop_waits');
