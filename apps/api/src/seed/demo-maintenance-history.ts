import { addDays, utcDay } from '@fletx/contract/compliance';
import { workOrderBody } from '@fletx/contract/work-orders';
import type { ManualClock } from '../lib/clock';
import type { Services } from '../services';
import { DEMO_PAST_WEEKS } from './demo-history';
import { deliveredMiles } from './demo-ownership';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const line = (
  kind: 'part' | 'labor' | 'other',
  description: string,
  quantity: number,
  unitPrice: number,
) => ({
  kind,
  description,
  quantity,
  unitPrice,
});
const labor = (hours: number) => line('labor', 'Labor', hours, 125);

/** The shop visits a fleet's records read: services, the annual inspection, tires, brakes, small repairs. */
export const SHOP_JOBS = {
  service: {
    vendor: 'Main Street Diesel',
    notes: 'PM-A: oil and filters, chassis lube, inspection.',
    lines: [
      line('part', 'Engine oil 15W-40', 11, 18.5),
      line('part', 'Oil filter', 1, 42.75),
      line('part', 'Fuel filters', 2, 38.9),
      labor(2.5),
    ],
    downtimeHours: 4,
  },
  annual: {
    vendor: 'Main Street Diesel',
    notes: 'DOT annual inspection: passed, decal applied.',
    lines: [line('other', 'DOT annual inspection', 1, 150), labor(0.5)],
    downtimeHours: 2,
  },
  tires: {
    vendor: "Love's Truck Care",
    notes: 'Two drive tires worn past 4/32 in.',
    lines: [line('part', 'Drive tire 11R22.5', 2, 389), line('other', 'Mount and balance', 2, 35)],
    downtimeHours: 2,
  },
  brakes: {
    vendor: 'Interstate Truck Center',
    notes: 'Rear axle brakes at 25 %: shoes and drums replaced.',
    lines: [line('part', 'Brake shoes and drums, one axle', 1, 640), labor(4)],
    downtimeHours: 8,
  },
  sensor: {
    vendor: 'Speedco',
    notes: 'DEF sensor fault light; sensor replaced, codes cleared.',
    lines: [line('part', 'DEF level sensor', 1, 312.4), labor(1.5)],
    downtimeHours: 3,
  },
  lights: {
    vendor: 'Main Street Diesel',
    notes: 'Marker lights and wiper blades replaced.',
    lines: [line('part', 'Marker lamp', 2, 18.5), line('part', 'Wiper blades', 2, 24.5), labor(0.5)],
    downtimeHours: 1,
  },
  airLeak: {
    vendor: 'TA Truck Service',
    notes: 'Air leak at the trailer supply line: gladhand seals and hose replaced.',
    lines: [line('part', 'Gladhand seals', 2, 6.5), line('part', 'Air hose 15 ft', 1, 64), labor(1)],
    downtimeHours: 1.5,
  },
} as const;
export type ShopJob = (typeof SHOP_JOBS)[keyof typeof SHOP_JOBS];

/** A truck's preventive service interval, miles (decision 0042's schedules count the same way). */
export const SERVICE_EVERY_MILES = 25_000;
/** Miles between a truck's repairs, about: tires, an air leak, brakes, lights, a sensor in turn. */
export const REPAIR_EVERY_MILES = 9_000;
const REPAIRS = [SHOP_JOBS.tires, SHOP_JOBS.airLeak, SHOP_JOBS.brakes, SHOP_JOBS.lights, SHOP_JOBS.sensor];

/** What the history reads of a truck: its place in the list, miles a day, the last inspection's days ago. */
export interface ShopTruck {
  index: number;
  milesPerDay: number;
  inspectedDaysAgo: number | null;
  /**
   * A truck of the maintenance stories (demo-maintenance.ts): the days ago of its service, the one its
   * schedule was last done by, made there; null for the others, whose services are made here.
   */
  servicedDaysAgo: number | null;
}

/**
 * A truck's shop visits over the past `days` (days ago, the oldest first): a service each time its miles
 * reach the interval, a repair each time they reach the repairs' (tires, an air leak, brakes… in turn), and
 * its DOT annual inspection on the day its record has.
 */
