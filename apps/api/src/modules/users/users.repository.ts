import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type PageWindow, TableRepository } from '../../db/repository';
import { userSearchCondition, users } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { type ExpectedVersion, StaleVersion } from '../../lib/record-version';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** A user's name and their dispatcher's (none for a user without one). */
export interface UserNames {
  id: number;
  firstName: string;
  lastName: string;
  dispatcherFirstName: string | null;
  dispatcherLastName: string | null;
}

const dispatcher = alias(users, 'dispatcher');

export interface UserFilter {
  group?: string;
  role?: string;
  search?: string;
}

function whereOf(filter: UserFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.group) conditions.push(eq(users.group, filter.group));
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.search) conditions.push(userSearchCondition(filter.search));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The only place with queries on `users`. */
export class UsersRepository extends TableRepository<typeof users> {
  constructor(uow: UnitOfWork) {
    super(uow, users);
  }

  /** Newest first. */
  private readonly listed = this.newestListOf('users', users, 'createdAt');

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.findOne(users, eq(users.email, email));
  }

  async findExistingEmails(emails: string[]): Promise<string[]> {
    if (emails.length === 0) return [];
    const rows = await this.db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
    return rows.map((r) => r.email);
  }

  /** Many rows in few statements (bulk import). */
  async insertMany(values: NewUserRow[]): Promise<UserRow[]> {
    const out: UserRow[] = [];
    for (let i = 0; i < values.length; i += 1000) {
      out.push(
        ...(await this.db
          .insert(users)
          .values(values.slice(i, i + 1000))
          .returning()),
      );
    }
    return out;
  }

  /**
   * A stamp on the side (docs/decisions/0020-audit-trail-and-record-versions.md): the password is no field of
   * the user's form, so changing it leaves the user's version as it is and an open form stays saveable.
   */
  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
  }

  /** What the access check reads on every request (docs/decisions/0018). */
  async findAccess(id: number): Promise<{ role: string; group: string; tokenVersion: number } | undefined> {
    const [row] = await this.db
      .select({ role: users.role, group: users.group, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    return row;
  }

  /** Ends every session of the user: access tokens of an earlier version stop working. Answers the group. */
  async bumpTokenVersion(id: number): Promise<string | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, id))
      .returning({ group: users.group });
    return row?.group;
  }

  /** The current dispatcher of each of these users. */
  async findDispatchers(ids: number[]): Promise<Array<{ id: number; dispatcherId: number | null }>> {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: users.id, dispatcherId: users.dispatcherId })
      .from(users)
      .where(inArray(users.id, ids));
  }

  async setDispatcher(driverIds: number[], dispatcherId: number): Promise<void> {
    if (driverIds.length === 0) return;
    await this.db.update(users).set({ dispatcherId }).where(inArray(users.id, driverIds));
  }

  /** Deletes the user, at `version` when given (`StaleVersion` when it moved on); undefined when there is none. */
  async deleteById(id: number, version?: ExpectedVersion): Promise<UserRow | undefined> {
    const where =
      version === undefined ? eq(users.id, id) : and(eq(users.id, id), eq(users.version, version));
    const [row] = await this.db.delete(users).where(where).returning();
    if (!row && version !== undefined && (await this.findById(id))) throw new StaleVersion('The user');
    return row;
  }

  count(): Promise<number> {
    return this.countOf(users);
  }

  /** One page, newest first, and the number of matching rows. */
  list(filter: UserFilter, page: PageWindow): Promise<{ rows: UserRow[]; total: number }> {
    return this.listed.page(whereOf(filter), page);
  }

  /** Every user matching the filter, newest first, a batch at a time (keyset: `format=csv`). */
  batches(filter: UserFilter): AsyncGenerator<UserRow[]> {
    return this.listed.batches(whereOf(filter));
  }

  /** The users of `ids` that are in the group, with their names and their dispatcher's. */
  async namesInGroup(ids: number[], group: string): Promise<UserNames[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        dispatcherFirstName: dispatcher.firstName,
        dispatcherLastName: dispatcher.lastName,
      })
      .from(users)
      .leftJoin(dispatcher, eq(dispatcher.id, users.dispatcherId))
      .where(and(inArray(users.id, ids), eq(users.group, group)));
  }

  /** Users of a group, by name (selectors). */
  listByGroup(group: string): Promise<UserRow[]> {
    return this.findMany(
      users,
      eq(users.group, group),
      asc(users.firstName),
      asc(users.lastName),
      asc(users.id),
    );
  }

  /** Users whose dispatcher is one of `dispatcherIds`. */
  async listAssigned(dispatcherIds: number[]): Promise<UserRow[]> {
    if (dispatcherIds.length === 0) return [];
    return this.findMany(
      users,
      inArray(users.dispatcherId, dispatcherIds),
      asc(users.firstName),
      asc(users.lastName),
    );
  }
}
