import { TRANSACTION_TYPE } from '@fletx/contract/load-ledger';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import {
  and,
  asc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TotalSelection } from '../../db/list-totals';
import { defineList } from '../../db/lists';
import type { PageWindow } from '../../db/repository';
import { Repository } from '../../db/repository';
import {
  deliveryStatements,
  loadStatusHistory,
  loads,
  loadTransactions,
  settlementCarriedAdjustments,
  settlementLoads,
  settlementPendingLoads,
  settlements,
  users,
} from '../../db/schema';
import { anyOf } from '../../db/statements';
import type {
  CarriedAdjustmentRow,
  LoadAdjustmentRow,
  SettlementFilter,
  SettlementLoadRow,
  SettlementRow,
  UnsettledApproval,
} from '../../lib/settlement-rows';
import { loadedMilesSql, payTermsOf, stopWaits } from './pay-terms';

/** An advance's or deduction's ledger columns (LoadAdjustmentRow). */
const adjustmentColumns = {
  id: loadTransactions.id,
  loadId: loadTransactions.loadId,
  typeId: loadTransactions.typeId,
  amountCents: loadTransactions.amountCents,
  comment: loadTransactions.comment,
  createdAt: loadTransactions.createdAt,
};

/** The settlements a list's filter keeps: the driver's, of periods overlapping [from, to], of the status. */
function whereOf(filter: SettlementFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.driverId !== undefined) conditions.push(eq(settlements.driverId, filter.driverId));
  if (filter.from) conditions.push(gte(settlements.periodEnd, filter.from));
  if (filter.to) conditions.push(lte(settlements.periodStart, filter.to));
  if (filter.status) conditions.push(eq(settlements.status, filter.status));
  return and(...conditions);
}

/**
 * What the settlements read of other areas (docs/product.md "Driver settlements"): approved deliveries
 * (loads at 12 with their frozen statement), their ledger's advances and deductions, and the settlements
 * with their driver's name.
 */
export class SettlementsQueries extends Repository {
  /**
   * Approved deliveries with a driver that no settlement holds yet, oldest approval first: those on the
   * filing queue (the settlement's line is checked too, so a load filed by a concurrent call is left out).
   */
  async unsettled(driverId?: number): Promise<UnsettledApproval[]> {
    const build = () =>
      this.db
        .select({ loadId: loads.id, driverId: loads.driverId, approvedAt: deliveryStatements.approvedAt })
        .from(settlementPendingLoads)
        .innerJoin(deliveryStatements, eq(deliveryStatements.loadId, settlementPendingLoads.loadId))
        .innerJoin(loads, eq(loads.id, deliveryStatements.loadId))
        .leftJoin(settlementLoads, eq(settlementLoads.loadId, loads.id))
        .where(
          and(
            isNull(settlementLoads.id),
            eq(loads.statusId, LOAD_STATUS.deliveryApproved),
            driverId === undefined
              ? isNotNull(loads.driverId)
              : eq(loads.driverId, sql.placeholder('driverId')),
          ),
        )
        .orderBy(asc(deliveryStatements.approvedAt), asc(loads.id));
    const rows = await this.lists.statements.run(
      `settlements unsettled ${driverId === undefined ? 'all' : 'driver'}`,
      build,
      { driverId },
    );
    return rows.flatMap((r) => (r.driverId === null ? [] : [{ ...r, driverId: r.driverId }]));
  }

  /** The approved deliveries of these settlements, by approval time. */
  async loadsOf(settlementIds: ReadonlyArray<number>): Promise<SettlementLoadRow[]> {
    if (settlementIds.length === 0) return [];
    return this.lists.statements.run('settlements loads', () => this.selectLoads(), {
      ids: [...settlementIds],
    });
  }

  /** `loadsOf`'s statement, built once for any settlements (`ids`). */
  private selectLoads() {
    return this.db
      .select({
        settlementId: settlementLoads.settlementId,
        loadId: loads.id,
        loadNumber: loads.idNumber,
        pickupCity: loads.pickupCity,
        deliveryCity: loads.deliveryCity,
        deliveredAt:
          sql<Date | null>`(select max(${loadStatusHistory.changedAt}) from ${loadStatusHistory} where ${loadStatusHistory.loadId} = ${loads.id} and ${loadStatusHistory.toStatus} = ${LOAD_STATUS.delivered})`.mapWith(
            loadStatusHistory.changedAt,
          ),
        approvedAt: deliveryStatements.approvedAt,
        quickPay: deliveryStatements.quickPay,
        tripRate: deliveryStatements.tripRate,
        accessorialsTotal: deliveryStatements.accessorialsTotal,
        osdTotal: deliveryStatements.osdTotal,
        loadedMiles: loadedMilesSql,
        deadheadMiles: loads.deadheadMiles,
        pickupWait: stopWaits.pickupWait,
        deliveryWait: stopWaits.deliveryWait,
        frozen: settlementLoads.line,
      })
      .from(settlementLoads)
      .innerJoin(loads, eq(loads.id, settlementLoads.loadId))
      .innerJoin(deliveryStatements, eq(deliveryStatements.loadId, loads.id))
      .crossJoinLateral(stopWaits)
      .where(anyOf(settlementLoads.settlementId, 'ids'))
      .orderBy(asc(deliveryStatements.approvedAt), asc(loads.id));
  }

