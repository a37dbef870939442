import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { signedBy } from './actor-columns';
import { bookings, brokers } from './brokers';
import { editable, id, optionalLink, ownedBy, requiredLink, statusChange, timestamptz } from './columns';
import { deliveryWindow, freight, freightChecks, pickupWindow, stopPlace } from './freight-columns';
import { loadStatuses } from './parametrics';
import { users } from './users';

/**
 * Loads (docs/product.md "Load form"; "loadbook"). Times are the facility's wall-clock times stored as UTC.
 * The trip rate is integer cents. `finished` is generated from the status (contract FINISHED_STATUS_IDS): the
 * two lists (active loads, finished jobs) filter on it, and each sort has an index led by it.
 */
export const loads = pgTable(
  'loads',
  {
    id: id(),
    idNumber: text('id_number').notNull(),
    statusId: requiredLink('status_id', () => loadStatuses.id),
    finished: boolean('finished').notNull().generatedAlwaysAs(sql`status_id IN (1, 11, 12, 13, 14)`),
    /** The driver (a user of group drivers); null for a booking awaiting confirmation. */
    driverId: optionalLink('driver_id', () => users.id),
    brokerId: requiredLink('broker_id', () => brokers.id),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    distanceMiles: doublePrecision('distance_miles'),
    /**
     * Miles (docs/product.md "Miles and IFTA"): planned from the stops (the route service, or the straight-line
     * estimate when `planned_miles_estimated`), actual from the positions once delivered, deadhead from the
     * driver's previous delivery to this pickup.
     */
    plannedMiles: numeric('planned_miles', { precision: 10, scale: 1 }),
    plannedMilesEstimated: boolean('planned_miles_estimated').notNull().default(true),
    actualMiles: numeric('actual_miles', { precision: 10, scale: 1 }),
    deadheadMiles: numeric('deadhead_miles', { precision: 10, scale: 1 }),
    ...pickupWindow(),
    ...stopPlace('pickup'),
    pickupLat: doublePrecision('pickup_lat'),
    pickupLng: doublePrecision('pickup_lng'),
    ...deliveryWindow(),
    ...stopPlace('delivery'),
    deliveryLat: doublePrecision('delivery_lat'),
    deliveryLng: doublePrecision('delivery_lng'),
    ...freight(),
    /**
     * The latest compliance override that put the driver on the load: who, why, and what was overridden
     * (docs/product.md "Compliance"); null when none was needed.
     */
    complianceOverride: text('compliance_override'),
    /** What the load search matches (modules/read-model/load-search.ts): number and cities, lower, unaccented. */
    searchDocument: text('search_document').generatedAlwaysAs(
      sql`lower(unaccent_immutable(id_number || ' ' || pickup_city || ' ' || delivery_city))`,
    ),
    ...editable(),
  },
  (t) => [
    index('loads_finished_id_idx').on(t.finished, t.id),
    index('loads_finished_start_idx').on(t.finished, t.pickupOpenAt, t.id),
    index('loads_finished_end_idx').on(t.finished, t.deliveryOpenAt, t.id),
    index('loads_status_idx').on(t.statusId),
    // Delivery Approval's queue (status 11, Ended), the oldest delivery first (read-model/delivery-approval.queries.ts).
    index('loads_ended_delivery_idx').on(t.deliveryOpenAt, t.id).where(sql`${t.statusId} = 11`),
    // The dispatch board's week: every load picked up in a period, whatever its status (migration 0046).
    index('loads_pickup_open_idx').on(t.pickupOpenAt, t.id),
    index('loads_driver_idx').on(t.driverId),
    index('loads_broker_idx').on(t.brokerId),
    index('loads_driver_finished_id_idx').on(t.driverId, t.finished, t.id),
    index('loads_broker_finished_id_idx').on(t.brokerId, t.finished, t.id),
    uniqueIndex('loads_booking_key').on(t.bookingId),
    index('loads_search_trgm_idx')
      .using('gin', sql`${t.searchDocument} gin_trgm_ops`)
      // Written as migration 0028 wrote it: PostgreSQL keeps the word given (test/schema-migrations.no-db.test.ts).
      .with({ fastupdate: 'off' }),
    // The active loads alone (a percent or two of a carrier's loads): a search of the load board counts its
    // matches here instead of among every load that ever matched (docs/performance.md, session 12).
    index('loads_active_search_trgm_idx')
      .using('gin', sql`${t.searchDocument} gin_trgm_ops`)
      .where(sql`NOT ${t.finished}`)
      .with({ fastupdate: false }),
    ...freightChecks('loads', t),
  ],
);

/**
 * What a load search matches: the stored `search_document`, which loads_search_trgm_idx and
 * loads_active_search_trgm_idx index (`${loadSearchDocument} LIKE <pattern>`).
 */
export const loadSearchDocument = sql`${loads.searchDocument}`;

/**
 * Append-only history of a load's status (a trigger refuses UPDATE and DELETE). `changed_by` has no
 * foreign key so that deleting a user never rewrites history; the name is kept beside it.
 */
