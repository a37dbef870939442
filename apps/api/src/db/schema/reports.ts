import type { AlertKind } from '@fletx/contract/reports';
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
import { loads } from './loads';
import { users } from './users';

/**
 * Reports a driver sends about a load (spec loads §3 Report or alert): type 1 Alert, 2 Cancellation request;
 * status 1 Pending, 2 In progress, 3 Resolved (forward only).
 */
export const loadReports = pgTable(
  'load_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    loadId: integer('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id').references(() => users.id, { onDelete: 'set null' }),
    reportTypeId: integer('report_type_id').notNull(),
    kind: text('kind').$type<AlertKind>(),
    text: text('text').notNull(),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    statusReportId: integer('status_report_id').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedBy: integer('modified_by').references(() => users.id, { onDelete: 'set null' }),
    modifiedByName: text('modified_by_name'),
    modifiedAt: timestamp('modified_at', { withTimezone: true }),
  },
  (t) => [
    index('load_reports_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('load_reports_load_idx').on(t.loadId, t.id),
    index('load_reports_driver_idx').on(t.driverId),
    check('load_reports_type_check', sql`${t.reportTypeId} IN (1, 2)`),
    check('load_reports_status_check', sql`${t.statusReportId} IN (1, 2, 3)`),
    check('load_reports_lat_check', sql`${t.lat} BETWEEN -90 AND 90`),
    check('load_reports_lon_check', sql`${t.lon} BETWEEN -180 AND 180`),
  ],
);

/** Staff comments on a report, each optionally moving its status (append-only). */
export const loadReportComments = pgTable(
  'load_report_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer('report_id')
      .notNull()
      .references(() => loadReports.id, { onDelete: 'cascade' }),
    authorId: integer('author_id'),
    authorName: text('author_name').notNull(),
    comment: text('comment').notNull(),
    statusFrom: integer('status_from'),
    statusTo: integer('status_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('load_report_comments_report_idx').on(t.reportId, t.id)],
);

/** Over, short and damaged deductions entered by staff on an ended load (positive cents to take off). */
export const osdEntries = pgTable(
  'osd_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    loadId: integer('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'over' | 'short' | 'damaged'>().notNull(),
    note: text('note').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('osd_entries_load_idx').on(t.loadId, t.id),
    check('osd_entries_kind_check', sql`${t.kind} IN ('over', 'short', 'damaged')`),
    check('osd_entries_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** The statement frozen when a delivery is approved (integer cents). */
export const deliveryStatements = pgTable(
  'delivery_statements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    loadId: integer('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    quickPay: boolean('quick_pay').notNull(),
    tripRate: integer('trip_rate').notNull(),
    accessorialsTotal: integer('accessorials_total').notNull(),
    osdTotal: integer('osd_total').notNull(),
    gross: integer('gross').notNull(),
    productFee: integer('product_fee').notNull(),
    quickPayDiscount: integer('quick_pay_discount').notNull(),
    net: integer('net').notNull(),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedByName: text('approved_by_name').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('delivery_statements_load_key').on(t.loadId)],
);
