import type { TokenSet } from '@fletx/contract/auth';
import { useSyncExternalStore } from 'react';
import { decodeJwtPayload } from '../../../lib/jwt';

/**
 * The driver's session, kept apart from the back office's (lib/session.ts). The access token lives in this
 * page's memory only; the refresh token is an HttpOnly cookie on `/api/driver/auth` that keeps the driver
 * signed in after closing the app, until Log out (docs/decisions/0034-sessions.md). What this phone remembers
 * is only who signed in (name and email, no token), under its own key: so the app opens offline on the
 * driver's loads and queues what they do, and signs in again from the cookie once a connection is back.
 */
export const DRIVER_PROFILE_KEY = 'fletx.driver.profile';

export type DriverSession = {
  /** Null until the cookie gave one on this page (opened offline, or still signing in again). */
  accessToken: string | null;
  name: string;
  email: string;
};

/** `restoring`: signing in again from the cookie with no one remembered on this phone (a loading screen). */
export type DriverSessionState = DriverSession | 'restoring' | null;

const listeners = new Set<() => void>();
let accessToken: string | null = null;
/** True from the page's start until its first sign-in again from the cookie answered (driver-app.tsx). */
let restoring = true;
let cachedRaw: string | null | undefined;
let cached: DriverSessionState = null;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function readProfile(): { name: string; email: string } | null {
  const raw = localStorage.getItem(DRIVER_PROFILE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    return value ? { name: text(value.name), email: text(value.email) } : null;
  } catch {
    return null;
  }
}

/** The session as the app shows it: signed in (maybe offline), signing in again, or nobody. */
export function getDriverSessionState(): DriverSessionState {
  const raw = localStorage.getItem(DRIVER_PROFILE_KEY);
  const key = `${raw}|${accessToken}|${restoring}`;
  if (key === cachedRaw) return cached;
  cachedRaw = key;
  const profile = readProfile();
  cached = profile ? { accessToken, ...profile } : restoring ? 'restoring' : null;
  return cached;
}

/** The signed-in driver, or null (nobody, or still signing in again). */
export function getDriverSession(): DriverSession | null {
  const state = getDriverSessionState();
  return typeof state === 'object' ? state : null;
}

export function getDriverAccessToken(): string | null {
  return accessToken;
}

const notify = () => {
  for (const listener of listeners) listener();
};

/** Whether the app is signing in again from the cookie (shown as a loading screen when nobody is remembered). */
export function setDriverRestoring(value: boolean): void {
  restoring = value;
  notify();
}

/**
 * A token set answered by the driver API's login or refresh, checked by hand (no schema library in the
 * drivers' app, docs/performance.md "The web's first page"); undefined when it is not one.
 */
export function asTokenSet(value: unknown): TokenSet | undefined {
  const tokens = value as Partial<TokenSet> | null | undefined;
  if (
    typeof tokens?.idToken === 'string' &&
    typeof tokens.accessToken?.jwtToken === 'string' &&
    typeof tokens.refreshToken?.token === 'string'
  )
    return tokens as TokenSet;
  return undefined;
}

/** Keeps a token set answered by the driver API's login or refresh: the token in memory, who on the phone. */
export function saveDriverSession(tokens: TokenSet): DriverSession {
  const parsed = asTokenSet(tokens);
  if (!parsed) throw new Error('The server answered without the session tokens.');
  const claims = decodeJwtPayload(parsed.idToken);
  const profile = {
    name: `${text(claims?.given_name)} ${text(claims?.family_name)}`.trim(),
    email: text(claims?.email),
  };
  accessToken = parsed.accessToken.jwtToken;
  localStorage.setItem(DRIVER_PROFILE_KEY, JSON.stringify(profile));
  notify();
  return { accessToken, ...profile };
}

export function clearDriverSession(): void {
  accessToken = null;
  localStorage.removeItem(DRIVER_PROFILE_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Log out in another tab of the app forgets who signed in there too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === DRIVER_PROFILE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useDriverSession(): DriverSessionState {
  return useSyncExternalStore(subscribe, getDriverSessionState, getDriverSessionState);
}

/** The signed-in driver (maybe offline), or null. */
export function useSignedInDriver(): DriverSession | null {
  const state = useDriverSession();
  return typeof state === 'object' ? state : null;
}
