import { addDays, utcDay } from '@fletx/contract/compliance';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { periodStartOf } from '@fletx/contract/settlements';
import { describe, expect, it } from 'vitest';
import { historyTrips, tripsPerWeek } from '../src/seed/demo-history';
import { demoLaneIndexes, driverLane, laneMiles } from '../src/seed/demo-lanes';
import { type DemoSlot, tripSpan } from '../src/seed/demo-schedule';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DRIVERS = 14;
// The demo's split: a company driver, then two owner-operators, in turn (seed/demo.ts `driverBody`).
const lanes = demoLaneIndexes(Array.from({ length: DRIVERS }, (_, d) => d % 3 !== 0));
const milesOf = (driver: number) => laneMiles(lanes[driver] ?? 0);

/** The week's trips (one a driver, from 2 to 6 days back) and two past months' loads, as the seed has them. */
function demoDays(now: Date) {
  const plan = new Map<number, { driver: number; start: number }>();
  for (let d = 0; d < DRIVERS; d++)
    plan.set(d, { driver: d, start: now.getTime() - (2 + (d % 5)) * DAY - (d % 7) * HOUR });
  const fixed = (i: number, driver: number, daysAgo: number): DemoSlot => {
    const from = now.getTime() - daysAgo * DAY;
    const target = LOAD_STATUS.deliveryApproved;
    return { i, target, reach: target, miles: milesOf(driver), fixed: { driver, from, to: from + 2 * DAY } };
  };
  return { plan, slots: [fixed(100, 3, 44), fixed(101, 5, 17)] };
}

describe("the demo carrier's past weeks (seed/demo-history.ts)", () => {
  for (const now of [new Date('2026-11-30T04:41:00Z'), new Date('2027-03-11T22:15:00Z')]) {
    const { plan, slots } = demoDays(now);
    const trips = historyTrips(slots, plan, DRIVERS, milesOf, now, 13);
    const first = periodStartOf(addDays(utcDay(now), -7 * 13));

    it(`gives each driver a steady week of their lane in each of the 13 weeks (${now.toISOString()})`, () => {
      for (let d = 0; d < DRIVERS; d++) {
        const theirs = trips.filter((t) => t.driver === d);
        const perWeek = Array.from({ length: 12 }, (_, w) => {
          const week = addDays(first, 7 * w);
          return theirs.filter((t) => periodStartOf(new Date(t.start)) === week);
        });
        // The weeks before the one the board shows: full, but for a week with a past month's load in it.
        const full = tripsPerWeek(milesOf(d));
        for (const [w, list] of perWeek.entries()) {
          expect(list.length, `driver ${d} week ${w}`).toBeGreaterThanOrEqual(Math.max(1, full - 1));
          expect(list.length, `driver ${d} week ${w}`).toBeLessThanOrEqual(full + 1);
        }
        // A small carrier's truck: about $2,000–4,500 of freight a week, out and back on its lane.
        const rates = [0, 1].map((k) => driverLane(lanes[d] ?? 0, k)[9]);
        const week = (full * ((rates[0] ?? 0) + (rates[1] ?? 0))) / 2;
        expect(week, `driver ${d}`).toBeGreaterThan(2000);
        expect(week, `driver ${d}`).toBeLessThan(4500);
      }
    });

    it(`never overlaps a driver's other days and ends before the week's trips (${now.toISOString()})`, () => {
      for (let d = 0; d < DRIVERS; d++) {
        const spans = trips.filter((t) => t.driver === d).map((t) => tripSpan(t.start, milesOf(d)));
        const others = [
          ...slots.flatMap((s) => (s.fixed?.driver === d ? [s.fixed] : [])),
          ...[...plan.values()].filter((p) => p.driver === d).map((p) => tripSpan(p.start, milesOf(d))),
        ];
        const all = [...spans, ...others].sort((a, b) => a.from - b.from);
        for (let k = 1; k < all.length; k++)
          expect(all[k]?.from ?? 0, `driver ${d} trip ${k}`).toBeGreaterThan(all[k - 1]?.to ?? 0);
        const chain = Math.min(...others.filter((o) => !slots.some((s) => s.fixed === o)).map((o) => o.from));
        expect(Math.max(...spans.map((s) => s.to))).toBeLessThan(chain);
        expect(Math.min(...spans.map((s) => s.from))).toBeGreaterThanOrEqual(
          Date.parse(`${first}T00:00:00Z`),
        );
      }
    });

    it(`is the same on every run (${now.toISOString()})`, () => {
      expect(historyTrips(slots, plan, DRIVERS, milesOf, now, 13)).toEqual(trips);
      expect(historyTrips(slots, plan, DRIVERS, milesOf, now, 0)).toEqual([]);
    });
  }
});
