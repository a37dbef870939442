import { and, eq, not, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { newestFirst } from '../../db/keyset';
import { Repository } from '../../db/repository';
import {
  carMakes,
  carModels,
  fuelTypes,
  truckClutches,
  truckEngines,
  truckGearboxes,
  userSearchCondition,
  users,
  vehicleCompactDocument,
  vehicleSearchDocument,
  vehicles,
} from '../../db/schema';
import { equipmentRows } from '../../lib/equipment-rows';
import { compactMatch, containsPattern } from '../../lib/search';

const driver = alias(users, 'driver');
const owner = alias(users, 'owner');
const dispatcher = alias(users, 'dispatcher');

/** A truck with the names the screens show (driver, owner, dispatcher, make, model, fuel) and its spec. */
const joined = {
  vehicle: vehicles,
  driverFirstName: driver.firstName,
  driverLastName: driver.lastName,
  ownerFirstName: owner.firstName,
  ownerLastName: owner.lastName,
  dispatcherFirstName: dispatcher.firstName,
  dispatcherLastName: dispatcher.lastName,
  makeName: carMakes.name,
  modelName: carModels.name,
  clutchType: truckClutches.type,
  engineBrand: truckEngines.brand,
  engineSerialNumber: truckEngines.serialNumber,
  engineRepaired: truckEngines.repaired,
  fuelTypeId: truckEngines.fuelTypeId,
  fuelName: fuelTypes.name,
  gearboxBrand: truckGearboxes.brand,
  gearboxSerialNumber: truckGearboxes.serialNumber,
};

/**
 * A truck as its select reads it: the names the screens show (its driver, owner and the back-office user the
 * driver is assigned to, make, model, fuel) and its technical specification.
 */
export type TruckJoinedRow = NonNullable<Awaited<ReturnType<TrucksQueries['rows']['findById']>>>;

/**
 * Plate, VIN, unit number (vehicles_search_trgm_idx), the plate or unit number typed without their spaces and
 * dashes (vehicles_compact_trgm_idx), or driver name (users_search_trgm_idx).
 */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const matchingDrivers = sql`(SELECT ${users.id} FROM ${users} WHERE ${userSearchCondition(search)})`;
  return or(
    sql`${vehicleSearchDocument} LIKE ${containsPattern(search)}`,
    compactMatch(vehicleCompactDocument, search),
    sql`${vehicles.driverId} IN ${matchingDrivers}`,
  );
}

/**
 * The trucks screens (docs/product.md "Equipment"): the list, the edit form and the detail show the names of
 * the truck's driver, owner and the driver's dispatcher (users), so they are read here.
 */
export class TrucksQueries extends Repository {
  /** Newest first. */
  private readonly trucks = this.listOf(
    'trucks',
    vehicles,
    newestFirst(vehicles, { under: 'vehicle' }),
    (total) =>
      this.db
        .select({ ...joined, ...total })
        .from(vehicles)
        .innerJoin(driver, eq(driver.id, vehicles.driverId))
        .leftJoin(owner, eq(owner.id, vehicles.ownerId))
        .leftJoin(dispatcher, eq(dispatcher.id, driver.dispatcherId))
        .innerJoin(carMakes, eq(carMakes.id, vehicles.makeId))
        .innerJoin(carModels, eq(carModels.id, vehicles.modelId))
        .innerJoin(truckClutches, eq(truckClutches.id, vehicles.specId))
        .innerJoin(truckEngines, eq(truckEngines.id, vehicles.specId))
        .innerJoin(fuelTypes, eq(fuelTypes.id, truckEngines.fuelTypeId))
        .innerJoin(truckGearboxes, eq(truckGearboxes.id, vehicles.specId))
        .$dynamic(),
  );

  /** The trucks list, its CSV and one truck. */
  readonly rows = equipmentRows(this.trucks, vehicles, searchCondition, vehicles.unitNumber);

  /** The truck (not deleted) with this plate, as stored (uppercase). */
  findActiveByPlate(plate: string): Promise<TruckJoinedRow | undefined> {
    return this.trucks.first(and(eq(vehicles.plateNumber, plate), not(vehicles.isDeleted)));
  }
}
