import type { IntakeStatus } from '@fletx/contract/intake';
import { and, asc, eq, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { type PageWindow, TableRepository } from '../../db/repository';
import { intakeDrafts, intakeLayouts } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';

export type DraftRow = typeof intakeDrafts.$inferSelect;
export type NewDraftRow = typeof intakeDrafts.$inferInsert;
export type LayoutJson = typeof intakeLayouts.$inferSelect.layout;

/**
 * The drafts and the learnt layouts (docs/product.md "Rate confirmations"). Every read has its index: the
 * list newest first (all, or of one status), the pending queue, the same bytes, the same broker load number.
 */
export class IntakeRepository extends TableRepository<typeof intakeDrafts> {
  private readonly list = this.newestListOf('intake drafts', intakeDrafts, 'createdAt');

  constructor(uow: UnitOfWork) {
    super(uow, intakeDrafts);
  }

  /** A page of the drafts, newest first, of one status or all. */
  page(status: IntakeStatus | undefined, window: PageWindow) {
    return this.list.page(status ? eq(intakeDrafts.status, status) : undefined, window);
  }

  /** A new draft; undefined when a draft of the same bytes (sha256) exists already. */
  async insertNew(values: (typeof intakeDrafts)['$inferInsert']): Promise<DraftRow | undefined> {
    const [row] = await this.db
      .insert(intakeDrafts)
      .values(values)
      .onConflictDoNothing({ target: intakeDrafts.sha256 })
      .returning();
    return row;
  }

  /** The first draft of these bytes, if any. */
  firstWithSha(sha256: string): Promise<DraftRow | undefined> {
    return this.findOne(intakeDrafts, eq(intakeDrafts.sha256, sha256), { orderBy: asc(intakeDrafts.id) });
  }

  /** The first other draft of this broker (MC number) and broker load number. */
  firstOfBrokerLoad(mc: string, loadNumber: string, exceptId: number): Promise<DraftRow | undefined> {
    const where = and(
      eq(intakeDrafts.brokerMc, mc),
      eq(intakeDrafts.brokerLoadNumber, loadNumber),
      ne(intakeDrafts.id, exceptId),
    );
    return this.findOne(intakeDrafts, where, { orderBy: asc(intakeDrafts.id) });
  }

  /**
   * Claims the oldest pending draft no live reader holds (none claimed it, or its claim is older than
   * `leaseSeconds`: that reader stopped): SKIP LOCKED lets the processes of one database claim different
   * drafts at once. The claim counts an attempt.
   */
  async claimPending(leaseSeconds: number): Promise<DraftRow | undefined> {
    const free = or(
      isNull(intakeDrafts.claimedAt),
      lt(intakeDrafts.claimedAt, sql`now() - make_interval(secs => ${leaseSeconds})`),
    );
    const next = this.db
      .select({ id: intakeDrafts.id })
      .from(intakeDrafts)
      .where(and(eq(intakeDrafts.status, 'pending'), free))
      .orderBy(asc(intakeDrafts.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await this.db
      .update(intakeDrafts)
      .set({ claimedAt: sql`now()`, attempts: sql`${intakeDrafts.attempts} + 1` })
      .where(eq(intakeDrafts.id, sql`(${next})`))
      .returning();
    return row;
  }

  /** Writes what the reader made of a pending draft; undefined when it is pending no more (deleted). */
  finishReading(id: number, values: Partial<NewDraftRow>): Promise<DraftRow | undefined> {
    return this.updateStamped(
      intakeDrafts,
      and(eq(intakeDrafts.id, id), eq(intakeDrafts.status, 'pending')) as SQL,
      { ...values, claimedAt: null },
    );
  }

  async deleteById(id: number): Promise<DraftRow | undefined> {
    const [row] = await this.db.delete(intakeDrafts).where(eq(intakeDrafts.id, id)).returning();
    return row;
  }

  async layoutOf(brokerKey: string): Promise<LayoutJson | undefined> {
    const row = await this.findOne(intakeLayouts, eq(intakeLayouts.brokerKey, brokerKey));
    return row?.layout;
  }

  async saveLayout(brokerKey: string, layout: LayoutJson): Promise<void> {
    await this.db
      .insert(intakeLayouts)
      .values({ brokerKey, layout })
      .onConflictDoUpdate({ target: intakeLayouts.brokerKey, set: { layout, updatedAt: new Date() } });
  }
}