  /** The drivers' pay terms (docs/product.md "Driver pay rules"), by driver id. */
  payTermsOf(driverIds: ReadonlyArray<number>) {
    return payTermsOf(this.db, driverIds);
  }

  /** The advances and deductions in these loads' ledgers, oldest first. */
  async adjustmentsOf(loadIds: ReadonlyArray<number>): Promise<LoadAdjustmentRow[]> {
    if (loadIds.length === 0) return [];
    const build = () =>
      this.db
        .select(adjustmentColumns)
        .from(loadTransactions)
        .where(
          and(
            anyOf(loadTransactions.loadId, 'ids'),
            inArray(loadTransactions.typeId, [TRANSACTION_TYPE.deduction, TRANSACTION_TYPE.advance]),
          ),
        )
        .orderBy(asc(loadTransactions.id));
    return this.lists.statements.run('settlements adjustments', build, { ids: [...loadIds] });
  }

  /** The advances and deductions carried into these settlements, oldest first. */
  async carriedOf(settlementIds: ReadonlyArray<number>): Promise<CarriedAdjustmentRow[]> {
    if (settlementIds.length === 0) return [];
    const from = alias(settlements, 'carried_from');
    const build = () =>
      this.db
        .select({
          settlementId: settlementCarriedAdjustments.settlementId,
          ...adjustmentColumns,
          loadNumber: loads.idNumber,
          fromSettlementId: from.id,
          fromPeriodStart: from.periodStart,
          fromPeriodEnd: from.periodEnd,
        })
        .from(settlementCarriedAdjustments)
        .innerJoin(loadTransactions, eq(loadTransactions.id, settlementCarriedAdjustments.transactionId))
        .innerJoin(loads, eq(loads.id, loadTransactions.loadId))
        .innerJoin(from, eq(from.id, settlementCarriedAdjustments.fromSettlementId))
        .where(anyOf(settlementCarriedAdjustments.settlementId, 'ids'))
        .orderBy(asc(loadTransactions.id));
    return this.lists.statements.run('settlements carried', build, { ids: [...settlementIds] });
  }

  /** Newest period first. */
  private readonly list = defineList({
    name: 'settlements',
    table: settlements,
    order: {
      direction: 'desc',
      id: settlements.id,
      by: { column: settlements.periodStart, of: (row: SettlementRow) => row.periodStart },
    },
    select: (total?: TotalSelection) => this.selectSettlements(total).$dynamic(),
  });

  private selectSettlements(total?: TotalSelection) {
    return this.db
      .select({
        ...total,
        // Flat, so each row is the SettlementRow the service maps (no copy into another object per row).
        ...getTableColumns(settlements),
        driverName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      })
      .from(settlements)
      .innerJoin(users, eq(users.id, settlements.driverId));
  }

  /**
   * A page of settlements, newest period first; periods overlapping [from, to]. Unfiltered, the page is built
   * once and carries its total, counted by triggers (migration 0066).
   */
  async page(
    filter: SettlementFilter,
    window: PageWindow,
  ): Promise<{ rows: SettlementRow[]; total: number }> {
    return this.lists.pageOf(this.list, whereOf(filter), window);
  }

  /** How many settlements the filter holds: a page's total, without the page. */
  count(filter: SettlementFilter): Promise<number> {
    return this.countOf(settlements, whereOf(filter));
  }

  async byId(id: number): Promise<SettlementRow | undefined> {
    const [row] = await this.selectSettlements().where(eq(settlements.id, id));
    return row;
  }

  /** The settlements of `ids` (those that exist), in id order. */
  async byIds(ids: ReadonlyArray<number>): Promise<SettlementRow[]> {
    if (ids.length === 0) return [];
    return this.selectSettlements()
      .where(inArray(settlements.id, [...new Set(ids)]))
      .orderBy(asc(settlements.id));
  }
}
