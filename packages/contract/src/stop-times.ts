import { z } from 'zod';
import { DRIVER_TIME_MAX_AHEAD_MINUTES } from './constants';
import { envelope } from './errors';
import { clockAt, instantOfClock } from './facility-time';
import { LOAD_STATUS } from './load-status';

/**
 * A stop's arrival and departure as the office corrects them from the signed bill of lading (docs/product.md
 * "Stop times corrected by the office", docs/decisions/0067-stop-times-corrected-by-the-office.md). The driver's
 * steps stay in the status history; a corrected time, where one is set, is the one every reader takes
 * (`stopTimeOf`).
 */

export const STOP_KINDS = ['pickup', 'delivery'] as const;
export type StopKind = (typeof STOP_KINDS)[number];

/** The driver's steps that mark arriving at and leaving each stop (decision 0046). */
export const STOP_STEPS: Readonly<Record<StopKind, { arrive: number; depart: number }>> = {
  pickup: { arrive: LOAD_STATUS.atPickup, depart: LOAD_STATUS.loaded },
  delivery: { arrive: LOAD_STATUS.atDelivery, depart: LOAD_STATUS.delivered },
};

/** Where a stop's time comes from: the driver's step in the drivers' app, or the office's correction. */
export const STOP_TIME_SOURCES = ['driver', 'office'] as const;
export type StopTimeSource = (typeof STOP_TIME_SOURCES)[number];

/** The time a reader takes: the office's correction where one is set, the driver's step otherwise. */
export function stopTimeOf<T>(
  office: T | null | undefined,
  driver: T | null,
): { at: T | null; source: StopTimeSource } {
  return office != null ? { at: office, source: 'office' } : { at: driver, source: 'driver' };
}

/** A corrected time may be this far ahead of the server's clock (the office's clocks drift, like drivers'). */
export const STOP_TIME_MAX_AHEAD_MINUTES = Math.max(DRIVER_TIME_MAX_AHEAD_MINUTES, 5);
/** A corrected time may be at most this long before the load was entered (a load entered after the fact). */
export const STOP_TIME_MAX_DAYS_BEFORE_LOAD = 30;

export const stopTimeMessages = {
  stop: 'The stop must be pickup or delivery',
  at: 'The time must be an ISO 8601 date and time, like 2026-03-01T14:30:00Z, or null to take the driver’s step',
  order: 'The departure must not be before the arrival',
  future: `The time must not be in the future (at most ${STOP_TIME_MAX_AHEAD_MINUTES} minutes ahead of now)`,
  beforeLoad: `The time must be at most ${STOP_TIME_MAX_DAYS_BEFORE_LOAD} days before the load was entered`,
  saved: 'Stop times saved',
  cleared: 'Stop times cleared',
} as const;

const time = z.iso.datetime({ offset: true, error: stopTimeMessages.at }).nullable();

/** PUT /api/loads/{id}/stops/{stop}/times: both times of the stop; null takes the driver's step again. */
export const stopTimesBody = z.object({ arrivedAt: time, departedAt: time });
export type StopTimesBody = z.infer<typeof stopTimesBody>;

export const stopTimesParams = z.object({
  id: z.coerce.number({ error: 'The load id must be a whole number' }).int().positive(),
  stop: z.enum(STOP_KINDS, { error: stopTimeMessages.stop }),
});

/** Which field a rule's message belongs under. */
export type StopTimeIssue = { field: 'arrivedAt' | 'departedAt'; message: string };

/**
 * The rules of a correction, each time taken as the reader takes it (the driver's step where the office sets
 * none): departure not before arrival, no time in the future, none long before the load was entered.
 * The API answers the first as 400; the web shows each under its field.
 */
export function stopTimeIssues(
  times: { arrivedAt: string | null; departedAt: string | null },
  context: {
    now: number;
    loadCreatedAt: string | null;
    driver?: { arrivedAt: string | null; departedAt: string | null };
  },
): StopTimeIssue[] {
  const issues: StopTimeIssue[] = [];
  const latest = context.now + STOP_TIME_MAX_AHEAD_MINUTES * 60_000;
  const arrived = stopTimeOf(times.arrivedAt, context.driver?.arrivedAt ?? null).at;
  const departed = stopTimeOf(times.departedAt, context.driver?.departedAt ?? null).at;
  const earliest = context.loadCreatedAt
    ? Date.parse(context.loadCreatedAt) - STOP_TIME_MAX_DAYS_BEFORE_LOAD * 86_400_000
    : Number.NEGATIVE_INFINITY;
  for (const field of ['arrivedAt', 'departedAt'] as const) {
    const at = times[field] ? Date.parse(times[field]) : null;
    if (at !== null && at > latest) issues.push({ field, message: stopTimeMessages.future });
    else if (at !== null && at < earliest) issues.push({ field, message: stopTimeMessages.beforeLoad });
  }
  if (
    arrived &&
    departed &&
    Date.parse(departed) < Date.parse(arrived) &&
    (times.arrivedAt || times.departedAt)
  ) {
    issues.push({ field: times.departedAt ? 'departedAt' : 'arrivedAt', message: stopTimeMessages.order });
  }
  return issues;
}

/**
 * An instant as a date-time input in `timeZone` shows it (`yyyy-MM-ddTHH:mm`, the zone's clock): the carrier's
 * zone, in which the office reads the bill of lading's times. '' for none.
 */
export function zonedInputOf(at: string | null, timeZone: string): string {
  return at ? new Date(clockAt(timeZone, Date.parse(at))).toISOString().slice(0, 16) : '';
}

/** The instant (ISO, UTC) at which `timeZone`'s clock reads `text` (`yyyy-MM-ddTHH:mm`); null for ''. */
export function instantOfZonedInput(text: string, timeZone: string): string | null {
  return text ? new Date(instantOfClock(Date.parse(`${text}:00Z`), timeZone)).toISOString() : null;
}

/** Who set one corrected time, and when. */
const setBy = z.object({ by: z.string().nullable(), at: z.iso.datetime() }).nullable();

/** A stop's correction as a record (its version is the `ETag`): the office's times, null where none is set. */
export const stopTimes = z.object({
  stop: z.enum(STOP_KINDS),
  arrivedAt: z.iso.datetime().nullable(),
  departedAt: z.iso.datetime().nullable(),
  arrivedSet: setBy,
  departedSet: setBy,
  version: z.number().int(),
});
export type StopTimes = z.infer<typeof stopTimes>;
export const stopTimesResponse = envelope(stopTimes);
