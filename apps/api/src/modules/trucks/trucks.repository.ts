import { and, desc, eq, not, sql } from 'drizzle-orm';
import {
  carMakes,
  carModels,
  fuelTypes,
  truckClutches,
  truckEngines,
  truckGearboxes,
  vehicles,
} from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { EquipmentRepository } from '../../lib/equipment';

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

/** What a truck keeps unique among the trucks that are not deleted. */
export type TruckUnique = 'vinNumber' | 'plateNumber';

/**
 * The only place with queries on vehicles and their clutch, engine and gearbox records (the screens read
 * trucks with their people's names through the read model).
 */
export class TrucksRepository extends EquipmentRepository<typeof vehicles, TruckUnique> {
  constructor(uow: UnitOfWork) {
    super(uow, vehicles, { vinNumber: vehicles.vinNumber, plateNumber: vehicles.plateNumber });
  }

  /** The newest active truck of each driver among `driverIds`. */
  async currentForDrivers(driverIds: number[]) {
    if (driverIds.length === 0) return [];
    // One statement for any number of drivers, built once (a page of the drivers list reads it every time).
    return this.run(
      'current trucks of drivers',
      () =>
        this.db
          .selectDistinctOn([vehicles.driverId], {
            driverId: vehicles.driverId,
            vinNumber: vehicles.vinNumber,
            unitNumber: vehicles.unitNumber,
            plateNumber: vehicles.plateNumber,
            plateExpiration: vehicles.plateExpiration,
          })
          .from(vehicles)
          .where(and(sql`${vehicles.driverId} = ANY(${sql.placeholder('ids')})`, not(vehicles.isDeleted)))
          .orderBy(vehicles.driverId, desc(vehicles.createdAt), desc(vehicles.id)),
      { ids: driverIds },
    );
  }

  /** The id of the truck (not deleted) with this plate, as stored (uppercase). */
  async findActiveIdByPlate(plate: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.plateNumber, plate), not(vehicles.isDeleted)))
      .limit(1);
    return row?.id;
  }

  /** Inserts the shared-id clutch, engine and gearbox records, then the truck. Call inside a transaction. */
  async insert(values: Omit<NewVehicleRow, 'specId'>, spec: SpecValues): Promise<VehicleRow> {
    const [clutch] = await this.db
      .insert(truckClutches)
      .values({ type: spec.clutchType })
      .returning({ id: truckClutches.id });
    if (!clutch) throw new Error('insert into truck_clutches returned no row');
    await this.db.insert(truckEngines).values({
      id: clutch.id,
      brand: spec.engineBrand,
      serialNumber: spec.engineSerialNumber,
      repaired: spec.engineRepaired,
      fuelTypeId: spec.fuelTypeId,
    });
    await this.db
      .insert(truckGearboxes)
      .values({ id: clutch.id, brand: spec.gearboxBrand, serialNumber: spec.gearboxSerialNumber });
    return this.insertOne(vehicles, { ...values, specId: clutch.id });
  }

  /**
   * Changes the truck and its clutch, engine and gearbox, at `version` when given (`StaleVersion` when it
   * moved on); answers the truck as it is now, undefined when there is none. Call inside a transaction.
   */
  async update(
    id: number,
    specId: number,
    values: Omit<NewVehicleRow, 'specId'>,
    spec: SpecValues,
    version?: number,
  ): Promise<VehicleRow | undefined> {
    await this.db.update(truckClutches).set({ type: spec.clutchType }).where(eq(truckClutches.id, specId));
    await this.db
      .update(truckEngines)
      .set({
        brand: spec.engineBrand,
        serialNumber: spec.engineSerialNumber,
        repaired: spec.engineRepaired,
        fuelTypeId: spec.fuelTypeId,
      })
      .where(eq(truckEngines.id, specId));
    await this.db
      .update(truckGearboxes)
      .set({ brand: spec.gearboxBrand, serialNumber: spec.gearboxSerialNumber })
      .where(eq(truckGearboxes.id, specId));
    return this.updateStamped(vehicles, eq(vehicles.id, id), values, version);
  }

  /** The model's name when it exists and belongs to the make (reference data). */
  modelName(makeId: number, modelId: number): Promise<string | undefined> {
    return this.nameIn(carModels, and(eq(carModels.id, modelId), eq(carModels.makeId, makeId)));
  }

  makeName(makeId: number): Promise<string | undefined> {
    return this.nameIn(carMakes, eq(carMakes.id, makeId));
  }

  fuelName(fuelId: number): Promise<string | undefined> {
    return this.nameIn(fuelTypes, eq(fuelTypes.id, fuelId));
  }

  private async nameIn(
    table: typeof carMakes | typeof carModels | typeof fuelTypes,
    where: ReturnType<typeof and>,
  ): Promise<string | undefined> {
    const [row] = await this.db.select({ name: table.name }).from(table).where(where).limit(1);
    return row?.name;
  }
}
