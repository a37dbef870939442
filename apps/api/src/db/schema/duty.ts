import type { DutyStatus } from '@fletx/contract/duty';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, position, positionChecks, timestamptz } from './columns';
import { users } from './users';

/**
 * Duty-status changes posted by drivers (POST /api/driver/duty). Append-only; a change may arrive late
 * (the driver's app was offline), so readers order by `at`, never by id. Hours of service come from here.
 */
export const driverDutyEvents = pgTable(
  'driver_duty_events',
  {
    ...ownedBy('driver', () => users.id),
    status: text('status').$type<DutyStatus>().notNull(),
    at: timestamptz('at').notNull(),
    ...position(),
    createdAt: createdAt(),
  },
  (t) => [
    index('driver_duty_events_driver_at_idx').on(t.driverId, t.at),
    check(
      'driver_duty_events_status_check',
      sql`${t.status} IN ('driving', 'on_duty', 'off_duty', 'sleeper_berth')`,
    ),
    ...positionChecks('driver_duty_events', t),
  ],
);
