import type { TokenSet } from '@fletx/contract/auth';
import { useSyncExternalStore } from 'react';
import { decodeJwtPayload } from '../../../lib/jwt';

/**
 * The driver's session, kept apart from the back office's (lib/session.ts): its own local-storage key, so a
 * back-office login on the same browser neither sees nor ends it. The refresh token (30 days,
 * docs/product.md "Tokens") keeps the driver logged in after closing the app, until Log out.
 */
export const DRIVER_SESSION_KEY = 'fletx.driver.session';

export type DriverSession = {
  accessToken: string;
  refreshToken: string;
  name: string;
  email: string;
};

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

let cachedRaw: string | null = null;
let cached: DriverSession | null = null;

export function getDriverSession(): DriverSession | null {
  const raw = localStorage.getItem(DRIVER_SESSION_KEY);
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  cached = null;
  if (raw) {
    try {
      const value = JSON.parse(raw) as Partial<DriverSession>;
      if (typeof value.accessToken === 'string' && typeof value.refreshToken === 'string')
        cached = {
          accessToken: value.accessToken,
          refreshToken: value.refreshToken,
          name: value.name ?? '',
          email: value.email ?? '',
        };
    } catch {
      cached = null;
    }
  }
  return cached;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

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

/** Stores a token set answered by the driver API's login or refresh. */
export function saveDriverSession(tokens: TokenSet): DriverSession {
  const parsed = asTokenSet(tokens);
  if (!parsed) throw new Error('The server answered without the session tokens.');
  const claims = decodeJwtPayload(parsed.idToken);
  const session: DriverSession = {
    accessToken: parsed.accessToken.jwtToken,
    refreshToken: parsed.refreshToken.token,
    name: `${text(claims?.given_name)} ${text(claims?.family_name)}`.trim(),
    email: text(claims?.email),
  };
  localStorage.setItem(DRIVER_SESSION_KEY, JSON.stringify(session));
  notify();
  return session;
}

export function clearDriverSession(): void {
  localStorage.removeItem(DRIVER_SESSION_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === DRIVER_SESSION_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useDriverSession(): DriverSession | null {
  return useSyncExternalStore(subscribe, getDriverSession, getDriverSession);
}
