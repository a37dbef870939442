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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  editable,
  id,
  ownedBy,
  requiredLink,
  searchOver,
  timestamptz,
  trigramIndex,
} from './columns';
import { deliveryWindow, freight, freightChecks, pickupWindow, stopPlace } from './freight-columns';

export const brokerStatus = pgEnum('broker_status', ['Pending approval', 'Approved', 'Suspended']);

/**
 * The brokers' search expressions, lowercased and unaccented, written here only: for their trigram indexes and
 * for every query (`brokerSearchDocument`, `brokerNameDocument`), because PostgreSQL answers a `LIKE` from a
 * trigram index only when the query repeats the index's expression exactly. brokers_search_trgm_idx: name,
 * MC number, city and invoicing email (the brokers list); brokers_name_trgm_idx: the name (the load search).
 */
const searchDocumentOf = searchOver('name', 'mcNumber', 'city', 'invoicingEmail');
const nameDocumentOf = searchOver('name');

/** Freight brokers (docs/product.md "Broker form"). `mc_number` is stored upper-cased and unique. */
export const brokers = pgTable(
  'brokers',
  {
    id: id(),
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
    /** Check calls (docs/product.md "Tracking links and check calls"): who gets which events' mails. */
    checkCallContacts: integer('check_call_contacts').array().notNull().default(sql`'{}'::integer[]`),
    checkCallEvents: text('check_call_events').array().notNull().default(sql`'{}'::text[]`),
    /** Minutes on site at a stop before detention counts. */
    detentionFreeMinutes: integer('detention_free_minutes').notNull().default(120),
    ...editable(),
  },
  (t) => [
    uniqueIndex('brokers_mc_number_key').on(t.mcNumber),
    index('brokers_status_name_idx').on(t.status, t.name),
    trigramIndex('brokers_search_trgm_idx', searchDocumentOf(t)),
    trigramIndex('brokers_name_trgm_idx', nameDocumentOf(t)),
    check('brokers_days_to_pay_check', sql`${t.daysToPay} BETWEEN 0 AND 365`),
  ],
);

/** What the brokers list's search matches (brokers_search_trgm_idx): `${brokerSearchDocument} LIKE <pattern>`. */
export const brokerSearchDocument = searchDocumentOf(brokers);
/** What a search by a broker's name matches (brokers_name_trgm_idx). */
export const brokerNameDocument = nameDocumentOf(brokers);

export const brokerContacts = pgTable(
  'broker_contacts',
  {
    ...ownedBy('broker', () => brokers.id),
    name: text('name').notNull(),
    role: text('role').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    /** When the contact unsubscribed from check calls (the link in each mail); null: they get them. */
    checkCallsStoppedAt: timestamptz('check_calls_stopped_at'),
    createdAt: createdAt(),
  },
  (t) => [index('broker_contacts_broker_idx').on(t.brokerId)],
);

/**
 * Bookings: loads offered by brokers, before they become loads (docs/product.md "Bookings"). Times are the
 * facility's wall-clock times stored as UTC; `pickup_date` is the UTC date of the pickup (the date filter).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    idNumber: text('id_number').notNull(),
    brokerId: requiredLink('broker_id', () => brokers.id),
    distanceMiles: doublePrecision('distance_miles'),
    ...pickupWindow(),
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    ...stopPlace('pickup'),
    pickupLng: doublePrecision('pickup_lng'),
    pickupLat: doublePrecision('pickup_lat'),
    ...deliveryWindow(),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    ...stopPlace('delivery'),
    deliveryLng: doublePrecision('delivery_lng'),
    deliveryLat: doublePrecision('delivery_lat'),
    ...freight(),
    statusId: integer('status_id').notNull().default(1),
    ...editable(),
  },
  (t) => [
    index('bookings_pickup_date_idx').on(t.pickupDate, t.id),
    index('bookings_broker_idx').on(t.brokerId),
    ...freightChecks('bookings', t),
  ],
);
