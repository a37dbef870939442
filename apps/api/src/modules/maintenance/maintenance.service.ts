import { utcDay } from '@fletx/contract/compliance';
import {
  MAINTENANCE_TEMPLATES,
  type MaintenanceSchedule,
  maintenanceMessages,
  type OdometerBody,
  type OdometerListQuery,
  type OdometerReading,
  type ScheduleBody,
  type ScheduleListQuery,
} from '@fletx/contract/maintenance';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { isoString } from '../../lib/iso-time';
import { pageRequest } from '../../lib/paging';
import type { ExpectedVersion, Saved } from '../../lib/record-version';
import type { MaintenanceQueries } from '../read-model/maintenance.queries';
import { scheduleValues, toReadingWire, toScheduleWire } from './maintenance.mapper';
import {
  OdometerRepository,
  type ScheduleRow,
  SchedulesRepository,
  type Unit,
  unitKey,
} from './maintenance.repository';

/**
 * Preventive maintenance (docs/product.md "Maintenance"): schedules on trucks and trailers, their state
 * computed on the clock's day from the unit's latest odometer, and the odometer that never goes backwards.
 */
export class MaintenanceService {
  private readonly schedules: SchedulesRepository;
  private readonly odometer: OdometerRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly units: MaintenanceQueries,
    private readonly clock: Clock,
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
      return { items: await this.wire(rows), total, page: request.page, take: request.take };
    }
    const all = (await this.wire(await this.schedules.all(where))).filter((s) => s.state === query.state);
    const items = all.slice(request.offset, request.offset + request.take);
    return { items, total: all.length, page: request.page, take: request.take };
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
      const current = await this.schedules.lockById(id);
      if (!current) throw notFound(maintenanceMessages.notFound);
      if (expected !== undefined && current.version !== expected)
        throw new AppError('PreconditionFailed', maintenanceMessages.changedMeanwhile);
      if (current.unitType !== body.unitType || current.unitId !== body.unitId) await this.assertUnit(body);
      const row = await this.schedules.update(id, scheduleValues(body));
      if (!row) throw notFound(maintenanceMessages.notFound);
      return this.saved(row);
    });
  }

  async remove(id: number, expected: ExpectedVersion): Promise<Saved<MaintenanceSchedule>> {
    return this.uow.transaction(async () => {
      const current = await this.schedules.lockById(id);
      if (!current) throw notFound(maintenanceMessages.notFound);
      if (expected !== undefined && current.version !== expected)
        throw new AppError('PreconditionFailed', maintenanceMessages.changedMeanwhile);
      const saved = await this.saved(current);
      await this.schedules.remove(id);
      return saved;
    });
  }

  /** A unit's readings, latest first. */
  async readings(query: OdometerListQuery) {
    const request = pageRequest(query);
    const { rows, total } = await this.odometer.page(query, request);
    return { items: rows.map(toReadingWire), total, page: request.page, take: request.take };
  }

  /**
   * Records a reading: never below the reading before it in time (unless it is a reset, with its reason),
   * never above a later one (unless that later one is a reset). Readings of one unit are checked in turn.
   */
  async record(body: OdometerBody, createdBy: number): Promise<OdometerReading> {
    await this.assertUnit(body);
    const at = new Date(body.at);
    return this.uow.transaction(async () => {
      await this.odometer.lockUnit(body);
      const before = await this.odometer.before(body, at);
      if (before && body.miles < before.miles && !body.reset)
        throw conflict(maintenanceMessages.backwards(before.miles, isoString(before.at)));
      const after = await this.odometer.after(body, at);
      if (after && after.resetReason === null && body.miles > after.miles)
        throw conflict(maintenanceMessages.aheadOfLater(after.miles, isoString(after.at)));
      const row = await this.odometer.insert({
        unitType: body.unitType,
        unitId: body.unitId,
        miles: body.miles,
        at,
        source: 'manual',
        resetReason: body.reset?.reason ?? null,
        createdBy,
      });
      return toReadingWire(row);
    });
  }

  private async assertUnit({ unitType, unitId }: Unit): Promise<void> {
    if (!(await this.units.unitIsActive(unitType, unitId)))
      throw badRequest(maintenanceMessages.unitNotFound(unitType), [
        { path: 'body.unitId', message: maintenanceMessages.unitNotFound(unitType) },
      ]);
  }

  private async saved(row: ScheduleRow): Promise<Saved<MaintenanceSchedule>> {
    const [data] = await this.wire([row]);
    if (!data) throw new Error('a schedule mapped to nothing');
    return { data, version: row.version };
  }

  private async wire(rows: ScheduleRow[]): Promise<MaintenanceSchedule[]> {
    const units = new Map<string, Unit>(rows.map((row) => [unitKey(row), row]));
    const latest = await this.odometer.latestOf([...units.values()]);
    const today = utcDay(this.clock.now());
    return rows.map((row) => toScheduleWire(row, today, latest.get(unitKey(row))));
  }
}
