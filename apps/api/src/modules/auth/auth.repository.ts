import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResets, refreshTokens } from '../../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type PasswordResetRow = typeof passwordResets.$inferSelect;

/** The only place with queries on refresh tokens and recovery codes. */
export class AuthRepository {
  constructor(private readonly db: DbOrTx) {}

  async insertRefreshToken(
    values: { userId: number; tokenHash: string; familyId: string; expiresAt: Date },
    db: DbOrTx = this.db,
  ): Promise<void> {
    await db.insert(refreshTokens).values(values);
  }

  async findRefreshToken(tokenHash: string, db: DbOrTx = this.db): Promise<RefreshTokenRow | undefined> {
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    return row;
  }

  /** Revokes one token if still live; false when another request revoked it first. */
  async revokeRefreshToken(id: number, db: DbOrTx = this.db): Promise<boolean> {
    const rows = await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length > 0;
  }

  async revokeFamily(familyId: string, db: DbOrTx = this.db): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  async revokeAllForUser(userId: number, db: DbOrTx = this.db): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }

  async deleteExpiredRefreshTokens(db: DbOrTx = this.db): Promise<void> {
    await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, new Date()));
  }

  /** A new code retires every earlier unused code of the user. */
  async replaceResetCode(
    values: { userId: number; codeHash: string; expiresAt: Date },
    db: DbOrTx = this.db,
  ): Promise<void> {
    await db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, values.userId), isNull(passwordResets.usedAt)));
    await db.insert(passwordResets).values(values);
  }

  /** Many first codes at once (bulk import: the users are new, so no earlier code needs retiring). */
  async insertResetCodes(
    values: Array<{ userId: number; codeHash: string; expiresAt: Date }>,
    db: DbOrTx = this.db,
  ): Promise<void> {
    for (let i = 0; i < values.length; i += 2000) {
      await db.insert(passwordResets).values(values.slice(i, i + 2000));
    }
  }

  async findLiveResetCode(userId: number, db: DbOrTx = this.db): Promise<PasswordResetRow | undefined> {
    const [row] = await db
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
      .orderBy(desc(passwordResets.createdAt), desc(passwordResets.id))
      .limit(1);
    return row;
  }

  /** Counts one try atomically; undefined when the code has no tries left. */
  async countResetAttempt(
    id: number,
    maxAttempts: number,
    db: DbOrTx = this.db,
  ): Promise<number | undefined> {
    const [row] = await db
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
  async consumeResetCode(id: number, db: DbOrTx = this.db): Promise<boolean> {
    const rows = await db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    return rows.length > 0;
  }
}
