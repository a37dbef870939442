import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookings, brokers } from './brokers';
import { loadStatuses, trailerTypes } from './parametrics';
import { users } from './users';

/**
 * Loads (spec loads §3 Load, "loadbook"). Times are the facility's wall-clock times stored as UTC. The trip
 * rate is integer cents. `finished` is generated from the status (contract FINISHED_STATUS_IDS): the two
 * lists (active loads, finished jobs) filter on it, and each sort has an index led by it.
 */
export const loads = pgTable(
  'loads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idNumber: text('id_number').notNull(),
    statusId: integer('status_id')
      .notNull()
      .references(() => loadStatuses.id, { onDelete: 'restrict' }),
    finished: boolean('finished').notNull().generatedAlwaysAs(sql`status_id IN (1, 11, 12, 13, 14)`),
    /** The driver (a user of group drivers); null for a booking awaiting confirmation. */
    driverId: integer('driver_id').references(() => users.id, { onDelete: 'set null' }),
    brokerId: integer('broker_id')
      .notNull()
      .references(() => brokers.id, { onDelete: 'restrict' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    distanceMiles: doublePrecision('distance_miles'),
    pickupOpenAt: timestamp('pickup_open_at', { withTimezone: true }).notNull(),
    pickupCloseAt: timestamp('pickup_close_at', { withTimezone: true }).notNull(),
    pickupFacility: text('pickup_facility'),
    pickupZip: text('pickup_zip').notNull(),
    pickupState: text('pickup_state').notNull(),
    pickupCity: text('pickup_city').notNull(),
    pickupLat: doublePrecision('pickup_lat'),
    pickupLng: doublePrecision('pickup_lng'),
    deliveryOpenAt: timestamp('delivery_open_at', { withTimezone: true }),
    deliveryCloseAt: timestamp('delivery_close_at', { withTimezone: true }),
    deliveryFacility: text('delivery_facility'),
    deliveryZip: text('delivery_zip').notNull(),
    deliveryState: text('delivery_state').notNull(),
    deliveryCity: text('delivery_city').notNull(),
    deliveryLat: doublePrecision('delivery_lat'),
    deliveryLng: doublePrecision('delivery_lng'),
    productName: text('product_name'),
    tripRateCents: integer('trip_rate_cents'),
    weightLbs: doublePrecision('weight_lbs'),
    instructions: text('instructions'),
    trailerTypeId: integer('trailer_type_id')
      .notNull()
      .references(() => trailerTypes.id, { onDelete: 'restrict' }),
    trailerDimensions: text('trailer_dimensions'),
    loadType: text('load_type').$type<'FTL' | 'LTL'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loads_finished_id_idx').on(t.finished, t.id),
    index('loads_finished_start_idx').on(t.finished, t.pickupOpenAt, t.id),
    index('loads_finished_end_idx').on(t.finished, t.deliveryOpenAt, t.id),
    index('loads_status_idx').on(t.statusId),
    index('loads_driver_idx').on(t.driverId),
    index('loads_broker_idx').on(t.brokerId),
    uniqueIndex('loads_booking_key').on(t.bookingId),
    index('loads_search_trgm_idx').using(
      'gin',
      sql`(lower(unaccent_immutable(${t.idNumber} || ' ' || ${t.pickupCity} || ' ' || ${t.deliveryCity}))) gin_trgm_ops`,
    ),
    check('loads_trip_rate_check', sql`${t.tripRateCents} >= 0`),
    check('loads_load_type_check', sql`${t.loadType} IN ('FTL', 'LTL')`),
  ],
);

/**
 * Append-only history of a load's status (a trigger refuses UPDATE and DELETE). `changed_by` has no
 * foreign key so that deleting a user never rewrites history; the name is kept beside it.
 */
export const loadStatusHistory = pgTable(
  'load_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    loadId: integer('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'restrict' }),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    /** create | a staff action | a driver action */
    action: text('action').notNull(),
    comment: text('comment').notNull().default(''),
    changedBy: integer('changed_by'),
    changedByName: text('changed_by_name').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('load_status_history_load_idx').on(t.loadId, t.id),
    index('load_status_history_to_idx').on(t.toStatus),
  ],
);

/** The Instructions notepad of a load (one per load). */
export const loadInstructions = pgTable(
  'load_instructions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    loadId: integer('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('load_instructions_load_key').on(t.loadId)],
);

/**
 * The ledger of a load (spec §3 Transaction). Amounts are signed integer cents: the trip rate and
 * accessorials (types 1–6) are ≥ 0, deductions and advances (7, 8) ≤ 0. The trip-rate entry (type 1)
 * follows the load's trip rate; there is at most one.
 */
export const loadTransactions = pgTable(
  'load_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    loadId: integer('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    typeId: integer('type_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    comment: text('comment').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
