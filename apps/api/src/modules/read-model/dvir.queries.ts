import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { inspections, trailers, users, vehicles } from '../../db/schema';

const nameOf = (row: { firstName: string | null; lastName: string | null }) =>
  `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();

/**
 * What the printable DVIR names besides the report itself (docs/product.md "Inspections (DVIR)"): the people
 * by name, the truck and trailer by the numbers painted on them, and the next driver's review of the report
 * (49 CFR 396.13: the next pre-trip report of the truck). Read only; the users, trucks, trailers and
 * inspections modules write them.
 */
export class DvirQueries extends Repository {
  /** Users' names by id (a deleted user is left out). */
  async userNames(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, ids));
    return new Map(rows.map((row) => [row.id, nameOf(row)]));
  }

  /** The numbers painted on the truck and on the trailer (null without one); undefined for no such truck. */
  async unitNumbers(truckId: number, trailerId: number | null) {
    const [row] = await this.db
      .select({ truck: vehicles.unitNumber, trailer: trailers.trailerNumber })
      .from(vehicles)
      .leftJoin(trailers, eq(trailers.id, trailerId ?? 0))
      .where(eq(vehicles.id, truckId));
    return row;
  }

  /** The first pre-trip report of the truck after `at` (inspections_truck_at_idx), with its driver's name. */
  async nextPreTrip(truckId: number, at: Date) {
    const [row] = await this.db
      .select({
        id: inspections.id,
        at: inspections.at,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(inspections)
      .leftJoin(users, eq(users.id, inspections.driverId))
      .where(and(eq(inspections.truckId, truckId), gt(inspections.at, at), eq(inspections.kind, 'pre_trip')))
      .orderBy(asc(inspections.at), asc(inspections.id))
      .limit(1);
    return row && { id: row.id, at: row.at, driverName: nameOf(row) };
  }
}
