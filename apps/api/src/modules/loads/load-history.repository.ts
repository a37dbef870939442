import { asc, desc, eq, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { loadStatusCounts, loadStatusHistory } from '../../db/schema';

export type LoadHistoryRow = typeof loadStatusHistory.$inferSelect;
type NewLoadHistoryRow = typeof loadStatusHistory.$inferInsert;

/** The only place with queries on the status history of loads (append-only). */
export class LoadHistoryRepository extends Repository {
  add(values: NewLoadHistoryRow): Promise<LoadHistoryRow> {
    return this.insertOne(loadStatusHistory, values);
  }

  /** Rows of many loads at once (a past in bulk), in the order given; 1,000 rows a statement. */
  addMany(values: NewLoadHistoryRow[]): Promise<LoadHistoryRow[]> {
    return this.insertChunked(loadStatusHistory, values);
  }

  /** A load's history, oldest first. */
  of(loadId: number): Promise<LoadHistoryRow[]> {
    // Built once: every load detail reads it.
    return this.run(
      'history of a load',
      () =>
        this.db
          .select()
          .from(loadStatusHistory)
          .where(eq(loadStatusHistory.loadId, sql.placeholder('loadId')))
          .orderBy(asc(loadStatusHistory.id)),
      { loadId },
    );
  }

  /** A load's latest change (the last written). */
  async latest(loadId: number): Promise<LoadHistoryRow | undefined> {
    const [row] = await this.db
      .select()
      .from(loadStatusHistory)
      .where(eq(loadStatusHistory.loadId, loadId))
      .orderBy(desc(loadStatusHistory.id))
      .limit(1);
    return row;
  }

  /** How many times a load was moved to `toStatus` (the history is the event log). */
  /** How many history rows lead to `toStatus`: the counter the triggers keep (migration 0021). */
  async countTo(toStatus: number): Promise<number> {
    const [row] = await this.db
      .select({ n: loadStatusCounts.enteredCount })
      .from(loadStatusCounts)
      .where(eq(loadStatusCounts.statusId, toStatus));
    return Number(row?.n ?? 0);
  }
}
