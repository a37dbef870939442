import { describe, expect, it } from 'vitest';
import { zipCentroid } from '../src/lib/zip-centroids';
import { estimatedRoadMiles } from '../src/modules/miles/planned-miles';
import { driverLane, LANES, laneMiles, legMiles } from '../src/seed/demo-lanes';
import {
  REPAIR_EVERY_MILES,
  SERVICE_EVERY_MILES,
  SHOP_JOBS,
  shopVisits,
} from '../src/seed/demo-maintenance-history';

describe("the demo lanes' legs (seed/demo-lanes.ts)", () => {
  it("gives each leg, out and back, the miles its own ZIP codes are apart (the app's estimate, within 15 %)", () => {
    const misfits: string[] = [];
    for (let lane = 0; lane < LANES.length; lane++)
      for (const k of [0, 1]) {
        const [, pc, , pz, , dc, , dz, miles] = driverLane(lane, k);
        const [from, to] = [zipCentroid(pz), zipCentroid(dz)];
        const estimate = from && to ? estimatedRoadMiles(from, to) : 0;
        if (Math.abs(miles - estimate) > 0.15 * estimate)
          misfits.push(`${pc} to ${dc}: ${miles} for ${estimate}`);
      }
    expect(misfits).toEqual([]);
  });

  it("gives a lane's trips on the drivers' days its longer leg's time, and counts legs back from the trip under way", () => {
    for (let lane = 0; lane < LANES.length; lane++) {
      expect(laneMiles(lane)).toBe(Math.max(legMiles(lane, 0), legMiles(lane, 1)));
      expect(driverLane(lane, -1)).toBe(driverLane(lane, 1));
      expect(driverLane(lane, -2)).toBe(driverLane(lane, 0));
    }
  });
});

describe("a demo truck's shop history (seed/demo-maintenance-history.ts)", () => {
  const DAYS = 91;
  const trucks = Array.from({ length: 30 }, (_, index) => ({
    index,
    milesPerDay: [140, 230, 330][index % 3] ?? 0,
    inspectedDaysAgo: index % 5 === 0 ? null : 20 + index * 9,
    servicedDaysAgo: index === 7 ? 40 : null,
  }));

  it('visits the shop over the whole past, one visit a day, a service every 25,000 miles', () => {
    for (const truck of trucks) {
      const visits = shopVisits(truck, DAYS);
      const days = visits.map((v) => v.daysAgo);
      expect(new Set(days).size, `truck ${truck.index}`).toBe(days.length);
      expect(Math.max(...days), `truck ${truck.index}`).toBeLessThan(DAYS + 3);
      expect(Math.min(...days), `truck ${truck.index}`).toBeGreaterThanOrEqual(1);
      // More than a month back and in the last month's weeks too, so 4 and 13 weeks read different costs.
      expect(days.some((d) => d > 28 && d < DAYS)).toBe(true);
      const services = visits.filter((v) => v.job === SHOP_JOBS.service).map((v) => v.daysAgo);
      for (let k = 1; k < services.length; k++) {
        const miles = ((services[k - 1] ?? 0) - (services[k] ?? 0)) * truck.milesPerDay;
        expect(Math.abs(miles - SERVICE_EVERY_MILES)).toBeLessThanOrEqual(2 * truck.milesPerDay);
      }
      // A repair about every 9,000 miles: the 13 weeks' miles over that, give or take one.
      const repairs = visits.filter((v) => v.job !== SHOP_JOBS.service && v.job !== SHOP_JOBS.annual);
      const expected = (DAYS * truck.milesPerDay) / REPAIR_EVERY_MILES;
      expect(Math.abs(repairs.length - expected), `truck ${truck.index}`).toBeLessThanOrEqual(1);
      if (truck.servicedDaysAgo !== null) {
        expect(services).toEqual([]);
        expect(days).not.toContain(truck.servicedDaysAgo);
      }
    }
  });

  it('takes each truck to its DOT annual inspection on the day its record has, within the past', () => {
    for (const truck of trucks) {
      const annual = shopVisits(truck, DAYS).filter((v) => v.job === SHOP_JOBS.annual);
      const within = truck.inspectedDaysAgo !== null && truck.inspectedDaysAgo < DAYS;
      expect(annual.map((v) => v.daysAgo)).toEqual(within ? [truck.inspectedDaysAgo] : []);
    }
  });

  it('services most trucks in the past weeks: what about 21,000 miles in 13 weeks asks', () => {
    const serviced = trucks.filter((t) => shopVisits(t, DAYS).some((v) => v.job === SHOP_JOBS.service));
    expect(serviced.length).toBeGreaterThan(trucks.length / 2);
  });
});
