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
import { AppError, found, invalidField, notFound } from '../../lib/errors';
import { groupBy } from '../../lib/group-by';
import type { LiveEvents } from '../../lib/live-events';
import { itemsPageOf, pageRequest } from '../../lib/paging';
import type { NotificationsService } from '../notifications/notifications.service';
import type { InspectionsQueries } from '../read-model/inspections.queries';
import type { RecordNamesQueries } from '../read-model/record-names.queries';
import { toInspection, unitTitle } from './inspections.mapper';
import {
  type InspectionFilter,
  type InspectionRow,
  InspectionsRepository,
  type NewDefectRow,
} from './inspections.repository';

/**
 * The answers and defects must agree: every 396.11 item answered exactly once; an item marked defective has
 * at least one defect; a defect names an item marked defective; a trailer's defect needs the trailer.
 */
function checkAnswers(body: InspectionBody): void {
  const answers = new Map<string, boolean>();
  body.items.forEach((answer, i) => {
    const label = INSPECTION_ITEM_LABELS[answer.item];
    if (answers.has(answer.item))
      throw invalidField(`body.items.${i}.item`, inspectionMessages.repeatedItem(label));
    answers.set(answer.item, answer.ok);
  });
  for (const item of INSPECTION_ITEMS)
    if (!answers.has(item))
      throw invalidField('body.items', inspectionMessages.missingItem(INSPECTION_ITEM_LABELS[item]));
  body.defects.forEach((defect, i) => {
    if (answers.get(defect.item))
      throw invalidField(
        `body.defects.${i}.item`,
        inspectionMessages.defectOnOkItem(INSPECTION_ITEM_LABELS[defect.item]),
      );
    if (defect.unit === 'trailer' && !body.trailerId)
      throw invalidField(`body.defects.${i}.unit`, inspectionMessages.trailerDefectWithoutTrailer);
  });
  body.items.forEach((answer, i) => {
    if (!answer.ok && !body.defects.some((d) => d.item === answer.item))
      throw invalidField(
        `body.items.${i}.ok`,
        inspectionMessages.defectMissing(INSPECTION_ITEM_LABELS[answer.item]),
      );
  });
}

/** How a report's odometer becomes the truck's reading (MaintenanceService: never backwards). */
export interface OdometerRecorder {
  recordReading(
    unit: { unitType: UnitType; unitId: number },
    reading: { miles: number; at: Date; resetReason: string | null },
    source: 'inspection',
    createdBy: number,
  ): Promise<unknown>;
}

/**
 * Drivers' daily inspection reports (docs/product.md "Inspections (DVIR)"): recorded from the driver API for
 * the truck the driver has (and the trailer hitched to it), listed and shown to the back office. A new
 * out-of-service defect rings the bell and goes out live; its certified repair announces the unit back.
 */
