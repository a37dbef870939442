import { addDays } from '@fletx/contract/compliance';
import { odometerBody, scheduleBody } from '@fletx/contract/maintenance';
import type { Clock } from '../lib/clock';
import type { Services } from '../services';

const DAY_MS = 86_400_000;

/**
 * Maintenance of the demo (docs/product.md "Maintenance"): on the newest active trucks and trailer, a schedule that
 * is ok, one due soon by miles and one overdue by days (it blocks dispatch), with the trucks' odometer
 * readings they are measured against.
 */
export async function seedMaintenance(services: Services, clock: Clock, userId: number): Promise<void> {
  const { maintenance } = services;
  const active = <T extends { status: string }>(items: T[]) => items.filter((i) => i.status === 'Active');
  const [first, second] = active((await services.trucks.list({ page: 1, take: 20 })).items);
  const [trailer] = active((await services.trailers.list({ page: 1, take: 20 })).items);
  if (!first || !second || !trailer) return;
  const now = clock.now().getTime();
  const today = new Date(now).toISOString().slice(0, 10);
  const daysAgo = (days: number) => new Date(now - days * DAY_MS).toISOString();
  const read = (unitId: number, miles: number, days: number) =>
    maintenance.record(odometerBody.parse({ unitType: 'truck', unitId, miles, at: daysAgo(days) }), userId);
  const schedule = (values: Record<string, unknown>) => maintenance.create(scheduleBody.parse(values));

  /** A truck's schedule by miles, last done at its first reading (miles, days ago); the second is its latest. */
  const truckByMiles = async (
    unitId: number,
    task: string,
    everyMiles: number,
    done: [miles: number, days: number],
    latest: [miles: number, days: number],
  ) => {
    await read(unitId, ...done);
    await read(unitId, ...latest);
    await schedule({
      unitType: 'truck',
      unitId,
      task,
      everyMiles,
      lastDoneAt: addDays(today, -done[1]),
      lastDoneMiles: done[0],
    });
  };

  await truckByMiles(first.id, 'oil_filter', 25_000, [180_000, 40], [192_350, 1]);
  await truckByMiles(second.id, 'pm_a', 15_000, [300_000, 60], [314_400, 2]);
  await schedule({
    unitType: 'trailer',
    unitId: trailer.id,
    task: 'annual_inspection',
    everyDays: 365,
    lastDoneAt: addDays(today, -370),
    lastDoneMiles: 0,
    blocksDispatch: true,
  });
}
