import { EQUIPMENT_STATE, type ListQuery, type PageMeta } from '@fletx/contract/equipment';
import { messages } from '@fletx/contract/messages';
import { type TrailerBody, type TrailerRecord, trailerMessages } from '@fletx/contract/trailers';
import type { DbOrTx } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/errors';
import { metaOf, pageOf, type TrucksService } from '../trucks/trucks.service';
import { fromBody, toRecord } from './trailers.mapper';
import { type TrailerJoinedRow, TrailersRepository } from './trailers.repository';

/**
 * Trailers (spec loads §7 Trailers): hitched to the active truck found by `licenseplate_truck_number`
 * ('No found plate' otherwise); soft delete; VIN, plate and number unique among trailers not deleted.
 */
export class TrailersService {
  private readonly repo: TrailersRepository;

  constructor(
    private readonly db: DbOrTx,
    private readonly trucks: TrucksService,
  ) {
    this.repo = new TrailersRepository(db);
  }

  async list(query: ListQuery): Promise<{ items: TrailerRecord[]; meta: PageMeta }> {
    const { page, take, offset } = pageOf(query);
    const { rows, total } = await this.repo.list({ offset, limit: take, search: query.search || undefined });
    return { items: rows.map(toRecord), meta: metaOf(page, take, total) };
  }

  async get(id: number): Promise<TrailerRecord> {
    return toRecord(await this.find(id));
  }

  async create(body: TrailerBody): Promise<TrailerRecord> {
    const id = await this.db.transaction(async (tx) => {
      const vehicleId = await this.truckOf(body, tx);
      await this.checkUnique(body, undefined, tx);
      return (await this.repo.insert(fromBody(body, vehicleId), tx)).id;
    });
    return this.get(id);
  }

  async update(id: number, body: TrailerBody): Promise<TrailerRecord> {
    await this.db.transaction(async (tx) => {
      const current = await this.find(id, tx);
      if (current.trailer.isDeleted) throw conflict(trailerMessages.inactiveNoEdit);
      const vehicleId = await this.truckOf(body, tx);
      await this.checkUnique(body, id, tx);
      await this.repo.update(id, fromBody(body, vehicleId), tx);
    });
    return this.get(id);
  }

  async remove(id: number): Promise<TrailerRecord> {
    const row = await this.find(id);
    if (!(await this.repo.markDeleted(id))) throw conflict(trailerMessages.alreadyInactive);
    return toRecord({ ...row, trailer: { ...row.trailer, isDeleted: true } });
  }

  counts() {
    return this.repo.counts();
  }

  /** 1 created (all), 2 active (not deleted), 3 inactive (deleted). */
  async countByState(state: number): Promise<number> {
    const { total, active, inactive } = await this.repo.counts();
    if (state === EQUIPMENT_STATE.active) return active;
    if (state === EQUIPMENT_STATE.inactive) return inactive;
    return total;
  }

  private async find(id: number, db?: DbOrTx): Promise<TrailerJoinedRow> {
    const row = await this.repo.findById(id, db);
    if (!row) throw notFound(trailerMessages.notFound);
    return row;
  }

  private async truckOf(body: TrailerBody, tx: DbOrTx): Promise<number> {
    const vehicleId = await this.trucks.findActiveIdByPlate(body.licenseplate_truck_number, tx);
    if (vehicleId === undefined)
      throw new AppError('ValidationError', messages.noFoundPlate, [
        { path: 'body.licenseplate_truck_number', message: messages.noFoundPlate },
      ]);
    return vehicleId;
  }

  private async checkUnique(body: TrailerBody, exceptId: number | undefined, tx: DbOrTx): Promise<void> {
    if (await this.repo.findActiveDuplicate('vin', body.vin, exceptId, tx))
      throw conflict(trailerMessages.duplicateVin(body.vin));
    if (await this.repo.findActiveDuplicate('plateNumber', body.licenseplate_number, exceptId, tx))
      throw conflict(trailerMessages.duplicatePlate(body.licenseplate_number));
    if (await this.repo.findActiveDuplicate('trailerNumber', body.trailer_number, exceptId, tx))
      throw conflict(trailerMessages.duplicateNumber(body.trailer_number));
  }
}
