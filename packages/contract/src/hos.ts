import type { DutyStatus } from './driver-values';
import type { MinutesByStatus, ServiceHours, ServiceHoursDay } from './hos-schema';
import { LOAD_STATUS } from './load-status';

/**
 * Hours of service (docs/product.md "Hours of service"), computed from a driver's duty-status changes and,
 * for loading and unloading, a load's status history. Pure: no clock, no database.
 *
 * Units: every duration is a whole number of minutes (completed minutes: the exact sum in milliseconds,
 * rounded down); every instant is an ISO 8601 UTC string. Days are UTC calendar days (`yyyy-MM-dd`).
 * `formatDuration` turns minutes into the "HH:mm" text the cards show (hours may exceed 24).
 *
 * - total_hos.driver_time: minutes driving; on_duty_time (added): driving + on duty not driving.
 * - total_hos.loading: at pickup (6) → loaded (7); unloading: at delivery (9) → delivered (10);
 *   loading_unloading_times_total: their sum. Only the part inside the period counts.
 * - rest_time.total_rest_time: minutes off duty; sleeper_berth.total_sleeper_berth_time: minutes in the berth.
 * - unloading_time: plant_name (the delivery location), arrival_to_drop_off (when the load reached 9),
 *   unloading_started (the first "on duty" change between arrival and delivered, else the arrival),
 *   end_unloading (when it reached 10), unloading_time (end − start, minutes); null fields when unknown.
 */

export interface DutyChange {
  status: DutyStatus;
  /** ISO 8601 instant. */
  at: string;
  lat: number;
  lon: number;
}

export interface LoadStatusChange {
  /** The load status id reached (docs/product.md "Load statuses"). */
  status: number;
  at: string;
}

export interface HosInput {
  /** Duty changes in any order; include the last one before `from` so the period starts in a known status. */
  events: ReadonlyArray<DutyChange>;
  loadChanges?: ReadonlyArray<LoadStatusChange>;
  /** The period: [from, to). The status in force at `to` is counted up to `to` (pass "now" for a live trip). */
  from: string;
  to: string;
  /** The delivery location's name, shown on the unloading card. */
  plantName?: string | null;
}

export {
  type MinutesByStatus,
  type ServiceHours,
  type ServiceHoursDay,
  type ServiceHoursTotals,
  serviceHours,
  serviceHoursDay,
  serviceHoursTotals,
} from './hos-schema';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

interface Segment {
  status: DutyStatus;
  /** When the change happened (before `start` when the period cut it). */
  since: number;
  start: number;
  end: number;
  lat: number;
  lon: number;
}

const ms = (iso: string) => new Date(iso).getTime();
const iso = (time: number) => new Date(time).toISOString();
const toMinutes = (milliseconds: number) => Math.floor(milliseconds / MINUTE_MS);
const emptyByStatus = (): MinutesByStatus => ({ driving: 0, on_duty: 0, off_duty: 0, sleeper_berth: 0 });

/** Changes ordered by time (a stable sort: equal times keep their arrival order; the later one wins). */
function ordered(events: ReadonlyArray<DutyChange>): DutyChange[] {
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => ms(a.event.at) - ms(b.event.at) || a.index - b.index)
    .map(({ event }) => event);
}

/** Each status from its change to the next change (the last one runs to `to`), clipped to [from, to). */
export function dutySegments(events: ReadonlyArray<DutyChange>, from: number, to: number): Segment[] {
  const sorted = ordered(events);
  const segments: Segment[] = [];
  sorted.forEach((event, i) => {
    const next = sorted[i + 1];
    const start = Math.max(ms(event.at), from);
    const end = Math.min(next ? ms(next.at) : to, to);
    if (end > start)
      segments.push({
        status: event.status,
        since: ms(event.at),
        start,
        end,
        lat: event.lat,
        lon: event.lon,
      });
  });
  return segments;
}

/** The first time the load reached `status`, if it did. */
function reached(changes: ReadonlyArray<LoadStatusChange>, status: number): number | undefined {
  const times = changes.filter((c) => c.status === status).map((c) => ms(c.at));
  return times.length > 0 ? Math.min(...times) : undefined;
}

