import type { CookieSerializeOptions } from '@fastify/cookie';
import type { TokenSet } from '@fletx/contract/auth';
import { REFRESH_TOKEN_TTL_DAYS } from '@fletx/contract/constants';
import { messages } from '@fletx/contract/messages';
import { REFRESH_COOKIES } from '@fletx/contract/refresh-cookies';
import { sessionMessages } from '@fletx/contract/sessions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, unauthorized } from './errors';

/** Which door a request came through: the back office's `/api/auth` or the driver API's `/api/driver/auth`. */
export type Door = keyof typeof REFRESH_COOKIES;

/** Where a request comes from, as a session keeps it. */
export interface SessionClient {
  userAgent: string;
  ip: string;
}

/** What refreshes and ends token sets (modules/auth/auth.service.ts). */
export interface TokenIssuer {
  refresh(refreshToken: string, client: SessionClient, door: Door): Promise<TokenSet>;
  logout(refreshToken: string | undefined): Promise<void>;
}

/**
 * The refresh token's cookie at one door (the back office's `/api/auth`, the driver API's `/api/driver/auth`):
 * HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), limited to the door's path,
 * Secure when the request came over HTTPS (`request.protocol` follows X-Forwarded-Proto only from a proxy the
 * app trusts, TRUST_PROXY), and living as long as the refresh token. Beside it, the door's session hint
 * (`1`, readable by the page, on every path): set and cleared with it, so that a page whose browser holds no
 * session never tries the silent refresh (docs/decisions/0058-a-hint-before-the-silent-refresh.md).
 */
export function refreshCookie(door: Door) {
  const { name, path, hint } = REFRESH_COOKIES[door];
  const options = (request: FastifyRequest): CookieSerializeOptions => ({
    path,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  });
  const hintOptions = (request: FastifyRequest): CookieSerializeOptions => ({
    path: '/',
    sameSite: 'strict',
    secure: request.protocol === 'https',
  });
  /** The refresh token the request presents: the body's (API clients), else the cookie's. */
  const presented = (request: FastifyRequest): string | undefined => {
    const body = request.body as { refreshToken?: string } | null | undefined;
    if (body?.refreshToken) return body.refreshToken;
    const header = request.headers.cookie;
    return (header && request.server.parseCookie(header)[name]) || undefined;
  };
  return {
    presented,
    /** Puts a fresh token set's refresh token in the cookie; answers the set (API clients read it there). */
    issue(request: FastifyRequest, reply: FastifyReply, tokens: TokenSet): TokenSet {
      const maxAge = REFRESH_TOKEN_TTL_DAYS * 86_400;
      reply.setCookie(name, tokens.refreshToken.token, { ...options(request), maxAge });
      reply.setCookie(hint, '1', { ...hintOptions(request), maxAge });
      return tokens;
    },
    /** The presented refresh token, or 401 when there is none. */
    required(request: FastifyRequest): string {
      const token = presented(request);
      if (!token) throw unauthorized(sessionMessages.noRefreshToken);
      return token;
    },
    clear(request: FastifyRequest, reply: FastifyReply): void {
      reply.clearCookie(name, options(request));
      reply.clearCookie(hint, hintOptions(request));
    },
  };
}

/** How `door` answers a fresh token set: the set in the body, its refresh token in the door's cookie. */
export function tokenAnswer(door: Door) {
  const cookie = refreshCookie(door);
  return (reply: FastifyReply, message: string, tokens: TokenSet) => ({
    message,
    data: cookie.issue(reply.request, reply, tokens),
  });
}

/**
 * How one door (auth.routes.ts, driver-api/driver-auth.routes.ts) answers: a fresh token set in the body and
 * its refresh token in the door's cookie (login, refresh, the second login step); logout clears the cookie.
 */
export function doorHandlers(auth: TokenIssuer, door: Door) {
  const cookie = refreshCookie(door);
  const answer = tokenAnswer(door);
  return {
    answer,
    async refresh(request: FastifyRequest, reply: FastifyReply) {
      try {
        const tokens = await auth.refresh(cookie.required(request), clientOf(request), door);
        return answer(reply, 'Token refreshed', tokens);
      } catch (error) {
        // Refused (none, ended, expired, replayed): the browser holds no session any more, so no hint either.
        if (error instanceof AppError && error.statusCode === 401) cookie.clear(request, reply);
        throw error;
      }
    },
    async logout(request: FastifyRequest, reply: FastifyReply) {
      await auth.logout(cookie.presented(request));
      cookie.clear(request, reply);
      return { message: messages.loggedOut };
    },
  };
}

/** Where a request comes from, as a session keeps it. */
export const clientOf = (request: FastifyRequest): SessionClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});