export const loadStatusHistory = pgTable(
  'load_status_history',
  {
    id: id(),
    loadId: requiredLink('load_id', () => loads.id),
    ...statusChange(),
    /** create | a staff action | a driver action */
    action: text('action').notNull(),
    comment: text('comment').notNull().default(''),
    changedBy: integer('changed_by'),
    changedByName: text('changed_by_name').notNull(),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (t) => [
    index('load_status_history_load_idx').on(t.loadId, t.id),
    index('load_status_history_to_idx').on(t.toStatus),
    /** When loads reached a status: the weekly revenue reads the deliveries (10) of a time window. */
    index('load_status_history_to_changed_idx').on(t.toStatus, t.changedAt, t.loadId),
  ],
);

/**
 * Counters kept exact by triggers (migration 0021): per status, how many loads are in it now and how many
 * times a load entered it (its history rows). The counts and metric cards read these instead of counting a
 * million rows (docs/performance.md "Counters").
 */
export const loadStatusCounts = pgTable('load_status_counts', {
  statusId: integer('status_id').primaryKey(),
  loadCount: bigint('load_count', { mode: 'number' }).notNull().default(0),
  enteredCount: bigint('entered_count', { mode: 'number' }).notNull().default(0),
});

/**
 * Each delivered load's facts, kept by triggers on the loads, their history, their ledgers, OS&D and delivery
 * statements (migrations 0059 and 0060): when its history first reached 10 Delivered, whether it still counts
 * (status 10, 11 or 12), its ledger's trip rate and accessorials (types 1–6) in cents and the trip rate alone,
 * its OS&D, whether its statement took quick pay, when its history first reached the stops' steps (6, 7, 9),
 * and copies of the load's columns the profit report reads. The weekly revenue (docs/product.md "Load charts")
 * and the profit report (modules/read-model/profit.queries.ts) read the counted rows of a time window from
 * load_deliveries_counted_idx; the profit report then reads the rows by load id, without the loads or their
 * ledgers (docs/decisions/0062-profit-inputs-kept-per-delivery.md).
 */
export const loadDeliveries = pgTable(
  'load_deliveries',
  {
    loadId: integer('load_id')
      .primaryKey()
      .references(() => loads.id, { onDelete: 'cascade' }),
    deliveredAt: timestamptz('delivered_at').notNull(),
    counted: boolean('counted').notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
    tripRateCents: bigint('trip_rate_cents', { mode: 'number' }).notNull(),
    osdCents: bigint('osd_cents', { mode: 'number' }).notNull(),
    quickPay: boolean('quick_pay').notNull(),
    atPickupAt: timestamptz('at_pickup_at'),
    loadedAt: timestamptz('loaded_at'),
    atDeliveryAt: timestamptz('at_delivery_at'),
    /** The office's corrections of the four times (load_stop_times), null where none is set (decision 0067). */
    officeAtPickupAt: timestamptz('office_at_pickup_at'),
    officeLoadedAt: timestamptz('office_loaded_at'),
    officeAtDeliveryAt: timestamptz('office_at_delivery_at'),
    officeDeliveredAt: timestamptz('office_delivered_at'),
    idNumber: text('id_number').notNull(),
    driverId: integer('driver_id'),
    brokerId: integer('broker_id').notNull(),
    pickupState: text('pickup_state').notNull(),
    deliveryState: text('delivery_state').notNull(),
    distanceMiles: doublePrecision('distance_miles'),
    plannedMiles: numeric('planned_miles', { precision: 10, scale: 1 }),
    plannedMilesEstimated: boolean('planned_miles_estimated').notNull(),
    actualMiles: numeric('actual_miles', { precision: 10, scale: 1 }),
    deadheadMiles: numeric('deadhead_miles', { precision: 10, scale: 1 }),
  },
  (t) => [
    index('load_deliveries_counted_idx').on(t.deliveredAt, t.loadId, t.revenueCents).where(sql`${t.counted}`),
  ],
);

/**
 * A stop's arrival and departure as the office corrected them from the signed bill of lading (docs/decisions/
 * 0067-stop-times-corrected-by-the-office.md): null where the driver's step stands. One record per load and stop,
 * with its version (0 before the first save) and who set each time, when.
 */
export const loadStopTimes = pgTable(
  'load_stop_times',
  {
    loadId: integer('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    stop: text('stop').$type<'pickup' | 'delivery'>().notNull(),
    arrivedAt: timestamptz('arrived_at'),
    arrivedBy: optionalLink('arrived_by', () => users.id),
    arrivedSetAt: timestamptz('arrived_set_at'),
    departedAt: timestamptz('departed_at'),
    departedBy: optionalLink('departed_by', () => users.id),
    departedSetAt: timestamptz('departed_set_at'),
    updatedBy: optionalLink('updated_by', () => users.id),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.loadId, t.stop] }),
    check('load_stop_times_stop_check', sql`${t.stop} IN ('pickup', 'delivery')`),
  ],
);

/** The Instructions notepad of a load (one per load): a record people edit, with its version. */
export const loadInstructions = pgTable(
  'load_instructions',
  {
    ...ownedBy('load', () => loads.id),
    text: text('text').notNull(),
    updatedBy: optionalLink('updated_by', () => users.id),
    ...editable(),
  },
  (t) => [uniqueIndex('load_instructions_load_key').on(t.loadId)],
);

/**
 * The ledger of a load (docs/product.md "Ledger"). Amounts are signed integer cents: the trip rate and
 * accessorials (types 1–6) are ≥ 0, deductions and advances (7, 8) ≤ 0. The trip-rate entry (type 1)
 * follows the load's trip rate; there is at most one.
 */
export const loadTransactions = pgTable(
  'load_transactions',
  {
    ...ownedBy('load', () => loads.id),
    typeId: integer('type_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    comment: text('comment').notNull().default(''),
    ...signedBy('created'),
  },
  (t) => [
    index('load_transactions_load_idx').on(t.loadId, t.id),
    uniqueIndex('load_transactions_trip_rate_key').on(t.loadId).where(sql`${t.typeId} = 1`),
    check('load_transactions_type_check', sql`${t.typeId} BETWEEN 1 AND 8`),
    check(
      'load_transactions_sign_check',
      sql`(${t.typeId} <= 6 AND ${t.amountCents} >= 0) OR (${t.typeId} >= 7 AND ${t.amountCents} <= 0)`,
    ),
  ],
);
