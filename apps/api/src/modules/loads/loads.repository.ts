import { FINISHED_STATUS_IDS, LOAD_STATUS } from '@fletx/contract/load-status';
import { and, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
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

  /** Loads entered at once (a past in bulk), in the order given, as stored; 200 rows a statement. */
  async insertMany(values: NewLoadRow[]): Promise<LoadRow[]> {
    const rows = await this.insertChunked(loads, values, 200);
    return rows.map(({ searchDocument: _s, ...row }) => row);
  }

  findByBooking(bookingId: number): Promise<LoadRow | undefined> {
    return this.findOne(loads, eq(loads.bookingId, bookingId));
  }

  /**
   * The driver's delivered load (delivered, ended or approved) whose delivery opens last, not after `before`:
   * where the truck came from to the next pickup (loads_driver_idx).
   */
  async previousDelivery(driverId: number, loadId: number, before: Date): Promise<LoadRow | undefined> {
    const [row] = await this.db
      .select()
      .from(loads)
      .where(
        and(
          eq(loads.driverId, driverId),
          ne(loads.id, loadId),
          inArray(loads.statusId, [LOAD_STATUS.delivered, LOAD_STATUS.ended, LOAD_STATUS.deliveryApproved]),
          lte(loads.deliveryOpenAt, before),
        ),
      )
      .orderBy(desc(loads.deliveryOpenAt), desc(loads.id))
      .limit(1);
    return row;
  }

  /**
   * `previousDelivery` of many loads in one statement (each load's driver, pickup and id as stored): the
   * answer maps a load's id to that delivery's row.
   */
  async previousDeliveries(loadIds: ReadonlyArray<number>): Promise<Map<number, LoadRow>> {
    if (loadIds.length === 0) return new Map();
    const result = await this.db.execute(sql`
      SELECT cur.id AS for_id, prev.id AS prev_id
      FROM loads cur
      CROSS JOIN LATERAL (
        SELECT p.id FROM loads p
        WHERE p.driver_id = cur.driver_id AND p.id <> cur.id
          AND p.status_id IN (${LOAD_STATUS.delivered}, ${LOAD_STATUS.ended}, ${LOAD_STATUS.deliveryApproved})
          AND p.delivery_open_at <= cur.pickup_open_at
        ORDER BY p.delivery_open_at DESC, p.id DESC LIMIT 1
      ) prev
      WHERE cur.id IN (${sql.join(
        loadIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    const pairs = rowsOf<{ for_id: number; prev_id: number }>(result);
    const rows = await this.manyById(pairs.map((p) => Number(p.prev_id)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const answer = new Map<number, LoadRow>();
    for (const p of pairs) {
      const row = byId.get(Number(p.prev_id));
      if (row) answer.set(Number(p.for_id), row);
    }
    return answer;
  }

  /** The loads of `ids` (those that exist), as stored. */
  async manyById(ids: ReadonlyArray<number>): Promise<LoadRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select()
      .from(loads)
      .where(inArray(loads.id, [...new Set(ids)]));
    return rows.map(({ searchDocument: _s, ...row }) => row);
  }

  /** Actual and deadhead miles of many loads counted again (`setDerivedMiles`), one statement a chunk. */
  async setDerivedMilesMany(
    values: ReadonlyArray<{ id: number; actualMiles: string | null; deadheadMiles: string | null }>,
  ): Promise<void> {
    for (let i = 0; i < values.length; i += 1000) {
      const rows = sql.join(
        values
          .slice(i, i + 1000)
          .map((v) => sql`(${v.id}::integer, ${v.actualMiles}::numeric, ${v.deadheadMiles}::numeric)`),
        sql`, `,
      );
      await this.db.execute(sql`
        UPDATE loads SET actual_miles = v.actual, deadhead_miles = v.deadhead
        FROM (VALUES ${rows}) AS v(id, actual, deadhead) WHERE loads.id = v.id`);
    }
  }

  /**
   * The route service's planned miles in place of the estimate `estimate`, unless the load was planned again
   * meanwhile. A figure derived from the stops, not an edit: the version (and the ETag) stays.
   */
  async setRoutedMiles(id: number, estimate: string | null, routed: string): Promise<void> {
    await this.db
      .update(loads)
      .set({ plannedMiles: routed, plannedMilesEstimated: false })
      .where(
        and(
          eq(loads.id, id),
          eq(loads.plannedMilesEstimated, true),
          sql`${loads.plannedMiles} IS NOT DISTINCT FROM ${estimate}::numeric`,
        ),
      );
  }

  /** Actual and deadhead miles counted again from the positions: derived figures, the version stays. */
  async setDerivedMiles(id: number, miles: { actualMiles: string | null; deadheadMiles: string | null }) {
    await this.db.update(loads).set(miles).where(eq(loads.id, id));
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
