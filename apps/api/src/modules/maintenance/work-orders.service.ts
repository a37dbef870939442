import { addDays } from '@fletx/contract/compliance';
import { maintenanceMessages } from '@fletx/contract/maintenance';
import {
  type CostQuery,
  dollarsOf,
  WORK_ORDER_STATUSES,
  type WorkOrder,
  type WorkOrderBody,
  type WorkOrderListQuery,
  type WorkOrderStatus,
  type WorkOrderUpdateBody,
  workOrderMessages,
} from '@fletx/contract/work-orders';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditTrail } from '../../lib/audit-trail';
import type { CarrierClock } from '../../lib/carrier-day';
import { conflict, invalidField, notFound } from '../../lib/errors';
import { groupBy } from '../../lib/group-by';
import { itemsPageOf, pageRequest } from '../../lib/paging';
import { type ExpectedVersion, foundAtVersion, type Saved } from '../../lib/record-version';
import type { InspectionsService } from '../inspections/inspections.service';
import type { Unit } from './maintenance.repository';
import type { MaintenanceService } from './maintenance.service';
import {
  mergedFields,
  toWorkOrderWire,
  type WorkOrderFields,
  type WorkOrderRecord,
  workOrderColumns,
  workOrderLineValues,
  workOrderValues,
} from './work-orders.mapper';
import { type WorkOrderRow, WorkOrdersRepository } from './work-orders.repository';

const rank = (status: WorkOrderStatus) => WORK_ORDER_STATUSES.indexOf(status);
const target = (id: number) => ({ type: 'workOrder' as const, id });

/**
 * Work orders (docs/product.md "Maintenance"): open → in progress → done, forward only. Done is one
 * transaction: the schedules it covers restart, its odometer is recorded (the odometer's own rule), the
 * defects it repairs are certified by the inspections module — or nothing is saved. Each order is in the audit
 * trail (its lines and money included), so a stale edit's 412 names who changed it and when.
 */
