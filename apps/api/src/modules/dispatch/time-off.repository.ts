import { eq } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { driverTimeOff } from '../../db/schema';

export type TimeOffRow = typeof driverTimeOff.$inferSelect;

/** The only place that writes drivers' time off (the board reads it through the read model). */
export class TimeOffRepository extends Repository {
  insert(values: typeof driverTimeOff.$inferInsert): Promise<TimeOffRow> {
    return this.insertOne(driverTimeOff, values);
  }

  async delete(id: number): Promise<TimeOffRow | undefined> {
    const [row] = await this.db.delete(driverTimeOff).where(eq(driverTimeOff.id, id)).returning();
    return row;
  }
}
