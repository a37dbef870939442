import { asc, desc, eq } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { loadLocations } from '../../db/schema';

export type LoadLocationRow = typeof loadLocations.$inferSelect;
export type NewLoadLocation = typeof loadLocations.$inferInsert;

/** At most this many points of one load's track are read (a week of pings every 2 minutes). */
const TRACK_LIMIT = 5000;
/** Rows one INSERT writes at most. */
const INSERT_CHUNK = 500;

/** The only place with queries on load_locations. */
export class TrackingRepository extends Repository {
  /** Inserts in chunks of INSERT_CHUNK rows. */
  async insertLocations(values: NewLoadLocation[]): Promise<void> {
    for (let i = 0; i < values.length; i += INSERT_CHUNK)
      await this.db.insert(loadLocations).values(values.slice(i, i + INSERT_CHUNK));
  }

  /** A load's newest points, newest first (ties: the last to arrive first). */
  private newest(loadId: number, limit: number): Promise<LoadLocationRow[]> {
    return this.db
      .select()
      .from(loadLocations)
      .where(eq(loadLocations.loadId, loadId))
      .orderBy(desc(loadLocations.at), desc(loadLocations.id))
      .limit(limit);
  }

  /** A load's track, oldest first (ties by arrival); at most TRACK_LIMIT points, the newest kept. */
  async track(loadId: number): Promise<LoadLocationRow[]> {
    return (await this.newest(loadId, TRACK_LIMIT)).reverse();
  }

  /** Every position of a load, oldest first (ties by arrival): what its state miles are counted from again. */
  allPositions(loadId: number): Promise<Array<{ lat: number; lon: number; at: Date }>> {
    return this.db
      .select({ lat: loadLocations.lat, lon: loadLocations.lon, at: loadLocations.at })
      .from(loadLocations)
      .where(eq(loadLocations.loadId, loadId))
      .orderBy(asc(loadLocations.at), asc(loadLocations.id));
  }

  async lastPosition(loadId: number): Promise<LoadLocationRow | undefined> {
    const [row] = await this.newest(loadId, 1);
    return row;
  }

  countPings(loadId: number): Promise<number> {
    return this.countOf(loadLocations, eq(loadLocations.loadId, loadId));
  }
}
