import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { twoFactorChallenges, twoFactorRecoveryCodes, userTwoFactor } from '../../db/schema';

export type TwoFactorRow = typeof userTwoFactor.$inferSelect;

/** The only place with queries on the two-factor tables (secrets, recovery codes, login challenges). */
export class TwoFactorRepository extends Repository {
  find(userId: number): Promise<TwoFactorRow | undefined> {
    return this.findOne(userTwoFactor, eq(userTwoFactor.userId, userId));
  }

  /** A new pending secret replaces an earlier one; the confirmed secret (if any) stays. */
  async savePending(userId: number, pendingSecret: string): Promise<void> {
    await this.db
      .insert(userTwoFactor)
      .values({ userId, pendingSecret })
      .onConflictDoUpdate({
        target: userTwoFactor.userId,
        set: { pendingSecret, updatedAt: sql`now()` },
      });
  }

  /** The pending secret becomes the confirmed one, with the step its first code was accepted for. */
  async enable(userId: number, secret: string, timeStep: number): Promise<void> {
    await this.db
      .update(userTwoFactor)
      .set({
        secret,
        pendingSecret: null,
        enabledAt: sql`now()`,
        lastTimeStep: timeStep,
        updatedAt: sql`now()`,
      })
      .where(eq(userTwoFactor.userId, userId));
  }

  /**
   * Records that a code of `timeStep` was accepted, only if no code of that step or a later one was: false
   * when another request used it first (a replay), so a code is accepted once even by two requests at once.
   */
  async claimTimeStep(userId: number, timeStep: number): Promise<boolean> {
    const rows = await this.db
      .update(userTwoFactor)
      .set({ lastTimeStep: timeStep, updatedAt: sql`now()` })
      .where(
        and(
          eq(userTwoFactor.userId, userId),
          or(isNull(userTwoFactor.lastTimeStep), lt(userTwoFactor.lastTimeStep, timeStep)),
        ),
      )
      .returning({ userId: userTwoFactor.userId });
    return rows.length > 0;
  }

  /** Two-factor sign-in off: the secrets, the recovery codes and the open challenges go. */
  async remove(userId: number): Promise<void> {
    await this.db.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
    await this.db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await this.db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
  }

  /** A new set of recovery codes replaces the old one. */
  async replaceRecoveryCodes(userId: number, codeHashes: string[]): Promise<void> {
    await this.db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await this.db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  }

  /** Uses one recovery code if it is the user's and unused; false otherwise (single use, even when raced). */
  async useRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
    const rows = await this.db
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(twoFactorRecoveryCodes.userId, userId),
          eq(twoFactorRecoveryCodes.codeHash, codeHash),
          isNull(twoFactorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: twoFactorRecoveryCodes.id });
    return rows.length > 0;
  }

  async countRecoveryCodesLeft(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(twoFactorRecoveryCodes)
      .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
    return Number(row?.n ?? 0);
  }

  async insertChallenge(values: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
    await this.db.insert(twoFactorChallenges).values(values);
  }

  /** The user of a live challenge (unused, unexpired at `now`), or undefined. */
  async findLiveChallenge(tokenHash: string, now: Date): Promise<number | undefined> {
    const [row] = await this.db
      .select({ userId: twoFactorChallenges.userId })
      .from(twoFactorChallenges)
      .where(
        and(
          eq(twoFactorChallenges.tokenHash, tokenHash),
          isNull(twoFactorChallenges.usedAt),
          gt(twoFactorChallenges.expiresAt, now),
        ),
      )
      .limit(1);
    return row?.userId;
  }

  /** Single use: false when another request used the challenge first. */
  async useChallenge(tokenHash: string): Promise<boolean> {
    const rows = await this.db
      .update(twoFactorChallenges)
      .set({ usedAt: sql`now()` })
      .where(and(eq(twoFactorChallenges.tokenHash, tokenHash), isNull(twoFactorChallenges.usedAt)))
      .returning({ id: twoFactorChallenges.id });
    return rows.length > 0;
  }

  /** Challenges expired before `before` are of no use any more. */
  async deleteExpiredChallenges(before: Date): Promise<void> {
    await this.db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, before));
  }
}
