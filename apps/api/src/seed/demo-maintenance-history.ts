import { workOrderBody } from '@fletx/contract/work-orders';
import type { ManualClock } from '../lib/clock';
import type { Services } from '../services';
import { deliveredMiles, demoOwnership } from './demo-ownership';

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

/** The shop visits of a truck's last months, as a fleet's records read: service, tires, brakes. */
const JOBS = [
  {
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
  {
    vendor: "Love's Truck Care",
    notes: 'Two drive tires worn past 4/32 in.',
    lines: [line('part', 'Drive tire 11R22.5', 2, 389), line('other', 'Mount and balance', 2, 35)],
    downtimeHours: 2,
  },
  {
    vendor: 'Interstate Truck Center',
    notes: 'Rear axle brakes at 25 %: shoes and drums replaced.',
    lines: [line('part', 'Brake shoes and drums, one axle', 1, 640), labor(4)],
    downtimeHours: 8,
  },
  {
    vendor: 'Speedco',
    notes: 'DEF sensor fault light; sensor replaced, codes cleared.',
    lines: [line('part', 'DEF level sensor', 1, 312.4), labor(1.5)],
    downtimeHours: 3,
  },
  {
    vendor: 'Main Street Diesel',
    notes: 'Marker lights and wiper blades replaced at the inspection.',
    lines: [line('part', 'Marker lamp', 2, 18.5), line('part', 'Wiper blades', 2, 24.5), labor(0.5)],
    downtimeHours: 1,
  },
] as const;

/** What a truck's miles wear, dollars a mile: service, tires and repairs over their intervals. */
const WEAR_PER_MILE = 0.15;

/**
 * The done work orders of the active trucks' last four months (docs/product.md "Maintenance"), each opened,
 * started and finished on its own day, so that the trucks' maintenance costs and the profit report's
 * maintenance column show figures in the demo. The owner-operators' trucks have a fleet's record of
 * services and repairs (the carrier keeps it for their schedules; the cost is the owners'); the carrier's
 * own trucks, which run only the demo's few loads, the visits those loads' miles wear (WEAR_PER_MILE): a
 * small job, a service, or a service and a repair. Written on the seed's clock, set back to where it was
 * after.
 */
export async function seedMaintenanceHistory(
  services: Services,
  clock: ManualClock,
  userId: number,
): Promise<void> {
  const now = clock.now();
  const trucks = (await services.trucks.list({ page: 1, take: 50 })).items.filter(
    (t) => t.status === 'Active',
  );
  const { ownerOperated } = await demoOwnership(services);
  const miles = await deliveredMiles(services);
  // The newest trucks keep the maintenance stories of seed/demo-maintenance.ts to themselves.
  for (const [i, truck] of trucks.slice(2).entries()) {
    // Owner-operated: two services months apart and a repair in the last four weeks (the profit report's
    // default period). The carrier's: what its miles wear, in those weeks.
    const wear = (miles.get(truck.user_id ?? 0) ?? 0) * WEAR_PER_MILE;
    const visits = ownerOperated(truck.user_id)
      ? [
          { daysAgo: 100 + (i % 5) * 3, job: JOBS[0] },
          { daysAgo: 40 - (i % 6) * 3, job: JOBS[0] },
          { daysAgo: 6 + (i % 6) * 4, job: JOBS[1 + (i % 3)] },
          ...(i % 4 === 0 ? [{ daysAgo: 70, job: JOBS[1 + ((i + 1) % 3)] }] : []),
        ]
      : [
          { daysAgo: 8 + (i % 5) * 4, job: wear < 400 ? JOBS[4] : JOBS[0] },
          ...(wear >= 900 ? [{ daysAgo: 3, job: JOBS[3] }] : []),
        ];
    for (const { daysAgo, job } of visits) {
      if (!job) continue;
      const opened = now.getTime() - daysAgo * DAY_MS + 7 * HOUR_MS;
      const body = workOrderBody.parse({ unitType: 'truck', unitId: truck.id, ...job });
      clock.set(new Date(opened));
      const { data } = await services.workOrders.create(body);
      clock.set(new Date(opened + HOUR_MS));
      await services.workOrders.update(data.id, { ...body, status: 'in_progress' }, undefined, userId);
      clock.set(new Date(opened + (1 + job.downtimeHours) * HOUR_MS));
      await services.workOrders.update(data.id, { ...body, status: 'done' }, undefined, userId);
    }
  }
  clock.set(now);
}
