import { and, count, desc, eq, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { authSessions, refreshTokens } from '../../db/schema';
import type { SessionClient } from '../../lib/refresh-cookie';

export type SessionRow = typeof authSessions.$inferSelect;

export type { SessionClient };

/** What the access check reads of a session on every call. */
export interface SessionState {
  userId: number;
  ended: boolean;
  lastUsedAt: Date;
}

/** The NOTIFY channel on which a process tells every process which sessions ended (their ids, comma-separated). */
export const SESSIONS_CHANNEL = 'fletx_sessions_ended';
/** The payload that tells every process to forget every session it knows (too many ids for one NOTIFY). */
export const EVERY_SESSION = '*';
/** Under PostgreSQL's 8,000-byte limit of a NOTIFY payload. */
const NOTIFY_PAYLOAD_MAX = 7_900;

/** How much a stored user agent keeps (a header can be long; the list shows the browser and system). */
const USER_AGENT_MAX = 512;

const stored = (client: SessionClient) => ({
  userAgent: client.userAgent.slice(0, USER_AGENT_MAX),
  ip: client.ip.slice(0, 64),
});

/** The only place with queries on sessions; ending one revokes its family's refresh tokens too. */
export class SessionsRepository extends Repository {
  async open(values: { userId: number; familyId: string } & SessionClient): Promise<number> {
    const [row] = await this.db
      .insert(authSessions)
      .values({ userId: values.userId, familyId: values.familyId, ...stored(values) })
      .returning({ id: authSessions.id });
    if (!row) throw new Error('insert into auth_sessions returned no row');
    return row.id;
  }

  /**
   * The session of a refresh-token family, used now from `client`; made when the family predates sessions.
   * Answers its id and whether it has ended.
   */
  async resume(values: { userId: number; familyId: string } & SessionClient) {
    const [row] = await this.db
      .insert(authSessions)
      .values({ userId: values.userId, familyId: values.familyId, ...stored(values) })
      .onConflictDoUpdate({
        target: authSessions.familyId,
        set: { lastUsedAt: sql`now()`, ...stored(values) },
      })
      .returning({ id: authSessions.id, endedAt: authSessions.endedAt, userId: authSessions.userId });
    if (!row) throw new Error('upsert into auth_sessions returned no row');
    return row;
  }

  /** The access check's read, by key, on every call (a statement built once). */
  async state(id: number): Promise<SessionState | undefined> {
    const [row] = await this.run(
      'session state',
      () =>
        this.db
          .select({
            userId: authSessions.userId,
            endedAt: authSessions.endedAt,
            lastUsedAt: authSessions.lastUsedAt,
          })
          .from(authSessions)
          .where(eq(authSessions.id, sql.placeholder('id')))
          .limit(1),
      { id },
    );
    return row && { userId: row.userId, ended: row.endedAt !== null, lastUsedAt: row.lastUsedAt };
  }

  /** Moves `last_used_at` to now unless it was moved within `seconds` (so at most one write that long). */
  async touch(id: number, seconds: number): Promise<void> {
    await this.db
      .update(authSessions)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(authSessions.id, id),
          isNull(authSessions.endedAt),
          lt(authSessions.lastUsedAt, sql`now() - make_interval(secs => ${seconds})`),
        ),
      );
  }

  /** A page of the user's live sessions, the most recently used first. */
  async listLive(userId: number, page: { take: number; offset: number }) {
    const live = and(eq(authSessions.userId, userId), isNull(authSessions.endedAt));
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(authSessions)
        .where(live)
        .orderBy(desc(authSessions.lastUsedAt), desc(authSessions.id))
        .limit(page.take)
        .offset(page.offset),
      this.db.select({ n: count() }).from(authSessions).where(live),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Ends one live session of the user: where it was signed in from, or undefined when there is none. */
  async endOne(userId: number, id: number): Promise<(SessionClient & { id: number }) | undefined> {
    const [row] = await this.end(and(eq(authSessions.userId, userId), eq(authSessions.id, id)));
    return row;
  }

  /** Ends every live session of the user but `keepId`; answers the ids of those it ended. */
  async endOthers(userId: number, keepId: number): Promise<number[]> {
    return ids(await this.end(and(eq(authSessions.userId, userId), ne(authSessions.id, keepId))));
  }

  /** Ends every live session of the user; answers the ids of those it ended. */
  async endAllForUser(userId: number): Promise<number[]> {
    return ids(await this.end(eq(authSessions.userId, userId)));
  }

  /**
   * Ends a family's session (a replayed refresh token) and revokes the family's tokens, also for a family
   * older than sessions (no session row). Answers the ids of the sessions it ended.
   */
  async endFamily(familyId: string): Promise<number[]> {
    const ended = await this.end(eq(authSessions.familyId, familyId));
    if (ended.length === 0) await this.revokeFamilies([familyId]);
    return ids(ended);
  }

  /**
   * Ends the live sessions matching `where`, revokes their refresh tokens and tells every process which
   * ended (SESSIONS_CHANNEL, delivered when the transaction commits); answers those it ended.
   */
  private async end(where: SQL | undefined) {
    const ended = await this.db
      .update(authSessions)
      .set({ endedAt: sql`now()` })
      .where(and(where, isNull(authSessions.endedAt)))
      .returning({
        id: authSessions.id,
        familyId: authSessions.familyId,
        userAgent: authSessions.userAgent,
        ip: authSessions.ip,
      });
    if (ended.length === 0) return ended;
    await this.revokeFamilies(ended.map((row) => row.familyId));
    const list = ids(ended).join(',');
    const payload = list.length > NOTIFY_PAYLOAD_MAX ? EVERY_SESSION : list;
    await this.db.execute(sql`SELECT pg_notify(${SESSIONS_CHANNEL}, ${payload})`);
    return ended;
  }

  private async revokeFamilies(familyIds: string[]): Promise<void> {
    if (familyIds.length === 0) return;
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(inArray(refreshTokens.familyId, familyIds), isNull(refreshTokens.revokedAt)));
  }
}

const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);
