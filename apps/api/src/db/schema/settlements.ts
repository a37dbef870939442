import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, editable, optionalLink, ownedBy, timestamptz } from './columns';
import { loads, loadTransactions } from './loads';
import { users } from './users';

/**
 * Driver settlements (docs/product.md "Driver settlements"): one per driver and weekly period (Monday to
 * Sunday, UTC), created on demand; `totals` is the snapshot in cents (packages/contract/src/settlements.ts
 * `SettlementTotalsCents`), frozen once paid. One per driver and period start: the unique index keeps
 * concurrent creations from making two.
 */
export const settlements = pgTable(
  'settlements',
  {
    ...ownedBy('driver', () => users.id),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** unpaid | paid */
    status: text('status').notNull().default('unpaid'),
    totals: jsonb('totals').$type<Record<string, number>>().notNull(),
    paidOn: date('paid_on', { mode: 'string' }),
    reference: text('reference'),
    paidBy: optionalLink('paid_by', () => users.id),
    paidByName: text('paid_by_name'),
    paidAt: timestamptz('paid_at'),
    ...editable(),
  },
  (t) => [
    uniqueIndex('settlements_driver_period_key').on(t.driverId, t.periodStart),
    index('settlements_period_idx').on(t.periodStart, t.id),
    index('settlements_status_idx').on(t.status, t.periodStart),
    check('settlements_status_check', sql`${t.status} IN ('unpaid', 'paid')`),
  ],
);

/**
 * Which settlement pays each approved delivery: a load is in one settlement at most (unique `load_id`).
 * `line` is the load's line (statement, advances and deductions), written when its settlement is paid.
 */
export const settlementLoads = pgTable(
  'settlement_loads',
  {
    ...ownedBy('settlement', () => settlements.id),
    loadId: belongsTo('load_id', () => loads.id),
    line: jsonb('line'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('settlement_loads_load_key').on(t.loadId),
    index('settlement_loads_settlement_idx').on(t.settlementId),
  ],
);

/**
 * An advance or deduction entered on a load after that load's settlement was paid (docs/product.md "Driver
 * settlements"): carried into its driver's next unpaid settlement, once (unique `transaction_id`), naming the
 * paid settlement it came too late for.
 */
export const settlementCarriedAdjustments = pgTable(
  'settlement_carried_adjustments',
  {
    ...ownedBy('settlement', () => settlements.id),
    transactionId: belongsTo('transaction_id', () => loadTransactions.id),
    fromSettlementId: belongsTo('from_settlement_id', () => settlements.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('settlement_carried_adjustments_transaction_key').on(t.transactionId),
    index('settlement_carried_adjustments_settlement_idx').on(t.settlementId),
  ],
);

/**
 * The approved deliveries not filed into a settlement yet: a delivery's approval adds its load here, filing
 * takes it out (docs/decisions/0056-settlement-filing-queue.md). Reading what is left to file is then a look
 * at a few rows, not a comparison of every approval with every settlement line.
 */
export const settlementPendingLoads = pgTable('settlement_pending_loads', {
  loadId: integer('load_id')
    .primaryKey()
    .references(() => loads.id, { onDelete: 'cascade' }),
});
