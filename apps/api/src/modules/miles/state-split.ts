import { instantOfClock, offsetAt } from '@fletx/contract/facility-time';
import { greatCircleMiles, greatCirclePoint, type LatLon } from '@fletx/contract/geo';
import { jurisdictionAt } from './jurisdictions';

/** A position of a load's track. */
export interface TrackPoint extends LatLon {
  at: Date;
}

/** A stretch between consecutive positions too long to guess (docs/product.md "Miles and IFTA"). */
export const GAP_MILES = 50;
export const GAP_MS = 2 * 60 * 60 * 1000;
/** How close to a state line a segment is split (bisection along the great circle). */
export const SPLIT_PRECISION_MILES = 0.01;
/** A segment is looked at every this many miles, so a state it only passes through is not missed. */
const SAMPLE_MILES = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Gap {
  from: TrackPoint;
  to: TrackPoint;
  miles: number;
}

/** Miles per `jurisdiction|day` (day: the carrier's date, YYYY-MM-DD). */
export type MilesByKey = Map<string, number>;

export interface CountedTrack {
  miles: MilesByKey;
  gaps: Gap[];
  /** The newest position taken into account (the next count starts there). */
  last: TrackPoint | undefined;
  /** Positions taken into account (duplicates aside). */
  counted: number;
}

/** Fractions (0..1) of the arc a → b in one jurisdiction each, in order. */
export function splitAtLines(
  a: LatLon,
  b: LatLon,
): Array<{ jurisdiction: string; from: number; to: number }> {
  const miles = greatCircleMiles(a, b);
  const at = (f: number) => {
    const p = greatCirclePoint(a, b, f);
    return jurisdictionAt(p.lat, p.lon);
  };
  const steps = Math.max(1, Math.ceil(miles / SAMPLE_MILES));
  const pieces: Array<{ jurisdiction: string; from: number; to: number }> = [];
  let start = 0;
  let code = jurisdictionAt(a.lat, a.lon);
  for (let k = 1; k <= steps; k++) {
    const f = k / steps;
    const next = k === steps ? jurisdictionAt(b.lat, b.lon) : at(f);
    if (next === code) continue;
    let lo = (k - 1) / steps;
    let hi = f;
    while ((hi - lo) * miles > SPLIT_PRECISION_MILES) {
      const mid = (lo + hi) / 2;
      if (at(mid) === code) lo = mid;
      else hi = mid;
    }
    const cut = (lo + hi) / 2;
    pieces.push({ jurisdiction: code, from: start, to: cut });
    start = cut;
    code = next;
  }
  pieces.push({ jurisdiction: code, from: start, to: 1 });
  return pieces;
}

/**
 * The carrier's day (carrier settings' time zone; docs/decisions/0070-carriers-day.md) an instant falls in,
 * with the instants it starts and the next one starts. A track's instants come in order: the day is kept
 * while they stay in it, and the zone's offsets are read only when they leave it.
 */
class CarrierDayCursor {
  day = '';
  start = Number.POSITIVE_INFINITY;
  next = Number.NEGATIVE_INFINITY;

  constructor(private readonly timeZone: string) {}

  at(ms: number): this {
    if (ms >= this.start && ms < this.next) return this;
    const midnight = Math.floor((ms + offsetAt(this.timeZone, ms)) / DAY_MS) * DAY_MS;
    this.day = new Date(midnight).toISOString().slice(0, 10);
    this.start = instantOfClock(midnight, this.timeZone);
    this.next = instantOfClock(midnight + DAY_MS, this.timeZone);
    return this;
  }
}

function add(miles: MilesByKey, jurisdiction: string, day: string, value: number): void {
  if (value <= 0) return;
  const key = `${jurisdiction}|${day}`;
  miles.set(key, (miles.get(key) ?? 0) + value);
}

/**
 * Adds the miles of the straight line a → b, split at state lines and, moving at an even speed, at the
 * carrier's midnights (`days`), so that an IFTA quarter's miles end when its purchases do.
 */
function countSegment(a: TrackPoint, b: TrackPoint, miles: MilesByKey, days: CarrierDayCursor): void {
  const total = greatCircleMiles(a, b);
  if (total === 0) return;
  const t0 = a.at.getTime();
  const span = b.at.getTime() - t0;
  for (const piece of splitAtLines(a, b)) {
    let from = piece.from;
    while (from < piece.to) {
      const at = t0 + from * span;
      const { day, next } = days.at(at);
      const to = span > 0 ? Math.min(piece.to, (next - t0) / span) : piece.to;
      add(miles, piece.jurisdiction, day, (to - from) * total);
      from = to <= from ? piece.to : to;
    }
  }
}

const same = (a: TrackPoint, b: TrackPoint) =>
  a.at.getTime() === b.at.getTime() && a.lat === b.lat && a.lon === b.lon;

/**
 * Counts a track, oldest first, from `start` (the last position counted before, if any): each pair of
 * consecutive positions is a straight line counted in its states and the carrier's days (`timeZone`), or a
 * gap listed and not counted. A position repeated (same time and place) counts once.
 */
export function countTrack(
  start: TrackPoint | undefined,
  points: ReadonlyArray<TrackPoint>,
  timeZone: string,
): CountedTrack {
  const miles: MilesByKey = new Map();
  const days = new CarrierDayCursor(timeZone);
  const gaps: Gap[] = [];
  let last = start;
  let counted = 0;
  for (const point of points) {
    if (last && same(last, point)) continue;
    counted++;
    if (last) {
      const distance = greatCircleMiles(last, point);
      if (distance > GAP_MILES || point.at.getTime() - last.at.getTime() > GAP_MS)
        gaps.push({ from: last, to: point, miles: distance });
      else countSegment(last, point, miles, days);
    }
    last = point;
  }
  return { miles, gaps, last, counted };
}
