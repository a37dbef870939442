import {
  INSPECTION_ITEM_LABELS,
  INSPECTION_ITEMS,
  type Inspection,
  type InspectionBody,
  type InspectionListQuery,
  inspectionMessages,
  type UnitType,
} from '@fletx/contract/inspections';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../lib/clock';
import { driverTime } from '../../lib/driver-time';
import { badRequest, notFound } from '../../lib/errors';
import { isoString } from '../../lib/iso-time';
import { pageRequest } from '../../lib/paging';
import type { InspectionsQueries } from '../read-model/inspections.queries';
import {
  type DefectRow,
  type InspectionFilter,
  type InspectionRow,
  InspectionsRepository,
  type NewDefectRow,
} from './inspections.repository';

function toInspection(row: InspectionRow, defects: DefectRow[]): Inspection {
  return {
    id: row.id,
    kind: row.kind,
    driverId: row.driverId,
    truckId: row.truckId,
    trailerId: row.trailerId,
    odometer: row.odometer,
    signature: row.signature,
    at: isoString(row.at),
    createdAt: isoString(row.createdAt),
    items: row.items,
    defects: defects.map((d) => ({
      id: d.id,
      unitType: d.unitType,
      unitId: d.unitId,
      item: d.item,
      note: d.note,
      severity: d.severity,
      status: d.status,
      repairedAt: d.repairedAt ? isoString(d.repairedAt) : null,
      repairedBy: d.repairedBy,
      workOrderId: d.workOrderId,
    })),
  };
}

/** A 400 on one field, its message also the answer's. */
const invalid = (path: string, message: string) => badRequest(message, [{ path, message }]);

/**
 * The answers and defects must agree: every 396.11 item answered exactly once; an item marked defective has
 * at least one defect; a defect names an item marked defective; a trailer's defect needs the trailer.
 */
function checkAnswers(body: InspectionBody): void {
  const answers = new Map<string, boolean>();
  body.items.forEach((answer, i) => {
    const label = INSPECTION_ITEM_LABELS[answer.item];
    if (answers.has(answer.item))
      throw invalid(`body.items.${i}.item`, inspectionMessages.repeatedItem(label));
    answers.set(answer.item, answer.ok);
  });
  for (const item of INSPECTION_ITEMS)
    if (!answers.has(item))
      throw invalid('body.items', inspectionMessages.missingItem(INSPECTION_ITEM_LABELS[item]));
  body.defects.forEach((defect, i) => {
    if (answers.get(defect.item))
      throw invalid(
        `body.defects.${i}.item`,
        inspectionMessages.defectOnOkItem(INSPECTION_ITEM_LABELS[defect.item]),
      );
    if (defect.unit === 'trailer' && !body.trailerId)
      throw invalid(`body.defects.${i}.unit`, inspectionMessages.trailerDefectWithoutTrailer);
  });
  body.items.forEach((answer, i) => {
    if (!answer.ok && !body.defects.some((d) => d.item === answer.item))
      throw invalid(
        `body.items.${i}.ok`,
        inspectionMessages.defectMissing(INSPECTION_ITEM_LABELS[answer.item]),
      );
  });
}

/**
 * Drivers' daily inspection reports (docs/product.md "Inspections (DVIR)"): recorded from the driver API for
 * the truck the driver has (and the trailer hitched to it), listed and shown to the back office.
 */
