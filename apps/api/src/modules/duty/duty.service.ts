import {
  DUTY_DEFAULT_LOOKBACK_DAYS,
  DUTY_MAX_CLOCK_SKEW_MINUTES,
  DUTY_MAX_EVENTS,
  type DutyChangeBody,
  type DutyEvent,
  dutyMessages,
} from '@fletx/contract/duty';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { type DutyEventRow, DutyRepository, type NewDutyEvent } from './duty.repository';

const DAY_MS = 86_400_000;

export function toDutyEvent(row: DutyEventRow): DutyEvent {
  return { id: row.id, status: row.status, at: row.at.toISOString(), lat: row.lat, lon: row.lon };
}

/** Duty-status changes of drivers: what hours of service are computed from. */
export class DutyService {
  private readonly repo: DutyRepository;

  constructor(db: DbOrTx) {
    this.repo = new DutyRepository(db);
  }

  /** Out-of-order changes are kept as they come: readers order by `at`. */
  async record(driverId: number, body: DutyChangeBody, now = new Date()): Promise<DutyEvent> {
    const at = new Date(body.at);
    if (at.getTime() > now.getTime() + DUTY_MAX_CLOCK_SKEW_MINUTES * 60_000) {
      throw badRequest(dutyMessages.future, [{ path: 'body.at', message: dutyMessages.future }]);
    }
    const row = await this.repo.insert({ driverId, status: body.status, at, lat: body.lat, lon: body.lon });
    return toDutyEvent(row);
  }

  /** Demo data and simulators write many changes at once, in the caller's transaction. */
  async recordMany(events: NewDutyEvent[], db?: DbOrTx): Promise<void> {
    await this.repo.insertMany(events, db);
  }

  /** A driver's changes in a period (default: the last 8 days up to now), oldest first. */
  async list(
    driverId: number,
    period: { from?: string; to?: string },
    now = new Date(),
  ): Promise<DutyEvent[]> {
    const to = period.to ? new Date(period.to) : now;
    const from = period.from
      ? new Date(period.from)
      : new Date(to.getTime() - DUTY_DEFAULT_LOOKBACK_DAYS * DAY_MS);
    if (from.getTime() > to.getTime())
      throw badRequest(dutyMessages.range, [{ path: 'querystring.from', message: dutyMessages.range }]);
    return (await this.repo.between(driverId, from, to, DUTY_MAX_EVENTS)).map(toDutyEvent);
  }

  /**
   * What hours of service need for a period: the status in force when it starts (if any) and every change
   * inside it, oldest first.
   */
  async timeline(driverId: number, from: Date, to: Date): Promise<DutyEvent[]> {
    const [before, inside] = await Promise.all([
      this.repo.lastBefore(driverId, from),
      this.repo.between(driverId, from, to, DUTY_MAX_EVENTS * 10),
    ]);
    return [...(before ? [before] : []), ...inside].map(toDutyEvent);
  }
}