export function shopVisits(truck: ShopTruck, days: number): Array<{ daysAgo: number; job: ShopJob }> {
  const { index: i, milesPerDay } = truck;
  const visits: Array<{ daysAgo: number; job: ShopJob }> = [];
  /** Each time the truck's miles reach `every` again, the part of it run before the past began its own. */
  const byMiles = (every: number, runBefore: number, job: (n: number) => ShopJob | undefined) => {
    if (milesPerDay <= 0) return;
    for (
      let ago = days - (every - runBefore) / milesPerDay, n = 0;
      ago >= 1;
      ago -= every / milesPerDay, n++
    ) {
      const made = job(n);
      if (made) visits.push({ daysAgo: Math.round(ago), job: made });
    }
  };
  if (truck.servicedDaysAgo === null)
    byMiles(SERVICE_EVERY_MILES, (i * 9_157) % SERVICE_EVERY_MILES, () => SHOP_JOBS.service);
  byMiles(REPAIR_EVERY_MILES, (i * 3_701) % REPAIR_EVERY_MILES, (n) => REPAIRS[(i + n) % REPAIRS.length]);
  // A truck that ran little still has had a repair more than a month back.
  if (!visits.some((v) => v.daysAgo > 28 && v.job !== SHOP_JOBS.service))
    visits.push({
      daysAgo: 29 + ((i * 23) % (days - 35)),
      job: REPAIRS[i % REPAIRS.length] ?? SHOP_JOBS.tires,
    });
  // One visit a day, the annual inspection's on the day its record has: another falling on a day taken is
  // done the day before (an odometer reading a day is what the readings' order keeps simple).
  const inspected = truck.inspectedDaysAgo;
  const fixed = inspected !== null && inspected >= 1 && inspected < days ? inspected : undefined;
  const taken = new Set([fixed, truck.servicedDaysAgo ?? undefined]);
  for (const v of visits.sort((a, b) => b.daysAgo - a.daysAgo)) {
    while (taken.has(v.daysAgo)) v.daysAgo += 1;
    taken.add(v.daysAgo);
  }
  if (fixed !== undefined) visits.push({ daysAgo: fixed, job: SHOP_JOBS.annual });
  return visits.sort((a, b) => b.daysAgo - a.daysAgo);
}

/**
 * The done work orders of the active trucks over the demo's past weeks (docs/product.md "Maintenance"; the
 * trips of demo-history.ts run them), each opened, started and finished on its own day at the truck's
 * odometer then, so that a truck's costs, the maintenance screens and Profit's maintenance read a shop
 * history for 4 and for 13 weeks alike. The owner-operators' trucks have the same record (the carrier keeps
 * it for their schedules; the cost is the owners'). Written on the seed's clock, set back to where it was
 * after. `stories`: the trucks of demo-maintenance.ts, with their odometer readings.
 */
export async function seedMaintenanceHistory(
  services: Services,
  clock: ManualClock,
  userId: number,
  stories: ReadonlyMap<number, DemoStoryTruck>,
): Promise<void> {
  const now = clock.now();
  const today = utcDay(now);
  const days = DEMO_PAST_WEEKS * 7;
  const trucks = (await services.trucks.list({ page: 1, take: 50 })).items.filter(
    (t) => t.status === 'Active',
  );
  const miles = await deliveredMiles(services);
  for (const [index, row] of trucks.entries()) {
    const truck = await services.trucks.get(row.id);
    const story = stories.get(truck.id);
    // The odometer now: the story trucks' latest reading, else the truck's record.
    const odometer = story?.miles ?? truck.odometers;
    const milesPerDay = story?.milesPerDay ?? (miles.get(truck.user_id ?? 0) ?? 0) / (days + 7);
    const inspectedDaysAgo =
      truck.annual_inspection_date === null
        ? null
        : Math.round((Date.parse(today) - Date.parse(truck.annual_inspection_date)) / DAY_MS);
    const servicedDaysAgo = story?.servicedDaysAgo ?? null;
    const visits = shopVisits({ index, milesPerDay, inspectedDaysAgo, servicedDaysAgo }, days);
    for (const { daysAgo, job } of visits) {
      const run = (at: number) => Math.ceil(((now.getTime() - at) / DAY_MS) * milesPerDay);
      await shopVisit(
        services,
        clock,
        userId,
        { truckId: truck.id, day: addDays(today, -daysAgo), job },
        (at) => Math.max(0, odometer - run(at)),
      );
    }
  }
  clock.set(now);
}

/** A truck of the maintenance stories: its odometer now, its miles a day, when its service was done. */
export interface DemoStoryTruck {
  miles: number;
  milesPerDay: number;
  servicedDaysAgo: number;
}

/**
 * A done work order of a truck: opened at 8 in the morning, Central time, on `day`, started an hour later and
 * done after its downtime, that day on every mainland clock, at the odometer `odometerAt` its done time.
 * Leaves the seed's clock at the done time.
 */
export async function shopVisit(
  services: Pick<Services, 'workOrders'>,
  clock: ManualClock,
  userId: number,
  visit: { truckId: number; day: string; job: ShopJob },
  odometerAt: (at: number) => number,
): Promise<void> {
  const { job } = visit;
  const opened = Date.parse(`${visit.day}T13:00:00Z`);
  const done = opened + (1 + job.downtimeHours) * HOUR_MS;
  const body = workOrderBody.parse({
    unitType: 'truck',
    unitId: visit.truckId,
    ...job,
    odometer: odometerAt(done),
  });
  clock.set(new Date(opened));
  const { data } = await services.workOrders.create(body);
  clock.set(new Date(opened + HOUR_MS));
  await services.workOrders.update(data.id, { ...body, status: 'in_progress' }, undefined, userId);
  clock.set(new Date(done));
  await services.workOrders.update(data.id, { ...body, status: 'done' }, undefined, userId);
}
