import { and, eq, inArray, lt } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
type NewIdempotencyRow = typeof idempotencyKeys.$inferInsert;

/** The only place with queries on idempotency_keys. */
export class IdempotencyRepository {
  constructor(private readonly uow: UnitOfWork) {}

  private get db() {
    return this.uow.db;
  }

  /**
   * Inserts the key's row unless the driver already has one. On PostgreSQL an uncommitted row with the same
   * key makes this wait for that transaction: it answers the new row's id, or undefined when the key is taken.
   */
  async claim(values: NewIdempotencyRow): Promise<number | undefined> {
    const [row] = await this.db
      .insert(idempotencyKeys)
      .values(values)
      .onConflictDoNothing({ target: [idempotencyKeys.driverId, idempotencyKeys.key] })
      .returning({ id: idempotencyKeys.id });
    return row?.id;
  }

  async find(driverId: number, key: string): Promise<IdempotencyRow | undefined> {
    const [row] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.driverId, driverId), eq(idempotencyKeys.key, key)));
    return row;
  }

  async complete(id: number, answer: { statusCode: number; body: string; etag?: string }): Promise<void> {
    await this.db
      .update(idempotencyKeys)
      .set({ statusCode: answer.statusCode, responseBody: answer.body, etag: answer.etag ?? null })
      .where(eq(idempotencyKeys.id, id));
  }

  /** Drops the driver's row for `key` when it was created before `cutoff` (it no longer counts). */
  async dropExpired(driverId: number, key: string, cutoff: Date): Promise<void> {
    await this.db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.driverId, driverId),
          eq(idempotencyKeys.key, key),
          lt(idempotencyKeys.createdAt, cutoff),
        ),
      );
  }

  /**
   * Deletes up to `limit` rows created before `cutoff`, skipping rows another transaction holds (so the sweep
   * never waits, and never makes anyone wait for it).
   */
  async sweep(cutoff: Date, limit: number): Promise<void> {
    const expired = this.db
      .select({ id: idempotencyKeys.id })
      .from(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, cutoff))
      .orderBy(idempotencyKeys.createdAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    await this.db.delete(idempotencyKeys).where(inArray(idempotencyKeys.id, expired));
  }
}
