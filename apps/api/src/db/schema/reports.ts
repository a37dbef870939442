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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { signedBy } from './actor-columns';
import { createdAt, optionalLink, ownedBy, positionChecks, timestamptz } from './columns';
import { loads } from './loads';
import { users } from './users';

/**
 * Reports a driver sends about a load (docs/product.md "Reports and alerts"): type 1 Alert, 2 Cancellation
 * request; status 1 Pending, 2 In progress, 3 Resolved (forward only).
 */
export const loadReports = pgTable(
  'load_reports',
  {
    ...ownedBy('load', () => loads.id),
    driverId: optionalLink('driver_id', () => users.id),
    reportTypeId: integer('report_type_id').notNull(),
    kind: text('kind').$type<AlertKind>(),
    text: text('text').notNull(),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    statusReportId: integer('status_report_id').notNull().default(1),
    createdAt: createdAt(),
    modifiedBy: optionalLink('modified_by', () => users.id),
    modifiedByName: text('modified_by_name'),
    modifiedAt: timestamptz('modified_at'),
  },
  (t) => [
    // Ascending, walked backwards for newest first (migration 0029: drizzle's .desc() is NULLS LAST, which
    // ORDER BY … DESC does not match).
    index('load_reports_created_idx').on(t.createdAt, t.id),
    index('load_reports_load_idx').on(t.loadId, t.id),
    index('load_reports_driver_idx').on(t.driverId),
    // A status's reports newest first, and how many there are (Today's open reports: an index-only count).
    index('load_reports_status_created_idx').on(t.statusReportId, t.createdAt, t.id),
    check('load_reports_type_check', sql`${t.reportTypeId} IN (1, 2)`),
    check('load_reports_status_check', sql`${t.statusReportId} IN (1, 2, 3)`),
    ...positionChecks('load_reports', t),
  ],
);

/** Staff comments on a report, each optionally moving its status (append-only). */
export const loadReportComments = pgTable(
  'load_report_comments',
  {
    ...ownedBy('report', () => loadReports.id),
    authorId: integer('author_id'),
    authorName: text('author_name').notNull(),
    comment: text('comment').notNull(),
    statusFrom: integer('status_from'),
    statusTo: integer('status_to'),
    createdAt: createdAt(),
  },
  (t) => [index('load_report_comments_report_idx').on(t.reportId, t.id)],
);

/** Over, short and damaged deductions entered by staff on an ended load (positive cents to take off). */
export const osdEntries = pgTable(
  'osd_entries',
  {
    ...ownedBy('load', () => loads.id),
    kind: text('kind').$type<'over' | 'short' | 'damaged'>().notNull(),
    note: text('note').notNull(),
    amountCents: integer('amount_cents').notNull(),
    ...signedBy('created'),
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
    ...ownedBy('load', () => loads.id),
    quickPay: boolean('quick_pay').notNull(),
    tripRate: integer('trip_rate').notNull(),
    accessorialsTotal: integer('accessorials_total').notNull(),
    osdTotal: integer('osd_total').notNull(),
    gross: integer('gross').notNull(),
    productFee: integer('product_fee').notNull(),
    quickPayDiscount: integer('quick_pay_discount').notNull(),
    net: integer('net').notNull(),
    ...signedBy('approved'),
  },
  (t) => [uniqueIndex('delivery_statements_load_key').on(t.loadId)],
);
