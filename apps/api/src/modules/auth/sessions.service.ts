import { messages } from '@fletx/contract/messages';
import { type SessionsPage, sessionMessages } from '@fletx/contract/sessions';
import { userAgentLabel } from '@fletx/contract/user-agent';
import type { Database } from '../../db/client';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditTrail } from '../../lib/audit-trail';
import { found, unauthorized } from '../../lib/errors';
import { itemsPageOf, pageRequest } from '../../lib/paging';
import { ACCESS_STATE_CACHE_MS, TimedCache } from '../../lib/timed-cache';
import {
  EVERY_SESSION,
  SESSIONS_CHANNEL,
  type SessionClient,
  type SessionRow,
  type SessionState,
  SessionsRepository,
} from './sessions.repository';

export type { SessionClient };

/**
 * How often a session's `last_used_at` follows the use of its access token: at most one write per session
 * this often, so a busy session does not write on every call.
 */
export const LAST_USED_EVERY_SECONDS = 60;

/** Who hears which sessions ended (this process's ends and every other process's). */
export type SessionsEndedListener = (ids: number[] | typeof EVERY_SESSION) => void;

/**
 * Sessions (docs/decisions/0034-sessions.md): a session is a refresh-token family. The access token names
 * its session (`sid`); the access check asks `isLive` on every call. What a process read of a session is kept
 * ACCESS_STATE_CACHE_MS at most and dropped as soon as any process ends the session: the end is announced on
 * SESSIONS_CHANNEL in its transaction and heard by every process once it commits (`start`).
 */
export class SessionsService {
  private readonly repo: SessionsRepository;
  private readonly states: TimedCache<SessionState | undefined>;
  private readonly listeners = new Set<SessionsEndedListener>();
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly audit: AuditTrail,
    private readonly database: Pick<Database, 'listen'>,
  ) {
    this.repo = new SessionsRepository(uow);
    this.states = new TimedCache((id) => this.repo.state(id), ACCESS_STATE_CACHE_MS);
  }

  /** Starts hearing which sessions end, in every process; a lost connection forgets every session read. */
  async start(): Promise<void> {
    this.stopListening = await this.database.listen(
      SESSIONS_CHANNEL,
      (payload) => this.heard(payload === EVERY_SESSION ? EVERY_SESSION : parseIds(payload)),
      () => this.heard(EVERY_SESSION),
    );
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = undefined;
  }

  /** Calls `listener` whenever this process hears sessions end; answers how to stop. */
  onEnded(listener: SessionsEndedListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** A new session (a login). */
  open(userId: number, familyId: string, client: SessionClient): Promise<number> {
    return this.repo.open({ userId, familyId, ...client });
  }

  /** The session a refresh continues (made for a family older than sessions); 401 once it has ended. */
  async resume(userId: number, familyId: string, client: SessionClient): Promise<number> {
    const row = await this.repo.resume({ userId, familyId, ...client });
    if (row.endedAt || row.userId !== userId) throw unauthorized(messages.invalidToken);
    return row.id;
  }

  /** Whether the session is live and the user's; its last use moves on (at most once a minute). */
  async isLive(sessionId: number, userId: number): Promise<boolean> {
    const state = await this.states.get(sessionId);
    if (!state || state.ended || state.userId !== userId) return false;
    const now = new Date();
    if (now.getTime() - state.lastUsedAt.getTime() >= LAST_USED_EVERY_SECONDS * 1000) {
      state.lastUsedAt = now;
      await this.repo.touch(sessionId, LAST_USED_EVERY_SECONDS);
    }
    return true;
  }

  /** GET /api/auth/sessions: my live sessions, `current` marking the caller's. */
  async list(
    userId: number,
    currentId: number | undefined,
    query: { page?: number; take?: number },
  ): Promise<SessionsPage> {
    const request = pageRequest(query);
    const { rows, total } = await this.repo.listLive(userId, request);
    return itemsPageOf(
      rows.map((row) => toItem(row, currentId)),
      total,
      request,
    );
  }

  /** DELETE /api/auth/sessions/{id}: one of my own live sessions, else 404. In the audit trail. */
  async endOwn(userId: number, sessionId: number): Promise<void> {
    await this.uow.transaction(async () => {
      const ended = found(await this.repo.endOne(userId, sessionId), sessionMessages.notFound);
      this.forget([ended.id]);
      await this.record(userId, `Session ended: ${sessionLabel(ended)}`);
    });
  }

  /** POST /api/auth/sessions/end-others: every live session of mine but this one. In the audit trail. */
  async endOthers(userId: number, currentId: number | undefined): Promise<number> {
    return this.uow.transaction(async () => {
      const ended = this.forget(
        currentId === undefined
          ? await this.repo.endAllForUser(userId)
          : await this.repo.endOthers(userId, currentId),
      );
      if (ended.length > 0) await this.record(userId, `Other sessions ended (${ended.length})`);
      return ended.length;
    });
  }

  /**
   * Every live session of a user (the caller's transaction: logout, a new password, an admin ending them);
   * answers how many ended. The caller keeps the audit trail.
   */
  async endAllForUser(userId: number): Promise<number> {
    return this.forget(await this.repo.endAllForUser(userId)).length;
  }

  /** A replayed refresh token: its family's session ends and every token of the family is revoked. */
  async endFamily(familyId: string): Promise<void> {
    this.forget(await this.repo.endFamily(familyId));
  }

  /**
   * Sessions this process ended: forgotten at once, so its next call reads them again. A read that a
   * concurrent call makes before the transaction commits may keep the old state, until this process hears
   * its own announcement (`heard`) a moment after the commit.
   */
  private forget(ids: number[]): number[] {
    for (const id of ids) this.states.forget(id);
    return ids;
  }

  private heard(ids: number[] | typeof EVERY_SESSION): void {
    if (ids === EVERY_SESSION) this.states.clear();
    else this.forget(ids);
    for (const listener of this.listeners) listener(ids);
  }

  /** The sessions routes are the back office's: the trail keeps them on the user's record. */
  private record(userId: number, summary: string): Promise<void> {
    return this.audit.changed({ type: 'user', id: userId }, undefined, undefined, { summary });
  }
}

function toItem(row: SessionRow, currentId: number | undefined) {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    userAgent: row.userAgent,
    ip: row.ip,
    current: row.id === currentId,
  };
}

const parseIds = (payload: string) =>
  payload
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id));

/** 'Chrome 131 on Windows, 203.0.113.7': how the audit trail names a session. */
const sessionLabel = (row: SessionClient) =>
  `${userAgentLabel(row.userAgent)}, ${row.ip || 'unknown address'}`;
