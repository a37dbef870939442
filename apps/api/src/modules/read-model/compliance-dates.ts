import { addDays, addYears, type ComplianceItemKey, tracksWhenEmpty } from '@fletx/contract/compliance';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { driverInformation, driverPolicies, trailers, vehicles } from '../../db/schema';
import { DRIVER_POLICIES } from '../../lib/compliance-rows';

/**
 * The compliance dates of packages/contract/src/compliance.ts as SQL, declared once for the counts made in the
 * database (compliance.queries.ts `documentStates`): each record's items are those of
 * modules/compliance/compliance.items.ts, and each item's day is compared as `complianceStatus` compares it.
 * A day the contract computes a year after a stored one (`policyExpiration`, `inspectionDue`) is not computed
 * per row: the stored day is compared with the bound moved a year back by the contract's own `addYears`
 * (`yearBefore`), which keeps 29 February → 1 March and leaves the rows' columns bare.
 */

/** The bounds an item's day is compared with: today, and the day after the horizon. */
type Bound = 'today' | 'past_horizon';

/** An item's day as the counts read it: whether it falls before a bound, and whether it is missing. */
export interface DatedItemSql {
  /** True when the day is before the bound; false or null otherwise (null when there is no day). */
  before(bound: Bound): SQL;
  /** True when there is no day. */
  missing: SQL;
}

/**
 * The first day whose `addYears(·, 1)` is `day` or later: a day a year after a stored one is before `day`
 * exactly when the stored one is before this (addYears never goes back, so the first such day bounds them all).
 */
export function yearBefore(day: string): string {
  let first = addDays(addYears(day, -1), -2);
  while (addYears(first, 1) < day) first = addDays(first, 1);
  return first;
}

/**
 * The bounds of a count made on `today` with the horizon `within`, as the columns of `day`: `today`,
 * `past_horizon` (the first day after it), and each a year back (`yearBefore`).
 */
export function countedDay(today: string, within: number): SQL {
  const pastHorizon = addDays(today, within + 1);
  return sql`(SELECT ${today}::date AS today, ${pastHorizon}::date AS past_horizon,
    ${yearBefore(today)}::date AS today_a_year_ago,
    ${yearBefore(pastHorizon)}::date AS past_horizon_a_year_ago) AS day`;
}

const bound = (b: Bound, yearBack = false) => sql.raw(`day.${b}${yearBack ? '_a_year_ago' : ''}`);

/** A day stored as it is. */
const stored = (column: AnyPgColumn): DatedItemSql => ({
  before: (b) => sql`${column} < ${bound(b)}`,
  missing: sql`${column} IS NULL`,
});

/** `inspectionDue`: a year after the stored day of the inspection; none when it was never entered. */
const aYearAfter = (column: AnyPgColumn): DatedItemSql => ({
  before: (b) => sql`${column} < ${bound(b, true)}`,
  missing: sql`${column} IS NULL`,
});

/**
 * A policy's expiration (compliance.items.ts `policy`): none without a policy on file (no effective date),
 * else the expiration entered, else a year after the effective date (`policyExpiration`).
 */
const policy = (effective: AnyPgColumn, expiration: AnyPgColumn): DatedItemSql => ({
  before: (b) =>
    sql`(${effective} IS NOT NULL AND coalesce(${expiration} < ${bound(b)}, ${effective} < ${bound(b, true)}))`,
  missing: sql`${effective} IS NULL`,
});

/** One record's dated items: each item with its day. */
export type DatedColumns = ReadonlyArray<readonly [item: ComplianceItemKey, day: DatedItemSql]>;

const p = driverPolicies;

/** compliance.items.ts `driverItems`: CDL, medical certificate, lease end, the six policies. */
export const DRIVER_DATES: DatedColumns = [
  ['cdl', stored(driverInformation.cdlExpiration)],
  ['medicalCertificate', stored(driverInformation.medicalCertificateExpiration)],
  ['leaseAgreement', stored(driverInformation.leaseAgreementEnd)],
  ...DRIVER_POLICIES.map(
    ([item, of]) => [item, policy(p[`${of}EffectiveDate`], p[`${of}ExpirationDate`])] as const,
  ),
];

/** `truckItems`: plate, IFTA, the four permits, the annual inspection. */
export const TRUCK_DATES: DatedColumns = [
  ['truckPlate', stored(vehicles.plateExpiration)],
  ['ifta', stored(vehicles.iftaExpiration)],
  ['permitKentucky', stored(vehicles.permitKentuckyExpiration)],
  ['permitNewJersey', stored(vehicles.permitNewJerseyExpiration)],
  ['permitNewYork', stored(vehicles.permitNewYorkExpiration)],
  ['permitNewMexico', stored(vehicles.permitNewMexicoExpiration)],
  ['truckInspection', aYearAfter(vehicles.annualInspectionDate)],
];

/** `trailerItems`: plate, annual inspection. */
export const TRAILER_DATES: DatedColumns = [
  ['trailerPlate', stored(trailers.plateExpiration)],
  ['trailerInspection', aYearAfter(trailers.annualInspectionDate)],
];

/** How many of `conditions` hold on a row (each counted 1 when true, 0 when false or null). */
const howMany = (conditions: SQL[]): SQL =>
  conditions.length === 0
    ? sql`0`
    : sql.join(
        conditions.map((c) => sql`(CASE WHEN ${c} THEN 1 ELSE 0 END)`),
        sql` + `,
      );

/**
 * A record's items in each state of `complianceStatus` on the `day` of `countedDay` (joined to the record's
 * query), as three columns to sum: `expired` once its day has passed (a document is valid through it),
 * `expiring` from today to the horizon, `missing` without a day where an empty item is listed
 * (`tracksWhenEmpty`: an optional permit left empty is not).
 */
export function stateCounts(dates: DatedColumns): SQL {
  const expired = dates.map(([, day]) => day.before('today'));
  const expiring = dates.map(([, day]) => sql`${day.before('past_horizon')} AND NOT ${day.before('today')}`);
  const missing = dates.filter(([item]) => tracksWhenEmpty(item)).map(([, day]) => day.missing);
  return sql`${howMany(expired)} AS expired, ${howMany(expiring)} AS expiring, ${howMany(missing)} AS missing`;
}
