import { DEFAULT_TAKE, EQUIPMENT_STATE, type ListQuery, type PageMeta } from '@fletx/contract/equipment';
import {
  type PersonRef,
  type TruckBody,
  type TruckDetailResponse,
  type TruckListRow,
  type TruckRecord,
  truckMessages,
} from '@fletx/contract/trucks';
import type { DbOrTx } from '../../db/client';
import { AppError, conflict, type ErrorDetail, notFound } from '../../lib/errors';
import { fromBody, toDetail, toListRow, toRecord } from './trucks.mapper';
import { type TruckJoinedRow, TrucksRepository } from './trucks.repository';

/** Normalizes a plate the way it is stored (uppercase, single spaces). */
export const normalizePlate = (plate: string) => plate.trim().toUpperCase().replace(/\s+/g, ' ');

export function pageOf(query: ListQuery) {
  const page = query.page ?? 1;
  const take = query.take ?? query.limit ?? DEFAULT_TAKE;
  return { page, take, offset: (page - 1) * take };
}

export function metaOf(page: number, take: number, itemCount: number): PageMeta {
  return { page, take, itemCount, pageCount: Math.ceil(itemCount / take) };
}

/** Trucks (spec fleet §7 Vehicles): soft delete, VIN and plate unique among trucks that are not deleted. */
export interface CurrentTruck {
  vinNumber: string;
  unitNumber: string;
  plateNumber: string;
  plateExpiration: string;
}

export class TrucksService {
  private readonly repo: TrucksRepository;

  constructor(private readonly db: DbOrTx) {
    this.repo = new TrucksRepository(db);
  }

  async list(query: ListQuery): Promise<{ items: TruckListRow[]; meta: PageMeta }> {
    const { page, take, offset } = pageOf(query);
    const { rows, total } = await this.repo.list({ offset, limit: take, search: query.search || undefined });
    return { items: rows.map(toListRow), meta: metaOf(page, take, total) };
  }

  async get(id: number): Promise<TruckRecord> {
    return toRecord(await this.find(id));
  }

  async detail(id: number): Promise<TruckDetailResponse['data']> {
    return toDetail(await this.find(id));
  }

  /** The active truck with this plate (any case, extra spaces ignored), or 404 'No found plate'. */
  async findByPlate(plate: string, db?: DbOrTx): Promise<TruckRecord> {
    const row = await this.repo.findActiveByPlate(normalizePlate(plate), db);
    if (!row) throw notFound(truckMessages.noFoundPlate);
    return toRecord(row);
  }

  /** The active truck with this plate, or undefined. */
  async findActiveIdByPlate(plate: string, db?: DbOrTx): Promise<number | undefined> {
    return (await this.repo.findActiveByPlate(normalizePlate(plate), db))?.vehicle.id;
  }

  async create(body: TruckBody): Promise<TruckRecord> {
    const id = await this.inTransaction(async (tx) => {
      await this.checkReferences(body, tx);
      await this.checkUnique(body, undefined, tx);
      const { values, spec } = fromBody(body);
      return (await this.repo.insert(values, spec, tx)).id;
    });
    return this.get(id);
  }

  async update(id: number, body: TruckBody): Promise<TruckRecord> {
    await this.inTransaction(async (tx) => {
      const current = await this.find(id, tx);
      if (current.vehicle.isDeleted) throw conflict(truckMessages.inactiveNoEdit);
      await this.checkReferences(body, tx);
      await this.checkUnique(body, id, tx);
      const { values, spec } = fromBody(body);
      await this.repo.update(id, current.vehicle.specId, values, spec, tx);
    });
    return this.get(id);
  }

  /** Soft delete: the truck stays, shown Inactive. */
  async remove(id: number): Promise<TruckRecord> {
    const row = await this.find(id);
    if (!(await this.repo.markDeleted(id))) throw conflict(truckMessages.alreadyInactive);
    return toRecord({ ...row, vehicle: { ...row.vehicle, isDeleted: true } });
  }

  async counts() {
    return this.repo.counts();
  }

  /** 1 created (every truck ever created), 2 active (not deleted), 3 inactive (deleted). */
  async countByState(state: number): Promise<number> {
    const { total, active, inactive } = await this.repo.counts();
    if (state === EQUIPMENT_STATE.active) return active;
    if (state === EQUIPMENT_STATE.inactive) return inactive;
    return total;
  }

  /** Each driver's current truck (the newest active one), by driver id. */
  async currentTrucks(driverIds: number[]): Promise<Map<number, CurrentTruck>> {
    const rows = await this.repo.currentForDrivers(driverIds);
    return new Map(rows.map(({ driverId, ...truck }) => [driverId, truck]));
  }

  async drivers(): Promise<PersonRef[]> {
    return (await this.repo.listDrivers()).map((d) => ({
      id: d.id,
      first_name: d.firstName,
      last_name: d.lastName,
    }));
  }

  private async find(id: number, db?: DbOrTx): Promise<TruckJoinedRow> {
    const row = await this.repo.findById(id, db);
    if (!row) throw notFound(truckMessages.notFound);
    return row;
  }

  private inTransaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx));
  }

  /** Driver and owner are drivers; make, model (of that make) and fuel exist. */
  private async checkReferences(body: TruckBody, tx: DbOrTx): Promise<void> {
    const details: ErrorDetail[] = [];
    const ids = [body.user_id, ...(body.owner_id === null ? [] : [body.owner_id])];
    const drivers = await this.repo.driverIds(ids, tx);
    if (!drivers.has(body.user_id))
      details.push({ path: 'body.user_id', message: truckMessages.unknownDriver });
    if (body.owner_id !== null && !drivers.has(body.owner_id))
      details.push({ path: 'body.owner_id', message: truckMessages.unknownOwner });
    if (!(await this.repo.makeExists(body.make_id, tx)))
      details.push({ path: 'body.make_id', message: truckMessages.unknownMake });
    else if (!(await this.repo.modelOfMake(body.make_id, body.model_id, tx)))
      details.push({ path: 'body.model_id', message: truckMessages.unknownModel });
    if (!(await this.repo.fuelExists(body.fuelType, tx)))
      details.push({ path: 'body.fuelType', message: truckMessages.unknownFuel });
    const first = details[0];
    if (first) throw new AppError('ValidationError', first.message, details);
  }

  private async checkUnique(body: TruckBody, exceptId: number | undefined, tx: DbOrTx): Promise<void> {
    if (await this.repo.findActiveDuplicate('vinNumber', body.vin_number, exceptId, tx))
      throw conflict(truckMessages.duplicateVin(body.vin_number));
    if (await this.repo.findActiveDuplicate('plateNumber', body.licenseplate_number, exceptId, tx))
      throw conflict(truckMessages.duplicatePlate(body.licenseplate_number));
  }
}
