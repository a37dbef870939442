import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { brokerContacts } from './brokers';
import { createdAt, optionalLink, ownedBy, timestamptz } from './columns';
import { loads } from './loads';
import { users } from './users';

/**
 * Links a broker opens without a login (docs/product.md "Tracking links and check calls"). Only the token's
 * SHA-256 is kept (hex), so the table alone opens no page. `expires_at` null: 3 days after delivery.
 */
export const trackingLinks = pgTable(
  'tracking_links',
  {
    ...ownedBy('load', () => loads.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at'),
    revokedAt: timestamptz('revoked_at'),
    createdBy: optionalLink('created_by', () => users.id),
    /**
     * `staff`: a random token shown once; `check_calls`: the link the check-call mails carry, its token an
     * HMAC of its id with the server's secret, so every mail can carry it again (the table alone still opens
     * nothing).
     */
    source: text('source').notNull().default('staff'),
    createdAt: createdAt(),
  },
  (t) => [
    check('tracking_links_source_check', sql`${t.source} IN ('staff', 'check_calls')`),
    uniqueIndex('tracking_links_token_hash_key').on(t.tokenHash),
    index('tracking_links_load_idx').on(t.loadId, t.id),
  ],
);

/**
 * The check-call mails sent for a load (its "Check calls" list): one per event, stop and contact at most, so
 * a repeated event (two processes, a retried step) mails nobody twice. `stop` is '' but for `late`.
 */
export const checkCalls = pgTable(
  'check_calls',
  {
    ...ownedBy('load', () => loads.id),
    event: text('event').notNull(),
    stop: text('stop').notNull().default(''),
    contactId: optionalLink('contact_id', () => brokerContacts.id),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** When the event happened (the status change, or the moment the ETA passed the window). */
    at: timestamptz('at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('check_calls_once_key').on(t.loadId, t.event, t.stop, t.recipient),
    index('check_calls_load_idx').on(t.loadId, t.id),
    check(
      'check_calls_event_check',
      sql`${t.event} IN ('dispatched', 'at_pickup', 'loaded', 'at_delivery', 'delivered', 'late')`,
    ),
  ],
);
