import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { TableRepository } from '../../db/repository';
import {
  settlementCarriedAdjustments,
  settlementLoads,
  settlementPendingLoads,
  settlements,
} from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';

export type SettlementRecord = typeof settlements.$inferSelect;

/** The only place with queries on settlements and the loads they pay. */
export class SettlementsRepository extends TableRepository<typeof settlements> {
  constructor(uow: UnitOfWork) {
    super(uow, settlements);
  }

  /**
   * The driver's settlement of the period starting on `periodStart`, created when there is none, and locked
   * until the transaction ends. Concurrent callers meet on the unique (driver, period start) index: one
   * inserts, the others insert nothing and find its row.
   */
  async ensureLocked(
    driverId: number,
    periodStart: string,
    periodEnd: string,
    totals: Record<string, number>,
  ) {
    await this.db
      .insert(settlements)
      .values({ driverId, periodStart, periodEnd, totals })
      .onConflictDoNothing({ target: [settlements.driverId, settlements.periodStart] });
    const row = await this.findOne(
      settlements,
      and(eq(settlements.driverId, driverId), eq(settlements.periodStart, periodStart)),
      { forUpdate: true },
    );
    if (!row) throw new Error(`settlement of driver ${driverId} for ${periodStart} vanished`);
    return row;
  }

  /** The settlements of `ids`, locked until the transaction ends, in id order. */
  lockMany(ids: ReadonlyArray<number>): Promise<SettlementRecord[]> {
    return this.findManyLocked(settlements, inArray(settlements.id, [...new Set(ids)]), asc(settlements.id));
  }

  /** Approved deliveries to file into their settlements (once each: the load is the key). */
  async queue(loadIds: ReadonlyArray<number>): Promise<void> {
    if (loadIds.length === 0) return;
    await this.db
      .insert(settlementPendingLoads)
      .values(loadIds.map((loadId) => ({ loadId })))
      .onConflictDoNothing();
  }

  /**
   * Puts the loads in the settlement, but those another settlement already holds, and takes them all off the
   * queue; answers how many it took.
   */
  async assign(settlementId: number, loadIds: ReadonlyArray<number>): Promise<number> {
    if (loadIds.length === 0) return 0;
    const added = await this.db
      .insert(settlementLoads)
      .values(loadIds.map((loadId) => ({ settlementId, loadId })))
      .onConflictDoNothing({ target: settlementLoads.loadId })
      .returning({ id: settlementLoads.id });
    await this.db.delete(settlementPendingLoads).where(inArray(settlementPendingLoads.loadId, [...loadIds]));
    return added.length;
  }

  /** The settlement that pays the load, if any. */
  async settlementOfLoad(loadId: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: settlementLoads.settlementId })
      .from(settlementLoads)
      .where(eq(settlementLoads.loadId, loadId));
    return row?.id;
  }

  /** Carries a ledger entry into the settlement from the paid one (once: the unique transaction index). */
  async carry(settlementId: number, transactionId: number, fromSettlementId: number): Promise<boolean> {
    const added = await this.db
      .insert(settlementCarriedAdjustments)
      .values({ settlementId, transactionId, fromSettlementId })
      .onConflictDoNothing({ target: settlementCarriedAdjustments.transactionId })
      .returning({ id: settlementCarriedAdjustments.id });
    return added.length > 0;
  }

  /** Freezes its loads' lines in a settlement (when it is paid), in one statement. */
  async freezeLines(settlementId: number, lines: ReadonlyArray<{ loadId: number; line: unknown }>) {
    if (lines.length === 0) return;
    const values = sql.join(
      lines.map((l) => sql`(${l.loadId}::integer, ${JSON.stringify(l.line)}::jsonb)`),
      sql`, `,
    );
    await this.db.execute(sql`
      UPDATE settlement_loads SET line = v.line FROM (VALUES ${values}) AS v(load_id, line)
      WHERE settlement_loads.settlement_id = ${settlementId} AND settlement_loads.load_id = v.load_id`);
  }
}
