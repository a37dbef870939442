import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { loads } from './loads';
import { users } from './users';

/**
 * Location pings of a load's driver (POST /api/driver/loads/{id}/locations). Append-only; pings may arrive
 * late and in batches, so readers order by `at`, then id. The route map's track comes from here.
 */
export const loadLocations = pgTable(
  'load_locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    loadId: integer('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id').references(() => users.id, { onDelete: 'set null' }),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('load_locations_load_at_idx').on(t.loadId, t.at),
    check('load_locations_lat_check', sql`${t.lat} BETWEEN -90 AND 90`),
    check('load_locations_lon_check', sql`${t.lon} BETWEEN -180 AND 180`),
  ],
);
