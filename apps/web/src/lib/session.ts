import type { IdTokenClaims, StoredUserInfo, TokenSet } from '@fletx/contract/auth';
import { useSyncExternalStore } from 'react';
import { decodeJwtPayload } from './jwt';
import { asIdTokenClaims, asStoredUserInfo } from './session-shape';

export { decodeJwtPayload };

/**
 * Local-storage keys of the session (docs/product.md "Login screen": user info, id token, refresh token,
 * access token).
 */
export const SESSION_KEYS = {
  userInfo: 'userInfo',
  idToken: 'idToken',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
} as const;

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

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(SESSION_KEYS).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export class InvalidIdTokenError extends Error {
  constructor() {
    super('The id token is not readable.');
    this.name = 'InvalidIdTokenError';
  }
}

/** Stores a fresh token set (login or refresh) and returns the user info derived from the id token. */
export function saveSession(tokens: TokenSet): StoredUserInfo {
  const claims = readIdTokenClaims(tokens.idToken);
  if (!claims) throw new InvalidIdTokenError();
  const user = toUserInfo(claims);
  localStorage.setItem(SESSION_KEYS.userInfo, JSON.stringify(user));
  localStorage.setItem(SESSION_KEYS.idToken, tokens.idToken);
  localStorage.setItem(SESSION_KEYS.accessToken, tokens.accessToken.jwtToken);
  localStorage.setItem(SESSION_KEYS.refreshToken, tokens.refreshToken.token);
  notify();
  return user;
}

/** Logout clears ALL local storage (docs/product.md "Session expiry"). */
export function clearSession(): void {
  localStorage.clear();
  notify();
}

export function getAccessToken(): string | null {
  return localStorage.getItem(SESSION_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(SESSION_KEYS.refreshToken);
}

function parseUserInfo(raw: string | null): StoredUserInfo | null {
  if (!raw) return null;
  try {
    return asStoredUserInfo(JSON.parse(raw)) ?? null;
  } catch {
    return null;
  }
}

export function getUserInfo(): StoredUserInfo | null {
  return parseUserInfo(localStorage.getItem(SESSION_KEYS.userInfo));
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

let cachedSnapshot: SessionSnapshot = { accessToken: null, user: null };
let cachedUserRaw: string | null = null;

function getSnapshot(): SessionSnapshot {
  const accessToken = getAccessToken();
  const userRaw = localStorage.getItem(SESSION_KEYS.userInfo);
  if (accessToken !== cachedSnapshot.accessToken || userRaw !== cachedUserRaw) {
    cachedUserRaw = userRaw;
    cachedSnapshot = { accessToken, user: parseUserInfo(userRaw) };
  }
  return cachedSnapshot;
}

/** The current session, re-rendering on login, refresh, logout and changes made in other tabs. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSnapshot, getSnapshot);
}
