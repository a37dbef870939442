import { GROUPS } from '@fletx/contract/roles';
import { and, asc, count, desc, eq, inArray, ne, not, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  carMakes,
  carModels,
  fuelTypes,
  truckClutches,
  truckEngines,
  truckGearboxes,
  users,
  vehicles,
} from '../../db/schema';

export type VehicleRow = typeof vehicles.$inferSelect;
export type NewVehicleRow = typeof vehicles.$inferInsert;
export interface SpecValues {
  clutchType: string;
  engineBrand: string;
  engineSerialNumber: string;
  engineRepaired: boolean;
  fuelTypeId: number;
  gearboxBrand: string;
  gearboxSerialNumber: string;
}

const driver = alias(users, 'driver');
const owner = alias(users, 'owner');
const dispatcher = alias(users, 'dispatcher');

/** A truck with the names the screens show and its technical specification. */
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

export interface TruckJoinedRow {
  vehicle: VehicleRow;
  driverFirstName: string;
  driverLastName: string;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  /** The back-office user the truck's driver is assigned to. */
  dispatcherFirstName: string | null;
  dispatcherLastName: string | null;
  makeName: string;
  modelName: string;
  clutchType: string;
  engineBrand: string;
  engineSerialNumber: string;
  engineRepaired: boolean;
  fuelTypeId: number;
  fuelName: string;
  gearboxBrand: string;
  gearboxSerialNumber: string;
}

/** `%text%` for LIKE, the text lowercased and unaccented like the indexed expressions, wildcards escaped. */
const containsPattern = (text: string) =>
  sql`'%' || lower(unaccent_immutable(${text.replace(/[\\%_]/g, (c) => `\\${c}`)})) || '%'`;

/** Plate, VIN, unit number (vehicles_search_trgm_idx) or driver name (users_search_trgm_idx). */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const matchingDrivers = sql`(SELECT ${users.id} FROM ${users} WHERE lower(unaccent_immutable(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})) LIKE ${pattern})`;
  return or(
    sql`lower(unaccent_immutable(${vehicles.plateNumber} || ' ' || ${vehicles.vinNumber} || ' ' || ${vehicles.unitNumber})) LIKE ${pattern}`,
    sql`${vehicles.driverId} IN ${matchingDrivers}`,
  );
}

/** The only place with queries on vehicles and their clutch, engine and gearbox records. */
export class TrucksRepository {
  constructor(private readonly db: DbOrTx) {}

  /** The newest active truck of each driver among `driverIds`. */
  async currentForDrivers(driverIds: number[], db: DbOrTx = this.db) {
    if (driverIds.length === 0) return [];
    return db
      .selectDistinctOn([vehicles.driverId], {
        driverId: vehicles.driverId,
        vinNumber: vehicles.vinNumber,
        unitNumber: vehicles.unitNumber,
        plateNumber: vehicles.plateNumber,
        plateExpiration: vehicles.plateExpiration,
      })
      .from(vehicles)
      .where(and(inArray(vehicles.driverId, driverIds), not(vehicles.isDeleted)))
      .orderBy(vehicles.driverId, desc(vehicles.createdAt), desc(vehicles.id));
  }

  private selectJoined(db: DbOrTx) {
    return db
      .select(joined)
      .from(vehicles)
      .innerJoin(driver, eq(driver.id, vehicles.driverId))
      .leftJoin(owner, eq(owner.id, vehicles.ownerId))
      .leftJoin(dispatcher, eq(dispatcher.id, driver.dispatcherId))
      .innerJoin(carMakes, eq(carMakes.id, vehicles.makeId))
      .innerJoin(carModels, eq(carModels.id, vehicles.modelId))
      .innerJoin(truckClutches, eq(truckClutches.id, vehicles.specId))
      .innerJoin(truckEngines, eq(truckEngines.id, vehicles.specId))
      .innerJoin(fuelTypes, eq(fuelTypes.id, truckEngines.fuelTypeId))
      .innerJoin(truckGearboxes, eq(truckGearboxes.id, vehicles.specId));
  }

