import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';

/**
 * Tickets that open one live-update stream (docs/product.md "Live updates"): single use, valid 30 s. Only
 * the SHA-256 of a ticket is kept. In the database so that any API process can honour a ticket another issued.
 */
export const eventTickets = pgTable(
  'event_tickets',
  {
    hash: text('hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('event_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * The live events of the last minutes, for a stream that reconnects with `Last-Event-ID`. The id is the
 * event's SSE id. Written in the transaction of the change; each process is told by NOTIFY on commit.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamptz('at').notNull().defaultNow(),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [index('live_events_at_idx').on(t.at)],
);
