import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { signedBy } from './actor-columns';
import { belongsTo, id, ownedBy, statusChange, timestamps, updatedAt } from './columns';
import { users } from './users';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const requiredText = (name: string) => text(name).notNull();
const requiredMoney = (name: string) => money(name).notNull();
const requiredDate = (name: string) => date(name).notNull();
const optionalDate = (name: string) => date(name);

type Policy<K extends string> = Record<`${K}PolicyNo`, ReturnType<typeof requiredText>> &
  Record<`${K}Amount`, ReturnType<typeof requiredMoney>> &
  Record<`${K}EffectiveDate`, ReturnType<typeof requiredDate>> &
  Record<`${K}ExpirationDate`, ReturnType<typeof optionalDate>>;
type InsuredPolicy<K extends string> = Policy<K> & Record<`${K}Insurer`, ReturnType<typeof requiredText>>;

function policyColumns(kind: string, withInsurer: boolean) {
  const column = (what: string) => `${kind.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}_${what}`;
  return {
    [`${kind}PolicyNo`]: requiredText(column('policy_no')),
    [`${kind}Amount`]: requiredMoney(column('amount')),
    ...(withInsurer ? { [`${kind}Insurer`]: requiredText(column('insurer')) } : {}),
    [`${kind}EffectiveDate`]: requiredDate(column('effective_date')),
    [`${kind}ExpirationDate`]: optionalDate(column('expiration_date')),
  };
}

/**
 * One policy block of a driver's insurance file (`kind` in camel case: `cargo`, `physicalDamage`): its number,
 * amount (exact) and effective date, required; its expiration, null for one year after the effective date
 * (docs/product.md "Compliance").
 */
const policy = <K extends string>(kind: K) => policyColumns(kind, false) as Policy<K>;

/** A policy block that also names the insurer (every one but non-trucking). */
const insuredPolicy = <K extends string>(kind: K) => policyColumns(kind, true) as InsuredPolicy<K>;

/**
 * What a driver (a `users` row of group drivers) has beyond the user: status, agreement, ownership,
 * trailer, worker insurance and the electronic logbook (its password encrypted at rest).
 * Status: 1 created, 2 active, 3 inactive, 4 to be approved, 5 rejected.
 */
export const driverInformation = pgTable(
  'driver_information',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id).unique(),
    status: integer('status').notNull(),
    leaseAgreementDate: date('lease_agreement_date'),
    fletxFeePercent: numeric('fletx_fee_percent', { precision: 5, scale: 2 }),
    /**
     * The pay rule (docs/product.md "Driver pay rules"): kind and rate together, or neither (the product fee).
     * The rate is a percent or dollars, exact to the thousandth; extra-stop and detention pay in cents.
     */
    payRuleKind: text('pay_rule_kind'),
    payRuleRate: numeric('pay_rule_rate', { precision: 10, scale: 3 }),
    extraStopPayCents: integer('extra_stop_pay_cents').notNull().default(0),
    detentionPerHourCents: integer('detention_per_hour_cents').notNull().default(0),
    /** company | driver_owner | third_party, or null when none is ticked. */
    ownership: text('ownership'),
    ownerName: text('owner_name').notNull(),
    ownerEmail: text('owner_email').notNull(),
    ownerCell: text('owner_cell').notNull(),
    hasTrailer: boolean('has_trailer').notNull().default(false),
    leasedTo: text('leased_to').notNull().default(''),
    financedBy: text('financed_by').notNull().default(''),
    workerCompanyName: text('worker_company_name').notNull(),
    workerCoverage: text('worker_coverage').notNull().default(''),
    workerCoverageDate: date('worker_coverage_date'),
    logbookUser: text('logbook_user').notNull(),
    logbookPasswordEncrypted: text('logbook_password_encrypted').notNull(),
    logbookProvider: text('logbook_provider').notNull(),
    /** Compliance (docs/product.md "Compliance"): optional, so drivers made before it keep working. */
    leaseAgreementEnd: date('lease_agreement_end'),
    cdlNumber: text('cdl_number'),
    cdlState: text('cdl_state'),
    cdlClass: text('cdl_class'),
    cdlExpiration: date('cdl_expiration'),
    medicalCertificateExpiration: date('medical_certificate_expiration'),
    ...timestamps(),
  },
  (t) => [
    index('driver_information_status_idx').on(t.status),
    // The drivers list, newest first (walked backwards).
    index('driver_information_created_idx').on(t.createdAt, t.id),
    check('driver_information_status_check', sql`${t.status} BETWEEN 1 AND 5`),
    check(
      'driver_information_pay_rule_check',
      sql`(${t.payRuleKind} IS NULL AND ${t.payRuleRate} IS NULL) OR (${t.payRuleKind} IN ('percent', 'perMile', 'perLoadedMile', 'flat') AND ${t.payRuleRate} >= 0)`,
    ),
    check(
      'driver_information_pay_extras_check',
      sql`${t.extraStopPayCents} >= 0 AND ${t.detentionPerHourCents} >= 0`,
    ),
    check(
      'driver_information_ownership_check',
      sql`${t.ownership} IS NULL OR ${t.ownership} IN ('company', 'driver_owner', 'third_party')`,
    ),
  ],
);

/** The driver's insurance file: six policy blocks (non-trucking has no insurer name). */
export const driverPolicies = pgTable('driver_policies', {
  id: id(),
  userId: belongsTo('user_id', () => users.id).unique(),
  ...insuredPolicy('underlying'),
  ...insuredPolicy('cargo'),
  ...policy('nonTrucking'),
  ...insuredPolicy('occupational'),
  ...insuredPolicy('physicalDamage'),
  ...insuredPolicy('passenger'),
  updatedAt: updatedAt(),
});

/** Driver preferences (docs/product.md "Driver form": power only). */
export const driverPreferences = pgTable('driver_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  powerOnly: boolean('power_only').notNull().default(false),
});

/** Append-only history of a driver's status changes (an UPDATE is refused by a trigger). */
export const driverStatusHistory = pgTable(
  'driver_status_history',
  {
    ...ownedBy('driver', () => users.id),
    ...statusChange(),
    comment: text('comment').notNull().default(''),
    ...signedBy('changed'),
  },
  (t) => [index('driver_status_history_driver_idx').on(t.driverId, t.changedAt)],
);
