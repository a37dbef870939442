import type { UnitType } from '@fletx/contract/inspections';
import { and, asc, desc, eq, not } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { inspectionDefects, trailers, vehicles } from '../../db/schema';
import { anyRow } from '../../lib/row-checks';

/**
 * What the inspections module reads of the equipment (docs/product.md "Inspections (DVIR)"): which truck a
 * driver has and which trailers are hitched to it; and, for the dispatch block, a unit's open out-of-service
 * defects. Read only; the trucks, trailers and inspections modules write them.
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

  /** The driver's current truck (as `currentTruckOf` finds it) and the trailers hitched to it. */
  async unitsOf(driverId: number) {
    const [truck] = await this.db
      .select({ id: vehicles.id, number: vehicles.unitNumber, plate: vehicles.plateNumber })
      .from(vehicles)
      .where(and(eq(vehicles.driverId, driverId), not(vehicles.isDeleted)))
      .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
      .limit(1);
    if (!truck) return { truck: null, trailers: [] };
    const hitched = await this.db
      .select({ id: trailers.id, number: trailers.trailerNumber, plate: trailers.plateNumber })
      .from(trailers)
      .where(and(eq(trailers.vehicleId, truck.id), not(trailers.isDeleted)))
      .orderBy(asc(trailers.id));
    return { truck, trailers: hitched };
  }

  /** Whether the trailer (not deleted) is hitched to the truck. */
  trailerOnTruck(trailerId: number, truckId: number): Promise<boolean> {
    const where = and(eq(trailers.id, trailerId), eq(trailers.vehicleId, truckId), not(trailers.isDeleted));
    return anyRow(this.db, trailers, where);
  }

  /** The unit's open out-of-service defects, oldest first (inspection_defects_unit_status_idx). */
  openOutOfServiceDefects(unitType: UnitType, unitId: number) {
    return this.db
      .select({ id: inspectionDefects.id, item: inspectionDefects.item, note: inspectionDefects.note })
      .from(inspectionDefects)
      .where(
        and(
          eq(inspectionDefects.unitType, unitType),
          eq(inspectionDefects.unitId, unitId),
          openOutOfService(),
        ),
      )
      .orderBy(asc(inspectionDefects.id));
  }

  /**
   * Every unit's open out-of-service defects in one read, oldest first, for the states of many drivers at once
   * (the dispatch board, the load form's driver select).
   */
  everyOpenOutOfServiceDefect() {
    return this.db
      .select({
        unitType: inspectionDefects.unitType,
        unitId: inspectionDefects.unitId,
        id: inspectionDefects.id,
        item: inspectionDefects.item,
        note: inspectionDefects.note,
      })
      .from(inspectionDefects)
      .where(openOutOfService())
      .orderBy(asc(inspectionDefects.id));
  }
}

/** A defect that still stops the unit: out of service and not yet repaired. */
const openOutOfService = () =>
  and(eq(inspectionDefects.status, 'open'), eq(inspectionDefects.severity, 'out_of_service'));
