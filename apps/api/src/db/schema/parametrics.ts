import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Parametric lists (spec "Parametrics"). Ids are fixed and given by the seed migration, never generated,
 * so other tables and `@fletx/contract` can name them.
 */
export const trailerTypes = pgTable('trailer_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const trailerSizes = pgTable('trailer_sizes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const fuelTypes = pgTable('fuel_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const loadStatuses = pgTable('load_statuses', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** Class-8 truck makes (manufacturers' brands). */
export const carMakes = pgTable('car_makes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const carModels = pgTable(
  'car_models',
  {
    id: integer('id').primaryKey(),
    makeId: integer('make_id')
      .notNull()
      .references(() => carMakes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
  },
  /** Also serves the filter by make (its leading column). */
  (t) => [uniqueIndex('car_models_make_name_key').on(t.makeId, t.name)],
);
