import { and, desc, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { Repository } from '../../db/repository';
import { passwordResets, refreshTokens } from '../../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type PasswordResetRow = typeof passwordResets.$inferSelect;

/** A refresh token is closed for good once revoked, a recovery code once used (or retired). */
type Closable =
  | { table: typeof refreshTokens; closedAt: 'revokedAt' }
  | { table: typeof passwordResets; closedAt: 'usedAt' };
const TOKENS: Closable = { table: refreshTokens, closedAt: 'revokedAt' };
const CODES: Closable = { table: passwordResets, closedAt: 'usedAt' };

/** The only place with queries on refresh tokens and recovery codes. */
export class AuthRepository extends Repository {
  async insertRefreshToken(values: {
    userId: number;
    tokenHash: string;
    familyId: string;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.insert(refreshTokens).values(values);
  }

  findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
    return this.findOne(refreshTokens, eq(refreshTokens.tokenHash, tokenHash));
  }

  /** Revokes one token if still live; false when another request revoked it first. */
  async revokeRefreshToken(id: number): Promise<boolean> {
    return (await this.close(TOKENS, eq(refreshTokens.id, id))) > 0;
  }

  async revokeAllForUser(userId: number): Promise<void> {
    await this.close(TOKENS, eq(refreshTokens.userId, userId));
  }

  /** A new code retires every earlier unused code of the user. */
  async replaceResetCode(values: { userId: number; codeHash: string; expiresAt: Date }): Promise<void> {
    await this.close(CODES, eq(passwordResets.userId, values.userId));
    await this.db.insert(passwordResets).values(values);
  }

  /** Many first codes at once (bulk import: the users are new, so no earlier code needs retiring). */
  async insertResetCodes(
    values: Array<{ userId: number; codeHash: string; expiresAt: Date }>,
  ): Promise<void> {
    for (let i = 0; i < values.length; i += 2000) {
      await this.db.insert(passwordResets).values(values.slice(i, i + 2000));
    }
  }

  async findLiveResetCode(userId: number): Promise<PasswordResetRow | undefined> {
    const [row] = await this.db
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
      .orderBy(desc(passwordResets.createdAt), desc(passwordResets.id))
      .limit(1);
    return row;
  }

  /** Counts one try atomically; undefined when the code has no tries left. */
  async countResetAttempt(id: number, maxAttempts: number): Promise<number | undefined> {
    const [row] = await this.db
      .update(passwordResets)
      .set({ attempts: sql`${passwordResets.attempts} + 1` })
      .where(
        and(
          eq(passwordResets.id, id),
          lt(passwordResets.attempts, maxAttempts),
          isNull(passwordResets.usedAt),
        ),
      )
      .returning({ attempts: passwordResets.attempts });
    return row?.attempts;
  }

  /** Single use: false when the code was used meanwhile. */
  async consumeResetCode(id: number): Promise<boolean> {
    return (await this.close(CODES, eq(passwordResets.id, id))) > 0;
  }

  /** Closes the rows matching `where` that are still open, now; answers how many it closed. */
  private async close({ table, closedAt }: Closable, where: SQL): Promise<number> {
    const t: PgTable & { id: PgColumn } = table;
    const rows = await this.db
      .update(t)
      .set({ [closedAt]: new Date() } as PgUpdateSetSource<typeof t>)
      .where(and(where, isNull(table[closedAt as keyof typeof table] as PgColumn)))
      .returning({ id: t.id });
    return rows.length;
  }
}
