import type { DutyStatus } from '@fletx/contract/duty';
import { computeServiceHours, type DutyChange, HOS_LIMITS, walkShifts } from '@fletx/contract/hos';

/**
 * The driver's hours-of-service clock, from the same computation the back office uses
 * (packages/contract/src/hos.ts): today's minutes per duty status, and what is left of the 11-hour driving
 * limit and the 14-hour window of the current shift. A shift starts with the first on-duty or driving change
 * after 10 consecutive hours off duty or in the sleeper berth (HOS_LIMITS.offDutyResetMinutes).
 */
export type HosClock = {
  current: DutyStatus | null;
  today: Record<DutyStatus, number>;
  /** Minutes; the whole limits when no shift has started (after a 10-hour rest, or no change yet). */
  drivingLeft: number;
  windowLeft: number;
  /** Whether a shift is running (the 14-hour window counts down). */
  inShift: boolean;
  /** 8 hours of driving without a 30-minute break. */
  breakDue: boolean;
};

const MINUTE = 60_000;

export function hosClock(events: ReadonlyArray<DutyChange>, now: Date, dayStart: Date): HosClock {
  const to = now.toISOString();
  const sorted = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const last = sorted.filter((e) => Date.parse(e.at) <= now.getTime()).at(-1);

  const today = computeServiceHours({ events: sorted, from: dayStart.toISOString(), to });
  const onDutyNotDriving = today.total_hos.on_duty_time - today.total_hos.driver_time;
  const totals: Record<DutyStatus, number> = {
    driving: today.total_hos.driver_time,
    on_duty: onDutyNotDriving,
    off_duty: today.rest_time.total_rest_time,
    sleeper_berth: today.sleeper_berth.total_sleeper_berth_time,
  };

  // The shift: the working segments since the last rest of 10 hours or more.
  const first = sorted[0];
  const { shiftStart, drivingSinceBreak } = first
    ? walkShifts(sorted, Date.parse(first.at), now.getTime())
    : { shiftStart: undefined, drivingSinceBreak: 0 };

  let drivingLeft: number = HOS_LIMITS.drivingMinutes;
  let windowLeft: number = HOS_LIMITS.windowMinutes;
  if (shiftStart !== undefined) {
    const shift = computeServiceHours({ events: sorted, from: new Date(shiftStart).toISOString(), to });
    drivingLeft = Math.max(0, HOS_LIMITS.drivingMinutes - shift.total_hos.driver_time);
    windowLeft = Math.max(0, HOS_LIMITS.windowMinutes - Math.floor((now.getTime() - shiftStart) / MINUTE));
  }
  return {
    current: last?.status ?? null,
    today: totals,
    drivingLeft,
    windowLeft,
    inShift: shiftStart !== undefined,
    breakDue: drivingSinceBreak >= HOS_LIMITS.drivingBeforeBreakMinutes,
  };
}

/** The start of the phone's local day containing `now`. */
export function localDayStart(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}
