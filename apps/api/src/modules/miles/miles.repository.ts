import { eq } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { mileageCursors } from '../../db/schema';

export type MileageCursorRow = typeof mileageCursors.$inferSelect;

/** The only place with queries on state_miles, mileage_gaps and mileage_cursors. */
export class MilesRepository extends Repository {
  /** How far the state miles of a load have been counted, if at all. */
  async cursor(loadId: number): Promise<MileageCursorRow | undefined> {
    const [row] = await this.db.select().from(mileageCursors).where(eq(mileageCursors.loadId, loadId));
    return row;
  }
}