export class InspectionsService {
  private readonly repo: InspectionsRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: InspectionsQueries,
    private readonly clock: Clock,
  ) {
    this.repo = new InspectionsRepository(uow);
  }

  /** A report and its defects in one transaction (the Idempotency-Key's, when the request has one). */
  async record(driverId: number, body: InspectionBody): Promise<Inspection> {
    const at = driverTime(this.clock, body.at, 'body.at');
    checkAnswers(body);
    return this.uow.transaction(async () => {
      await this.checkUnits(driverId, body.truckId, body.trailerId ?? undefined);
      const defects: NewDefectRow[] = body.defects.map((d) => ({
        unitType: d.unit ?? 'truck',
        unitId: d.unit === 'trailer' ? (body.trailerId as number) : body.truckId,
        item: d.item,
        note: d.note,
        severity: d.severity,
      }));
      const row = await this.repo.insert(
        {
          kind: body.kind,
          driverId,
          truckId: body.truckId,
          trailerId: body.trailerId ?? null,
          odometer: body.odometer,
          signature: body.signature,
          at,
          items: body.items.map((a) => ({ item: a.item, ok: a.ok, note: a.note || null })),
        },
        defects,
      );
      return toInspection(row, await this.repo.defectsOf([row.id]));
    });
  }

  /** The driver's truck and the trailers hitched to it: what an inspection may be about. */
  units(driverId: number) {
    return this.queries.unitsOf(driverId);
  }

  /** The last report of the driver's truck and of the trailer (396.13's review before a trip). */
  async last(driverId: number, truckId: number, trailerId: number | undefined) {
    await this.checkUnits(driverId, truckId, trailerId, 'querystring');
    const [truck, trailer] = await this.uow.all(
      () => this.lastOf('truck', truckId),
      () => (trailerId === undefined ? Promise.resolve(null) : this.lastOf('trailer', trailerId)),
    );
    return { truck, trailer };
  }

  /** Newest first (by `at`), of one unit or all, in a period. */
  async list(query: InspectionListQuery) {
    if ((query.unitType === undefined) !== (query.unitId === undefined))
      throw invalid(
        query.unitType === undefined ? 'querystring.unitType' : 'querystring.unitId',
        inspectionMessages.unitPair,
      );
    const filter: InspectionFilter = {
      ...(query.unitType &&
        query.unitId !== undefined && { unit: { type: query.unitType, id: query.unitId } }),
      ...(query.from && { from: new Date(query.from) }),
      ...(query.to && { to: new Date(query.to) }),
    };
    if (filter.from && filter.to && filter.from.getTime() > filter.to.getTime())
      throw invalid('querystring.from', inspectionMessages.range);
    const request = pageRequest(query);
    const { rows, total } = await this.repo.page(filter, request);
    const defects = await this.repo.defectsOf(rows.map((r) => r.id));
    const items = rows.map((row) =>
      toInspection(
        row,
        defects.filter((d) => d.inspectionId === row.id),
      ),
    );
    return { items, total, page: request.page, take: request.take };
  }

  async get(id: number): Promise<Inspection> {
    const row = await this.repo.findById(id);
    if (!row) throw notFound(inspectionMessages.notFound);
    return toInspection(row, await this.repo.defectsOf([id]));
  }

  /** Where these defects were reported (the truck or trailer of each), for a work order to check its unit. */
  async defectUnits(ids: number[]): Promise<Array<{ id: number; unitType: UnitType; unitId: number }>> {
    const rows = await this.repo.defectsById(ids);
    return rows.map((d) => ({ id: d.id, unitType: d.unitType, unitId: d.unitId }));
  }

  /**
   * A done work order certifies these repairs: each open defect becomes repaired, by the user, now, with the
   * order's id; an out-of-service one then no longer keeps its unit off loads.
   */
  certifyRepairs(defectIds: number[], workOrderId: number, userId: number): Promise<void> {
    return this.repo.certify(defectIds, workOrderId, userId, this.clock.now());
  }

  private async lastOf(type: UnitType, id: number): Promise<Inspection | null> {
    const row = await this.repo.lastOf(type, id);
    return row ? toInspection(row, await this.repo.defectsOf([row.id])) : null;
  }

  /** The truck is the driver's current one, and the trailer (if any) is hitched to it. */
  private async checkUnits(driverId: number, truckId: number, trailerId: number | undefined, where = 'body') {
    if ((await this.queries.currentTruckOf(driverId)) !== truckId)
      throw invalid(`${where}.truckId`, inspectionMessages.notYourTruck);
    if (trailerId !== undefined && !(await this.queries.trailerOnTruck(trailerId, truckId)))
      throw invalid(`${where}.trailerId`, inspectionMessages.notYourTrailer);
  }
}
