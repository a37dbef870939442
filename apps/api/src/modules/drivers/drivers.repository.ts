import { desc, eq } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { driverInformation, driverPolicies, driverPreferences, driverStatusHistory } from '../../db/schema';

export type DriverInformationRow = typeof driverInformation.$inferSelect;
export type NewDriverInformationRow = typeof driverInformation.$inferInsert;
export type DriverPolicyRow = typeof driverPolicies.$inferSelect;
export type NewDriverPolicyRow = typeof driverPolicies.$inferInsert;
export type StatusHistoryRow = typeof driverStatusHistory.$inferSelect;

/** The only place with queries on the driver tables (the list and the owners are read by the read model). */
export class DriversRepository extends Repository {
  insertInformation(values: NewDriverInformationRow): Promise<DriverInformationRow> {
    return this.insertOne(driverInformation, values);
  }

  updateInformation(
    userId: number,
    values: Partial<NewDriverInformationRow>,
  ): Promise<DriverInformationRow | undefined> {
    return this.updateStamped(driverInformation, eq(driverInformation.userId, userId), values);
  }

  async upsertPolicy(values: NewDriverPolicyRow): Promise<DriverPolicyRow> {
    const { userId: _userId, ...rest } = values;
    const [row] = await this.db
      .insert(driverPolicies)
      .values(values)
      .onConflictDoUpdate({ target: driverPolicies.userId, set: { ...rest, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error('upsert into driver_policies returned no row');
    return row;
  }

  async upsertPreferences(userId: number, powerOnly: boolean): Promise<void> {
    await this.db
      .insert(driverPreferences)
      .values({ userId, powerOnly })
      .onConflictDoUpdate({ target: driverPreferences.userId, set: { powerOnly } });
  }

  findInformation(userId: number): Promise<DriverInformationRow | undefined> {
    return this.findOne(driverInformation, eq(driverInformation.userId, userId));
  }

  /** The information row, locked until the transaction ends (status changes). */
  lockInformation(userId: number): Promise<DriverInformationRow | undefined> {
    return this.findOne(driverInformation, eq(driverInformation.userId, userId), { forUpdate: true });
  }

  findPolicy(userId: number): Promise<DriverPolicyRow | undefined> {
    return this.findOne(driverPolicies, eq(driverPolicies.userId, userId));
  }

  async findPowerOnly(userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ powerOnly: driverPreferences.powerOnly })
      .from(driverPreferences)
      .where(eq(driverPreferences.userId, userId))
      .limit(1);
    return row?.powerOnly ?? false;
  }

  countByStatus(status: number | undefined): Promise<number> {
    return this.countOf(
      driverInformation,
      status === undefined ? undefined : eq(driverInformation.status, status),
    );
  }

  setStatus(userId: number, status: number): Promise<DriverInformationRow | undefined> {
    return this.updateStamped(driverInformation, eq(driverInformation.userId, userId), { status });
  }

  async appendHistory(values: typeof driverStatusHistory.$inferInsert): Promise<void> {
    await this.db.insert(driverStatusHistory).values(values);
  }

  /** Newest first. */
  listHistory(driverId: number): Promise<StatusHistoryRow[]> {
    const { changedAt, id } = driverStatusHistory;
    return this.findMany(
      driverStatusHistory,
      eq(driverStatusHistory.driverId, driverId),
      desc(changedAt),
      desc(id),
    );
  }
}
