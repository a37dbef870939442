import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * The compliance warnings already sent (docs/product.md "Compliance"): one row per item, expiration date and
 * threshold (30, 14, 7, 1 days before, 0 the day), so a sweep never repeats one. A renewed date is a new key.
 */
export const complianceWarnings = pgTable(
  'compliance_warnings',
  {
    id: id(),
    /** driver | truck | trailer */
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    item: text('item').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    threshold: integer('threshold').notNull(),
    sentAt: createdAt(),
  },
  (t) => [
    uniqueIndex('compliance_warnings_key').on(t.entityType, t.entityId, t.item, t.expiresOn, t.threshold),
    check('compliance_warnings_entity_type_check', sql`${t.entityType} IN ('driver', 'truck', 'trailer')`),
  ],
);

/**
 * The daily digest mails (one row per UTC day a digest was considered): what it covered (a fingerprint of
 * the items), so a day with nothing changed sends none.
 */
export const complianceDigests = pgTable('compliance_digests', {
  day: date('day', { mode: 'string' }).primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  /** How many mails were written (0: nothing changed since the last digest). */
  mails: integer('mails').notNull(),
  createdAt: createdAt(),
});
