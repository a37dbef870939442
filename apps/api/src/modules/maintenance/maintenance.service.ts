import {
  ANNUAL_INSPECTION_TASK,
  MAINTENANCE_TEMPLATES,
  type MaintenanceSchedule,
  maintenanceMessages,
  type OdometerBody,
  type OdometerListQuery,
  type OdometerReading,
  type OdometerSource,
  type ScheduleBody,
  type ScheduleListQuery,
} from '@fletx/contract/maintenance';
import { workOrderMessages } from '@fletx/contract/work-orders';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditOptions, AuditTrail } from '../../lib/audit-trail';
import type { CarrierClock } from '../../lib/carrier-day';
import type { AnnualInspections } from '../../lib/equipment';
import { conflict, invalidField, notFound } from '../../lib/errors';
import { formatUtc } from '../../lib/iso-time';
import { itemsPageOf, pageRequest } from '../../lib/paging';
import { type ExpectedVersion, foundAtVersion, type Saved } from '../../lib/record-version';
import type { MaintenanceQueries } from '../read-model/maintenance.queries';
import { type MaintenanceDueQueries, unitKey } from '../read-model/maintenance-due.queries';
import {
  type ReadingState,
  type ScheduleState,
  scheduleValues,
  toReadingWire,
  toScheduleWire,
} from './maintenance.mapper';
import {
  OdometerRepository,
  type ScheduleRow,
  SchedulesRepository,
  type Unit,
} from './maintenance.repository';

/** A schedule in the audit trail; its snapshots are its stored fields (its state is computed, not changed). */
const target = (id: number) => ({ type: 'maintenanceSchedule' as const, id });

/**
 * Preventive maintenance (docs/product.md "Maintenance"): schedules on trucks and trailers, their state
 * computed on the carrier's day from the unit's current odometer (its latest reading plus the GPS miles since,
 * read-model/maintenance-due.queries.ts), and the odometer that never goes backwards. Every change of a
 * schedule is in the audit trail; an annual-inspection schedule and the unit's record say the same day
 * (`records`, lib/equipment.ts: the trucks and trailers, made after this service, so read only when used).
 */
