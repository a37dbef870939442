import { and, asc, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { Repository } from '../../db/repository';
import { eventTickets, liveEvents } from '../../db/schema';

export type LiveEventRow = typeof liveEvents.$inferSelect;

/** The NOTIFY channel every API process listens on. */
export const EVENTS_CHANNEL = 'fletx_live_events';

/** The only place with queries on event_tickets and live_events. */
export class EventsRepository extends Repository {
  async addTicket(hash: string, userId: number, expiresAt: Date): Promise<void> {
    await this.db.insert(eventTickets).values({ hash, userId, expiresAt });
  }

  /** Uses the ticket (once, before it expires); answers whose it was. */
  async useTicket(hash: string, now: Date): Promise<number | undefined> {
    const [row] = await this.db
      .update(eventTickets)
      .set({ usedAt: now })
      .where(
        and(
          sql`${eventTickets.hash} = ${hash}`,
          isNull(eventTickets.usedAt),
          gt(eventTickets.expiresAt, now),
        ),
      )
      .returning({ userId: eventTickets.userId });
    return row?.userId;
  }

  /**
   * Keeps the event and tells every listening process, in one statement: inside a transaction the NOTIFY
   * is delivered when it commits, and not at all when it rolls back.
   */
  async append(type: string, data: unknown, at: Date): Promise<void> {
    await this.db.execute(sql`
      WITH kept AS (
        INSERT INTO ${liveEvents} (type, data, at) VALUES (${type}, ${JSON.stringify(data)}::jsonb, ${at})
        RETURNING id, type, data, at
      )
      SELECT pg_notify(${EVENTS_CHANNEL}, json_build_object('id', id, 'type', type, 'data', data, 'at', at)::text)
      FROM kept`);
  }

  /** The events after `afterId` still kept, oldest first. */
  async since(afterId: number, notBefore: Date, limit: number): Promise<LiveEventRow[]> {
    return this.db
      .select()
      .from(liveEvents)
      .where(and(gt(liveEvents.id, afterId), gt(liveEvents.at, notBefore)))
      .orderBy(asc(liveEvents.id))
      .limit(limit);
  }

  /** Forgets events older than `before` and tickets used or expired (any process may run it). */
  async prune(before: Date, now: Date): Promise<void> {
    await this.db.delete(liveEvents).where(lt(liveEvents.at, before));
    await this.db
      .delete(eventTickets)
      .where(or(lt(eventTickets.expiresAt, now), sql`${eventTickets.usedAt} IS NOT NULL`));
  }

  /** The newest event id (0 when none): where a stream opened without `Last-Event-ID` starts. */
  async lastId(): Promise<number> {
    const rows = rowsOf<{ id: string | number | null }>(
      await this.db.execute(sql`SELECT max(id) AS id FROM ${liveEvents}`),
    );
    return Number(rows[0]?.id ?? 0);
  }
}
