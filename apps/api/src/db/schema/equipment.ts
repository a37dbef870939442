import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import {
  compactOver,
  editable,
  id,
  optionalLink,
  requiredLink,
  searchOver,
  softDelete,
  trigramIndex,
  uniqueWhileActive,
} from './columns';
import { carMakes, carModels, fuelTypes, trailerSizes, trailerTypes } from './parametrics';
import { users } from './users';

/**
 * The equipment's search expressions, lowercased and unaccented, written here only: for their trigram indexes
 * and for every query (`vehicleSearchDocument`, `trailerSearchDocument`), because PostgreSQL answers a `LIKE`
 * from a trigram index only when the query repeats the index's expression exactly.
 */
const vehicleSearchOf = searchOver('plateNumber', 'vinNumber', 'unitNumber');
const trailerSearchOf = searchOver('plateNumber', 'vin', 'trailerNumber', 'truckPlateNumber');
/** The plate and the unit's number as typed without spaces and dashes (`compactDocument`; the pickers' search). */
const vehicleCompactOf = compactOver('plateNumber', 'unitNumber');
const trailerCompactOf = compactOver('plateNumber', 'trailerNumber');

/**
 * Trucks and their technical specification (docs/product.md "Truck form"). The clutch, engine and gearbox
 * records of a truck share one id (the wire's clutch_id = engine_id = gearbox_id): the clutch's id is
 * generated, the engine and gearbox take it as their primary key.
 */
export const truckClutches = pgTable('truck_clutches', {
  id: id(),
  type: text('type').notNull(),
});

/** The engine and the gearbox take the clutch's id as their key; each has a brand and a serial number. */
const specPart = () => ({
  id: integer('id')
    .primaryKey()
    .references(() => truckClutches.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  serialNumber: text('serial_number').notNull(),
});

export const truckEngines = pgTable('truck_engines', {
  ...specPart(),
  repaired: boolean('repaired').notNull(),
  fuelTypeId: requiredLink('fuel_type_id', () => fuelTypes.id),
});

export const truckGearboxes = pgTable('truck_gearboxes', {
  ...specPart(),
});

/**
 * What a truck and a trailer both keep after their own fields: the last annual inspection (the next is due a
 * year later, docs/product.md "Compliance"); a delete that only marks the unit; the times and the version.
 */
const unitRecord = () => ({
  annualInspectionDate: date('annual_inspection_date', { mode: 'string' }),
  ...softDelete(),
  ...editable(),
});

/**
 * A truck. VIN and plate are stored uppercase and unique among trucks that are not deleted; a delete only
 * sets `is_deleted` (shown Inactive), so the record is never lost.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: id(),
    driverId: requiredLink('driver_id', () => users.id),
    ownerId: optionalLink('owner_id', () => users.id),
    vinNumber: text('vin_number').notNull(),
    makeId: requiredLink('make_id', () => carMakes.id),
    modelId: requiredLink('model_id', () => carModels.id),
    year: integer('year').notNull(),
    unitNumber: text('unit_number').notNull(),
    plateNumber: text('plate_number').notNull(),
    plateExpiration: date('plate_expiration', { mode: 'string' }).notNull(),
    iftaNumber: text('ifta_number').notNull(),
    iftaExpiration: date('ifta_expiration', { mode: 'string' }).notNull(),
    gpsCompany: text('gps_company').notNull(),
    odometerMiles: integer('odometer_miles').notNull(),
    /** The shared id of the truck's clutch, engine and gearbox. */
    specId: requiredLink('spec_id', () => truckClutches.id).unique(),
    permitKentucky: text('permit_kentucky').notNull(),
    permitKentuckyExpiration: date('permit_kentucky_expiration', { mode: 'string' }).notNull(),
    permitNewJersey: text('permit_new_jersey'),
    permitNewJerseyExpiration: date('permit_new_jersey_expiration', { mode: 'string' }),
    permitNewYork: text('permit_new_york'),
    permitNewYorkExpiration: date('permit_new_york_expiration', { mode: 'string' }),
    permitNewMexico: text('permit_new_mexico'),
    permitNewMexicoExpiration: date('permit_new_mexico_expiration', { mode: 'string' }),
    ...unitRecord(),
  },
  (t) => [
    uniqueWhileActive('vehicles_vin_active_key', t.vinNumber, t),
    uniqueWhileActive('vehicles_plate_active_key', t.plateNumber, t),
    index('vehicles_plate_idx').on(t.plateNumber),
    index('vehicles_driver_idx').on(t.driverId),
    index('vehicles_owner_idx').on(t.ownerId),
    index('vehicles_is_deleted_idx').on(t.isDeleted),
    trigramIndex('vehicles_search_trgm_idx', vehicleSearchOf(t)),
    trigramIndex('vehicles_compact_trgm_idx', vehicleCompactOf(t)),
    check('vehicles_year_check', sql`${t.year} BETWEEN 1900 AND 2200`),
    check('vehicles_odometer_check', sql`${t.odometerMiles} >= 0`),
  ],
);

/** What the trucks' search matches (vehicles_search_trgm_idx): plate, VIN and unit number. */
export const vehicleSearchDocument = vehicleSearchOf(vehicles);
/** The trucks' plate and unit number without spaces and dashes (vehicles_compact_trgm_idx). */
export const vehicleCompactDocument = vehicleCompactOf(vehicles);

/**
 * A trailer (docs/product.md "Trailer form"), hitched to the truck found by its plate (`vehicle_id`). VIN,
 * plate and trailer number are unique among trailers that are not deleted.
 */
export const trailers = pgTable(
  'trailers',
  {
    id: id(),
    vin: text('vin').notNull(),
    sizeId: requiredLink('size_id', () => trailerSizes.id),
    sizeOther: text('size_other'),
    year: integer('year').notNull(),
    plateExpiration: date('plate_expiration', { mode: 'string' }).notNull(),
    trailerNumber: text('trailer_number').notNull(),
    typeId: requiredLink('type_id', () => trailerTypes.id),
    plateNumber: text('plate_number').notNull(),
    truckPlateNumber: text('truck_plate_number').notNull(),
    vehicleId: requiredLink('vehicle_id', () => vehicles.id),
    ...unitRecord(),
  },
  (t) => [
    uniqueWhileActive('trailers_vin_active_key', t.vin, t),
    uniqueWhileActive('trailers_plate_active_key', t.plateNumber, t),
    uniqueWhileActive('trailers_number_active_key', t.trailerNumber, t),
    index('trailers_vehicle_idx').on(t.vehicleId),
    index('trailers_is_deleted_idx').on(t.isDeleted),
    trigramIndex('trailers_search_trgm_idx', trailerSearchOf(t)),
    trigramIndex('trailers_compact_trgm_idx', trailerCompactOf(t)),
    check('trailers_year_check', sql`${t.year} BETWEEN 1900 AND 2200`),
    check(
      'trailers_size_other_check',
      sql`(${t.sizeId} = 3) = (${t.sizeOther} IS NOT NULL AND ${t.sizeOther} <> '')`,
    ),
  ],
);

/** What the trailers' search matches (trailers_search_trgm_idx): plate, VIN, trailer number and truck plate. */
export const trailerSearchDocument = trailerSearchOf(trailers);
/** The trailers' plate and number without spaces and dashes (trailers_compact_trgm_idx). */
export const trailerCompactDocument = trailerCompactOf(trailers);
