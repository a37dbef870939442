import { LOAD_STATUS, type LoadStatusId } from '@fletx/contract/load-status';
import { activeTripStart, stepMinutes } from './demo-tracking';

/**
 * The demo drivers' weeks (docs/product.md "Dispatch board"): each approved driver has at most one trip under
 * way now, the loads they delivered before it and the ones they accepted or were offered queued after it, one
 * after the other with a rest between them, none during their time off. The dispatch board then shows a
 * dispatcher's real week on a first visit, whatever day the seed runs: the chains run about a week back and
 * a few days ahead of now.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Time off of the demo (demo-dispatch.ts): by index in the approved drivers, whole days from today. */
export const DEMO_TIME_OFF = [
  { driver: 1, kind: 'day_off', from: 1, days: 1, note: "Daughter's graduation" },
  { driver: 4, kind: 'home_time', from: -2, days: 3, note: 'Home time after two weeks out' },
] as const;

/** A time off's instants: whole days of the carrier (Central time: midnight there is 06:00 UTC in winter). */
export function timeOffSpan(today: Date, off: { from: number; days: number }) {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return {
    from: midnight + off.from * DAY + 6 * HOUR,
    to: midnight + (off.from + off.days) * DAY + 6 * HOUR,
  };
}

/** Minutes from the accept to reaching `status` (demo-tracking.ts dates each step so). */
export function minutesTo(status: number, miles: number): number {
  let minutes = 0;
  for (let s = LOAD_STATUS.accepted; s < status; s++) minutes += stepMinutes(s, miles);
  return minutes;
}

/**
 * What a trip accepted at `start` takes on the board: its bar runs from its pickup window's opening to its
 * delivery window's close, which hold the arrivals on any mainland clock (demo-loads.ts `windowAround`).
 */
export function tripSpan(start: number, miles: number): { from: number; to: number } {
  return {
    from: start + minutesTo(LOAD_STATUS.atPickup, miles) * MINUTE - 5 * HOUR,
    to: start + minutesTo(LOAD_STATUS.atDelivery, miles) * MINUTE + 5 * HOUR,
  };
}

export interface DemoSlot {
  i: number;
  target: LoadStatusId;
  /** The status its trip reaches (a cancellation request is asked on the road). */
  reach: number;
  miles: number;
  /** A load of the past months (demo-loads.ts): its days are fixed, its driver too. */
  fixed?: { driver: number; from: number; to: number };
}

const UNDER_WAY: ReadonlyArray<number> = [5, 6, 7, 8, 9, 15];
/**
 * A load of the week on the road now: its driver's trip under way, the one their others are counted from
 * (demo-loads.ts `tripNumbers`), so it is sized by its own miles.
 */
export const isUnderWay = (slot: DemoSlot) => !slot.fixed && UNDER_WAY.includes(slot.target);
const DONE: ReadonlyArray<number> = [LOAD_STATUS.delivered, LOAD_STATUS.ended, LOAD_STATUS.deliveryApproved];
const AHEAD: ReadonlyArray<number> = [LOAD_STATUS.accepted, LOAD_STATUS.new];

/** The rest between two trips of a driver: from an evening to the next morning, or a day and a half. */
const restAfter = (k: number) => (10 + ((k * 7) % 4) * 8) * HOUR;

/**
 * A driver and the moment of the accept (ms) of every demo load on the board: under way, done, ahead. The
 * others (cancelled, refused, old loads and the past months' ones) keep the driver `i` picks. `milesOf`: the
 * miles a slot is given once its driver is chosen (each driver runs a lane of their own, demo-lanes.ts: the
 * trip under way its own leg's, the others the lane's longer leg, as the way they run is known only after).
 */
