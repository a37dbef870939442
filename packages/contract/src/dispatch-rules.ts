import { greatCircleMiles, type LatLon } from './geo';
import { computeServiceHours, type DutyChange, HOS_LIMITS, walkShifts } from './hos';
import { TRAILER_TYPE, TRAILER_TYPES } from './parametrics';

/**
 * The dispatch board's warnings (docs/decisions/0047-dispatch-board.md): how much driving a trip needs, how
 * much a driver can do before a delivery window closes, and which periods collide. Pure: no clock, no database.
 */

/** Roads are longer than the straight line between two places. */
export const ROAD_FACTOR = 1.2;
/** The average speed a trip is planned at, stops and traffic included (miles per hour). */
export const AVERAGE_MPH = 50;
/** The 70-hour limit over 8 days (49 CFR 395.3(b)), in minutes. */
export const CYCLE_MINUTES = 70 * 60;
export const CYCLE_DAYS = 8;

const MINUTE = 60_000;

/** The trip's miles: the planned miles when known, else the great circle between the stops × ROAD_FACTOR. */
export function tripMiles(
  planned: number | null,
  pickup: LatLon | null,
  delivery: LatLon | null,
): number | null {
  if (planned !== null && planned > 0) return planned;
  if (!pickup || !delivery) return null;
  return greatCircleMiles(pickup, delivery) * ROAD_FACTOR;
}

/** Minutes of driving `miles` need at AVERAGE_MPH. */
export const drivingMinutes = (miles: number) => Math.ceil((miles / AVERAGE_MPH) * 60);

export interface Period {
  from: number;
  to: number;
}

/** Milliseconds of `a` inside `b`. */
export const overlapMs = (a: Period, b: Period) =>
  Math.max(0, Math.min(a.to, b.to) - Math.max(a.from, b.from));

/**
 * The most a driver can drive from `start` until `end` (minutes): what is left of the current shift, then a
 * 10-hour rest and a full 11 hours in each later 14-hour window, never past the cycle; time off in between
 * is not driving time (it is taken out of the span).
 */
export function drivingAvailable(
  left: { driveLeft: number; shiftLeft: number; cycleLeft: number },
  start: number,
  end: number,
  timeOff: ReadonlyArray<Period> = [],
): number {
  const off = timeOff.reduce((sum, p) => sum + overlapMs(p, { from: start, to: end }), 0);
  let span = Math.max(0, Math.floor((end - start - off) / MINUTE));
  let total = Math.min(left.driveLeft, left.shiftLeft, span);
  span -= left.shiftLeft + HOS_LIMITS.offDutyResetMinutes;
  while (span > 0) {
    total += Math.min(HOS_LIMITS.drivingMinutes, span);
    span -= HOS_LIMITS.windowMinutes + HOS_LIMITS.offDutyResetMinutes;
  }
  return Math.min(total, left.cycleLeft);
}

/** The periods of `others` that collide with `period`. */
export const colliding = <T extends Period>(period: Period, others: ReadonlyArray<T>): T[] =>
  others.filter((o) => overlapMs(period, o) > 0);

const trailerName = (id: number) => TRAILER_TYPES.find((t) => t.id === id)?.name ?? `type ${id}`;

/**
 * The trailer a load asks for when the driver's truck pulls another type: the two types' names, or null when
 * they agree, when the load asks for no trailer of ours (Power Only: the customer's trailer, any tractor), or
 * when the driver pulls none on record (nothing to compare).
 */
export function trailerClash(
  wanted: number | null,
  pulled: number | null,
): { wanted: string; pulled: string } | null {
  if (wanted === null || pulled === null || wanted === pulled || wanted === TRAILER_TYPE.powerOnly)
    return null;
  return { wanted: trailerName(wanted), pulled: trailerName(pulled) };
}

/** `period` less every one of `cuts` (sorted, merged): the free parts. */
export function subtract(period: Period, cuts: ReadonlyArray<Period>): Period[] {
  const sorted = cuts.filter((c) => overlapMs(c, period) > 0).toSorted((a, b) => a.from - b.from);
  const free: Period[] = [];
  let at = period.from;
  for (const cut of sorted) {
    if (cut.from > at) free.push({ from: at, to: cut.from });
    at = Math.max(at, cut.to);
  }
  if (at < period.to) free.push({ from: at, to: period.to });
  return free;
}

/**
 * What is left now of the 11-hour driving limit and the 14-hour window of the current shift (the whole limits
 * between shifts), and of the 70-hour/8-day cycle, from the driver's duty changes (those of the last 8 days
 * and the one before them): the same walk of the shifts as the driver app's clock.
 */
export function hoursLeft(
  events: ReadonlyArray<DutyChange>,
  now: number,
): { driveLeft: number; shiftLeft: number; cycleLeft: number } {
  const first = events.reduce<number | undefined>(
    (min, e) => Math.min(min ?? Infinity, Date.parse(e.at)),
    undefined,
  );
  const shift = first === undefined ? undefined : walkShifts(events, first, now);
  const inShift = shift?.shiftStart !== undefined;
  const cycle = computeServiceHours({
    events,
    from: new Date(now - CYCLE_DAYS * 86_400_000).toISOString(),
    to: new Date(now).toISOString(),
  }).total_hos.on_duty_time;
  return {
    driveLeft: Math.max(0, HOS_LIMITS.drivingMinutes - Math.ceil(inShift ? (shift?.drivingInShift ?? 0) : 0)),
    shiftLeft: inShift
      ? Math.max(0, HOS_LIMITS.windowMinutes - Math.floor((now - (shift?.shiftStart ?? now)) / MINUTE))
      : HOS_LIMITS.windowMinutes,
    cycleLeft: Math.max(0, CYCLE_MINUTES - cycle),
  };
}
