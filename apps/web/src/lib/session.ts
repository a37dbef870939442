import type { IdTokenClaims, StoredUserInfo, TokenSet } from '@fletx/contract/auth';
import { useSyncExternalStore } from 'react';
import { decodeJwtPayload } from './jwt';
import { asIdTokenClaims } from './session-shape';

export { decodeJwtPayload };

/** The longest delay `setTimeout` accepts (about 24.8 days). */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

/** The `exp` claim in seconds since the epoch, or undefined when the token has none. */
export function getTokenExp(token: string): number | undefined {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
}

/** A token without a readable `exp` counts as expired. */
export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  const exp = getTokenExp(token);
  return exp === undefined || exp * 1000 <= nowMs;
}

/** Milliseconds until the token expires (0 when already expired), or undefined without `exp`. */
export function msUntilExpiry(token: string, nowMs: number = Date.now()): number | undefined {
  const exp = getTokenExp(token);
  return exp === undefined ? undefined : Math.max(0, exp * 1000 - nowMs);
}

export function readIdTokenClaims(idToken: string): IdTokenClaims | undefined {
  return asIdTokenClaims(decodeJwtPayload(idToken));
}

/**
 * The stored user info: `name` holds the first name and `givenName` the last name, so that the header's
 * full name is `${name} ${givenName}` (docs/product.md "Login screen").
 */
export function toUserInfo(claims: IdTokenClaims): StoredUserInfo {
  return {
    id: claims.sub,
    name: claims.given_name,
    givenName: claims.family_name ?? '',
    familyName: claims.family_name,
    email: claims.email,
    role: claims['custom:role'],
    groups: claims['cognito:groups'],
  };
}

export function getFullName(user: Pick<StoredUserInfo, 'name' | 'givenName'>): string {
  return `${user.name} ${user.givenName}`.trim();
}

/**
 * The session lives in this page's memory only (docs/decisions/0034-sessions.md): the access token and the
 * user from the id token. No token is ever written to localStorage or sessionStorage, where any script of the
 * page could read it; the refresh token is an HttpOnly cookie the server sets, and a reload or a new tab
 * signs in again with it (`restoreSession` in api-client.ts).
 */
let current: SessionSnapshot = { accessToken: null, user: null };

const listeners = new Set<() => void>();

function set(next: SessionSnapshot): void {
  current = next;
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export class InvalidIdTokenError extends Error {
  constructor() {
    super('The id token is not readable.');
    this.name = 'InvalidIdTokenError';
  }
}

/** Keeps a fresh token set (login or refresh) in memory and returns the user info derived from the id token. */
export function saveSession(tokens: TokenSet): StoredUserInfo {
  const claims = readIdTokenClaims(tokens.idToken);
  if (!claims) throw new InvalidIdTokenError();
  const user = toUserInfo(claims);
  set({ accessToken: tokens.accessToken.jwtToken, user });
  return user;
}

let restored: Promise<unknown> | undefined;

/**
 * Runs `restore` (a refresh with the cookie) once per page: a reload or a new tab signs in again with it, and
 * every guard of the page waits for that one attempt. After a logout it never runs (the logout's request may
 * not have cleared the cookie yet).
 */
export function restoreOnce<R>(restore: () => Promise<R>): Promise<R | undefined> {
  restored ??= restore();
  return restored as Promise<R | undefined>;
}

/** The page as freshly opened: no session, no restore tried (each component test starts from it). */
export function resetSession(): void {
  restored = undefined;
  set({ accessToken: null, user: null });
}

/** Logout forgets the session and clears ALL local storage (docs/product.md "Session expiry"). */
export function clearSession(): void {
  localStorage.clear();
  restored = Promise.resolve(undefined);
  set({ accessToken: null, user: null });
}

export function getAccessToken(): string | null {
  return current.accessToken;
}

export function getUserInfo(): StoredUserInfo | null {
  return current.user;
}

/** `active`: an unexpired access token; `expired`: a token that has expired; `none`: no token at all. */
export type SessionStatus = 'active' | 'expired' | 'none';

export function getSessionStatus(nowMs: number = Date.now()): SessionStatus {
  const token = getAccessToken();
  if (!token) return 'none';
  return isTokenExpired(token, nowMs) ? 'expired' : 'active';
}

export type SessionSnapshot = {
  accessToken: string | null;
  user: StoredUserInfo | null;
};

const getSnapshot = (): SessionSnapshot => current;

/** The current session, re-rendering on login, refresh and logout. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSnapshot, getSnapshot);
}
