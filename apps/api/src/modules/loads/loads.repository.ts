import { FINISHED_STATUS_IDS } from '@fletx/contract/load-status';
import { eq, gt } from 'drizzle-orm';
import { TableRepository } from '../../db/repository';
import { loadStatusCounts, loads } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';

/** A load as stored (its search document, kept for the search's index, is not part of it). */
export type LoadRow = Omit<typeof loads.$inferSelect, 'searchDocument'>;
export type NewLoadRow = typeof loads.$inferInsert;

/**
 * The only place that writes loads, and their reads of the loads table alone (history: LoadHistoryRepository;
 * the lists and the names beside a load: the read model's LoadsQueries).
 */
export class LoadsRepository extends TableRepository<typeof loads> {
  constructor(uow: UnitOfWork) {
    super(uow, loads);
  }

  findByBooking(bookingId: number): Promise<LoadRow | undefined> {
    return this.findOne(loads, eq(loads.bookingId, bookingId));
  }

  /** Loads per status, from the counters the triggers keep (migration 0021): no row of `loads` is read. */
  async countByStatus(): Promise<Array<{ statusId: number; n: number }>> {
    const rows = await this.run('loads per status', () =>
      this.db
        .select({ statusId: loadStatusCounts.statusId, n: loadStatusCounts.loadCount })
        .from(loadStatusCounts)
        .where(gt(loadStatusCounts.loadCount, 0))
        .orderBy(loadStatusCounts.statusId),
    );
    return rows.map((r) => ({ statusId: r.statusId, n: Number(r.n) }));
  }

  async countFinished(): Promise<{ active: number; finished: number }> {
    const finished = new Set<number>(FINISHED_STATUS_IDS);
    let active = 0;
    let done = 0;
    for (const { statusId, n } of await this.countByStatus()) {
      if (finished.has(statusId)) done += n;
      else active += n;
    }
    return { active, finished: done };
  }
}