export class InspectionsService {
  private readonly repo: InspectionsRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: InspectionsQueries,
    private readonly clock: Clock,
    private readonly names: RecordNamesQueries,
    private readonly notifications: Pick<NotificationsService, 'publish'>,
    private readonly live: LiveEvents,
    private readonly odometer: OdometerRecorder,
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
      const odometerNote = await this.recordOdometer(driverId, body.truckId, body.odometer, at);
      const [inspection] = await this.wire([row]);
      if (!inspection) throw new Error('an inspection mapped to nothing');
      await this.announceOutOfService(inspection);
      return odometerNote === undefined ? inspection : { ...inspection, odometerNote };
    });
  }

  /**
   * The report's odometer as the truck's reading (source `inspection`), by the odometer's rule: one lower than
   * the reading before it (or above a later one) is refused, and the report is kept with a note saying so — a
   * driver's legal record is never lost to a typo; the back office sees the readings and may record a reset.
   */
  private async recordOdometer(driverId: number, truckId: number, miles: number, at: Date) {
    try {
      await this.odometer.recordReading(
        { unitType: 'truck', unitId: truckId },
        { miles, at, resetReason: null },
        'inspection',
        driverId,
      );
      return undefined;
    } catch (error) {
      if (error instanceof AppError && error.code === 'Conflict')
        return inspectionMessages.odometerNotRecorded(error.message);
      throw error;
    }
  }

  /** The bell and the live stream, for each out-of-service defect the report names (in its transaction). */
  private async announceOutOfService(inspection: Inspection): Promise<void> {
    const units = new Set<string>();
    for (const d of inspection.defects.filter((x) => x.severity === 'out_of_service')) {
      const unit = await this.unitName(d.unitType, d.unitId);
      await this.notifications.publish({
        type: 'compliance',
        title: inspectionMessages.outOfServiceTitle(unit, INSPECTION_ITEM_LABELS[d.item]),
        body: inspectionMessages.outOfServiceBody(inspection.driverName ?? '', d.note),
        entity: { type: d.unitType, id: d.unitId },
      });
      units.add(`${d.unitType}:${d.unitId}`);
    }
    for (const key of units) await this.announceUnit(key);
  }

  /** A unit's dispatchability changed: screens showing it (the compliance event) refetch. */
  private async announceUnit(key: string): Promise<void> {
    const [type, id] = key.split(':');
    await this.live.publish('compliance', { entityType: type ?? '', entityId: Number(id) });
  }

  private async unitName(type: UnitType, id: number): Promise<string> {
    return unitTitle(type, (await this.names.units(type, [id])).get(id), id);
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

  /** Newest first (by `at`), of one unit or all, in a period, by their defects (open, or a work order's). */
  async list(query: InspectionListQuery) {
    if ((query.unitType === undefined) !== (query.unitId === undefined))
      throw invalidField(
        query.unitType === undefined ? 'querystring.unitType' : 'querystring.unitId',
        inspectionMessages.unitPair,
      );
    const filter: InspectionFilter = {
      ...(query.unitType &&
        query.unitId !== undefined && { unit: { type: query.unitType, id: query.unitId } }),
      ...(query.from && { from: new Date(query.from) }),
      ...(query.to && { to: new Date(query.to) }),
      ...((query.defects || query.workOrderId !== undefined) && {
        defects: {
          open: query.defects === 'open',
          ...(query.workOrderId !== undefined && { workOrderId: query.workOrderId }),
        },
      }),
    };
    if (filter.from && filter.to && filter.from.getTime() > filter.to.getTime())
      throw invalidField('querystring.from', inspectionMessages.range);
    const request = pageRequest(query);
    const { rows, total } = await this.repo.page(filter, request);
    return itemsPageOf(await this.wire(rows), total, request);
  }

  async get(id: number): Promise<Inspection> {
    const row = found(await this.repo.findById(id), inspectionMessages.notFound);
    const [inspection] = await this.wire([row]);
    if (!inspection) throw notFound(inspectionMessages.notFound);
    return inspection;
  }

  /** Reports with their defects and names: two queries for the defects and the names, whatever the count. */
  private async wire(rows: InspectionRow[]): Promise<Inspection[]> {
    const [defects, names] = await this.uow.all(
      () => this.repo.defectsOf(rows.map((r) => r.id)),
      () =>
        this.names.namesOf({
          drivers: rows.map((r) => r.driverId),
          trucks: rows.map((r) => r.truckId),
          trailers: rows.map((r) => r.trailerId),
        }),
    );
    const defectsOf = groupBy(defects, (d) => d.inspectionId);
    return rows.map((row) => toInspection(row, defectsOf.get(row.id) ?? [], names));
  }

  /** Where these defects were reported (the truck or trailer of each), for a work order to check its unit. */
  async defectUnits(ids: number[]): Promise<Array<{ id: number; unitType: UnitType; unitId: number }>> {
    const rows = await this.repo.defectsById(ids);
    return rows.map((d) => ({ id: d.id, unitType: d.unitType, unitId: d.unitId }));
  }

  /**
   * A done work order certifies these repairs: each open defect becomes repaired, by the user, now, with the
   * order's id; an out-of-service one then no longer keeps its unit off loads. A unit left with no open
   * out-of-service defect is announced back in service (the bell and the live stream).
   */
  async certifyRepairs(defectIds: number[], workOrderId: number, userId: number): Promise<void> {
    const certified = await this.repo.certify(defectIds, workOrderId, userId, this.clock.now());
    const units = new Map<string, { type: UnitType; id: number }>();
    for (const d of certified.filter((x) => x.severity === 'out_of_service'))
      units.set(`${d.unitType}:${d.unitId}`, { type: d.unitType, id: d.unitId });
    for (const [key, unit] of units) {
      if ((await this.queries.openOutOfServiceDefects(unit.type, unit.id)).length > 0) continue;
      await this.notifications.publish({
        type: 'compliance',
        title: inspectionMessages.backInServiceTitle(await this.unitName(unit.type, unit.id)),
        body: inspectionMessages.backInServiceBody(workOrderId),
        entity: { type: unit.type, id: unit.id },
      });
      await this.announceUnit(key);
    }
  }

  private async lastOf(type: UnitType, id: number): Promise<Inspection | null> {
    const row = await this.repo.lastOf(type, id);
    if (!row) return null;
    const [inspection] = await this.wire([row]);
    return inspection ?? null;
  }

  /** The truck is the driver's current one, and the trailer (if any) is hitched to it. */
  private async checkUnits(driverId: number, truckId: number, trailerId: number | undefined, where = 'body') {
    if ((await this.queries.currentTruckOf(driverId)) !== truckId)
      throw invalidField(`${where}.truckId`, inspectionMessages.notYourTruck);
    if (trailerId !== undefined && !(await this.queries.trailerOnTruck(trailerId, truckId)))
      throw invalidField(`${where}.trailerId`, inspectionMessages.notYourTrailer);
  }
}
