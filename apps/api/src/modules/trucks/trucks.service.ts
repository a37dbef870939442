import { GROUPS } from '@fletx/contract/roles';
import {
  type TruckBody,
  type TruckDetailResponse,
  type TruckListRow,
  type TruckRecord,
  truckMessages,
} from '@fletx/contract/trucks';
import type { PersonRef } from '@fletx/contract/users';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditTrail } from '../../lib/audit-trail';
import { type AnnualInspectionSchedules, EquipmentService, type UniqueCheck } from '../../lib/equipment';
import { AppError, type ErrorDetail, found } from '../../lib/errors';
import type { ExpectedVersion, Saved } from '../../lib/record-version';
import type { TruckJoinedRow, TrucksQueries } from '../read-model/trucks.queries';
import type { UsersService } from '../users/users.service';
import { fromBody, toDetail, toListRow, toRecord } from './trucks.mapper';
import { type SpecValues, TrucksRepository, type TruckUnique } from './trucks.repository';

/** Normalizes a plate the way it is stored (uppercase, single spaces). */
const normalizePlate = (plate: string) => plate.trim().toUpperCase().replace(/\s+/g, ' ');

/** A driver's current truck, as the drivers list shows it. */
export interface CurrentTruck {
  vinNumber: string;
  unitNumber: string;
  plateNumber: string;
  plateExpiration: string;
}

/**
 * Trucks (docs/product.md "Trucks"): the equipment base (soft delete, VIN and plate unique among trucks that
 * are not deleted, counts) plus a truck's own parts: its clutch, engine and gearbox, its driver and owner
 * (drivers), make, model and fuel, and the lookup by plate.
 */
export class TrucksService extends EquipmentService<
  'vehicle',
  TruckJoinedRow,
  TruckRecord,
  TruckListRow,
  TrucksRepository
> {
  constructor(
    uow: UnitOfWork,
    private readonly users: Pick<UsersService, 'listGroup' | 'driversAmong'>,
    private readonly queries: TrucksQueries,
    audit: AuditTrail,
    schedules: AnnualInspectionSchedules,
  ) {
    super(uow, new TrucksRepository(uow), {
      own: 'vehicle',
      rows: queries.rows,
      messages: truckMessages,
      trail: { audit, type: 'truck' },
      wire: { record: toRecord, listItem: toListRow },
      schedules,
    });
  }

  async detail(id: number): Promise<TruckDetailResponse['data']> {
    return toDetail(await this.find(id));
  }

  /** The active truck with this plate (any case, extra spaces ignored), or 404 'No found plate'. */
  async findByPlate(plate: string): Promise<TruckRecord> {
    const row = found(
      await this.queries.findActiveByPlate(normalizePlate(plate)),
      truckMessages.noFoundPlate,
    );
    return toRecord(row);
  }

  /** The active truck with this plate, or undefined. */
  findActiveIdByPlate(plate: string): Promise<number | undefined> {
    return this.repo.findActiveIdByPlate(normalizePlate(plate));
  }

  async create(body: TruckBody): Promise<TruckRecord> {
    return this.created(async () => {
      await this.checkReferences(body);
      await this.assertUnique(uniqueOf(body), undefined);
      const { values, spec } = fromBody(body);
      return (await this.repo.insert(values, spec)).id;
    });
  }

  /**
   * At the version the request expects. The truck is read once; the answer is that row with what changed:
   * the stored truck, its spec as sent, and the names of its driver, owner, make, model and fuel, read by the
   * checks that they exist.
   */
  async update(id: number, body: TruckBody, version?: ExpectedVersion): Promise<Saved<TruckRecord>> {
    return this.edited(id, version, async (current) => {
      this.assertEditable(current);
      const names = await this.checkReferences(body);
      await this.assertUnique(uniqueOf(body), id);
      const { values, spec } = fromBody(body);
      const vehicle = found(
        await this.repo.update(id, current.vehicle.specId, values, spec, version),
        truckMessages.notFound,
      );
      return { ...names, ...spec, vehicle };
    });
  }

  /** Each driver's current truck (the newest active one), by driver id. */
  async currentTrucks(driverIds: number[]): Promise<Map<number, CurrentTruck>> {
    const rows = await this.repo.currentForDrivers(driverIds);
    return new Map(rows.map(({ driverId, ...truck }) => [driverId, truck]));
  }

  /** The drivers the driver and owner selectors offer, by name. */
  async drivers(): Promise<PersonRef[]> {
    return (await this.users.listGroup(GROUPS.drivers)).map((d) => ({
      id: d.id,
      first_name: d.firstName,
      last_name: d.lastName,
    }));
  }

  /** Driver and owner are drivers; make, model (of that make) and fuel exist: their names, as a truck shows them. */
  private async checkReferences(body: TruckBody): Promise<TruckNames> {
    const details: ErrorDetail[] = [];
    const ids = [body.user_id, ...(body.owner_id === null ? [] : [body.owner_id])];
    const drivers = await this.users.driversAmong(ids);
    const driver = drivers.get(body.user_id);
    const owner = body.owner_id === null ? undefined : drivers.get(body.owner_id);
    if (!driver) details.push({ path: 'body.user_id', message: truckMessages.unknownDriver });
    if (body.owner_id !== null && !owner)
      details.push({ path: 'body.owner_id', message: truckMessages.unknownOwner });
    const makeName = await this.repo.makeName(body.make_id);
    const modelName =
      makeName === undefined ? undefined : await this.repo.modelName(body.make_id, body.model_id);
    if (makeName === undefined) details.push({ path: 'body.make_id', message: truckMessages.unknownMake });
    else if (modelName === undefined)
      details.push({ path: 'body.model_id', message: truckMessages.unknownModel });
    const fuelName = await this.repo.fuelName(body.fuelType);
    if (fuelName === undefined) details.push({ path: 'body.fuelType', message: truckMessages.unknownFuel });
    const [first] = details;
    // Without a detail every name was found; the names are tested too for the types' sake.
    if (first || !driver || makeName === undefined || modelName === undefined || fuelName === undefined)
      throw new AppError('ValidationError', first?.message ?? truckMessages.unknownDriver, details);
    return {
      driverFirstName: driver.firstName,
      driverLastName: driver.lastName,
      ownerFirstName: owner?.firstName ?? null,
      ownerLastName: owner?.lastName ?? null,
      dispatcherFirstName: driver.dispatcherFirstName,
      dispatcherLastName: driver.dispatcherLastName,
      makeName,
      modelName,
      fuelName,
    };
  }
}

/** The names a truck shows beside its own columns. */
type TruckNames = Omit<TruckJoinedRow, 'vehicle' | keyof SpecValues>;

/** VIN first, then plate: the first taken one answers 409. */
const uniqueOf = (body: TruckBody): UniqueCheck<TruckUnique>[] => [
  ['vinNumber', body.vin_number, truckMessages.duplicateVin],
  ['plateNumber', body.licenseplate_number, truckMessages.duplicatePlate],
];