export class WorkOrdersService {
  private readonly repo: WorkOrdersRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly maintenance: MaintenanceService,
    private readonly inspections: InspectionsService,
    private readonly audit: AuditTrail,
    private readonly clock: CarrierClock,
  ) {
    this.repo = new WorkOrdersRepository(uow);
  }

  async list(query: WorkOrderListQuery) {
    const request = pageRequest(query);
    const where = this.repo.where(query, await this.opened(query));
    const { rows, total } = await this.repo.page(where, { ...request, order: query.order });
    return itemsPageOf(await this.named(rows), total, request);
  }

  /** Every order the list's filters match, in its order, in batches: its `format=csv`. */
  async *csvRows(query: WorkOrderListQuery): AsyncGenerator<WorkOrder[]> {
    const where = this.repo.where(query, await this.opened(query));
    for await (const rows of this.repo.batches(where, query.order)) yield this.named(rows);
  }

  /** The list's days opened as instants: the carrier's days (docs/decisions/0070-carriers-day.md). */
  private async opened(query: Pick<WorkOrderListQuery, 'from' | 'to'>) {
    return (await this.clock.days()).window(query.from, query.to);
  }

  async get(id: number): Promise<Saved<WorkOrder>> {
    const row = await this.repo.findById(id);
    if (!row) throw notFound(workOrderMessages.notFound);
    return this.saved(row);
  }

  async create(body: WorkOrderBody): Promise<Saved<WorkOrder>> {
    await this.checkLinks(body);
    const { order, lines } = workOrderValues(body);
    return this.uow.transaction(async () => {
      const row = await this.repo.insert({ ...order, openedAt: this.clock.now() });
      await this.repo.replaceLines(row.id, lines);
      await this.audit.created(target(row.id), await this.record(row), { version: row.version });
      return this.saved(row);
    });
  }

  /**
   * Edits an order while it is not done with what the body sends, the rest kept as stored (the row read once,
   * locked); its status moves forward only; done finishes it. An empty body changes nothing.
   */
  async update(
    id: number,
    body: WorkOrderUpdateBody,
    expected: ExpectedVersion,
    userId: number,
  ): Promise<Saved<WorkOrder>> {
    return this.audit.guarded(target(id), async () => {
      const current = foundAtVersion(await this.repo.lockById(id), expected, workOrderMessages.notFound);
      if (current.status === 'done') throw conflict(workOrderMessages.done);
      const { status: sentStatus, lines: sentLines, ...sent } = body;
      const status = sentStatus ?? current.status;
      if (rank(status) < rank(current.status))
        throw conflict(workOrderMessages.backwards(current.status, status));
      if (Object.values(body).every((value) => value === undefined)) return this.saved(current);
      const fields = mergedFields(current, sent);
      if (current.unitType !== fields.unitType || current.unitId !== fields.unitId)
        throw invalidField('body.unitId', workOrderMessages.unitChanged);
      await this.checkLinks(fields);
      const before = await this.record(current);
      const now = this.clock.now();
      const priced = sentLines && workOrderLineValues(sentLines);
      const row = await this.repo.update(id, {
        ...workOrderColumns(fields),
        ...(priced && { totalCents: priced.totalCents }),
        status,
        startedAt: current.startedAt ?? (status === 'open' ? null : now),
        ...(status === 'done' && { doneAt: now, doneBy: userId }),
      });
      if (!row) throw notFound(workOrderMessages.notFound);
      if (priced) await this.repo.replaceLines(id, priced.lines);
      if (status === 'done') await this.finish(row, userId, now);
      const after = await this.record(row);
      const action = status === current.status ? 'update' : 'status';
      await this.audit.changed(target(id), before, after, { action, version: row.version });
      return this.saved(row);
    });
  }

  /** The cost of a unit's done orders in a period (days, inclusive) and per mile its readings show. */
  async costs(query: CostQuery) {
    if (query.from > query.to) throw invalidField('querystring.from', workOrderMessages.range);
    const unit: Unit = { unitType: query.unitType, unitId: query.unitId };
    // The carrier's days (docs/decisions/0070-carriers-day.md); the ends are inclusive, so `to` is the last
    // millisecond before the carrier's midnight after `query.to`.
    const days = await this.clock.days();
    const from = days.startOf(query.from);
    const to = new Date(days.startOf(addDays(query.to, 1)).getTime() - 1);
    const [done, miles] = await this.uow.all(
      () => this.repo.doneIn(unit, from, to),
      () => this.maintenance.milesIn(unit, from, to),
    );
    return {
      total: dollarsOf(done.cents),
      totalCents: done.cents,
      perMile: miles > 0 ? Math.round(done.cents / miles) / 100 : null,
      miles,
      workOrders: done.count,
    };
  }

  /**
   * Done: schedules restart from today and the odometer, the reading is recorded, the repairs certified, and
   * an annual inspection it covers dates the unit's record.
   */
  private async finish(row: WorkOrderRow, userId: number, now: Date): Promise<void> {
    const unit: Unit = { unitType: row.unitType, unitId: row.unitId };
    await this.maintenance.lockUnit(unit);
    const schedules = await this.maintenance.schedulesById(row.scheduleIds);
    if (row.odometer === null && schedules.some((s) => s.everyMiles !== null))
      throw invalidField('body.odometer', workOrderMessages.odometerToFinish);
    if (row.odometer !== null)
      await this.maintenance.recordReading(
        unit,
        { miles: row.odometer, at: now, resetReason: null },
        'work_order',
        userId,
      );
    // An annual inspection among them also dates the unit's record, the one Compliance reads.
    await this.maintenance.markDone(unit, row.scheduleIds, {
      day: (await this.clock.days()).dayOf(now),
      miles: row.odometer,
      workOrderId: row.id,
    });
    await this.inspections.certifyRepairs(row.defectIds, row.id, userId);
  }

  /** The unit exists; every schedule and defect named is the unit's. */
  private async checkLinks(body: WorkOrderFields): Promise<void> {
    const unit: Unit = { unitType: body.unitType, unitId: body.unitId };
    if (!(await this.maintenance.unitIsActive(unit)))
      throw invalidField('body.unitId', maintenanceMessages.unitNotFound(body.unitType));
    const ofUnit = (s: { unitType: string; unitId: number }) =>
      s.unitType === unit.unitType && s.unitId === unit.unitId;
    const scheduleIds = body.scheduleIds ?? [];
    const schedules = await this.maintenance.schedulesById(scheduleIds);
    scheduleIds.forEach((id, i) => {
      if (!schedules.some((s) => s.id === id && ofUnit(s)))
        throw invalidField(`body.scheduleIds.${i}`, workOrderMessages.scheduleNotOfUnit(id));
    });
    const defectIds = body.defectIds ?? [];
    const defects = await this.inspections.defectUnits(defectIds);
    defectIds.forEach((id, i) => {
      if (!defects.some((d) => d.id === id && ofUnit(d)))
        throw invalidField(`body.defectIds.${i}`, workOrderMessages.defectNotOfUnit(id));
    });
  }

  /** The order as answered, with its unit's number, and its version. */
  private async saved(row: WorkOrderRow): Promise<Saved<WorkOrder>> {
    const [data] = await this.named([row]);
    if (!data) throw new Error('a work order mapped to nothing');
    return { data, version: row.version };
  }

  /** The order as the audit trail keeps it: its fields and lines, without the names read beside its ids. */
  private async record(row: WorkOrderRow): Promise<WorkOrderRecord> {
    const [data] = await this.wire([row]);
    if (!data) throw new Error('a work order mapped to nothing');
    return data;
  }

  /** The orders as answered: their lines and their units' numbers (two queries, whatever the count). */
  private async named(rows: WorkOrderRow[]): Promise<WorkOrder[]> {
    return this.maintenance.unitNumbers(await this.wire(rows));
  }

  private async wire(rows: WorkOrderRow[]): Promise<WorkOrderRecord[]> {
    const lines = groupBy(await this.repo.linesOf(rows.map((r) => r.id)), (l) => l.workOrderId);
    return rows.map((row) => toWorkOrderWire(row, lines.get(row.id) ?? []));
  }
}