export class MaintenanceService {
  private readonly schedules: SchedulesRepository;
  private readonly odometer: OdometerRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly units: MaintenanceQueries,
    private readonly clock: CarrierClock,
    private readonly due: MaintenanceDueQueries,
    private readonly audit: AuditTrail,
    private readonly records: () => AnnualInspections,
  ) {
    this.schedules = new SchedulesRepository(uow);
    this.odometer = new OdometerRepository(uow);
  }

  templates() {
    return MAINTENANCE_TEMPLATES;
  }

  /**
   * Newest first. A `state` filter is computed in code on every schedule that matches the unit filter (the
   * state depends on today and the odometer), then paged.
   */
  async list(query: ScheduleListQuery) {
    const request = pageRequest(query);
    const where = this.schedules.whereUnit(query.unitType, query.unitId);
    if (!query.state) {
      const { rows, total } = await this.schedules.page(where, request);
      return itemsPageOf(await this.unitNumbers(await this.wire(rows)), total, request);
    }
    const all = (await this.wire(await this.schedules.all(where))).filter((s) => s.state === query.state);
    const items = all.slice(request.offset, request.offset + request.take);
    return itemsPageOf(await this.unitNumbers(items), all.length, request);
  }

  /**
   * Records of units (schedules, work orders) with their unit's number beside its id (docs/product.md "Where
   * the screens get the names"): one query for all of them.
   */
  unitNumbers<T extends Unit>(records: T[]): Promise<(T & { unitNumber: string })[]> {
    return this.units.withUnitNumbers(records);
  }

  /** A new schedule; an annual inspection it says was done later than the unit's record says dates the record. */
  async create(body: ScheduleBody): Promise<Saved<MaintenanceSchedule>> {
    await this.assertUnit(body);
    return this.uow.transaction(async () => {
      const row = await this.schedules.insert(scheduleValues(body));
      await this.audit.created(target(row.id), row, { version: row.version });
      await this.dateRecord(row);
      return this.saved(row);
    });
  }

  async update(
    id: number,
    body: ScheduleBody,
    expected: ExpectedVersion,
  ): Promise<Saved<MaintenanceSchedule>> {
    return this.audit.guarded(target(id), async () => {
      await this.lockUnit(body);
      const current = foundAtVersion(
        await this.schedules.lockById(id),
        expected,
        maintenanceMessages.notFound,
      );
      if (current.unitType !== body.unitType || current.unitId !== body.unitId) await this.assertUnit(body);
      const row = await this.schedules.update(id, scheduleValues(body));
      if (!row) throw notFound(maintenanceMessages.notFound);
      await this.audit.changed(target(id), current, row, { version: row.version });
      // Written first: the record's new date then restarts the unit's other annual schedules, not this one.
      if (!sameInspection(current, row)) await this.dateRecord(row);
      return this.saved(row);
    });
  }

  async remove(id: number, expected: ExpectedVersion): Promise<Saved<MaintenanceSchedule>> {
    return this.audit.guarded(target(id), async () => {
      const current = foundAtVersion(
        await this.schedules.lockById(id),
        expected,
        maintenanceMessages.notFound,
      );
      const saved = await this.saved(current);
      await this.schedules.remove(id);
      await this.audit.deleted(target(id), current);
      return saved;
    });
  }

  /** A unit's readings, latest first, each with the unit's number. */
  async readings(query: OdometerListQuery) {
    const request = pageRequest(query);
    const { rows, total } = await this.odometer.page(query, request);
    return itemsPageOf(await this.unitNumbers(rows.map(toReadingWire)), total, request);
  }

  /**
   * Records a reading: never below the reading before it in time (unless it is a reset, with its reason),
   * never above a later one (unless that later one is a reset). Readings of one unit are checked in turn.
   */
  async record(body: OdometerBody, createdBy: number): Promise<OdometerReading> {
    await this.assertUnit(body);
    const reading = { miles: body.miles, at: new Date(body.at), resetReason: body.reset?.reason ?? null };
    // A day of slack for a reading typed in another zone; further ahead it would cap every real one till then.
    if (reading.at.getTime() > this.clock.now().getTime() + 86_400_000)
      throw invalidField('body.at', maintenanceMessages.future);
    const saved = await this.uow.transaction(() => this.recordReading(body, reading, 'manual', createdBy));
    const [named] = await this.unitNumbers([saved]);
    if (!named) throw new Error('a reading mapped to nothing');
    return named;
  }

  /**
   * The odometer's rule, for every source (a work order's too): the unit's readings are checked in turn; a
   * reading below the one before it is a 409 unless it is a reset, above a later one a 409 unless that is one.
   */
  async recordReading(
    unit: Unit,
    reading: { miles: number; at: Date; resetReason: string | null },
    source: OdometerSource,
    createdBy: number,
  ): Promise<ReadingState> {
    return this.uow.transaction(async () => {
      await this.odometer.lockUnit(unit);
      const before = await this.odometer.before(unit, reading.at);
      if (before && reading.miles < before.miles && reading.resetReason === null)
        throw conflict(maintenanceMessages.backwards(before.miles, formatUtc(before.at)));
      const after = await this.odometer.after(unit, reading.at);
      if (after && after.resetReason === null && reading.miles > after.miles)
        throw conflict(maintenanceMessages.aheadOfLater(after.miles, formatUtc(after.at)));
      const row = await this.odometer.insert({
        unitType: unit.unitType,
        unitId: unit.unitId,
        ...reading,
        source,
        createdBy,
      });
      return toReadingWire(row);
    });
  }

  /** The schedules with these ids (those that exist), for a work order to check they are its unit's. */
  schedulesById(ids: number[]): Promise<ScheduleRow[]> {
    return this.schedules.byIds(ids);
  }

  /**
   * Work order `workOrderId` on `unit` (whose row its caller locked) fulfilled these schedules: each restarts
   * from `day` and, when given, `miles`; an annual inspection among them dates the unit's record (its trail
   * naming the order). A schedule moved to another unit since the order was checked is a 400, read under its
   * lock: the order's work was not that unit's, and that unit's row must not be locked after a schedule's.
   */
  async markDone(
    unit: Unit,
    ids: number[],
    done: { day: string; miles: number | null; workOrderId: number },
  ): Promise<void> {
    const { day, miles, workOrderId } = done;
    const summary = maintenanceMessages.doneWithWorkOrder(workOrderId);
    let annual: ScheduleRow | undefined;
    for (const [i, id] of ids.entries()) {
      const current = await this.schedules.lockById(id);
      if (!current) continue;
      if (current.unitType !== unit.unitType || current.unitId !== unit.unitId)
        throw invalidField(`body.scheduleIds.${i}`, workOrderMessages.scheduleNotOfUnit(id));
      const values = { lastDoneAt: day, lastDoneMiles: miles ?? current.lastDoneMiles };
      const row = await this.restart(current, values, { summary });
      if (row.task === ANNUAL_INSPECTION_TASK) annual = row;
    }
    if (annual) await this.dateRecord(annual, workOrderMessages.annualInspectionDone(workOrderId));
  }

  /**
   * The unit's record says its annual inspection was made on `day` (an edit of the truck or trailer,
   * lib/equipment.ts): its annual-inspection schedules last done before that day restart from it, so Maintenance
   * and Compliance agree; their miles become the unit's reading by the end of that day when it is higher.
   */
  async annualInspectionDated(unit: Unit, day: string): Promise<void> {
    await this.uow.transaction(async () => {
      const behind = await this.schedules.doneBefore(unit, ANNUAL_INSPECTION_TASK, day);
      if (behind.length === 0) return;
      const reading = await this.odometer.before(unit, new Date(`${day}T23:59:59.999Z`));
      const summary = maintenanceMessages.restartedByRecord(unit.unitType);
      for (const schedule of behind) {
        const lastDoneMiles = Math.max(schedule.lastDoneMiles, reading?.miles ?? 0);
        await this.restart(schedule, { lastDoneAt: day, lastDoneMiles }, { summary });
      }
    });
  }

  /**
   * Locks the unit's truck or trailer row until the transaction ends. A save that locks a unit and its
   * schedules takes the unit's row first, then its odometer, then the schedules, as an edit of the unit does
   * (lib/equipment.ts): in one order, two such saves wait for each other instead of deadlocking.
   */
  async lockUnit({ unitType, unitId }: Unit): Promise<void> {
    await this.records()[unitType].lock(unitId);
  }

  /** A unit's lowest and highest reading in a period: the miles it ran. */
  milesIn(unit: Unit, from: Date, to: Date): Promise<number> {
    return this.odometer.milesIn(unit, from, to);
  }

  /** Whether the truck or trailer exists and is not deleted. */
  unitIsActive({ unitType, unitId }: Unit): Promise<boolean> {
    return this.units.unitIsActive(unitType, unitId);
  }

  /** A schedule restarted by something else than its own edit, kept in its trail saying what. */
  private async restart(
    current: ScheduleRow,
    values: Pick<ScheduleRow, 'lastDoneAt' | 'lastDoneMiles'>,
    options: AuditOptions,
  ): Promise<ScheduleRow> {
    const row = await this.schedules.update(current.id, values);
    if (!row) throw new Error('a locked schedule was not updated');
    await this.audit.changed(target(row.id), current, row, { ...options, version: row.version });
    return row;
  }

  /**
   * An annual-inspection schedule says it was done on its last-done day: the unit's record takes that day
   * unless it already says as late (`annualInspectionDone`); the record's later date then restarts the unit's
   * annual schedules done before it (`annualInspectionDated`), this one not among them.
   */
  private async dateRecord(row: ScheduleRow, summary: string = maintenanceMessages.datedBySchedule) {
    if (row.task !== ANNUAL_INSPECTION_TASK) return;
    await this.records()[row.unitType].annualInspectionDone(row.unitId, row.lastDoneAt, summary);
  }

  private async assertUnit({ unitType, unitId }: Unit): Promise<void> {
    if (!(await this.units.unitIsActive(unitType, unitId)))
      throw invalidField('body.unitId', maintenanceMessages.unitNotFound(unitType));
  }

  private async saved(row: ScheduleRow): Promise<Saved<MaintenanceSchedule>> {
    const [data] = await this.unitNumbers(await this.wire([row]));
    if (!data) throw new Error('a schedule mapped to nothing');
    return { data, version: row.version };
  }

  private async wire(rows: ScheduleRow[]): Promise<ScheduleState[]> {
    const units = new Map<string, Unit>(rows.map((row) => [unitKey(row), row]));
    const latest = await this.due.currentMiles([...units.values()]);
    const today = await this.clock.today();
    return rows.map((row) => toScheduleWire(row, today, latest.get(unitKey(row))));
  }
}

/** Whether an edit left what the schedule says of an inspection as it was: its unit, task and last-done day. */
const sameInspection = (a: ScheduleRow, b: ScheduleRow) =>
  a.unitType === b.unitType && a.unitId === b.unitId && a.task === b.task && a.lastDoneAt === b.lastDoneAt;
