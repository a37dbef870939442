import { messages } from '@fletx/contract/messages';
import { type TrailerBody, type TrailerRecord, trailerMessages } from '@fletx/contract/trailers';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditTrail } from '../../lib/audit-trail';
import { type AnnualInspectionSchedules, EquipmentService, type UniqueCheck } from '../../lib/equipment';
import { AppError, found } from '../../lib/errors';
import type { ExpectedVersion, Saved } from '../../lib/record-version';
import type { TrucksService } from '../trucks/trucks.service';
import { fromBody, toRecord } from './trailers.mapper';
import { type TrailerJoinedRow, TrailersRepository, type TrailerUnique } from './trailers.repository';

/**
 * Trailers (docs/product.md "Trailers"): the equipment base (soft delete, VIN, plate and number unique among
 * trailers not deleted, counts) plus a trailer's own part: it is hitched to the active truck found by
 * `licenseplate_truck_number` ('No found plate' otherwise).
 */
export class TrailersService extends EquipmentService<
  'trailer',
  TrailerJoinedRow,
  TrailerRecord,
  TrailerRecord,
  TrailersRepository
> {
  constructor(
    uow: UnitOfWork,
    private readonly trucks: Pick<TrucksService, 'findActiveIdByPlate'>,
    audit: AuditTrail,
    schedules: AnnualInspectionSchedules,
  ) {
    const repo = new TrailersRepository(uow);
    super(uow, repo, {
      own: 'trailer',
      rows: repo.rows,
      messages: trailerMessages,
      trail: { audit, type: 'trailer' },
      wire: { record: toRecord, listItem: toRecord },
      schedules,
    });
  }

  async create(body: TrailerBody): Promise<TrailerRecord> {
    return this.created(async () => {
      const vehicleId = await this.truckOf(body);
      await this.assertUnique(uniqueOf(body), undefined);
      return (await this.repo.insert(fromBody(body, vehicleId))).id;
    });
  }

  /**
   * At the version the request expects. The trailer is read once; the answer is it as stored, with the names
   * of its size and type.
   */
  async update(id: number, body: TrailerBody, version?: ExpectedVersion): Promise<Saved<TrailerRecord>> {
    return this.edited(id, version, async (current) => {
      this.assertEditable(current);
      const vehicleId = await this.truckOf(body);
      await this.assertUnique(uniqueOf(body), id);
      const trailer = found(
        await this.repo.update(id, fromBody(body, vehicleId), version),
        trailerMessages.notFound,
      );
      const same = trailer.sizeId === current.trailer.sizeId && trailer.typeId === current.trailer.typeId;
      const names = same ? current : await this.repo.namesOf(trailer.sizeId, trailer.typeId);
      return { sizeName: names.sizeName, typeName: names.typeName, trailer };
    });
  }

  private async truckOf(body: TrailerBody): Promise<number> {
    const vehicleId = await this.trucks.findActiveIdByPlate(body.licenseplate_truck_number);
    if (vehicleId === undefined)
      throw new AppError('ValidationError', messages.noFoundPlate, [
        { path: 'body.licenseplate_truck_number', message: messages.noFoundPlate },
      ]);
    return vehicleId;
  }
}

/** VIN, then plate, then trailer number: the first taken one answers 409. */
const uniqueOf = (body: TrailerBody): UniqueCheck<TrailerUnique>[] => [
  ['vin', body.vin, trailerMessages.duplicateVin],
  ['plateNumber', body.licenseplate_number, trailerMessages.duplicatePlate],
  ['trailerNumber', body.trailer_number, trailerMessages.duplicateNumber],
];
