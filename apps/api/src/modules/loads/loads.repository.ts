import { count, eq } from 'drizzle-orm';
import { loads } from '../../db/schema';
import { TableRepository, type UnitOfWork } from '../../db/unit-of-work';

export type LoadRow = typeof loads.$inferSelect;
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

  async countByStatus(): Promise<Array<{ statusId: number; n: number }>> {
    return this.db
      .select({ statusId: loads.statusId, n: count() })
      .from(loads)
      .groupBy(loads.statusId)
      .orderBy(loads.statusId);
  }

  async countFinished(): Promise<{ active: number; finished: number }> {
    const rows = await this.db
      .select({ finished: loads.finished, n: count() })
      .from(loads)
      .groupBy(loads.finished);
    return {
      active: rows.find((r) => !r.finished)?.n ?? 0,
      finished: rows.find((r) => r.finished)?.n ?? 0,
    };
  }
}
