import { utcDay } from '@fletx/contract/compliance';
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
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../lib/clock';
import { conflict, invalidField, notFound } from '../../lib/errors';
import { isoString } from '../../lib/iso-time';
import { itemsPageOf, pageRequest } from '../../lib/paging';
import { atExpectedVersion, type ExpectedVersion, type Saved } from '../../lib/record-version';
import type { MaintenanceQueries } from '../read-model/maintenance.queries';
import { type MaintenanceDueQueries, unitKey } from '../read-model/maintenance-due.queries';
import { scheduleValues, toReadingWire, toScheduleWire } from './maintenance.mapper';
import {
  OdometerRepository,
  type ScheduleRow,
  SchedulesRepository,
  type Unit,
} from './maintenance.repository';

/**
 * Preventive maintenance (docs/product.md "Maintenance"): schedules on trucks and trailers, their state
 * computed on the clock's day from the unit's current odometer (its latest reading plus the GPS miles since,
 * read-model/maintenance-due.queries.ts), and the odometer that never goes backwards.
 */
export class MaintenanceService {
  private readonly schedules: SchedulesRepository;
  private readonly odometer: OdometerRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly units: MaintenanceQueries,
    private readonly clock: Clock,
    private readonly due: MaintenanceDueQueries,
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
      return itemsPageOf(await this.wire(rows), total, request);
    }
    const all = (await this.wire(await this.schedules.all(where))).filter((s) => s.state === query.state);
    const items = all.slice(request.offset, request.offset + request.take);
    return itemsPageOf(items, all.length, request);
  }

  async create(body: ScheduleBody): Promise<Saved<MaintenanceSchedule>> {
    await this.assertUnit(body);
    const row = await this.schedules.insert(scheduleValues(body));
    return this.saved(row);
  }

  async update(
    id: number,
    body: ScheduleBody,
    expected: ExpectedVersion,
  ): Promise<Saved<MaintenanceSchedule>> {
    return this.uow.transaction(async () => {
      const current = atExpectedVersion(await this.schedules.lockById(id), expected, maintenanceMessages);
      if (current.unitType !== body.unitType || current.unitId !== body.unitId) await this.assertUnit(body);
      const row = await this.schedules.update(id, scheduleValues(body));
      if (!row) throw notFound(maintenanceMessages.notFound);
      return this.saved(row);
    });
  }

  async remove(id: number, expected: ExpectedVersion): Promise<Saved<MaintenanceSchedule>> {
    return this.uow.transaction(async () => {
      const current = atExpectedVersion(await this.schedules.lockById(id), expected, maintenanceMessages);
      const saved = await this.saved(current);
      await this.schedules.remove(id);
      return saved;
    });
  }

  /** A unit's readings, latest first. */
  async readings(query: OdometerListQuery) {
    const request = pageRequest(query);
    const { rows, total } = await this.odometer.page(query, request);
    return itemsPageOf(rows.map(toReadingWire), total, request);
  }

  /**
   * Records a reading: never below the reading before it in time (unless it is a reset, with its reason),
   * never above a later one (unless that later one is a reset). Readings of one unit are checked in turn.
   */
  async record(body: OdometerBody, createdBy: number): Promise<OdometerReading> {
    await this.assertUnit(body);
    const reading = { miles: body.miles, at: new Date(body.at), resetReason: body.reset?.reason ?? null };
    return this.uow.transaction(() => this.recordReading(body, reading, 'manual', createdBy));
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
  ): Promise<OdometerReading> {
    return this.uow.transaction(async () => {
      await this.odometer.lockUnit(unit);
      const before = await this.odometer.before(unit, reading.at);
      if (before && reading.miles < before.miles && reading.resetReason === null)
        throw conflict(maintenanceMessages.backwards(before.miles, isoString(before.at)));
      const after = await this.odometer.after(unit, reading.at);
      if (after && after.resetReason === null && reading.miles > after.miles)
        throw conflict(maintenanceMessages.aheadOfLater(after.miles, isoString(after.at)));
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

  /** A work order fulfilled these schedules: each restarts from `day` and, when given, `miles`. */
  async markDone(ids: number[], day: string, miles: number | null): Promise<void> {
    for (const id of ids) {
      const current = await this.schedules.lockById(id);
      if (!current) continue;
      await this.schedules.update(id, {
        lastDoneAt: day,
        lastDoneMiles: miles ?? current.lastDoneMiles,
      });
    }
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
      for (const schedule of behind)
        await this.schedules.update(schedule.id, {
          lastDoneAt: day,
          lastDoneMiles: Math.max(schedule.lastDoneMiles, reading?.miles ?? 0),
        });
    });
  }

  /** A unit's lowest and highest reading in a period: the miles it ran. */
  milesIn(unit: Unit, from: Date, to: Date): Promise<number> {
    return this.odometer.milesIn(unit, from, to);
  }

  /** Whether the truck or trailer exists and is not deleted. */
  unitIsActive({ unitType, unitId }: Unit): Promise<boolean> {
    return this.units.unitIsActive(unitType, unitId);
  }

  private async assertUnit({ unitType, unitId }: Unit): Promise<void> {
    if (!(await this.units.unitIsActive(unitType, unitId)))
      throw invalidField('body.unitId', maintenanceMessages.unitNotFound(unitType));
  }

  private async saved(row: ScheduleRow): Promise<Saved<MaintenanceSchedule>> {
    const [data] = await this.wire([row]);
    if (!data) throw new Error('a schedule mapped to nothing');
    return { data, version: row.version };
  }

  private async wire(rows: ScheduleRow[]): Promise<MaintenanceSchedule[]> {
    const units = new Map<string, Unit>(rows.map((row) => [unitKey(row), row]));
    const latest = await this.due.currentMiles([...units.values()]);
    const today = utcDay(this.clock.now());
    return rows.map((row) => toScheduleWire(row, today, latest.get(unitKey(row))));
  }
}
