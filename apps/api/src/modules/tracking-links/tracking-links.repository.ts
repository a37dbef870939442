import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { type PageWindow, Repository } from '../../db/repository';
import { checkCalls, trackingLinks } from '../../db/schema';
import { insertOnce } from '../../lib/row-checks';

export type TrackingLinkRow = typeof trackingLinks.$inferSelect;
export type CheckCallRow = typeof checkCalls.$inferSelect;
export type NewCheckCall = typeof checkCalls.$inferInsert;

/** The only place with queries on tracking_links and check_calls. */
export class TrackingLinksRepository extends Repository {
  private readonly links = this.newestListOf('tracking links', trackingLinks);
  private readonly checkCalls = this.newestListOf('check calls', checkCalls);

  insert(values: typeof trackingLinks.$inferInsert): Promise<TrackingLinkRow> {
    return this.insertOne(trackingLinks, values);
  }

  /** The link of a token's hash (the unique index): one lookup whether it exists or not. */
  byHash(tokenHash: string): Promise<TrackingLinkRow | undefined> {
    return this.findOne(trackingLinks, eq(trackingLinks.tokenHash, tokenHash));
  }

  byId(id: number): Promise<TrackingLinkRow | undefined> {
    return this.findOne(trackingLinks, eq(trackingLinks.id, id));
  }

  /** A load's links, newest first, a page of them, and how many it has. */
  ofLoad(loadId: number, page: PageWindow) {
    return this.links.page(eq(trackingLinks.loadId, loadId), page);
  }

  /** The newest check-call link of a load neither revoked nor expired at `now`. */
  openMailLink(loadId: number, now: Date): Promise<TrackingLinkRow | undefined> {
    const open = and(
      eq(trackingLinks.loadId, loadId),
      eq(trackingLinks.source, 'check_calls'),
      isNull(trackingLinks.revokedAt),
      or(isNull(trackingLinks.expiresAt), gt(trackingLinks.expiresAt, now)),
    );
    return this.findOne(trackingLinks, open, { orderBy: desc(trackingLinks.id) });
  }

  async setHash(id: number, tokenHash: string): Promise<void> {
    await this.db.update(trackingLinks).set({ tokenHash }).where(eq(trackingLinks.id, id));
  }

  async revoke(id: number, at: Date): Promise<TrackingLinkRow | undefined> {
    const [row] = await this.db
      .update(trackingLinks)
      .set({ revokedAt: at })
      .where(and(eq(trackingLinks.id, id), isNull(trackingLinks.revokedAt)))
      .returning();
    return row ?? this.byId(id);
  }

  /** Gives the load's links without an end date (made before delivery) their end. */
  async endOpenLinks(loadId: number, at: Date): Promise<void> {
    await this.db
      .update(trackingLinks)
      .set({ expiresAt: at })
      .where(and(eq(trackingLinks.loadId, loadId), isNull(trackingLinks.expiresAt)));
  }

  /** Records a check call once (load, event, stop, recipient): false when it was recorded before. */
  async recordCheckCall(values: NewCheckCall): Promise<boolean> {
    return insertOnce(this.db, checkCalls, values);
  }

  /** A load's check calls, newest first, a page of them, and how many it has. */
  checkCallsOf(loadId: number, page: PageWindow) {
    return this.checkCalls.page(eq(checkCalls.loadId, loadId), page);
  }
}
