import { and, asc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { Repository } from '../../db/repository';
import { fuelPurchases, mileageGaps, stateMiles, users, vehicles } from '../../db/schema';
import { anyRow } from '../../lib/row-checks';

/** A quarter's instants: from the carrier's midnight that starts it to the one after its last day. */
export interface QuarterWindow {
  from: Date;
  to: Date;
}

/**
 * What the IFTA report and the fuel screens read across modules (docs/product.md "IFTA"): the state miles
 * and gaps the miles module counts from the positions, the fuel bought per jurisdiction, the trucks by their
 * unit number. Each sum is one grouped statement over the day or time index of its table.
 */
export class IftaQueries extends Repository {
  /**
   * Miles per jurisdiction over the days `from`…`to` (inclusive), `??` included: the miles module dates them by
   * the carrier's days (miles/state-split.ts).
   */
  async milesByJurisdiction(from: string, to: string): Promise<Array<{ code: string; miles: number }>> {
    const inDays = and(gte(stateMiles.day, from), sql`${stateMiles.day} <= ${to}`);
    const sums = await this.sumByJurisdiction(stateMiles, stateMiles.miles, inDays);
    return sums.map(({ code, sum }) => ({ code, miles: sum }));
  }

  /** Gallons bought per jurisdiction in the window (fuel_purchases_at_idx). */
  async gallonsByJurisdiction(window: QuarterWindow): Promise<Array<{ code: string; gallons: number }>> {
    const inDays = and(gte(fuelPurchases.at, window.from), lt(fuelPurchases.at, window.to));
    const sums = await this.sumByJurisdiction(fuelPurchases, fuelPurchases.gallons, inDays);
    return sums.map(({ code, sum }) => ({ code, gallons: sum }));
  }

  /** The sum of `summed` per jurisdiction over the rows of `table` that `where` keeps. */
  private async sumByJurisdiction(
    table: typeof stateMiles | typeof fuelPurchases,
    summed: AnyPgColumn,
    where: SQL | undefined,
  ): Promise<Array<{ code: string; sum: number }>> {
    const rows = await this.db
      .select({ code: table.jurisdiction, sum: sql<string>`sum(${summed})` })
      .from(table)
      .where(where)
      .groupBy(table.jurisdiction);
    return rows.map((r) => ({ code: r.code, sum: Number(r.sum) }));
  }

  /**
   * The gaps that start in the window, in time order (their miles are not in state_miles), each with its
   * truck's unit number (by the trucks' primary key).
   */
  async gapsBetween(window: QuarterWindow) {
    const rows = await this.db
      .select({
        truckId: mileageGaps.truckId,
        truckNumber: vehicles.unitNumber,
        loadId: mileageGaps.loadId,
        from: mileageGaps.fromAt,
        to: mileageGaps.toAt,
        miles: mileageGaps.miles,
        suggestedMiles: mileageGaps.suggestedMiles,
      })
      .from(mileageGaps)
      .leftJoin(vehicles, eq(vehicles.id, mileageGaps.truckId))
      .where(and(gte(mileageGaps.fromAt, window.from), lt(mileageGaps.fromAt, window.to)))
      .orderBy(asc(mileageGaps.fromAt), asc(mileageGaps.id));
    return rows.map((r) => ({
      truckId: r.truckId,
      truckNumber: r.truckNumber ?? `#${r.truckId}`,
      loadId: r.loadId,
      from: r.from.toISOString(),
      to: r.to.toISOString(),
      miles: Number(r.miles),
      suggestedMiles: r.suggestedMiles === null ? null : Number(r.suggestedMiles),
    }));
  }

  /** Trucks (not deleted) by unit number, case and spaces aside: the unit column of a fuel card export. */
  async trucksByUnit(units: string[]): Promise<Map<string, number>> {
    const keys = [...new Set(units.map(unitKey).filter((u) => u !== ''))];
    if (keys.length === 0) return new Map();
    const rows = await this.db
      .select({ id: vehicles.id, unit: vehicles.unitNumber })
      .from(vehicles)
      .where(and(eq(vehicles.isDeleted, false), inArray(sql`upper(trim(${vehicles.unitNumber}))`, keys)))
      .orderBy(asc(vehicles.id));
    const found = new Map<string, number>();
    for (const row of rows) if (!found.has(unitKey(row.unit))) found.set(unitKey(row.unit), row.id);
    return found;
  }

  /** Whether a truck (not deleted) has this id. */
  truckExists(id: number): Promise<boolean> {
    return anyRow(this.db, vehicles, and(eq(vehicles.id, id), eq(vehicles.isDeleted, false)));
  }

  /** Whether a driver account has this id. */
  driverExists(id: number): Promise<boolean> {
    return anyRow(this.db, users, and(eq(users.id, id), eq(users.role, 'Driver')));
  }

  /** The trucks a driver drives (not deleted), first assigned first. */
  async trucksOfDriver(driverId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.driverId, driverId), eq(vehicles.isDeleted, false)))
      .orderBy(asc(vehicles.id));
    return rows.map((r) => r.id);
  }
}

/** How unit numbers are compared: trimmed, upper case. */
export const unitKey = (unit: string) => unit.trim().toUpperCase();
