import { and, asc, desc, eq, gte, lt, lte } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { driverDutyEvents } from '../../db/schema';

export type DutyEventRow = typeof driverDutyEvents.$inferSelect;
export type NewDutyEvent = typeof driverDutyEvents.$inferInsert;

/** The only place with queries on driver_duty_events. */
export class DutyRepository extends Repository {
  insert(values: NewDutyEvent): Promise<DutyEventRow> {
    return this.insertOne(driverDutyEvents, values);
  }

  async insertMany(values: NewDutyEvent[]): Promise<void> {
    if (values.length > 0) await this.db.insert(driverDutyEvents).values(values);
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
