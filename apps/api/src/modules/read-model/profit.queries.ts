import { LOAD_STATUS } from '@fletx/contract/load-status';
import type { PayTerms } from '@fletx/contract/pay-rules';
import { and, desc, eq, gte, inArray, lt, not, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import {
  brokers,
  deliveryStatements,
  fuelPurchases,
  loadStatusHistory,
  loads,
  loadTransactions,
  osdEntries,
  users,
  vehicles,
  workOrders,
} from '../../db/schema';
import { deliveryWaitSql, loadedMilesSql, payTermsOf, pickupWaitSql } from './pay-terms';

/** A load delivered in the period, with what its profit is made of (cents, miles as numeric text). */
export interface ProfitLoadRow {
  id: number;
  idNumber: string;
  driverId: number | null;
  driverName: string | null;
  brokerId: number;
  brokerName: string;
  pickupCity: string;
  pickupState: string;
  deliveryCity: string;
  deliveryState: string;
  deliveredAt: Date;
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

const cents = (sum: ReturnType<typeof sql>) => sql<number>`coalesce((${sum}), 0)::integer`;
const ledgerSum = (types: string) =>
  cents(
    sql`select sum(${loadTransactions.amountCents}) from ${loadTransactions} where ${loadTransactions.loadId} = ${loads.id} and ${loadTransactions.typeId} in (${sql.raw(types)})`,
  );

/**
 * What the profit report reads of other areas (docs/product.md "Profit"): the loads delivered in a period
 * (their first "Delivered" in the status history, through load_status_history_to_changed_idx) with their
 * ledger, OS&D and miles; the drivers' current trucks and pay terms; the trucks' fuel and done work orders.
 */
export class ProfitQueries extends Repository {
  async deliveredLoads(window: Window): Promise<ProfitLoadRow[]> {
    const delivered = this.db
      .select({
        loadId: loadStatusHistory.loadId,
        at: sql<Date>`min(${loadStatusHistory.changedAt})`.as('at'),
      })
      .from(loadStatusHistory)
      .where(
        and(
          eq(loadStatusHistory.toStatus, LOAD_STATUS.delivered),
          gte(loadStatusHistory.changedAt, window.from),
          lt(loadStatusHistory.changedAt, window.to),
        ),
      )
      .groupBy(loadStatusHistory.loadId)
      .as('delivered');
    const rows = await this.db
      .select({
        id: loads.id,
        idNumber: loads.idNumber,
        driverId: loads.driverId,
        driverName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
        brokerId: loads.brokerId,
        brokerName: brokers.name,
        pickupCity: loads.pickupCity,
        pickupState: loads.pickupState,
        deliveryCity: loads.deliveryCity,
        deliveryState: loads.deliveryState,
        deliveredAt: delivered.at,
        loadedMiles: loadedMilesSql,
        deadheadMiles: loads.deadheadMiles,
        quickPay: deliveryStatements.quickPay,
        tripRate: ledgerSum('1'),
        accessorials: ledgerSum('2, 3, 4, 5, 6'),
        osd: cents(
          sql`select sum(${osdEntries.amountCents}) from ${osdEntries} where ${osdEntries.loadId} = ${loads.id}`,
        ),
        pickupWait: pickupWaitSql,
        deliveryWait: deliveryWaitSql,
      })
      .from(delivered)
      .innerJoin(loads, eq(loads.id, delivered.loadId))
      .innerJoin(brokers, eq(brokers.id, loads.brokerId))
      .leftJoin(users, eq(users.id, loads.driverId))
      .leftJoin(deliveryStatements, eq(deliveryStatements.loadId, loads.id))
      .where(
        inArray(loads.statusId, [LOAD_STATUS.delivered, LOAD_STATUS.ended, LOAD_STATUS.deliveryApproved]),
      );
    return rows.map((r) => ({ ...r, deliveredAt: new Date(r.deliveredAt) }));
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

  /** Fuel bought in the period, per truck (cents; fuel_purchases_at_idx). */
  async fuelByTruck(window: Window): Promise<Map<number, number>> {
    const rows = await this.db
      .select({
        truckId: fuelPurchases.truckId,
        cents: sql<number>`sum(${fuelPurchases.amountCents})::integer`,
      })
      .from(fuelPurchases)
      .where(and(gte(fuelPurchases.at, window.from), lt(fuelPurchases.at, window.to)))
      .groupBy(fuelPurchases.truckId);
    return new Map(rows.map((r) => [r.truckId, Number(r.cents)]));
  }

  /** Work orders of trucks done in the period, per truck (cents). */
  async maintenanceByTruck(window: Window): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ truckId: workOrders.unitId, cents: sql<number>`sum(${workOrders.totalCents})::integer` })
      .from(workOrders)
      .where(
        and(
          eq(workOrders.unitType, 'truck'),
          eq(workOrders.status, 'done'),
          gte(workOrders.doneAt, window.from),
          lt(workOrders.doneAt, window.to),
        ),
      )
      .groupBy(workOrders.unitId);
    return new Map(rows.map((r) => [r.truckId, Number(r.cents)]));
  }
}
