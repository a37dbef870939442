import { LOAD_STATUS } from '@fletx/contract/load-status';
import type { PayTerms } from '@fletx/contract/pay-rules';
import { and, desc, eq, gte, inArray, lt, not, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from '../../db/client';
import { Repository } from '../../db/repository';
import {
  brokers,
  deliveryStatements,
  driverInformation,
  fuelPurchases,
  loadStatusHistory,
  loads,
  loadTransactions,
  osdEntries,
  users,
  vehicles,
  workOrders,
} from '../../db/schema';
import { loadedMilesSql, payTermsOf, stopWaits } from './pay-terms';

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

/** A ledger sum of some of its types, in cents. */
const ledgerSum = (types: ReadonlyArray<number>) =>
  sql`coalesce(sum(${loadTransactions.amountCents}) FILTER (WHERE ${loadTransactions.typeId} IN (${sql.join(
    types.map((t) => sql`${t}`),
    sql`, `,
  )})), 0)::integer`;

/**
 * What the profit report reads of other areas (docs/product.md "Profit"): the loads delivered in a period
 * (their first "Delivered" in the status history, through load_status_history_to_changed_idx) with their
 * ledger, OS&D and miles; the drivers' current trucks and pay terms; the trucks' fuel and done work orders.
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

  /** The loads first delivered in the period, ordered by id: two arrays in one row, not a row per load. */
  async deliveries(window: Window): Promise<Deliveries> {
    const h = loadStatusHistory;
    const [row] = rowsOf<{ ids: number[] | null; days: number[] | null }>(
      await this.db.execute(sql`
        SELECT array_agg(id ORDER BY id) AS "ids", array_agg(day ORDER BY id) AS "days"
        FROM (SELECT ${h.loadId} AS id, floor(extract(epoch FROM min(${h.changedAt})) / 86400)::integer AS day
              FROM ${h}
              WHERE ${h.toStatus} = ${LOAD_STATUS.delivered}
                AND ${h.changedAt} >= ${window.from.toISOString()}::timestamptz
                AND ${h.changedAt} < ${window.to.toISOString()}::timestamptz
              GROUP BY ${h.loadId}) AS delivered`),
    );
    return { ids: row?.ids ?? [], days: row?.days ?? [] };
  }

  /**
   * What the profit of these loads is made of, ordered by id; a load no longer delivered, ended or approved
   * is left out. A load's ledger sums, OS&D, stop times and statement are each one aggregate over its own rows,
   * joined LATERAL (one index scan per load and table, not one per figure). The statement too: joined plainly,
   * the planner read every statement ever approved to hash them for a part of a few thousand loads
   * (docs/performance.md "Session 34: the profit report's statements"). The rows are read as the driver gives
   * them, named as `ProfitLoadRow` names them, without the query builder's mapping field by field.
   */
  async loadsOf(ids: ReadonlyArray<number>): Promise<ProfitLoadRow[]> {
    if (ids.length === 0) return [];
    const S = LOAD_STATUS;
    const t = loadTransactions;
    const query = sql`
      SELECT ${loads.id} AS "id", ${loads.idNumber} AS "idNumber", ${loads.driverId} AS "driverId",
             ${users.firstName} || ' ' || ${users.lastName} AS "driverName", ${loads.brokerId} AS "brokerId",
             ${brokers.name} AS "brokerName", ${loads.pickupState} AS "pickupState",
             ${loads.deliveryState} AS "deliveryState",
             ${loadedMilesSql} AS "loadedMiles", ${loads.deadheadMiles} AS "deadheadMiles",
             statement.quick_pay AS "quickPay", ledger.trip_rate AS "tripRate",
             ledger.accessorials AS "accessorials", osd.cents AS "osd",
             ${stopWaits.pickupWait} AS "pickupWait", ${stopWaits.deliveryWait} AS "deliveryWait"
      FROM ${loads}
      JOIN ${brokers} ON ${brokers.id} = ${loads.brokerId}
      LEFT JOIN ${users} ON ${users.id} = ${loads.driverId}
      CROSS JOIN LATERAL (
        SELECT bool_or(${deliveryStatements.quickPay}) AS quick_pay
        FROM ${deliveryStatements} WHERE ${deliveryStatements.loadId} = ${loads.id}) AS statement
      CROSS JOIN LATERAL (
        SELECT ${ledgerSum([1])} AS trip_rate, ${ledgerSum([2, 3, 4, 5, 6])} AS accessorials
        FROM ${t} WHERE ${t.loadId} = ${loads.id}) AS ledger
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(${osdEntries.amountCents}), 0)::integer AS cents
        FROM ${osdEntries} WHERE ${osdEntries.loadId} = ${loads.id}) AS osd
      CROSS JOIN LATERAL ${stopWaits}
      WHERE ${loads.id} = ANY(${`{${ids.join(',')}}`}::integer[])
        AND ${loads.statusId} IN (${S.delivered}, ${S.ended}, ${S.deliveryApproved})
      ORDER BY ${loads.id}`;
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
