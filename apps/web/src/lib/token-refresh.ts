import { type Door, hasSessionHint } from '@fletx/contract/refresh-cookies';

/** Where and how a session refreshes its tokens (the back office's and the drivers' app's). */
export type TokenRefresh<T> = {
  /** The refresh endpoint, e.g. `/api/auth/refresh`; the refresh token travels in its HttpOnly cookie. */
  url: string;
  /** The door whose session hint says this browser may hold a session there (its cookie beside the refresh's). */
  door: Door;
  /** The tokens in the answer's body, undefined when it is not of their shape. */
  read: (body: unknown) => T | undefined;
  save: (tokens: T) => void;
};

/** The Web Locks name every tab of the browser refreshes under. */
export const REFRESH_LOCK = 'fletx-refresh';

/**
 * Runs `task` holding the browser-wide refresh lock, so two tabs never send the same refresh token: the
 * second waits, and its request then carries the cookie the first one's rotation set. Without the Web Locks
 * API (an old browser, a page not served securely) the task runs at once.
 */
export function withRefreshLock<R>(task: () => Promise<R>): Promise<R> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, task) : task();
}

/**
 * How a refresh ended: new tokens saved; refused by the server (no cookie, an ended session: sign in again);
 * or the server not reached or not making sense (offline: try again later).
 */
export type RefreshResult = 'refreshed' | 'refused' | 'unreachable';

/**
 * The refresh of a session's tokens with the refresh cookie, one at a time: concurrent 401s of this tab wait
 * for the same attempt, and other tabs wait for the lock. Refused at once when the door's hint is missing.
 */
export function singleRefresh<T>({ url, door, read, save }: TokenRefresh<T>): () => Promise<RefreshResult> {
  let inFlight: Promise<RefreshResult> | null = null;
  const attempt = async (): Promise<RefreshResult> => {
    // No hint, no session on this browser: the refresh could only answer 401 (a first visit's console stays
    // clean). The server sets and clears the hint with the refresh cookie
    // (docs/decisions/0058-a-hint-before-the-silent-refresh.md).
    if (!hasSessionHint(document.cookie, door)) return 'refused';
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      });
      if (response.status >= 400 && response.status < 500) return 'refused';
      const tokens = response.ok ? read(await response.json()) : undefined;
      if (!tokens) return 'unreachable';
      save(tokens);
      return 'refreshed';
    } catch {
      return 'unreachable';
    }
  };
  return () => {
    inFlight ??= withRefreshLock(attempt).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

/** What a session does around a call: refresh its tokens, end itself, read a refusal as an error. */
export interface CallSession {
  refresh: () => Promise<RefreshResult>;
  end: () => void;
  toError: (response: Response) => Promise<Error>;
}

/**
 * The successful answer of `send`: a 401 refreshes the session once and sends again; a second 401 ends the
 * session (its error read first); every refusal throws as `session.toError` reads it. With `refresh` false a
 * 401 is a refusal like any other.
 */
export async function answerOf(
  send: () => Promise<Response>,
  session: CallSession,
  refresh = true,
): Promise<Response> {
  let response = await send();
  if (response.status === 401 && refresh) {
    if ((await session.refresh()) === 'refreshed') response = await send();
    if (response.status === 401) {
      const error = await session.toError(response);
      session.end();
      throw error;
    }
  }
  if (!response.ok) throw await session.toError(response);
  return response;
}
