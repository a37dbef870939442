import type { DutyStatus } from '@fletx/contract/duty';
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Duty-status changes posted by drivers (POST /api/driver/duty). Append-only; a change may arrive late
 * (the driver's app was offline), so readers order by `at`, never by id. Hours of service come from here.
 */
export const driverDutyEvents = pgTable(
  'driver_duty_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<DutyStatus>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('driver_duty_events_driver_at_idx').on(t.driverId, t.at),
    check(
      'driver_duty_events_status_check',
      sql`${t.status} IN ('driving', 'on_duty', 'off_duty', 'sleeper_berth')`,
    ),
    check('driver_duty_events_lat_check', sql`${t.lat} BETWEEN -90 AND 90`),
    check('driver_duty_events_lon_check', sql`${t.lon} BETWEEN -180 AND 180`),
  ],
);