/** Milliseconds of [start, end) inside [from, to). */
function overlap(start: number | undefined, end: number | undefined, from: number, to: number): number {
  if (start === undefined || end === undefined) return 0;
  return Math.max(0, Math.min(end, to) - Math.max(start, from));
}

export function computeServiceHours(input: HosInput): ServiceHours {
  const from = ms(input.from);
  const to = ms(input.to);
  const segments = dutySegments(input.events, from, to);
  const byStatus = { driving: 0, on_duty: 0, off_duty: 0, sleeper_berth: 0 } satisfies Record<
    DutyStatus,
    number
  >;
  for (const s of segments) byStatus[s.status] += s.end - s.start;

  const days = new Map<
    string,
    { info: ServiceHoursDay['info']; totals: MinutesByStatus; ms: MinutesByStatus }
  >();
  const dayOf = (date: string) => {
    let day = days.get(date);
    if (!day) {
      day = { info: [], totals: emptyByStatus(), ms: emptyByStatus() };
      days.set(date, day);
    }
    return day;
  };
  for (const s of segments) {
    for (let dayStart = s.start - (s.start % DAY_MS); dayStart < s.end; dayStart += DAY_MS) {
      const start = Math.max(s.start, dayStart);
      const end = Math.min(s.end, dayStart + DAY_MS);
      const day = dayOf(iso(dayStart).slice(0, 10));
      day.info.push({
        status: s.status,
        location: { lat: s.lat, lon: s.lon },
        startTime: iso(start),
        continued: start !== s.since,
      });
      day.ms[s.status] += end - start;
    }
  }

  const loads = input.loadChanges ?? [];
  const arrival = reached(loads, LOAD_STATUS.atDelivery);
  const delivered = reached(loads, LOAD_STATUS.delivered);
  const loading = overlap(reached(loads, LOAD_STATUS.atPickup), reached(loads, LOAD_STATUS.loaded), from, to);
  const unloading = overlap(arrival, delivered, from, to);
  const firstOnDuty = ordered(input.events).find((e) => {
    const at = ms(e.at);
    return (
      e.status === 'on_duty' &&
      arrival !== undefined &&
      at >= arrival &&
      (delivered === undefined || at <= delivered)
    );
  });
  const unloadingStarted = firstOnDuty ? ms(firstOnDuty.at) : arrival;

  return {
    days: [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, day]) => ({
        date,
        info: day.info,
        totals: {
          driving: toMinutes(day.ms.driving),
          on_duty: toMinutes(day.ms.on_duty),
          off_duty: toMinutes(day.ms.off_duty),
          sleeper_berth: toMinutes(day.ms.sleeper_berth),
        },
      })),
    total_hos: {
      driver_time: toMinutes(byStatus.driving),
      loading_unloading_times_total: toMinutes(loading + unloading),
      loading: toMinutes(loading),
      unloading: toMinutes(unloading),
      on_duty_time: toMinutes(byStatus.driving + byStatus.on_duty),
    },
    rest_time: { total_rest_time: toMinutes(byStatus.off_duty) },
    sleeper_berth: { total_sleeper_berth_time: toMinutes(byStatus.sleeper_berth) },
    unloading_time: {
      plant_name: input.plantName ?? null,
      arrival_to_drop_off: arrival === undefined ? null : iso(arrival),
      unloading_started: unloadingStarted === undefined ? null : iso(unloadingStarted),
      end_unloading: delivered === undefined ? null : iso(delivered),
      unloading_time:
        unloadingStarted === undefined || delivered === undefined
          ? null
          : toMinutes(Math.max(0, delivered - unloadingStarted)),
    },
  };
}

/** Minutes as "HH:mm" (hours may exceed 24: 1505 → "25:05"); negative values count as 0. */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * FMCSA hours-of-service limits for property-carrying drivers (49 CFR 395.3), in minutes. The sleeper-berth
 * split and the 60/70-hour weekly limits are not checked.
 */
export const HOS_LIMITS = {
  /** At most 11 hours driving after 10 consecutive hours off duty. */
  drivingMinutes: 11 * 60,
  /** No driving beyond the 14th hour after coming on duty following 10 hours off. */
  windowMinutes: 14 * 60,
  /** A break of at least 30 consecutive minutes not driving is due after 8 hours of driving. */
  drivingBeforeBreakMinutes: 8 * 60,
  breakMinutes: 30,
  /** 10 consecutive hours off duty or in the sleeper berth start a new shift. */
  offDutyResetMinutes: 10 * 60,
} as const;

