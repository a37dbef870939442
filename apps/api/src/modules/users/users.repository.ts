import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export interface UserFilter {
  group?: string;
  role?: string;
  search?: string;
}

/** `%text%` for LIKE, with the user's own wildcards taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case- and accent-insensitive match on name and email, written exactly as users_search_trgm_idx indexes
 * it, so PostgreSQL answers it from the trigram index.
 */
export function userSearchCondition(search: string): SQL {
  return sql`lower(unaccent_immutable(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})) LIKE lower(unaccent_immutable(${likePattern(search)}))`;
}

function whereOf(filter: UserFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.group) conditions.push(eq(users.group, filter.group));
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.search) conditions.push(userSearchCondition(filter.search));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The only place with queries on `users`. */
export class UsersRepository {
  constructor(private readonly db: DbOrTx) {}

  async findByEmail(email: string, db: DbOrTx = this.db): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  }

  async findExistingEmails(emails: string[], db: DbOrTx = this.db): Promise<string[]> {
    if (emails.length === 0) return [];
    const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
    return rows.map((r) => r.email);
  }

  async findById(id: number, db: DbOrTx = this.db): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async insert(values: NewUserRow, db: DbOrTx = this.db): Promise<UserRow> {
    const [row] = await db.insert(users).values(values).returning();
    if (!row) throw new Error('insert into users returned no row');
    return row;
  }

  /** Many rows in few statements (bulk import). */
  async insertMany(values: NewUserRow[], db: DbOrTx = this.db): Promise<UserRow[]> {
    const out: UserRow[] = [];
    for (let i = 0; i < values.length; i += 1000) {
      out.push(
        ...(await db
          .insert(users)
          .values(values.slice(i, i + 1000))
          .returning()),
      );
    }
    return out;
  }

  async update(id: number, values: Partial<NewUserRow>, db: DbOrTx = this.db): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  async setPasswordHash(id: number, passwordHash: string, db: DbOrTx = this.db): Promise<void> {
    await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
  }

  async setDispatcher(driverIds: number[], dispatcherId: number, db: DbOrTx = this.db): Promise<void> {
    if (driverIds.length === 0) return;
    await db.update(users).set({ dispatcherId }).where(inArray(users.id, driverIds));
  }

  async deleteById(id: number, db: DbOrTx = this.db): Promise<UserRow | undefined> {
    const [row] = await db.delete(users).where(eq(users.id, id)).returning();
    return row;
  }

  async count(db: DbOrTx = this.db): Promise<number> {
    const [row] = await db.select({ n: count() }).from(users);
    return row?.n ?? 0;
  }

  /** One page, newest first, and the number of matching rows. */
  async list(
    filter: UserFilter,
    page: { offset: number; limit: number },
    db: DbOrTx = this.db,
  ): Promise<{ rows: UserRow[]; total: number }> {
    const where = whereOf(filter);
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ n: count() }).from(users).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  }

  /** Users of a group, by name (selectors). */
  async listByGroup(group: string, db: DbOrTx = this.db): Promise<UserRow[]> {
    return db
      .select()
      .from(users)
      .where(eq(users.group, group))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  }

  /** Users whose dispatcher is one of `dispatcherIds`. */
  async listAssigned(dispatcherIds: number[], db: DbOrTx = this.db): Promise<UserRow[]> {
    if (dispatcherIds.length === 0) return [];
    return db
      .select()
      .from(users)
      .where(inArray(users.dispatcherId, dispatcherIds))
      .orderBy(asc(users.firstName), asc(users.lastName));
  }
}
