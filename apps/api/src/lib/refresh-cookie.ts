import type { CookieSerializeOptions } from '@fastify/cookie';
import type { LoginBody, TokenSet } from '@fletx/contract/auth';
import { REFRESH_TOKEN_TTL_DAYS } from '@fletx/contract/constants';
import { messages } from '@fletx/contract/messages';
import { REFRESH_COOKIES, sessionMessages } from '@fletx/contract/sessions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from './errors';

/** Which door a request came through: the back office's `/api/auth` or the driver API's `/api/driver/auth`. */
export type Door = keyof typeof REFRESH_COOKIES;

/** Where a request comes from, as a session keeps it. */
export interface SessionClient {
  userAgent: string;
  ip: string;
}

/** What issues and ends token sets (modules/auth/auth.service.ts). */
export interface TokenIssuer {
  login(body: LoginBody, client: SessionClient, door: Door): Promise<TokenSet>;
  refresh(refreshToken: string, client: SessionClient, door: Door): Promise<TokenSet>;
  logout(refreshToken: string | undefined): Promise<void>;
}

/**
 * The refresh token's cookie at one door (the back office's `/api/auth`, the driver API's `/api/driver/auth`):
 * HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), limited to the door's path,
 * Secure when the request came over HTTPS (`request.protocol` follows X-Forwarded-Proto only from a proxy the
 * app trusts, TRUST_PROXY), and living as long as the refresh token.
 */
export function refreshCookie(door: Door) {
  const { name, path } = REFRESH_COOKIES[door];
  const options = (request: FastifyRequest): CookieSerializeOptions => ({
    path,
    httpOnly: true,
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
      reply.setCookie(name, tokens.refreshToken.token, {
        ...options(request),
        maxAge: REFRESH_TOKEN_TTL_DAYS * 86_400,
      });
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
    },
  };
}

/**
 * The login, refresh and logout of one door (auth.routes.ts, driver-api/driver-auth.routes.ts): the token set
 * answered in the body and its refresh token set in the door's cookie; logout clears the cookie.
 */
export function doorHandlers(auth: TokenIssuer, door: Door) {
  const cookie = refreshCookie(door);
  return {
    async login(request: FastifyRequest, reply: FastifyReply, body: LoginBody) {
      const tokens = await auth.login(body, clientOf(request), door);
      return { message: 'Login successful', data: cookie.issue(request, reply, tokens) };
    },
    async refresh(request: FastifyRequest, reply: FastifyReply) {
      const tokens = await auth.refresh(cookie.required(request), clientOf(request), door);
      return { message: 'Token refreshed', data: cookie.issue(request, reply, tokens) };
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
