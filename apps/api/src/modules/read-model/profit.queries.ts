import type { PayTerms } from '@fletx/contract/pay-rules';
import type { ProfitGroup } from '@fletx/contract/profit';
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
import { loadedMilesOf, minutesBetween, payTermsOf, stopTimeSql } from './pay-terms';

/**
 * A load delivered in the period, with what its profit is made of (cents, miles in tenths) and the carrier's
 * day of its first delivery (days since 1970-01-01, counted on the carrier's clock). Its driver's and broker's
 * names are read apart, once each; its number and states only for the grouping that shows them (null otherwise).
 */
export interface ProfitLoadRow {
  id: number;
  /** With groupBy=load. */
  idNumber: string | null;
  driverId: number | null;
  brokerId: number;
  /** With groupBy=lane. */
  pickupState: string | null;
  deliveryState: string | null;
  loadedTenths: number | null;
  deadheadTenths: number | null;
  quickPay: boolean;
  tripRate: number;
  accessorials: number;
  osd: number;
  pickupWait: number | null;
  deliveryWait: number | null;
  day: number;
}

/** A period: [from, to) instants (the carrier's midnights). */
export interface Window {
  from: Date;
  to: Date;
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
 * load_deliveries keeps them (docs/decisions/0062-profit-inputs-kept-per-delivery.md); the drivers' current
 * trucks and pay terms; the trucks' fuel and done work orders.
 */
export class ProfitQueries extends Repository {
  /**
   * Runs `work` in one read-only transaction that sees one snapshot (REPEATABLE READ), so that the period's
   * loads read part by part add up as of one instant. PostgreSQL's JIT compiler is off in it: the report's
   * statements over many deliveries once crossed the thresholds at which it compiles with inlining and
   * optimisation, which took longer than the queries themselves (docs/performance.md, session 22).
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
   * The ids of the loads first delivered in the period and still delivered, ended or approved, in order: the
   * counted rows of load_deliveries, from load_deliveries_counted_idx alone, as one array (not a row each),
   * sorted here rather than by PostgreSQL (which sorted them on disk).
   */
  async deliveries(window: Window): Promise<Int32Array> {
    const d = loadDeliveries;
    const [row] = rowsOf<{ ids: number[] | null }>(
      await this.db.execute(sql`SELECT array_agg(${d.loadId}) AS "ids" FROM ${d} WHERE ${inWindow(window)}`),
    );
    return Int32Array.from(row?.ids ?? []).sort();
  }

  /**
   * What the profit of the period's loads from `first` to `last` is made of (consecutive ids of `deliveries`),
   * by id: a short range of load_deliveries' key, without the loads, their ledgers, OS&D, statements or
   * histories, whose facts the table keeps (migration 0060). Bounded by the part's own first and last ids, not
   * by a LIMIT: a limited query over the rest of the period was planned, once the table's order had drifted
   * from its key's, as a read of the whole rest and a sort, at each part (docs/performance.md "Session 35: the
   * profit report's year"). The rows are read as the driver gives them, named as `ProfitLoadRow` names them,
   * without the query builder's mapping field by field; the columns only one grouping reads are left out of the
   * others (fewer strings to make). A row's day is its carrier's day (`timeZone`, bound, not written into the
   * statement): in the select list only, so the window's index ranges are the same.
   */
  async loadsOf(
    window: Window,
    part: { first: number; last: number },
    groupBy: ProfitGroup,
    timeZone: string,
  ): Promise<ProfitLoadRow[]> {
    const d = loadDeliveries;
    const lane = groupBy === 'lane';
    const query = sql`
      SELECT ${d.loadId} AS "id", ${groupBy === 'load' ? d.idNumber : sql`NULL`} AS "idNumber",
             ${d.driverId} AS "driverId", ${d.brokerId} AS "brokerId",
             ${lane ? d.pickupState : sql`NULL`} AS "pickupState", ${lane ? d.deliveryState : sql`NULL`} AS "deliveryState",
             (${loadedMilesOf(d)} * 10)::integer AS "loadedTenths", (${d.deadheadMiles} * 10)::integer AS "deadheadTenths",
             ${d.quickPay} AS "quickPay", ${d.tripRateCents}::integer AS "tripRate",
             (${d.revenueCents} - ${d.tripRateCents})::integer AS "accessorials", ${d.osdCents}::integer AS "osd",
             ${minutesBetween(stopTimeSql(d.officeAtPickupAt, d.atPickupAt), stopTimeSql(d.officeLoadedAt, d.loadedAt))} AS "pickupWait",
             ${minutesBetween(stopTimeSql(d.officeAtDeliveryAt, d.atDeliveryAt), stopTimeSql(d.officeDeliveredAt, d.deliveredAt))} AS "deliveryWait",
             floor(extract(epoch FROM ${d.deliveredAt} AT TIME ZONE ${timeZone}::text) / 86400)::integer AS "day"
      FROM ${d}
      WHERE ${d.loadId} >= ${part.first} AND ${d.loadId} <= ${part.last} AND ${inWindow(window)}
      ORDER BY ${d.loadId}`;
    return rowsOf<ProfitLoadRow>(await this.db.execute(query));
  }

  /** The drivers' names as the report labels them (first and last), by id. */
  async driverNamesOf(driverIds: ReadonlyArray<number>): Promise<Map<number, string | null>> {
    if (driverIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, name: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}` })
      .from(users)
      .where(inArray(users.id, [...driverIds]));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** The brokers' names, by id. */
  async brokerNamesOf(brokerIds: ReadonlyArray<number>): Promise<Map<number, string>> {
    if (brokerIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: brokers.id, name: brokers.name })
      .from(brokers)
      .where(inArray(brokers.id, [...brokerIds]));
    return new Map(rows.map((r) => [r.id, r.name]));
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
