/**
 * Time zones and the facilities' clocks. A stop's window is kept as the facility's own clock reads it
 * (docs/product.md "Load form": typed `yyyy-MM-ddTHH:mm`, stored as UTC, shown as entered). Where a window meets a
 * real instant — a position's ETA, the hours a driver has left, a bar on the dispatch board — it is first read in
 * the facility's zone: the API finds it from the stop's ZIP code, else its state's (`stateZone`;
 * docs/decisions/0048-facility-clocks.md). No map of zones here: the web never needs one.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** What the zone's clock reads at `at`, as the milliseconds of that reading taken as UTC. */
export function clockAt(timeZone: string, at: number): number {
  const parts = formatterOf(timeZone).formatToParts(new Date(at));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/**
 * The day (yyyy-MM-dd) it is at `at` in the zone: the carrier's day of an instant (a delivery, a payment), as
 * the office's screens and papers write it (carrier settings' time zone), not the UTC day.
 */
export function dayIn(timeZone: string, at: number): string {
  return new Date(clockAt(timeZone, at)).toISOString().slice(0, 10);
}

/** The instant the day (yyyy-MM-dd) starts in the zone: its midnight (a day is 23 or 25 hours across a change). */
export function dayStartIn(timeZone: string, day: string): number {
  return instantOfClock(Date.parse(`${day}T00:00:00Z`), timeZone);
}

const DAY_MS = 86_400_000;
/** Each zone's offset on each UTC day it was asked for; NaN on a day its offset changes. */
const offsetsByDay = new Map<string, number>();

const offsetOfInstant = (timeZone: string, at: number) =>
  clockAt(timeZone, at) - Math.floor(at / 1000) * 1000;

/**
 * How far the zone's clock is ahead of UTC at `at` (ms; negative west of Greenwich). Intl is read once per zone and
 * UTC day (the same at both ends of the day: no change that day), and at each call only on a day of a change.
 */
export function offsetAt(timeZone: string, at: number): number {
  const day = Math.floor(at / DAY_MS);
  const key = `${timeZone}|${day}`;
  let offset = offsetsByDay.get(key);
  if (offset === undefined) {
    const first = offsetOfInstant(timeZone, day * DAY_MS);
    offset = first === offsetOfInstant(timeZone, (day + 1) * DAY_MS - 1000) ? first : Number.NaN;
    if (offsetsByDay.size >= 50_000) offsetsByDay.clear();
    offsetsByDay.set(key, offset);
  }
  return Number.isNaN(offset) ? offsetOfInstant(timeZone, at) : offset;
}

/**
 * The instant at which the zone's clock reads `clock` (its reading as UTC milliseconds). A reading the clock
 * skips (the hour lost in spring) is taken an hour later; one it shows twice (in autumn), the first time.
 */
export function instantOfClock(clock: number, timeZone: string): number {
  const before = offsetAt(timeZone, clock - offsetAt(timeZone, clock));
  const second = clock - before;
  // The clock reads `clock` at `second` unless that reading is skipped (spring's lost hour): then the offset
  // before the change, an hour later by the clock.
  return offsetAt(timeZone, second) === before ? second : clock - offsetAt(timeZone, clock);
}

/**
 * The zone most of a state keeps: a facility's zone when its ZIP code does not tell (the API's
 * `lib/stop-zone.ts`). Where a state spans two (the west tip of Texas, Florida's panhandle, parts of Indiana,
 * Kentucky, Tennessee, Michigan, the Dakotas, Nebraska, Kansas, Idaho and Oregon), the other part keeps another.
 */
export const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};

/** The zone of a state's code (either case), or undefined for one it does not know. */
export const stateZone = (stateCode: string): string | undefined => STATE_TIME_ZONES[stateCode.toUpperCase()];

/**
 * The instant a stop's time stands for: `clock` (as stored, the facility's clock taken as UTC) read in the
 * facility's zone. Without a zone it keeps the stored value.
 */
export function facilityInstant(clock: Date | string, timeZone: string | undefined): Date {
  const stored = new Date(clock).getTime();
  return new Date(timeZone ? instantOfClock(stored, timeZone) : stored);
}
