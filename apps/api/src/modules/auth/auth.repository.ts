import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { passwordResets, refreshTokens } from '../../db/schema';
import { Repository } from '../../db/unit-of-work';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type PasswordResetRow = typeof passwordResets.$inferSelect;

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
    const rows = await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length > 0;
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  async revokeAllForUser(userId: number): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }

  /** A new code retires every earlier unused code of the user. */
  async replaceResetCode(values: { userId: number; codeHash: string; expiresAt: Date }): Promise<void> {
    await this.db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, values.userId), isNull(passwordResets.usedAt)));
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
    const rows = await this.db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    return rows.length > 0;
  }
}
