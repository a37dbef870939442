import { and, asc, desc, eq, gte, inArray, lt, lte, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { loads, mileageGaps, stateMiles, vehicles } from '../../db/schema';

/**
 * Miles per jurisdiction over the UTC days `fromDay` … `toDay` (YYYY-MM-DD, both included), largest first:
 * what the IFTA report of a quarter sums (state_miles_day_idx).
 */
export async function stateMilesByJurisdiction(
  db: Db,
  fromDay: string,
  toDay: string,
): Promise<Array<{ jurisdiction: string; miles: number }>> {
  const miles = sql<string>`sum(${stateMiles.miles})`;
  const rows = await db
    .select({ jurisdiction: stateMiles.jurisdiction, miles })
    .from(stateMiles)
    .where(and(gte(stateMiles.day, fromDay), lte(stateMiles.day, toDay)))
    .groupBy(stateMiles.jurisdiction)
    .orderBy(desc(miles), asc(stateMiles.jurisdiction));
  return rows.map((r) => ({ jurisdiction: r.jurisdiction, miles: Number(r.miles) }));
}

/**
 * The gaps that start in [from, to), oldest first (mileage_gaps_from_idx): listed on the IFTA report for a
 * person to review, their miles not counted.
 */
export async function mileageGapsBetween(
  db: Db,
  from: Date,
  to: Date,
): Promise<
  Array<{
    truckId: number;
    loadId: number;
    from: Date;
    to: Date;
    miles: number;
    suggestedMiles: number | null;
  }>
> {
  const rows = await db
    .select()
    .from(mileageGaps)
    .where(and(gte(mileageGaps.fromAt, from), lt(mileageGaps.fromAt, to)))
    .orderBy(asc(mileageGaps.fromAt), asc(mileageGaps.id));
  return rows.map((r) => ({
    truckId: r.truckId,
    loadId: r.loadId,
    from: r.fromAt,
    to: r.toAt,
    miles: Number(r.miles),
    suggestedMiles: r.suggestedMiles === null ? null : Number(r.suggestedMiles),
  }));
}

/** What the miles module reads of loads and trucks (it writes neither). */
export class StateMilesQueries extends Repository {
  /**
   * The truck whose miles a load's positions are: the current truck (not deleted, newest) of the load's
   * driver; undefined without a driver or a truck.
   */
  async truckOfLoad(loadId: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: vehicles.id })
      .from(loads)
      .innerJoin(vehicles, and(eq(vehicles.driverId, loads.driverId), not(vehicles.isDeleted)))
      .where(eq(loads.id, loadId))
      .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
      .limit(1);
    return row?.id;
  }

  /** `truckOfLoad` of many loads at once: the loads whose driver has a truck, by load. */
  async trucksOfLoads(loadIds: ReadonlyArray<number>): Promise<Map<number, number>> {
    if (loadIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([loads.id], { loadId: loads.id, truckId: vehicles.id })
      .from(loads)
      .innerJoin(vehicles, and(eq(vehicles.driverId, loads.driverId), not(vehicles.isDeleted)))
      .where(inArray(loads.id, [...loadIds]))
      .orderBy(loads.id, desc(vehicles.createdAt), desc(vehicles.id));
    return new Map(rows.map((r) => [r.loadId, r.truckId]));
  }
}
