import { z } from 'zod';
import { envelope } from './errors';
import { pageExtraData, pageQuery } from './paging';

/**
 * Sessions (docs/product.md "Sessions"): one per sign-in, with the browser (user agent) and address
 * it was signed in from, when it started and when it was last used. `current` is the caller's own session.
 */
export const sessionItem = z.object({
  id: z.number().int(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  userAgent: z.string(),
  ip: z.string(),
  current: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionItem>;

/** GET /api/auth/sessions: my live sessions, the most recently used first. */
export const sessionsQuery = pageQuery.pick({ page: true, take: true });
export const sessionsPage = pageExtraData.extend({ items: z.array(sessionItem) });
export type SessionsPage = z.infer<typeof sessionsPage>;
export const sessionsResponse = envelope(sessionsPage);

/** POST /api/auth/sessions/end-others and DELETE /api/user/{id}/sessions: how many sessions ended. */
export const endedSessionsResponse = envelope(z.object({ ended: z.number().int() }));

export const sessionMessages = {
  noRefreshToken: 'You are not signed in on this browser. Log in again.',
  notFound: 'This session does not exist or has already ended.',
  ended: 'The session has been ended.',
  othersEnded: (count: number) =>
    count === 0 ? 'No other session was open.' : `${count} other session${count === 1 ? '' : 's'} ended.`,
  userSessionsEnded: 'Every session of the user has been ended.',
} as const;
