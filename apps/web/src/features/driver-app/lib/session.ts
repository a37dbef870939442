import { type TokenSet, tokenSet } from '@fletx/contract/auth';
import { useSyncExternalStore } from 'react';
import { readIdTokenClaims } from '../../../lib/session';

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

/** Stores a token set answered by the driver API's login or refresh. */
export function saveDriverSession(tokens: TokenSet): DriverSession {
  const parsed = tokenSet.parse(tokens);
  const claims = readIdTokenClaims(parsed.idToken);
  const session: DriverSession = {
    accessToken: parsed.accessToken.jwtToken,
    refreshToken: parsed.refreshToken.token,
    name: claims ? `${claims.given_name} ${claims.family_name ?? ''}`.trim() : '',
    email: claims?.email ?? '',
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
