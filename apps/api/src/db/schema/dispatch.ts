import type { TimeOffKind } from '@fletx/contract/dispatch';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, optionalLink, ownedBy, timestamptz } from './columns';
import { users } from './users';

/**
 * A driver's days off and home time (docs/product.md "Dispatch board"): set on the board, shown as a bar of
 * their own, respected by the assignment's warnings. Owned by the dispatch module.
 */
export const driverTimeOff = pgTable(
  'driver_time_off',
  {
    ...ownedBy('driver', () => users.id),
    kind: text('kind').$type<TimeOffKind>().notNull(),
    fromAt: timestamptz('from_at').notNull(),
    toAt: timestamptz('to_at').notNull(),
    note: text('note'),
    createdBy: optionalLink('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('driver_time_off_driver_to_idx').on(t.driverId, t.toAt),
    index('driver_time_off_to_from_idx').on(t.toAt, t.fromAt),
    check('driver_time_off_kind_check', sql`${t.kind} IN ('day_off', 'home_time')`),
    check('driver_time_off_period_check', sql`${t.toAt} > ${t.fromAt}`),
  ],
);