  /** Newest first. */
  async list(
    options: { offset: number; limit: number; search?: string },
    db: DbOrTx = this.db,
  ): Promise<{ rows: TruckJoinedRow[]; total: number }> {
    const where = searchCondition(options.search);
    const rows = await this.selectJoined(db)
      .where(where)
      .orderBy(desc(vehicles.id))
      .limit(options.limit)
      .offset(options.offset);
    const [total] = await db.select({ n: count() }).from(vehicles).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  async findById(id: number, db: DbOrTx = this.db): Promise<TruckJoinedRow | undefined> {
    const [row] = await this.selectJoined(db).where(eq(vehicles.id, id)).limit(1);
    return row;
  }

  /** The truck (not deleted) with this plate, as stored (uppercase). */
  async findActiveByPlate(plate: string, db: DbOrTx = this.db): Promise<TruckJoinedRow | undefined> {
    const [row] = await this.selectJoined(db)
      .where(and(eq(vehicles.plateNumber, plate), not(vehicles.isDeleted)))
      .limit(1);
    return row;
  }

  /** Another truck (not deleted) with this VIN or plate. */
  async findActiveDuplicate(
    field: 'vinNumber' | 'plateNumber',
    value: string,
    exceptId: number | undefined,
    db: DbOrTx = this.db,
  ): Promise<VehicleRow | undefined> {
    const [row] = await db
      .select()
      .from(vehicles)
      .where(
        and(
          eq(vehicles[field], value),
          not(vehicles.isDeleted),
          exceptId === undefined ? undefined : ne(vehicles.id, exceptId),
        ),
      )
      .limit(1);
    return row;
  }

  /** Inserts the shared-id clutch, engine and gearbox records, then the truck. Call inside a transaction. */
  async insert(
    values: Omit<NewVehicleRow, 'specId'>,
    spec: SpecValues,
    db: DbOrTx = this.db,
  ): Promise<VehicleRow> {
    const [clutch] = await db
      .insert(truckClutches)
      .values({ type: spec.clutchType })
      .returning({ id: truckClutches.id });
    if (!clutch) throw new Error('insert into truck_clutches returned no row');
    await db.insert(truckEngines).values({
      id: clutch.id,
      brand: spec.engineBrand,
      serialNumber: spec.engineSerialNumber,
      repaired: spec.engineRepaired,
      fuelTypeId: spec.fuelTypeId,
    });
    await db
      .insert(truckGearboxes)
      .values({ id: clutch.id, brand: spec.gearboxBrand, serialNumber: spec.gearboxSerialNumber });
    const [row] = await db
      .insert(vehicles)
      .values({ ...values, specId: clutch.id })
      .returning();
    if (!row) throw new Error('insert into vehicles returned no row');
    return row;
  }

  async update(
    id: number,
    specId: number,
    values: Omit<NewVehicleRow, 'specId'>,
    spec: SpecValues,
    db: DbOrTx = this.db,
  ): Promise<void> {
    await db.update(truckClutches).set({ type: spec.clutchType }).where(eq(truckClutches.id, specId));
    await db
      .update(truckEngines)
      .set({
        brand: spec.engineBrand,
        serialNumber: spec.engineSerialNumber,
        repaired: spec.engineRepaired,
        fuelTypeId: spec.fuelTypeId,
      })
      .where(eq(truckEngines.id, specId));
    await db
      .update(truckGearboxes)
      .set({ brand: spec.gearboxBrand, serialNumber: spec.gearboxSerialNumber })
      .where(eq(truckGearboxes.id, specId));
    await db
      .update(vehicles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(vehicles.id, id));
  }

  /** Soft delete: true when the truck was active. */
  async markDeleted(id: number, db: DbOrTx = this.db): Promise<boolean> {
    const rows = await db
      .update(vehicles)
      .set({ isDeleted: true, updatedAt: new Date() })
      .where(and(eq(vehicles.id, id), not(vehicles.isDeleted)))
      .returning({ id: vehicles.id });
    return rows.length > 0;
  }

  async counts(db: DbOrTx = this.db): Promise<{ total: number; active: number; inactive: number }> {
    const [row] = await db
      .select({
        total: count(),
        inactive: sql<number>`count(*) FILTER (WHERE ${vehicles.isDeleted})`.mapWith(Number),
      })
      .from(vehicles);
    const total = row?.total ?? 0;
    const inactive = row?.inactive ?? 0;
    return { total, active: total - inactive, inactive };
  }

  /** Users of the drivers group (the driver and owner selectors), by name. */
  async listDrivers(
    db: DbOrTx = this.db,
  ): Promise<Array<{ id: number; firstName: string; lastName: string }>> {
    return db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.group, GROUPS.drivers))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  }

  /** Which of these ids are drivers. */
  async driverIds(ids: number[], db: DbOrTx = this.db): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.group, GROUPS.drivers)));
    return new Set(rows.map((r) => r.id));
  }

  async modelOfMake(makeId: number, modelId: number, db: DbOrTx = this.db): Promise<boolean> {
    const [row] = await db
      .select({ id: carModels.id })
      .from(carModels)
      .where(and(eq(carModels.id, modelId), eq(carModels.makeId, makeId)))
      .limit(1);
    return row !== undefined;
  }

  async makeExists(makeId: number, db: DbOrTx = this.db): Promise<boolean> {
    const [row] = await db.select({ id: carMakes.id }).from(carMakes).where(eq(carMakes.id, makeId)).limit(1);
    return row !== undefined;
  }

  async fuelExists(fuelId: number, db: DbOrTx = this.db): Promise<boolean> {
    const [row] = await db
      .select({ id: fuelTypes.id })
      .from(fuelTypes)
      .where(eq(fuelTypes.id, fuelId))
      .limit(1);
    return row !== undefined;
  }
}
