import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loadLocations, loads } from '../../db/schema';

export type LoadLocationRow = typeof loadLocations.$inferSelect;
export type NewLoadLocation = typeof loadLocations.$inferInsert;

/** At most this many points of one load's track are read (a week of pings every 2 minutes). */
const TRACK_LIMIT = 5000;

/** The only place with queries on load_locations (and the driver's own loads list). */
export class TrackingRepository {
  constructor(private readonly db: DbOrTx) {}

  async insertLocations(values: NewLoadLocation[], db: DbOrTx = this.db): Promise<void> {
    if (values.length > 0) await db.insert(loadLocations).values(values);
  }

  /** A load's track, oldest first (ties by arrival); at most TRACK_LIMIT points, the newest kept. */
  async track(loadId: number): Promise<LoadLocationRow[]> {
    const rows = await this.db
      .select()
      .from(loadLocations)
      .where(eq(loadLocations.loadId, loadId))
      .orderBy(desc(loadLocations.at), desc(loadLocations.id))
      .limit(TRACK_LIMIT);
    return rows.reverse();
  }

  async lastPosition(loadId: number): Promise<LoadLocationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(loadLocations)
      .where(eq(loadLocations.loadId, loadId))
      .orderBy(desc(loadLocations.at), desc(loadLocations.id))
      .limit(1);
    return row;
  }

  async countPings(loadId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(loadLocations)
      .where(eq(loadLocations.loadId, loadId));
    return row?.n ?? 0;
  }

  /** A driver's loads, newest first (uses loads_driver_idx). */
  async driverLoadIds(driverId: number, limit: number, offset: number) {
    const [ids, [total]] = await Promise.all([
      this.db
        .select({ id: loads.id })
        .from(loads)
        .where(and(eq(loads.driverId, driverId)))
        .orderBy(desc(loads.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(loads).where(eq(loads.driverId, driverId)),
    ]);
    return { ids: ids.map((r) => r.id), total: total?.n ?? 0 };
  }

  /** Oldest first; for the simulator's and demo data's sanity checks. */
  async firstPosition(loadId: number): Promise<LoadLocationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(loadLocations)
      .where(eq(loadLocations.loadId, loadId))
      .orderBy(asc(loadLocations.at), asc(loadLocations.id))
      .limit(1);
    return row;
  }
}
