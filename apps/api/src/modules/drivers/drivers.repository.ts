import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  driverInformation,
  driverPolicies,
  driverPreferences,
  driverStatusHistory,
  users,
} from '../../db/schema';
import { userSearchCondition } from '../users/users.service';

export type DriverInformationRow = typeof driverInformation.$inferSelect;
export type NewDriverInformationRow = typeof driverInformation.$inferInsert;
export type DriverPolicyRow = typeof driverPolicies.$inferSelect;
export type NewDriverPolicyRow = typeof driverPolicies.$inferInsert;
export type StatusHistoryRow = typeof driverStatusHistory.$inferSelect;

export interface DriverListRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  status: number;
  leaseAgreementDate: string | null;
  powerOnly: boolean | null;
}

/** The only place with queries on the driver tables. */
export class DriversRepository {
  constructor(private readonly db: DbOrTx) {}

  async insertInformation(values: NewDriverInformationRow, db: DbOrTx = this.db) {
    const [row] = await db.insert(driverInformation).values(values).returning();
    if (!row) throw new Error('insert into driver_information returned no row');
    return row;
  }

  async updateInformation(userId: number, values: Partial<NewDriverInformationRow>, db: DbOrTx = this.db) {
    const [row] = await db
      .update(driverInformation)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(driverInformation.userId, userId))
      .returning();
    return row;
  }

  async upsertPolicy(values: NewDriverPolicyRow, db: DbOrTx = this.db): Promise<DriverPolicyRow> {
    const { userId: _userId, ...rest } = values;
    const [row] = await db
      .insert(driverPolicies)
      .values(values)
      .onConflictDoUpdate({ target: driverPolicies.userId, set: { ...rest, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error('upsert into driver_policies returned no row');
    return row;
  }

  async upsertPreferences(userId: number, powerOnly: boolean, db: DbOrTx = this.db): Promise<void> {
    await db
      .insert(driverPreferences)
      .values({ userId, powerOnly })
      .onConflictDoUpdate({ target: driverPreferences.userId, set: { powerOnly } });
  }

  async findInformation(userId: number, db: DbOrTx = this.db): Promise<DriverInformationRow | undefined> {
    const [row] = await db
      .select()
      .from(driverInformation)
      .where(eq(driverInformation.userId, userId))
      .limit(1);
    return row;
  }

  /** The information row, locked until the transaction ends (status changes). */
  async lockInformation(userId: number, db: DbOrTx = this.db): Promise<DriverInformationRow | undefined> {
    const [row] = await db
      .select()
      .from(driverInformation)
      .where(eq(driverInformation.userId, userId))
      .for('update')
      .limit(1);
    return row;
  }

  async findPolicy(userId: number, db: DbOrTx = this.db): Promise<DriverPolicyRow | undefined> {
    const [row] = await db.select().from(driverPolicies).where(eq(driverPolicies.userId, userId)).limit(1);
    return row;
  }

  async findPowerOnly(userId: number, db: DbOrTx = this.db): Promise<boolean> {
    const [row] = await db
      .select({ powerOnly: driverPreferences.powerOnly })
      .from(driverPreferences)
      .where(eq(driverPreferences.userId, userId))
      .limit(1);
    return row?.powerOnly ?? false;
  }

  /** Drivers (users joined with their information), newest first, searched by name and email. */
  async list(
    filter: { search?: string },
    page: { offset: number; limit: number },
    db: DbOrTx = this.db,
  ): Promise<{ rows: DriverListRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.search) conditions.push(userSearchCondition(filter.search));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const rows = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        status: driverInformation.status,
        leaseAgreementDate: driverInformation.leaseAgreementDate,
        powerOnly: driverPreferences.powerOnly,
      })
      .from(driverInformation)
      .innerJoin(users, eq(users.id, driverInformation.userId))
      .leftJoin(driverPreferences, eq(driverPreferences.userId, driverInformation.userId))
      .where(where)
      .orderBy(desc(driverInformation.createdAt), desc(driverInformation.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await db
      .select({ n: count() })
      .from(driverInformation)
      .innerJoin(users, eq(users.id, driverInformation.userId))
      .where(where);
    return { rows, total: total?.n ?? 0 };
  }

  async countByStatus(status: number | undefined, db: DbOrTx = this.db): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(driverInformation)
      .where(status === undefined ? undefined : eq(driverInformation.status, status));
    return row?.n ?? 0;
  }

  /** Drivers who own their truck or whose truck a third party owns. */
  async listOwners(db: DbOrTx = this.db) {
    return db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        ownership: driverInformation.ownership,
        ownerName: driverInformation.ownerName,
        ownerEmail: driverInformation.ownerEmail,
        ownerCell: driverInformation.ownerCell,
      })
      .from(driverInformation)
      .innerJoin(users, eq(users.id, driverInformation.userId))
      .where(inArray(driverInformation.ownership, ['driver_owner', 'third_party']))
      .orderBy(driverInformation.ownerName, users.id);
  }

  async setStatus(userId: number, status: number, db: DbOrTx = this.db): Promise<void> {
    await db
      .update(driverInformation)
      .set({ status, updatedAt: new Date() })
      .where(eq(driverInformation.userId, userId));
  }

  async appendHistory(values: typeof driverStatusHistory.$inferInsert, db: DbOrTx = this.db): Promise<void> {
    await db.insert(driverStatusHistory).values(values);
  }

  /** Newest first. */
  async listHistory(driverId: number, db: DbOrTx = this.db): Promise<StatusHistoryRow[]> {
    return db
      .select()
      .from(driverStatusHistory)
      .where(eq(driverStatusHistory.driverId, driverId))
      .orderBy(desc(driverStatusHistory.changedAt), desc(driverStatusHistory.id));
  }
}
