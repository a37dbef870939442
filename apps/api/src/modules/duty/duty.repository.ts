import { and, asc, desc, eq, gte, lt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { driverDutyEvents } from '../../db/schema';

export type DutyEventRow = typeof driverDutyEvents.$inferSelect;
export type NewDutyEvent = typeof driverDutyEvents.$inferInsert;

/** The only place with queries on driver_duty_events. */
export class DutyRepository {
  constructor(private readonly db: DbOrTx) {}

  async insert(values: NewDutyEvent, db: DbOrTx = this.db): Promise<DutyEventRow> {
    const [row] = await db.insert(driverDutyEvents).values(values).returning();
    if (!row) throw new Error('driver_duty_events insert returned nothing');
    return row;
  }

  async insertMany(values: NewDutyEvent[], db: DbOrTx = this.db): Promise<void> {
    if (values.length > 0) await db.insert(driverDutyEvents).values(values);
  }

  /** A driver's events with `from <= at <= to`, by time (ties by arrival). */
  async between(driverId: number, from: Date, to: Date, limit: number): Promise<DutyEventRow[]> {
    return this.db
      .select()
      .from(driverDutyEvents)
      .where(
        and(
          eq(driverDutyEvents.driverId, driverId),
          gte(driverDutyEvents.at, from),
          lte(driverDutyEvents.at, to),
        ),
      )
      .orderBy(asc(driverDutyEvents.at), asc(driverDutyEvents.id))
      .limit(limit);
  }

  /** The status in force at `at`: the latest event strictly before it. */
  async lastBefore(driverId: number, at: Date): Promise<DutyEventRow | undefined> {
    const [row] = await this.db
      .select()
      .from(driverDutyEvents)
      .where(and(eq(driverDutyEvents.driverId, driverId), lt(driverDutyEvents.at, at)))
      .orderBy(desc(driverDutyEvents.at), desc(driverDutyEvents.id))
      .limit(1);
    return row;
  }
}
