import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, ownedBy, positionOf, timestamptz, updatedAt } from './columns';
import { vehicles } from './equipment';
import { loads } from './loads';

/**
 * Miles driven per truck, load, jurisdiction and UTC day (docs/product.md "Miles and IFTA"), added to as the
 * load's positions arrive: straight lines between consecutive positions, split at state and province lines.
 * `jurisdiction` is a two-letter state or province code, or `??` where no shipped boundary covers the point
 * (listed for review, never guessed). The IFTA report sums a quarter's days per jurisdiction.
 */
export const stateMiles = pgTable(
  'state_miles',
  {
    ...ownedBy('truck', () => vehicles.id),
    loadId: belongsTo('load_id', () => loads.id),
    jurisdiction: text('jurisdiction').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    miles: numeric('miles', { precision: 12, scale: 3 }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('state_miles_key').on(t.truckId, t.loadId, t.jurisdiction, t.day),
    index('state_miles_day_idx').on(t.day, t.jurisdiction),
    index('state_miles_load_idx').on(t.loadId),
    check('state_miles_miles_check', sql`${t.miles} >= 0`),
  ],
);

/**
 * A stretch between two consecutive positions of a load more than 50 miles or 2 hours apart: its miles are not
 * counted in `state_miles` but listed here for a person to review (with the route's miles when routing is
 * configured). `resolved_miles` is what the person decided, counted from then on in `resolved_jurisdiction`.
 */
export const mileageGaps = pgTable(
  'mileage_gaps',
  {
    ...ownedBy('truck', () => vehicles.id),
    loadId: belongsTo('load_id', () => loads.id),
    fromAt: timestamptz('from_at').notNull(),
    toAt: timestamptz('to_at').notNull(),
    ...positionOf('from'),
    ...positionOf('to'),
    /** The straight-line miles between the two positions. */
    miles: numeric('miles', { precision: 10, scale: 1 }).notNull(),
    suggestedMiles: numeric('suggested_miles', { precision: 10, scale: 1 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mileage_gaps_key').on(t.loadId, t.fromAt, t.toAt),
    index('mileage_gaps_from_idx').on(t.fromAt, t.id),
    index('mileage_gaps_truck_idx').on(t.truckId, t.fromAt),
  ],
);

/** How far the state miles of a load have been counted: the last position taken into account. */
export const mileageCursors = pgTable('mileage_cursors', {
  loadId: belongsTo('load_id', () => loads.id).primaryKey(),
  truckId: belongsTo('truck_id', () => vehicles.id),
  lastAt: timestamptz('last_at').notNull(),
  ...positionOf('last'),
  /** Positions counted so far (a late one earlier than `last_at` makes the load be counted again). */
  positions: integer('positions').notNull(),
  updatedAt: updatedAt(),
});
