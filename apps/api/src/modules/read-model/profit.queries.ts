import type { PayTerms } from '@fletx/contract/pay-rules';
import { and, desc, eq, gte, inArray, lt, not, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from '../../db/client';
import { Repository } from '../../db/repository';
import {
  brokers,
  driverInformation,
  fuelPurchases,
  loadDeliveries,
  users,
  vehicles,
  workOrders,
} from '../../db/schema';
import { loadedMilesOf, minutesBetween, payTermsOf } from './pay-terms';

/** A load delivered in the period, with what its profit is made of (cents, miles as numeric text). */
export interface ProfitLoadRow {
  id: number;
  idNumber: string;
  driverId: number | null;
  driverName: string | null;
  brokerId: number;
  brokerName: string;
  pickupState: string;
  deliveryState: string;
  loadedMiles: string | null;
  deadheadMiles: string | null;
  quickPay: boolean | null;
  tripRate: number;
  accessorials: number;
  osd: number;
  pickupWait: number | null;
  deliveryWait: number | null;
}

/** A period: [from, to) instants, UTC. */
export interface Window {
  from: Date;
  to: Date;
}

/** The loads first delivered in a period, by id: each one's id and the UTC day of that delivery. */
export interface Deliveries {
  ids: number[];
  /** Days since 1970-01-01 (UTC). */
  days: number[];
}

/** A truck's costs of the period, in cents, and whether they are its owner's rather than the carrier's. */
export interface TruckCost {
  cents: number;
  ownerOperated: boolean;
}

/**
 * The ownerships of a truck run at its owner's cost (docs/decisions/0045-pay-rules-and-profit.md, session
 * 29): the driver owns it, or drives it for a third party.
 */
const OWNER_OPERATED = ['driver_owner', 'third_party'];

/** Per truck of a grouped cost query: whether its driver (the vehicle's) runs it at the owner's cost. */
const ownerOperatedSql = sql<boolean>`coalesce(bool_or(${inArray(driverInformation.ownership, OWNER_OPERATED)}), false)`;

/** The counted deliveries of load_deliveries first delivered in the window. */
const inWindow = (window: Window) => {
  const d = loadDeliveries;
  return sql`${d.counted} AND ${d.deliveredAt} >= ${window.from.toISOString()}::timestamptz
    AND ${d.deliveredAt} < ${window.to.toISOString()}::timestamptz`;
};

/**
 * What the profit report reads of other areas (docs/product.md "Profit"): the loads delivered in a period
 * (their first "Delivered" in the status history) with their ledger, OS&D, statement, stop times and miles, as
 * load_deliveries keeps them (docs/decisions/0061-profit-inputs-kept-per-delivery.md); the drivers' current
 * trucks and pay terms; the trucks' fuel and done work orders.
 */
export class ProfitQueries extends Repository {
  /**
   * Runs `work` in one read-only transaction that sees one snapshot (REPEATABLE READ), so that the period's
   * loads read part by part add up as of one instant. PostgreSQL's JIT compiler is off in it: the cost
   * estimate of a nested loop over many deliveries crosses the thresholds at which it compiles with inlining
   * and optimisation, which took longer than the query itself (docs/performance.md, session 22).
   */
  read<T>(work: () => Promise<T>): Promise<T> {
    const opens = !this.uow.inTransaction;
    return this.uow.transaction(async () => {
      if (opens) await this.db.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
      await this.db.execute(sql`SET LOCAL jit = off`);
      return work();
    });
  }

  /**
   * The loads first delivered in the period and still delivered, ended or approved, ordered by id: two arrays in
   * one row, not a row per load. The counted rows of load_deliveries, read from load_deliveries_counted_idx.
   */
  async deliveries(window: Window): Promise<Deliveries> {
    const d = loadDeliveries;
    const [row] = rowsOf<{ ids: number[] | null; days: number[] | null }>(
      await this.db.execute(sql`
        SELECT array_agg(${d.loadId} ORDER BY ${d.loadId}) AS "ids",
               array_agg(floor(extract(epoch FROM ${d.deliveredAt}) / 86400)::integer ORDER BY ${d.loadId}) AS "days"
        FROM ${d}
        WHERE ${inWindow(window)}`),
    );
    return { ids: row?.ids ?? [], days: row?.days ?? [] };
  }

  /**
   * What the profit of these loads is made of, ordered by id: `ids` are consecutive deliveries of the period
   * (of `deliveries`, read in the same snapshot), so their rows are the period's counted rows of load_deliveries
   * from the first id to the last: a range of its key, without the loads, their ledgers, OS&D, statements or
   * histories, whose facts the table keeps (migration 0060). Only the names are joined (a broker or driver
   * renamed shows the new name). The rows are read as the driver gives them, named as `ProfitLoadRow` names
   * them, without the query builder's mapping field by field.
   */
  async loadsOf(window: Window, ids: ReadonlyArray<number>): Promise<ProfitLoadRow[]> {
    const [first, last] = [ids[0], ids.at(-1)];
    if (first === undefined || last === undefined) return [];
    const d = loadDeliveries;
    const query = sql`
      SELECT ${d.loadId} AS "id", ${d.idNumber} AS "idNumber", ${d.driverId} AS "driverId",
             ${users.firstName} || ' ' || ${users.lastName} AS "driverName", ${d.brokerId} AS "brokerId",
             ${brokers.name} AS "brokerName", ${d.pickupState} AS "pickupState",
             ${d.deliveryState} AS "deliveryState",
             ${loadedMilesOf(d)} AS "loadedMiles", ${d.deadheadMiles} AS "deadheadMiles",
             ${d.quickPay} AS "quickPay", ${d.tripRateCents}::integer AS "tripRate",
             (${d.revenueCents} - ${d.tripRateCents})::integer AS "accessorials", ${d.osdCents}::integer AS "osd",
             ${minutesBetween(d.atPickupAt, d.loadedAt)} AS "pickupWait",
             ${minutesBetween(d.atDeliveryAt, d.deliveredAt)} AS "deliveryWait"
      FROM ${d}
      JOIN ${brokers} ON ${brokers.id} = ${d.brokerId}
      LEFT JOIN ${users} ON ${users.id} = ${d.driverId}
      WHERE ${d.loadId} BETWEEN ${first} AND ${last} AND ${inWindow(window)}
      ORDER BY ${d.loadId}`;
    return rowsOf<ProfitLoadRow>(await this.db.execute(query));
  }

  /** Each driver's current truck (the newest not deleted), as the drivers list shows it. */
  async trucksOf(driverIds: ReadonlyArray<number>): Promise<Map<number, { id: number; unitNumber: string }>> {
    if (driverIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([vehicles.driverId], {
        driverId: vehicles.driverId,
        id: vehicles.id,
        unitNumber: vehicles.unitNumber,
      })
      .from(vehicles)
      .where(and(inArray(vehicles.driverId, [...driverIds]), not(vehicles.isDeleted)))
      .orderBy(vehicles.driverId, desc(vehicles.createdAt), desc(vehicles.id));
    return new Map(rows.map((r) => [r.driverId, { id: r.id, unitNumber: r.unitNumber }]));
  }

  payTermsOf(driverIds: ReadonlyArray<number>): Promise<Map<number, PayTerms>> {
    return payTermsOf(this.db, driverIds);
  }

  /** Those of the drivers who own their truck or drive a third party's. */
  async ownerOperatorsOf(driverIds: ReadonlyArray<number>): Promise<Set<number>> {
    if (driverIds.length === 0) return new Set();
    const rows = await this.db
      .select({ userId: driverInformation.userId })
      .from(driverInformation)
      .where(
        and(
          inArray(driverInformation.userId, [...driverIds]),
          inArray(driverInformation.ownership, OWNER_OPERATED),
        ),
      );
    return new Set(rows.map((r) => r.userId));
  }

  /**
   * Fuel bought in the period, per truck (cents; fuel_purchases_at_idx), and whether the truck is run at its
   * owner's cost: its driver (the driver whose truck it is, so the driver of its loads) owns it or drives it
   * for a third party.
   */
  fuelByTruck(window: Window): Promise<Map<number, TruckCost>> {
    return this.costsByTruck(
      fuelPurchases,
      fuelPurchases.truckId,
      fuelPurchases.amountCents,
      and(gte(fuelPurchases.at, window.from), lt(fuelPurchases.at, window.to)),
    );
  }

  /** Work orders of trucks done in the period, per truck (cents), and whether the truck's owner runs it. */
  maintenanceByTruck(window: Window): Promise<Map<number, TruckCost>> {
    return this.costsByTruck(
      workOrders,
      workOrders.unitId,
      workOrders.totalCents,
      and(
        eq(workOrders.unitType, 'truck'),
        eq(workOrders.status, 'done'),
        gte(workOrders.doneAt, window.from),
        lt(workOrders.doneAt, window.to),
      ),
    );
  }

  /** The sum of `cents` per truck of `table`'s rows that match, with whether the truck's owner runs it. */
  private async costsByTruck(
    table: PgTable,
    truckId: AnyPgColumn,
    cents: AnyPgColumn,
    where: SQL | undefined,
  ) {
    const rows = await this.db
      .select({ truckId, cents: sql<number>`sum(${cents})::integer`, ownerOperated: ownerOperatedSql })
      .from(table)
      .leftJoin(vehicles, eq(vehicles.id, truckId))
      .leftJoin(driverInformation, eq(driverInformation.userId, vehicles.driverId))
      .where(where)
      .groupBy(truckId);
    return new Map(
      rows.map((r) => [
        Number(r.truckId),
        { cents: Number(r.cents), ownerOperated: r.ownerOperated === true },
      ]),
    );
  }
}
