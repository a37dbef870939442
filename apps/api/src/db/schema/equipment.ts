import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { carMakes, carModels, fuelTypes, trailerSizes, trailerTypes } from './parametrics';
import { users } from './users';

/**
 * Trucks and their technical specification (spec fleet §3 Truck payload). The clutch, engine and gearbox
 * records of a truck share one id (the spec's clutch_id = engine_id = gearbox_id): the clutch's id is
 * generated, the engine and gearbox take it as their primary key.
 */
export const truckClutches = pgTable('truck_clutches', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  type: text('type').notNull(),
});

export const truckEngines = pgTable('truck_engines', {
  id: integer('id')
    .primaryKey()
    .references(() => truckClutches.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  serialNumber: text('serial_number').notNull(),
  repaired: boolean('repaired').notNull(),
  fuelTypeId: integer('fuel_type_id')
    .notNull()
    .references(() => fuelTypes.id, { onDelete: 'restrict' }),
});

export const truckGearboxes = pgTable('truck_gearboxes', {
  id: integer('id')
    .primaryKey()
    .references(() => truckClutches.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  serialNumber: text('serial_number').notNull(),
});

/**
 * A truck. VIN and plate are stored uppercase and unique among trucks that are not deleted; a delete only
 * sets `is_deleted` (shown Inactive), so the record is never lost.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    vinNumber: text('vin_number').notNull(),
    makeId: integer('make_id')
      .notNull()
      .references(() => carMakes.id, { onDelete: 'restrict' }),
    modelId: integer('model_id')
      .notNull()
      .references(() => carModels.id, { onDelete: 'restrict' }),
    year: integer('year').notNull(),
    unitNumber: text('unit_number').notNull(),
    plateNumber: text('plate_number').notNull(),
    plateExpiration: date('plate_expiration', { mode: 'string' }).notNull(),
    iftaNumber: text('ifta_number').notNull(),
    iftaExpiration: date('ifta_expiration', { mode: 'string' }).notNull(),
    gpsCompany: text('gps_company').notNull(),
    odometerMiles: integer('odometer_miles').notNull(),
    /** The shared id of the truck's clutch, engine and gearbox. */
    specId: integer('spec_id')
      .notNull()
      .unique()
      .references(() => truckClutches.id, { onDelete: 'restrict' }),
    permitKentucky: text('permit_kentucky').notNull(),
    permitKentuckyExpiration: date('permit_kentucky_expiration', { mode: 'string' }).notNull(),
    permitNewJersey: text('permit_new_jersey'),
    permitNewJerseyExpiration: date('permit_new_jersey_expiration', { mode: 'string' }),
    permitNewYork: text('permit_new_york'),
    permitNewYorkExpiration: date('permit_new_york_expiration', { mode: 'string' }),
    permitNewMexico: text('permit_new_mexico'),
    permitNewMexicoExpiration: date('permit_new_mexico_expiration', { mode: 'string' }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vehicles_vin_active_key').on(t.vinNumber).where(sql`NOT ${t.isDeleted}`),
    uniqueIndex('vehicles_plate_active_key').on(t.plateNumber).where(sql`NOT ${t.isDeleted}`),
    index('vehicles_plate_idx').on(t.plateNumber),
    index('vehicles_driver_idx').on(t.driverId),
    index('vehicles_owner_idx').on(t.ownerId),
    index('vehicles_is_deleted_idx').on(t.isDeleted),
    index('vehicles_search_trgm_idx').using(
      'gin',
      sql`(lower(unaccent_immutable(${t.plateNumber} || ' ' || ${t.vinNumber} || ' ' || ${t.unitNumber}))) gin_trgm_ops`,
    ),
    check('vehicles_year_check', sql`${t.year} BETWEEN 1900 AND 2200`),
    check('vehicles_odometer_check', sql`${t.odometerMiles} >= 0`),
  ],
);

/**
 * A trailer (spec loads §3 Trailer), hitched to the truck found by its plate (`vehicle_id`). VIN, plate and
 * trailer number are unique among trailers that are not deleted.
 */
export const trailers = pgTable(
  'trailers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vin: text('vin').notNull(),
    sizeId: integer('size_id')
      .notNull()
      .references(() => trailerSizes.id, { onDelete: 'restrict' }),
    sizeOther: text('size_other'),
    year: integer('year').notNull(),
    plateExpiration: date('plate_expiration', { mode: 'string' }).notNull(),
    trailerNumber: text('trailer_number').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => trailerTypes.id, { onDelete: 'restrict' }),
    plateNumber: text('plate_number').notNull(),
    truckPlateNumber: text('truck_plate_number').notNull(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'restrict' }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trailers_vin_active_key').on(t.vin).where(sql`NOT ${t.isDeleted}`),
    uniqueIndex('trailers_plate_active_key').on(t.plateNumber).where(sql`NOT ${t.isDeleted}`),
    uniqueIndex('trailers_number_active_key').on(t.trailerNumber).where(sql`NOT ${t.isDeleted}`),
    index('trailers_vehicle_idx').on(t.vehicleId),
    index('trailers_is_deleted_idx').on(t.isDeleted),
    index('trailers_search_trgm_idx').using(
      'gin',
      sql`(lower(unaccent_immutable(${t.plateNumber} || ' ' || ${t.vin} || ' ' || ${t.trailerNumber} || ' ' || ${t.truckPlateNumber}))) gin_trgm_ops`,
    ),
    check('trailers_year_check', sql`${t.year} BETWEEN 1900 AND 2200`),
    check(
      'trailers_size_other_check',
      sql`(${t.sizeId} = 3) = (${t.sizeOther} IS NOT NULL AND ${t.sizeOther} <> '')`,
    ),
  ],
);
