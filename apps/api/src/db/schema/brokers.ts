import type { BrokerStatus } from '@fletx/contract/brokers';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { trailerTypes } from './parametrics';

export const brokerStatus = pgEnum('broker_status', ['Pending approval', 'Approved', 'Suspended']);

/** Freight brokers (spec loads §3 Broker). `mc_number` is stored upper-cased and unique. */
export const brokers = pgTable(
  'brokers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    mcNumber: text('mc_number').notNull(),
    invoicingEmail: text('invoicing_email').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    stateCode: text('state_code').notNull(),
    zipCode: text('zip_code').notNull(),
    daysToPay: integer('days_to_pay').notNull(),
    status: brokerStatus('status').$type<BrokerStatus>().notNull().default('Pending approval'),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('brokers_mc_number_key').on(t.mcNumber),
    index('brokers_status_name_idx').on(t.status, t.name),
    index('brokers_search_trgm_idx').using(
      'gin',
      sql`(lower(unaccent_immutable(${t.name} || ' ' || ${t.mcNumber} || ' ' || ${t.city} || ' ' || ${t.invoicingEmail}))) gin_trgm_ops`,
    ),
    index('brokers_name_trgm_idx').using('gin', sql`(lower(unaccent_immutable(${t.name}))) gin_trgm_ops`),
    check('brokers_days_to_pay_check', sql`${t.daysToPay} BETWEEN 0 AND 365`),
  ],
);

export const brokerContacts = pgTable(
  'broker_contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brokerId: integer('broker_id')
      .notNull()
      .references(() => brokers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('broker_contacts_broker_idx').on(t.brokerId)],
);

/**
 * Bookings: loads offered by brokers, before they become loads (spec loads §3 Booking). Times are the
 * facility's wall-clock times stored as UTC; `pickup_date` is the UTC date of the pickup (the date filter).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idNumber: text('id_number').notNull(),
    brokerId: integer('broker_id')
      .notNull()
      .references(() => brokers.id, { onDelete: 'restrict' }),
    distanceMiles: doublePrecision('distance_miles'),
    pickupOpenAt: timestamp('pickup_open_at', { withTimezone: true }).notNull(),
    pickupCloseAt: timestamp('pickup_close_at', { withTimezone: true }).notNull(),
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    pickupFacility: text('pickup_facility'),
    pickupZip: text('pickup_zip').notNull(),
    pickupState: text('pickup_state').notNull(),
    pickupCity: text('pickup_city').notNull(),
    pickupLng: doublePrecision('pickup_lng'),
    pickupLat: doublePrecision('pickup_lat'),
    deliveryOpenAt: timestamp('delivery_open_at', { withTimezone: true }),
    deliveryCloseAt: timestamp('delivery_close_at', { withTimezone: true }),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliveryFacility: text('delivery_facility'),
    deliveryZip: text('delivery_zip').notNull(),
    deliveryState: text('delivery_state').notNull(),
    deliveryCity: text('delivery_city').notNull(),
    deliveryLng: doublePrecision('delivery_lng'),
    deliveryLat: doublePrecision('delivery_lat'),
    productName: text('product_name'),
    tripRateCents: integer('trip_rate_cents'),
    weightLbs: doublePrecision('weight_lbs'),
    instructions: text('instructions'),
    trailerTypeId: integer('trailer_type_id')
      .notNull()
      .references(() => trailerTypes.id, { onDelete: 'restrict' }),
    trailerDimensions: text('trailer_dimensions'),
    loadType: text('load_type').$type<'FTL' | 'LTL'>(),
    statusId: integer('status_id').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_pickup_date_idx').on(t.pickupDate, t.id),
    index('bookings_broker_idx').on(t.brokerId),
    check('bookings_trip_rate_check', sql`${t.tripRateCents} >= 0`),
    check('bookings_load_type_check', sql`${t.loadType} IN ('FTL', 'LTL')`),
  ],
);