export function scheduleDemo(
  slots: ReadonlyArray<DemoSlot>,
  drivers: number,
  now: Date,
  milesOf: (slot: DemoSlot, driver: number) => number = (slot) => slot.miles,
) {
  const at = now.getTime();
  const busy: Array<Array<{ from: number; to: number }>> = Array.from({ length: drivers }, () => []);
  for (const off of DEMO_TIME_OFF) if (off.driver < drivers) busy[off.driver]?.push(timeOffSpan(now, off));
  for (const slot of slots) if (slot.fixed) busy[slot.fixed.driver]?.push(slot.fixed);
  const free = (d: number, span: { from: number; to: number }) =>
    (busy[d] ?? []).every((b) => b.to <= span.from || b.from >= span.to);
  const plan = new Map<number, { driver: number; start: number }>();
  const place = (slot: DemoSlot, driver: number, start: number) => {
    plan.set(slot.i, { driver, start });
    busy[driver]?.push(tripSpan(start, milesOf(slot, driver)));
  };

  // One trip under way per driver, none for a driver off around now.
  const current = new Map<number, DemoSlot>();
  let next = 0;
  for (const slot of slots.filter(isUnderWay)) {
    for (let k = 0; k < drivers; k++) {
      const d = (next + k) % drivers;
      const start = activeTripStart(slot.reach, milesOf(slot, d), now).getTime();
      if (current.has(d) || !free(d, { from: start - 2 * DAY, to: start + 2 * DAY })) continue;
      current.set(d, slot);
      place(slot, d, start);
      next = d + 1;
      break;
    }
  }
  // Before it (or before now), the loads done, the latest first; after it, the ones ahead.
  const edge = (d: number, side: 'before' | 'after') => {
    const slot = current.get(d);
    const trip = slot && plan.get(slot.i);
    if (!slot || !trip) return side === 'before' ? at - HOUR : at + 3 * HOUR;
    const span = tripSpan(trip.start, milesOf(slot, d));
    return side === 'before' ? span.from : span.to;
  };
  const cursor = { before: [...Array(drivers).keys()].map((d) => edge(d, 'before')), after: [] as number[] };
  cursor.after = [...Array(drivers).keys()].map((d) => edge(d, 'after'));
  const count = { before: Array(drivers).fill(0), after: Array(drivers).fill(0) };
  const order = (list: ReadonlyArray<number>) => (a: DemoSlot, b: DemoSlot) =>
    list.indexOf(a.target) - list.indexOf(b.target) || a.i - b.i;
  for (const side of ['before', 'after'] as const) {
    const list = side === 'before' ? DONE : AHEAD;
    const chosen = slots.filter((s) => list.includes(s.target) && !s.fixed).sort(order(list));
    for (const [k, slot] of chosen.entries()) {
      // The driver with the fewest of them so far (in turn among equals).
      const d = [...Array(drivers).keys()]
        .map((n) => (n + k) % drivers)
        .reduce((best, n) => ((count[side][n] ?? 0) < (count[side][best] ?? 0) ? n : best));
      const gap = count[side][d] === 0 && side === 'before' && !current.has(d) ? 0 : restAfter(k);
      let start = 0;
      for (let tries = 0; tries < 20; tries++) {
        const edgeAt = cursor[side][d] ?? at;
        const span = tripSpan(0, milesOf(slot, d));
        start = side === 'before' ? edgeAt - gap - span.to : edgeAt + gap - span.from;
        if (free(d, tripSpan(start, milesOf(slot, d)))) break;
        // Past what is in the way: the next try starts from the far side of it.
        const blocking = (busy[d] ?? []).filter(
          (b) => !(b.to <= start + span.from || b.from >= start + span.to),
        );
        cursor[side][d] =
          side === 'before'
            ? Math.min(...blocking.map((b) => b.from))
            : Math.max(...blocking.map((b) => b.to));
      }
      place(slot, d, start);
      count[side][d] = (count[side][d] ?? 0) + 1;
      const span = tripSpan(start, milesOf(slot, d));
      cursor[side][d] = side === 'before' ? span.from : span.to;
    }
  }
  /** A driver free over `span` (a booking confirmed for one), taken from then on; the first one else. */
  const driverFree = (span: { from: number; to: number }) => {
    const d = [...Array(drivers).keys()].find((n) => free(n, span)) ?? 0;
    busy[d]?.push(span);
    return d;
  };
  return { plan, driverFree };
}