export type HosRule = 'driving_11h' | 'window_14h' | 'break_30m';

export interface HosViolation {
  rule: HosRule;
  /** When the driver first drove past the limit. */
  at: string;
  /** How far past the limit the driving went, in minutes. */
  overMinutes: number;
}

/** Where the shift stands, in minutes; `shiftStart` (a time) is undefined between shifts. */
export interface ShiftState {
  shiftStart: number | undefined;
  drivingInShift: number;
  drivingSinceBreak: number;
}

/**
 * Walks the duty segments of [from, to) through the shift rules of HOS_LIMITS: the first on-duty or driving
 * segment starts a shift, 10 consecutive hours of rest end it, 30 minutes not driving end the driving run
 * that calls for a break. `onDriving` sees each driving segment with the shift as it stood before it; the
 * answer is the shift at `to` (what the driver app's clock shows).
 */
export function walkShifts(
  events: ReadonlyArray<DutyChange>,
  from: number,
  to: number,
  onDriving?: (segment: Segment, minutes: number, before: ShiftState & { shiftStart: number }) => void,
): ShiftState {
  const shift: ShiftState = { shiftStart: undefined, drivingInShift: 0, drivingSinceBreak: 0 };
  let restRun = 0;
  let notDrivingRun = 0;
  for (const s of dutySegments(events, from, to)) {
    const minutes = (s.end - s.start) / MINUTE_MS;
    if (s.status === 'off_duty' || s.status === 'sleeper_berth') {
      restRun += minutes;
      if (restRun >= HOS_LIMITS.offDutyResetMinutes)
        Object.assign(shift, { shiftStart: undefined, drivingInShift: 0, drivingSinceBreak: 0 });
    } else {
      restRun = 0;
      shift.shiftStart ??= s.start;
    }
    if (s.status !== 'driving') {
      notDrivingRun += minutes;
      if (notDrivingRun >= HOS_LIMITS.breakMinutes) shift.drivingSinceBreak = 0;
      continue;
    }
    notDrivingRun = 0;
    // A driving segment is in a shift: its start was set above.
    onDriving?.(s, minutes, { ...shift, shiftStart: shift.shiftStart ?? s.start });
    shift.drivingInShift += minutes;
    shift.drivingSinceBreak += minutes;
  }
  return shift;
}

/** Every limit broken in [from, to), one entry per rule per shift (its first moment and total overrun). */
export function hosViolations(events: ReadonlyArray<DutyChange>, from: string, to: string): HosViolation[] {
  const violations: HosViolation[] = [];
  let open: Partial<Record<HosRule, HosViolation>> = {};
  let openShift: number | undefined;
  const report = (rule: HosRule, at: number, over: number) => {
    if (over <= 0) return;
    const current = open[rule];
    if (current) current.overMinutes += over;
    else {
      const violation = { rule, at: iso(at), overMinutes: over };
      open[rule] = violation;
      violations.push(violation);
    }
  };

  walkShifts(events, ms(from), ms(to), (s, minutes, { shiftStart, drivingInShift, drivingSinceBreak }) => {
    if (shiftStart !== openShift) {
      open = {};
      openShift = shiftStart;
    }
    const overDriving = drivingInShift + minutes - Math.max(drivingInShift, HOS_LIMITS.drivingMinutes);
    report(
      'driving_11h',
      s.start + Math.max(0, HOS_LIMITS.drivingMinutes - drivingInShift) * MINUTE_MS,
      Math.round(overDriving),
    );
    const overBreak =
      drivingSinceBreak + minutes - Math.max(drivingSinceBreak, HOS_LIMITS.drivingBeforeBreakMinutes);
    report(
      'break_30m',
      s.start + Math.max(0, HOS_LIMITS.drivingBeforeBreakMinutes - drivingSinceBreak) * MINUTE_MS,
      Math.round(overBreak),
    );
    const windowEnd = shiftStart + HOS_LIMITS.windowMinutes * MINUTE_MS;
    if (s.end > windowEnd) {
      const start = Math.max(s.start, windowEnd);
      report('window_14h', start, Math.round((s.end - start) / MINUTE_MS));
    }
  });
  return violations;
}
