import { addDays } from '@fletx/contract/compliance';
import { DRIVER_STATUS } from '@fletx/contract/drivers';
import { odometerBody, scheduleBody } from '@fletx/contract/maintenance';
import { trailerBody } from '@fletx/contract/trailers';
import { workOrderBody } from '@fletx/contract/work-orders';
import type { ManualClock } from '../lib/clock';
import type { Services } from '../services';
import { seedInspections } from './demo-inspections';
import { type DemoStoryTruck, SHOP_JOBS, shopVisit } from './demo-maintenance-history';

const DAY_MS = 86_400_000;

/**
 * Maintenance of the demo (docs/product.md "Maintenance"): on the newest active trucks and trailer, a schedule
 * that is ok, one due soon by miles and one overdue by days (it blocks dispatch), with the trucks' odometer
 * readings they are measured against. The due and the overdue ones show on the Compliance list too; work orders
 * done (it repairs the defect of a driver's report, seed/demo-inspections.ts), in progress and open. Each
 * schedule's last service is a done work order of that day at those miles. Answers the two trucks, for their
 * shop history to fit them (demo-maintenance-history.ts).
 */
export async function seedMaintenance(
  services: Services,
  clock: ManualClock,
  userId: number,
): Promise<Map<number, DemoStoryTruck>> {
  const stories = new Map<number, DemoStoryTruck>();
  const { maintenance } = services;
  const active = <T extends { status: string }>(items: T[]) => items.filter((i) => i.status === 'Active');
  // The newest trucks whose drivers are approved: the first one's driver files its inspections.
  const approved = new Set(
    (await services.loadDriverQueries.driversWithStatus(DRIVER_STATUS.active)).map((d) => d.id),
  );
  const [first, second] = active((await services.trucks.list({ page: 1, take: 20 })).items).filter((t) =>
    approved.has(t.user_id),
  );
  const [trailer] = active((await services.trailers.list({ page: 1, take: 20 })).items);
  if (!first || !second || !trailer) return stories;
  const now = clock.now().getTime();
  const today = new Date(now).toISOString().slice(0, 10);
  const daysAgo = (days: number) => new Date(now - days * DAY_MS).toISOString();
  const read = (unitId: number, miles: number, days: number) =>
    maintenance.record(odometerBody.parse({ unitType: 'truck', unitId, miles, at: daysAgo(days) }), userId);
  const schedule = (values: Record<string, unknown>) => maintenance.create(scheduleBody.parse(values));

  // A truck's task every `everyMiles`, last done `days` ago `run` miles before the odometer its record has,
  // read then and now (at the record's). The latest reading is taken now: the current odometer adds the GPS
  // miles since the latest reading (docs/decisions/0042-maintenance-and-inspections.md "Since"), and the
  // demo's trips must not move the states. Answers the odometer now.
  const truckTask = async (unitId: number, task: string, everyMiles: number, days: number, run: number) => {
    const odometer = (await services.trucks.get(unitId)).odometers;
    const doneAt = odometer - run;
    await read(unitId, doneAt, days);
    await read(unitId, odometer, 0);
    await schedule({
      unitType: 'truck',
      unitId,
      task,
      everyMiles,
      lastDoneAt: addDays(today, -days),
      lastDoneMiles: doneAt,
    });
    const visit = { truckId: unitId, day: addDays(today, -days), job: SHOP_JOBS.service };
    await shopVisit(services, clock, userId, visit, () => doneAt);
    clock.set(new Date(now));
    stories.set(unitId, { miles: odometer, milesPerDay: run / days, servicedDaysAgo: days });
    return odometer;
  };
  // Ok (12,350 of 25,000 miles run) and due soon (14,400 of 15,000).
  const miles = await truckTask(first.id, 'oil_filter', 25_000, 40, 12_350);
  await truckTask(second.id, 'pm_a', 15_000, 60, 14_400);
  const driver = { driverId: first.user_id, driverName: first.user_name };
  const reported = await seedInspections(services, clock, { id: first.id, ...driver, miles });
  // The trailer's record says the same day as its schedule: one inspection, overdue on both screens.
  const inspected = addDays(today, -370);
  await schedule({
    unitType: 'trailer',
    unitId: trailer.id,
    task: 'annual_inspection',
    everyDays: 365,
    lastDoneAt: inspected,
    lastDoneMiles: 0,
    blocksDispatch: true,
  });
  const record = await services.trailers.get(trailer.id);
  await services.trailers.update(
    trailer.id,
    trailerBody.parse({ ...record, annual_inspection_date: inspected }),
  );

  // An order is created, then moved forward with the same body (a work order moves open → in progress → done).
  const order = async (values: Record<string, unknown>, status?: 'in_progress' | 'done') => {
    const body = workOrderBody.parse(values);
    const { data } = await services.workOrders.create(body);
    if (status) await services.workOrders.update(data.id, { ...body, status }, undefined, userId);
  };
  const line = (kind: string, description: string, quantity: number, unitPrice: number) => ({
    kind,
    description,
    quantity,
    unitPrice,
  });
  const truck = (unitId: number, vendor: string) => ({ unitType: 'truck', unitId, vendor });
  const labor = (hours: number) => line('labor', 'Labor', hours, 120);
  await order(
    {
      ...truck(first.id, 'Main Street Diesel'),
      defectIds: reported ? [reported.wipersDefectId] : [],
      lines: [line('part', 'Wiper blades', 2, 24.5), labor(0.5)],
    },
    'done',
  );
  const brakes = [line('part', 'Brake chamber', 1, 189.99), labor(2.25)];
  await order(
    { ...truck(second.id, 'Interstate Truck Center'), lines: brakes, downtimeHours: 6 },
    'in_progress',
  );
  await order({
    unitType: 'trailer',
    unitId: trailer.id,
    vendor: 'Lone Star Tire',
    lines: [line('part', 'Steer tire 295/75R22.5', 2, 412)],
    notes: 'Annual inspection found the tread below 4/32 in.',
  });
  return stories;
}
