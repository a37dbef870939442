import { and, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { PageWindow } from '../../db/list-totals';
import { Repository } from '../../db/repository';
import { mileageCursors, mileageGaps, stateMiles } from '../../db/schema';
import type { Gap, MilesByKey, TrackPoint } from './state-split';

/** Rows one INSERT writes at most. */
const CHUNK = 1000;

/** `write` run on `values` a chunk at a time, in order. */
async function inChunks<V>(
  values: ReadonlyArray<V>,
  write: (chunk: V[]) => PromiseLike<unknown>,
): Promise<void> {
  for (let i = 0; i < values.length; i += CHUNK) await write(values.slice(i, i + CHUNK));
}

export type MileageCursorRow = typeof mileageCursors.$inferSelect;
export type MileageGapRow = typeof mileageGaps.$inferSelect;

export interface GapFilter {
  from?: Date | undefined;
  to?: Date | undefined;
  truckId?: number | undefined;
}

/** The only place with queries on state_miles, mileage_gaps and mileage_cursors. */
export class MilesRepository extends Repository {
  private readonly gapList = this.newestListOf('mileage gaps', mileageGaps, 'fromAt');

  /** How far the state miles of a load have been counted, if at all. */
  async cursor(loadId: number): Promise<MileageCursorRow | undefined> {
    const [row] = await this.db.select().from(mileageCursors).where(eq(mileageCursors.loadId, loadId));
    return row;
  }

  /** The cursor, locked until the transaction ends: two batches of one load are counted one after the other. */
  lockCursor(loadId: number): Promise<MileageCursorRow | undefined> {
    return this.findOne(mileageCursors, eq(mileageCursors.loadId, loadId), { forUpdate: true });
  }

  /** Forgets what was counted of a load (it is counted again from its positions). */
  async clearLoad(loadId: number): Promise<void> {
    await this.db.delete(stateMiles).where(eq(stateMiles.loadId, loadId));
    await this.db.delete(mileageGaps).where(eq(mileageGaps.loadId, loadId));
    await this.db.delete(mileageCursors).where(eq(mileageCursors.loadId, loadId));
  }

  /** The cursors of these loads (those counted at all), by load. */
  async cursors(loadIds: ReadonlyArray<number>): Promise<Map<number, MileageCursorRow>> {
    if (loadIds.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(mileageCursors)
      .where(inArray(mileageCursors.loadId, [...loadIds]));
    return new Map(rows.map((r) => [r.loadId, r]));
  }

  /** Adds miles per `jurisdiction|day` to what each truck and load have. */
  async addMiles(
    counts: ReadonlyArray<{ truckId: number; loadId: number; miles: MilesByKey }>,
  ): Promise<void> {
    const values = counts.flatMap(({ truckId, loadId, miles }) =>
      [...miles].map(([key, value]) => {
        const [jurisdiction = '', day = ''] = key.split('|');
        return { truckId, loadId, jurisdiction, day, miles: value.toFixed(3) };
      }),
    );
    await inChunks(values, (chunk) =>
      this.db
        .insert(stateMiles)
        .values(chunk)
        .onConflictDoUpdate({
          target: [stateMiles.truckId, stateMiles.loadId, stateMiles.jurisdiction, stateMiles.day],
          set: { miles: sql`${stateMiles.miles} + excluded.miles`, updatedAt: new Date() },
        }),
    );
  }

  async addGaps(
    counts: ReadonlyArray<{ truckId: number; loadId: number; gaps: ReadonlyArray<Gap> }>,
  ): Promise<MileageGapRow[]> {
    const values = counts.flatMap(({ truckId, loadId, gaps }) =>
      gaps.map((g) => ({
        truckId,
        loadId,
        fromAt: g.from.at,
        toAt: g.to.at,
        fromLat: g.from.lat,
        fromLon: g.from.lon,
        toLat: g.to.lat,
        toLon: g.to.lon,
        miles: g.miles.toFixed(1),
      })),
    );
    const added: MileageGapRow[] = [];
    await inChunks(values, async (chunk) => {
      added.push(...(await this.db.insert(mileageGaps).values(chunk).onConflictDoNothing().returning()));
    });
    return added;
  }

  async saveCursors(
    cursors: ReadonlyArray<{ truckId: number; loadId: number; last: TrackPoint; positions: number }>,
  ): Promise<void> {
    const values = cursors.map(({ truckId, loadId, last, positions }) => ({
      loadId,
      truckId,
      lastAt: last.at,
      lastLat: last.lat,
      lastLon: last.lon,
      positions,
      updatedAt: new Date(),
    }));
    await inChunks(values, (chunk) =>
      this.db
        .insert(mileageCursors)
        .values(chunk)
        .onConflictDoUpdate({
          target: mileageCursors.loadId,
          set: {
            lastAt: sql`excluded.last_at`,
            lastLat: sql`excluded.last_lat`,
            lastLon: sql`excluded.last_lon`,
            positions: sql`excluded.positions`,
            updatedAt: sql`excluded.updated_at`,
          },
        }),
    );
  }

  async setSuggested(gapId: number, miles: number): Promise<void> {
    await this.db
      .update(mileageGaps)
      .set({ suggestedMiles: miles.toFixed(1) })
      .where(eq(mileageGaps.id, gapId));
  }

  /** Gaps whose route miles are not known yet, oldest first. */
  unsuggested(limit: number): Promise<MileageGapRow[]> {
    return this.db
      .select()
      .from(mileageGaps)
      .where(isNull(mileageGaps.suggestedMiles))
      .orderBy(mileageGaps.id)
      .limit(limit);
  }

  /** The load's miles: its state miles plus its gaps' straight-line miles; null when nothing was counted. */
  async loadMiles(loadId: number): Promise<number | null> {
    const [counted] = await this.db
      .select({ miles: sql<string | null>`sum(${stateMiles.miles})` })
      .from(stateMiles)
      .where(eq(stateMiles.loadId, loadId));
    const [gaps] = await this.db
      .select({ miles: sql<string | null>`sum(${mileageGaps.miles})` })
      .from(mileageGaps)
      .where(eq(mileageGaps.loadId, loadId));
    if (counted?.miles == null && gaps?.miles == null) return null;
    return Number(counted?.miles ?? 0) + Number(gaps?.miles ?? 0);
  }

  /** `loadMiles` of many loads in one statement: loads with neither counted miles nor gaps are left out. */
  async loadMilesMany(loadIds: ReadonlyArray<number>): Promise<Map<number, number>> {
    if (loadIds.length === 0) return new Map();
    const ids = sql.join(
      loadIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const result = await this.db.execute(sql`
      SELECT load_id, sum(miles) AS miles FROM (
        SELECT load_id, miles FROM state_miles WHERE load_id IN (${ids})
        UNION ALL
        SELECT load_id, miles FROM mileage_gaps WHERE load_id IN (${ids})
      ) AS m GROUP BY load_id`);
    const rows = rowsOf<{ load_id: number; miles: string }>(result);
    return new Map(rows.map((r) => [Number(r.load_id), Number(r.miles)]));
  }

  gapPage(filter: GapFilter, window: PageWindow) {
    const conditions: SQL[] = [];
    if (filter.from) conditions.push(gte(mileageGaps.fromAt, filter.from));
    if (filter.to) conditions.push(lt(mileageGaps.fromAt, filter.to));
    if (filter.truckId !== undefined) conditions.push(eq(mileageGaps.truckId, filter.truckId));
    return this.gapList.page(conditions.length > 0 ? and(...conditions) : undefined, window);
  }
}
