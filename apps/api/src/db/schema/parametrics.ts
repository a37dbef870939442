import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { namedList, requiredLink } from './columns';

/**
 * Parametric lists (docs/product.md "Parametrics"). Ids are fixed and given by the seed migration, never
 * generated, so other tables and `@fletx/contract` can name them.
 */
export const trailerTypes = pgTable('trailer_types', namedList());

export const trailerSizes = pgTable('trailer_sizes', namedList());

export const fuelTypes = pgTable('fuel_types', namedList());

export const loadStatuses = pgTable('load_statuses', namedList());

/** Class-8 truck makes (manufacturers' brands). */
export const carMakes = pgTable('car_makes', namedList());

export const carModels = pgTable(
  'car_models',
  {
    id: integer('id').primaryKey(),
    makeId: requiredLink('make_id', () => carMakes.id),
    name: text('name').notNull(),
  },
  /** Also serves the filter by make (its leading column). */
  (t) => [uniqueIndex('car_models_make_name_key').on(t.makeId, t.name)],
);
