import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Answers of driver API POSTs sent with an `Idempotency-Key` (docs/product.md "Driver API"), kept 24 hours
 * so that a repeat answers the same and does nothing again. A row is written in the transaction of the change
 * it answers, so it exists (and is visible) only once the change is committed; `status_code` and
 * `response_body` are filled before that commit.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 (hex) of the request body as the route read it. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code'),
    /** The JSON answer exactly as it was sent. */
    responseBody: text('response_body'),
    /** The answer's `ETag` header, when it had one (the changed record's new version). */
    etag: text('etag'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_driver_key').on(t.driverId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
