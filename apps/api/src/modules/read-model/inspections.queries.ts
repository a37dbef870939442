import { and, desc, eq, not } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { trailers, vehicles } from '../../db/schema';

/**
 * What the inspections module reads of the equipment (docs/product.md "Inspections (DVIR)"): which truck a
 * driver has and which trailers are hitched to it. Read only; the trucks and trailers modules write them.
 */
export class InspectionsQueries extends Repository {
  /** The driver's current truck (the newest one not deleted, as the drivers list shows it), if any. */
  async currentTruckOf(driverId: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.driverId, driverId), not(vehicles.isDeleted)))
      .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
      .limit(1);
    return row?.id;
  }

  /** Whether the trailer (not deleted) is hitched to the truck. */
  async trailerOnTruck(trailerId: number, truckId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: trailers.id })
      .from(trailers)
      .where(and(eq(trailers.id, trailerId), eq(trailers.vehicleId, truckId), not(trailers.isDeleted)))
      .limit(1);
    return row !== undefined;
  }
}
