import { greatCircleMiles, type LatLon } from './geo';
import { HOS_LIMITS, type ShiftState } from './hos';

/**
 * The estimated time of arrival of a load (docs/product.md "Tracking links and check calls"): the miles left
 * (the straight line × ROAD_FACTOR), driven at AVERAGE_MPH, with the stops the hours of service will force on
 * the way (a 30-minute break after 8 hours of driving, 10 hours of rest once the 11 hours of driving or the
 * 14-hour window are used up). Pure: no clock, no database.
 */

/** A truck's average over a whole trip, traffic and fuel stops included (not its highway speed). */
export const AVERAGE_MPH = 50;
/** Roads are longer than the straight line: the usual ratio over US freight lanes. */
export const ROAD_FACTOR = 1.2;

const MINUTE_MS = 60_000;

/** Road miles between two points, estimated from the straight line. */
export function roadMiles(from: LatLon, to: LatLon): number {
  return greatCircleMiles(from, to) * ROAD_FACTOR;
}

export interface EtaInput {
  /** When the estimate is made (ISO). */
  now: string;
  /** Road miles left to the stop. */
  miles: number;
  /** The driver's shift at `now` (hos.ts `walkShifts`); a fresh shift when unknown. */
  shift?: ShiftState | undefined;
}

export interface Eta {
  at: string;
  /** Minutes of driving, and of the breaks and rests on the way. */
  drivingMinutes: number;
  restMinutes: number;
}

/** When the truck reaches the stop, driving within the hours of service from the shift it is in now. */
export function estimateArrival({ now, miles, shift }: EtaInput): Eta {
  let t = Date.parse(now);
  let left = (Math.max(0, miles) / AVERAGE_MPH) * 60;
  const drivingMinutes = left;
  let restMinutes = 0;
  let driving = shift?.drivingInShift ?? 0;
  let sinceBreak = shift?.drivingSinceBreak ?? 0;
  let windowEnd =
    shift?.shiftStart === undefined ? undefined : shift.shiftStart + HOS_LIMITS.windowMinutes * MINUTE_MS;
  const rest = (minutes: number) => {
    t += minutes * MINUTE_MS;
    restMinutes += minutes;
  };
  // Each round drives until the first limit, then takes the break or the rest that limit asks for.
  for (let round = 0; left > 0 && round < 1000; round++) {
    windowEnd ??= t + HOS_LIMITS.windowMinutes * MINUTE_MS;
    const inWindow = (windowEnd - t) / MINUTE_MS;
    const shiftLeft = Math.min(HOS_LIMITS.drivingMinutes - driving, inWindow);
    if (shiftLeft <= 0) {
      rest(HOS_LIMITS.offDutyResetMinutes);
      driving = 0;
      sinceBreak = 0;
      windowEnd = undefined;
      continue;
    }
    const beforeBreak = HOS_LIMITS.drivingBeforeBreakMinutes - sinceBreak;
    if (beforeBreak <= 0) {
      rest(HOS_LIMITS.breakMinutes);
      sinceBreak = 0;
      continue;
    }
    const stretch = Math.min(left, shiftLeft, beforeBreak);
    t += stretch * MINUTE_MS;
    left -= stretch;
    driving += stretch;
    sinceBreak += stretch;
  }
  return {
    at: new Date(Math.ceil(t / MINUTE_MS) * MINUTE_MS).toISOString(),
    drivingMinutes: Math.round(drivingMinutes),
    restMinutes,
  };
}
