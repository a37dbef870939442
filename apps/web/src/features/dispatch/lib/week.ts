/**
 * The board's calendar (docs/decisions/0047-dispatch-board.md): days of the carrier's time zone, whose
 * midnights are found with Intl (a day is 23 or 25 hours long across a DST change), and where a time falls
 * across them. Days are `yyyy-MM-dd`; instants are milliseconds. A zone's clock is read as the contract reads a
 * facility's (packages/contract/src/facility-time.ts).
 */
import { dayStartIn } from '@fletx/contract/facility-time';

/** The instant the day starts in the zone. */
export const zonedMidnight = (day: string, timeZone: string): number => dayStartIn(timeZone, day);

/** The day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The Monday of the week of `day`. */
export function mondayOf(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

export { dayIn } from '@fletx/contract/facility-time';

/** The midnights of `days` days from `first` and of the day after: `days + 1` instants. */
export function dayEdges(first: string, days: number, timeZone: string): number[] {
  return Array.from({ length: days + 1 }, (_, i) => zonedMidnight(addDays(first, i), timeZone));
}

/** Where `at` falls in days from the first edge (2.5: noon of the third day), clamped to the period. */
export function dayPosition(at: number, edges: ReadonlyArray<number>): number {
  const last = edges.length - 1;
  if (at <= (edges[0] ?? 0)) return 0;
  if (at >= (edges[last] ?? 0)) return last;
  for (let i = 0; i < last; i++) {
    const start = edges[i] as number;
    const end = edges[i + 1] as number;
    if (at < end) return i + (at - start) / (end - start);
  }
  return last;
}

/** A bar's left edge and width, in percent of the period; null when it runs outside the period. */
export function barPlacement(
  start: number,
  end: number,
  edges: ReadonlyArray<number>,
): { left: number; width: number } | null {
  const days = edges.length - 1;
  if (end <= (edges[0] ?? 0) || start >= (edges[days] ?? 0) || end <= start) return null;
  const from = dayPosition(start, edges);
  const to = dayPosition(end, edges);
  return { left: (from / days) * 100, width: ((to - from) / days) * 100 };
}
