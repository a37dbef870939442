import { addDays, utcDay } from '@fletx/contract/compliance';
import { periodStartOf } from '@fletx/contract/settlements';
import { DEMO_TIME_OFF, type DemoSlot, timeOffSpan, tripSpan } from './demo-schedule';

/**
 * The demo carrier's past (docs/product.md "Profit"): before the week the dispatch board shows
 * (demo-schedule.ts), each approved driver ran their own lane out and back week after week, so that the
 * Profit, IFTA, invoices and settlements screens read a carrier with a steady past, not one that started last
 * week. These trips are laid out here, from the Monday `weeks` weeks before today's up to the first trip of
 * the driver's week; the loads are then entered at once, delivered and approved as the week's are, with a
 * track (demo-past.ts), and invoiced, paid and settled by the seed's later steps (docs/performance.md,
 * "Session 31: the demo's past, made").
 */

/** The past weeks the demo makes (13 is the Profit screen's "Last 13 weeks"). */
export const DEMO_PAST_WEEKS = 13;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The rest between two trips of a driver's past, at least. */
const REST = 10 * HOUR;

/**
 * A driver's trips a week on a lane of `miles`: about 1,600 miles a week, as a small carrier's truck runs
 * (two trips on the long lanes, four on the short ones, one on the cross-country one).
 */
export const tripsPerWeek = (miles: number) => Math.min(4, Math.max(1, Math.round(1_600 / miles)));

/**
 * The past trips of each driver: accepted (ms) at an even pace through each week, none overlapping what is
 * on the driver's days already — the past months' loads (`slots`' fixed ones), the time off, and the week's
 * trips the schedule placed (`plan`), which they all end before.
 */
export function historyTrips(
  slots: ReadonlyArray<DemoSlot>,
  plan: ReadonlyMap<number, { driver: number; start: number }>,
  drivers: number,
  milesOf: (driver: number) => number,
  now: Date,
  weeks: number,
): Array<{ driver: number; start: number }> {
  if (weeks <= 0) return [];
  const first = Date.parse(`${periodStartOf(addDays(utcDay(now), -7 * weeks))}T00:00:00Z`);
  const busy: Array<Array<{ from: number; to: number }>> = Array.from({ length: drivers }, () => []);
  const chainStart: number[] = Array(drivers).fill(now.getTime() - DAY);
  for (const off of DEMO_TIME_OFF) if (off.driver < drivers) busy[off.driver]?.push(timeOffSpan(now, off));
  for (const slot of slots) if (slot.fixed) busy[slot.fixed.driver]?.push(slot.fixed);
  for (const { driver, start } of plan.values())
    chainStart[driver] = Math.min(chainStart[driver] ?? 0, tripSpan(start, milesOf(driver)).from);

  const trips: Array<{ driver: number; start: number }> = [];
  for (let d = 0; d < drivers; d++) {
    const miles = milesOf(d);
    const pace = (7 * DAY) / tripsPerWeek(miles);
    const span = tripSpan(0, miles);
    // Each driver's week starts on a day and hour of their own (Monday to Wednesday, early morning UTC).
    const end = (chainStart[d] ?? 0) - REST;
    for (let start = first + ((d * 17) % 60) * HOUR + 6 * HOUR; start + span.to <= end; start += pace) {
      const from = start + span.from - REST;
      const to = start + span.to + REST;
      if ((busy[d] ?? []).some((b) => b.from < to && b.to > from)) continue;
      trips.push({ driver: d, start });
    }
  }
  return trips;
}
