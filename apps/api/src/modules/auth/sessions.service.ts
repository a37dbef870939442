import { messages } from '@fletx/contract/messages';
import { type SessionsPage, sessionMessages } from '@fletx/contract/sessions';
import { userAgentLabel } from '@fletx/contract/user-agent';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditTrail } from '../../lib/audit-trail';
import { notFound, unauthorized } from '../../lib/errors';
import { pageRequest } from '../../lib/paging';
import { type SessionClient, type SessionRow, SessionsRepository } from './sessions.repository';

export type { SessionClient };

/**
 * How often a session's `last_used_at` follows the use of its access token: at most one write per session
 * this often, so a busy session does not write on every call.
 */
export const LAST_USED_EVERY_SECONDS = 60;

/**
 * Sessions (docs/decisions/0034-sessions.md): a session is a refresh-token family. The access token names
 * its session (`sid`); the access check asks `isLive` on every call, a read by key, so a session ended by
 * any process refuses its access token on the next call everywhere.
 */
export class SessionsService {
  private readonly repo: SessionsRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly audit: AuditTrail,
  ) {
    this.repo = new SessionsRepository(uow);
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
    const state = await this.repo.state(sessionId);
    if (!state || state.ended || state.userId !== userId) return false;
    if (Date.now() - state.lastUsedAt.getTime() >= LAST_USED_EVERY_SECONDS * 1000)
      await this.repo.touch(sessionId, LAST_USED_EVERY_SECONDS);
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
    return {
      items: rows.map((row) => toItem(row, currentId)),
      total,
      page: request.page,
      take: request.take,
    };
  }

  /** DELETE /api/auth/sessions/{id}: one of my own live sessions, else 404. In the audit trail. */
  async endOwn(userId: number, sessionId: number): Promise<void> {
    await this.uow.transaction(async () => {
      const ended = await this.repo.endOne(userId, sessionId);
      if (!ended) throw notFound(sessionMessages.notFound);
      await this.record(userId, `Session ended: ${sessionLabel(ended)}`);
    });
  }

  /** POST /api/auth/sessions/end-others: every live session of mine but this one. In the audit trail. */
  async endOthers(userId: number, currentId: number | undefined): Promise<number> {
    return this.uow.transaction(async () => {
      const ended =
        currentId === undefined
          ? await this.repo.endAllForUser(userId)
          : await this.repo.endOthers(userId, currentId);
      if (ended > 0) await this.record(userId, `Other sessions ended (${ended})`);
      return ended;
    });
  }

  /**
   * Every live session of a user (the caller's transaction: logout, a new password, an admin ending them);
   * answers how many ended. The caller keeps the audit trail.
   */
  endAllForUser(userId: number): Promise<number> {
    return this.repo.endAllForUser(userId);
  }

  /** A replayed refresh token: its family's session ends and every token of the family is revoked. */
  endFamily(familyId: string): Promise<void> {
    return this.repo.endFamily(familyId);
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

/** 'Chrome 131 on Windows, 203.0.113.7': how the audit trail names a session. */
const sessionLabel = (row: SessionClient) =>
  `${userAgentLabel(row.userAgent)}, ${row.ip || 'unknown address'}`;
