import { LOAD_STATUS } from '@fletx/contract/load-status';
import { inArray, sql } from 'drizzle-orm';
import { driverInformation, loads } from '../db/schema';
import type { Services } from '../services';

/**
 * The demo drivers' ownership (the driver form's Company driver / Driver Owner / Owned by third party): who
 * drives the carrier's trucks and who runs a truck at its owner's cost (docs/product.md "Profit"), so that
 * the demo's pay, fuel and shop visits follow the same split the Profit screen makes.
 */
export async function demoOwnership(services: Pick<Services, 'uow'>) {
  const rows = await services.uow.db
    .select({ userId: driverInformation.userId })
    .from(driverInformation)
    .where(inArray(driverInformation.ownership, ['driver_owner', 'third_party']));
  const owners = new Set(rows.map((r) => r.userId));
  return {
    /** Whether the driver runs their own truck or a third party's; a truck goes by its driver. */
    ownerOperated: (driverId: number | null | undefined) => owners.has(driverId ?? -1),
  };
}

/** The miles each driver's delivered demo loads ran, loaded (actual, else as typed) and empty. */
export async function deliveredMiles(services: Pick<Services, 'uow'>): Promise<Map<number, number>> {
  const rows = await services.uow.db
    .select({
      driverId: loads.driverId,
      miles: sql<string>`sum(coalesce(${loads.actualMiles}, ${loads.distanceMiles}, 0) + coalesce(${loads.deadheadMiles}, 0))`,
    })
    .from(loads)
    .where(inArray(loads.statusId, [LOAD_STATUS.delivered, LOAD_STATUS.ended, LOAD_STATUS.deliveryApproved]))
    .groupBy(loads.driverId);
  return new Map(rows.map((r) => [r.driverId ?? 0, Number(r.miles)]));
}
