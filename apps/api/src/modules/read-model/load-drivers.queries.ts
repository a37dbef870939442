import { GROUPS } from '@fletx/contract/roles';
import { and, eq, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import {
  carMakes,
  carModels,
  driverInformation,
  trailerSizes,
  trailers,
  trailerTypes,
  users,
  vehicles,
} from '../../db/schema';
import { personColumns } from './person-columns';

/** A left-joined trailer that is there: its own and its lookups' required columns set. */
type OnTruck<T> = { [K in keyof T]: K extends 'sizeOther' ? T[K] : NonNullable<T[K]> };

/**
 * The drivers of loads and what they drive (docs/product.md "Load form", "Load details"): who may be given
 * a load, and a driver's truck and trailer. Reads only.
 */
export class LoadDriversQueries extends Repository {
  /**
   * A user with the status and CDL number of their driver information; `group` tells whether they are a
   * driver.
   */
  async driver(id: number) {
    return this.runFirst(
      'driver by id',
      () =>
        this.db
          .select({
            ...personColumns,
            email: users.email,
            phone: users.phone,
            group: users.group,
            status: driverInformation.status,
            cdlNumber: driverInformation.cdlNumber,
          })
          .from(users)
          .leftJoin(driverInformation, eq(driverInformation.userId, users.id))
          .where(eq(users.id, sql.placeholder('id')))
          .limit(1),
      { id },
    );
  }

  /** Drivers whose driver information has `status`, by name, with their truck's plate. */
  async driversWithStatus(status: number) {
    return this.db
      .select({
        ...personColumns,
        plate: sql<
          string | null
        >`(SELECT ${vehicles.plateNumber} FROM ${vehicles} WHERE ${vehicles.driverId} = ${users.id} AND NOT ${vehicles.isDeleted} ORDER BY ${vehicles.id} LIMIT 1)`,
      })
      .from(users)
      .innerJoin(driverInformation, eq(driverInformation.userId, users.id))
      .where(and(eq(users.group, GROUPS.drivers), eq(driverInformation.status, status)))
      .orderBy(users.firstName, users.lastName);
  }

  /** The driver's truck (not deleted) and the trailer on it (not deleted), in one statement built once. */
  async equipmentOf(driverId: number) {
    const row = await this.runFirst(
      "a driver's truck and its trailer",
      () =>
        this.db
          .select({
            vehicle: {
              id: vehicles.id,
              plateNumber: vehicles.plateNumber,
              unitNumber: vehicles.unitNumber,
              vinNumber: vehicles.vinNumber,
              year: vehicles.year,
              make: carMakes.name,
              model: carModels.name,
            },
            trailer: {
              id: trailers.id,
              trailerNumber: trailers.trailerNumber,
              plateNumber: trailers.plateNumber,
              vin: trailers.vin,
              typeId: trailers.typeId,
              typeName: trailerTypes.name,
              sizeName: trailerSizes.name,
              sizeOther: trailers.sizeOther,
            },
          })
          .from(vehicles)
          .innerJoin(carMakes, eq(carMakes.id, vehicles.makeId))
          .innerJoin(carModels, eq(carModels.id, vehicles.modelId))
          .leftJoin(trailers, and(eq(trailers.vehicleId, vehicles.id), eq(trailers.isDeleted, false)))
          .leftJoin(trailerTypes, eq(trailerTypes.id, trailers.typeId))
          .leftJoin(trailerSizes, eq(trailerSizes.id, trailers.sizeId))
          .where(and(eq(vehicles.driverId, sql.placeholder('driverId')), eq(vehicles.isDeleted, false)))
          .orderBy(vehicles.id, trailers.id)
          .limit(1),
      { driverId },
    );
    // The trailer's columns are null together (no trailer on the truck) or set as the inner joins set them.
    const trailer =
      row?.trailer.id == null ? undefined : (row.trailer as OnTruck<NonNullable<typeof row>['trailer']>);
    return { vehicle: row?.vehicle, trailer };
  }
}
