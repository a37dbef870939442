import { and, eq } from 'drizzle-orm';
import { TableRepository } from '../../db/repository';
import { settlementCarriedAdjustments, settlementLoads, settlements } from '../../db/schema';
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

  /** Puts the load in the settlement; false when another settlement already holds it. */
  async assign(settlementId: number, loadId: number): Promise<boolean> {
    const added = await this.db
      .insert(settlementLoads)
      .values({ settlementId, loadId })
      .onConflictDoNothing({ target: settlementLoads.loadId })
      .returning({ id: settlementLoads.id });
    return added.length > 0;
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

  /** Freezes a load's line in its settlement (when the settlement is paid). */
  async freezeLine(settlementId: number, loadId: number, line: unknown): Promise<void> {
    await this.db
      .update(settlementLoads)
      .set({ line })
      .where(and(eq(settlementLoads.settlementId, settlementId), eq(settlementLoads.loadId, loadId)));
  }
}
