import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** The only place with queries on `users`. */
export class UsersRepository {
  constructor(private readonly db: DbOrTx) {}

  async findByEmail(email: string, db: DbOrTx = this.db): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
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

  async setPasswordHash(id: number, passwordHash: string, db: DbOrTx = this.db): Promise<void> {
    await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
  }

  async count(db: DbOrTx = this.db): Promise<number> {
    const [row] = await db.select({ n: count() }).from(users);
    return row?.n ?? 0;
  }
}
