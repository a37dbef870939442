import {
  DUTY_DEFAULT_LOOKBACK_DAYS,
  DUTY_MAX_EVENTS,
  type DutyChangeBody,
  type DutyEvent,
  dutyMessages,
} from '@fletx/contract/duty';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../lib/clock';
import { driverTime } from '../../lib/driver-time';
import { invalidField } from '../../lib/errors';
import { isoString } from '../../lib/iso-time';
import { type DutyEventRow, DutyRepository, type NewDutyEvent } from './duty.repository';

const DAY_MS = 86_400_000;

function toDutyEvent(row: DutyEventRow): DutyEvent {
  return { id: row.id, status: row.status, at: isoString(row.at), lat: row.lat, lon: row.lon };
}

/** Duty-status changes of drivers: what hours of service are computed from. */
export class DutyService {
  private readonly repo: DutyRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {
    this.repo = new DutyRepository(uow);
  }

  /**
   * `at` follows the driver API's time rule (driverTime). Out-of-order changes are kept as they come (a late
   * one fills in the timeline): readers order by `at`.
   */
  async record(driverId: number, body: DutyChangeBody): Promise<DutyEvent> {
    const at = driverTime(this.clock, body.at, 'body.at');
    const row = await this.repo.insert({ driverId, status: body.status, at, lat: body.lat, lon: body.lon });
    return toDutyEvent(row);
  }

  /** Demo data and simulators write many changes at once (in the transaction in progress, if any). */
  async recordMany(events: NewDutyEvent[]): Promise<void> {
    await this.repo.insertMany(events);
  }

  /** A driver's changes in a period (default: the last 8 days up to now), oldest first. */
  async list(driverId: number, period: { from?: string; to?: string }): Promise<DutyEvent[]> {
    const to = period.to ? new Date(period.to) : this.clock.now();
    const from = period.from
      ? new Date(period.from)
      : new Date(to.getTime() - DUTY_DEFAULT_LOOKBACK_DAYS * DAY_MS);
    if (from.getTime() > to.getTime()) throw invalidField('querystring.from', dutyMessages.range);
    return (await this.repo.between(driverId, from, to, DUTY_MAX_EVENTS)).map(toDutyEvent);
  }

  /**
   * What hours of service need for a period: the status in force when it starts (if any) and every change
   * inside it, oldest first.
   */
  async timeline(driverId: number, from: Date, to: Date): Promise<DutyEvent[]> {
    const [before, inside] = await this.uow.all(
      () => this.repo.lastBefore(driverId, from),
      () => this.repo.between(driverId, from, to, DUTY_MAX_EVENTS * 10),
    );
    return [...(before ? [before] : []), ...inside].map(toDutyEvent);
  }
}
