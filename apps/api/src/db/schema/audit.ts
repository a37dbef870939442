import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns';

/**
 * The audit trail (docs/product.md "Audit trail"): one row per create, update, delete, status change or
 * money entry of a record, written in the transaction of the change. `actor_id` has no foreign key and the
 * actor's name is kept as it was: the trail outlives a deleted or renamed user.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    at: timestamptz('at').notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    summary: text('summary'),
    /** The record's version once the change was made (null when it has none, or is gone): names who made it. */
    recordVersion: integer('record_version'),
    /** `[{ field, before, after }]`: the fields that changed. */
    changes: jsonb('changes').$type<Array<{ field: string; before: unknown; after: unknown }>>().notNull(),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.entityType, t.entityId, t.id),
    index('audit_events_actor_idx').on(t.actorId, t.id),
    index('audit_events_at_idx').on(t.at),
  ],
);
