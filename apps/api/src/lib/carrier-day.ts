import { addDays } from '@fletx/contract/compliance';
import { clockAt, dayIn, dayStartIn } from '@fletx/contract/facility-time';
import type { Clock } from './clock';

/** Where the carrier's time zone is kept (carrier settings). */
export interface CarrierZone {
  timeZone(): Promise<string>;
}

/** Instants from `from` (inclusive) to `to` (exclusive); either end may be open. */
export interface DayWindow {
  from?: Date | undefined;
  to?: Date | undefined;
}

/**
 * The carrier's days as one operation sees them (docs/decisions/0070-carriers-day.md): the zone read once, so
 * every row of the operation is dated by the same rule and the settings are not read per row.
 */
export class CarrierDays {
  constructor(
    readonly timeZone: string,
    private readonly now: Date,
  ) {}

  /** The carrier's day at the operation's instant. */
  get today(): string {
    return this.dayOf(this.now);
  }

  /** The hour (0–23) the carrier's clock reads at the operation's instant. */
  get hour(): number {
    return new Date(clockAt(this.timeZone, this.now.getTime())).getUTCHours();
  }

  /** The carrier's day (yyyy-MM-dd) of an instant: its date as the office's screens and papers write it. */
  dayOf(at: Date): string {
    return dayIn(this.timeZone, at.getTime());
  }

  /** The instant the carrier's day (yyyy-MM-dd) starts: its midnight at the carrier's clock. */
  startOf(day: string): Date {
    return new Date(dayStartIn(this.timeZone, day));
  }

  /** A day filter's instants: from 00:00 of `from` to 00:00 after `to`, at the carrier's clock. */
  window(from: string | undefined, to: string | undefined): DayWindow {
    return {
      from: from ? this.startOf(from) : undefined,
      to: to ? this.startOf(addDays(to, 1)) : undefined,
    };
  }
}

/**
 * The services' clock with the carrier's days: "now" is the clock's, "today" turns at midnight in the carrier's
 * time zone (carrier settings), not at midnight UTC, so an invoice's date, "overdue", "expires today" and a day
 * filter agree with the times the office's screens show.
 */
export class CarrierClock implements Clock {
  constructor(
    private readonly clock: Clock,
    private readonly zone: CarrierZone,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  /** The zone (carrier settings keep it 5 s, lib/timed-cache.ts), with the instant. */
  async days(): Promise<CarrierDays> {
    return new CarrierDays(await this.zone.timeZone(), this.clock.now());
  }

  /** The carrier's day now. */
  async today(): Promise<string> {
    return (await this.days()).today;
  }
}
