import { index, pgTable } from 'drizzle-orm/pg-core';
import { createdAt, optionalLink, ownedBy, position, positionChecks, timestamptz } from './columns';
import { loads } from './loads';
import { users } from './users';

/**
 * Location pings of a load's driver (POST /api/driver/loads/{id}/locations). Append-only; pings may arrive
 * late and in batches, so readers order by `at`, then id. The route map's track comes from here.
 */
export const loadLocations = pgTable(
  'load_locations',
  {
    ...ownedBy('load', () => loads.id),
    driverId: optionalLink('driver_id', () => users.id),
    ...position(),
    at: timestamptz('at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('load_locations_load_at_idx').on(t.loadId, t.at), ...positionChecks('load_locations', t)],
);
