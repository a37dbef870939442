import type { StopKind } from '@fletx/contract/stop-times';
import { and, eq } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { loadStopTimes } from '../../db/schema';
import type { ExpectedVersion } from '../../lib/record-version';

export type LoadStopTimesRow = typeof loadStopTimes.$inferSelect;

/** The times a save writes: each corrected time with who set it and when (unchanged times keep theirs). */
export type StopTimesValues = Pick<
  LoadStopTimesRow,
  'arrivedAt' | 'arrivedBy' | 'arrivedSetAt' | 'departedAt' | 'departedBy' | 'departedSetAt'
>;

const keyOf = (loadId: number, stop: StopKind) =>
  and(eq(loadStopTimes.loadId, loadId), eq(loadStopTimes.stop, stop));

/** The only place with queries on the office's corrections of stop times (load_stop_times). */
export class LoadStopTimesRepository extends Repository {
  /** A load's corrections (none, one or two rows). */
  of(loadId: number): Promise<LoadStopTimesRow[]> {
    return this.findMany(loadStopTimes, eq(loadStopTimes.loadId, loadId));
  }

  /** One stop's correction; `forUpdate` locks it until the transaction ends. */
  find(loadId: number, stop: StopKind, { forUpdate = false } = {}): Promise<LoadStopTimesRow | undefined> {
    return this.findOne(loadStopTimes, keyOf(loadId, stop), { forUpdate });
  }

  /**
   * Writes the stop's times at the version the save expects (0: no row yet) and counts a new version; the row
   * as it is now, or `StaleVersion` when another save came first (two first saves racing: the second).
   */
  async save(
    loadId: number,
    stop: StopKind,
    values: StopTimesValues,
    saved: { by: number; at: Date },
    version: ExpectedVersion,
  ): Promise<LoadStopTimesRow> {
    const stamp = { ...values, updatedBy: saved.by, updatedAt: saved.at };
    return this.upsertAtVersion(loadStopTimes, { loadId, stop }, stamp, version);
  }
}
