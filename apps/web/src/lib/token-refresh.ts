/** Where and how a session refreshes its tokens (the back office's and the drivers' app's). */
export type TokenRefresh<T> = {
  /** The refresh endpoint, e.g. `/api/auth/refresh`. */
  url: string;
  /** The session's refresh token, undefined when there is no session. */
  refreshToken: () => string | undefined;
  /** The tokens in the answer's body, undefined when it is not of their shape. */
  read: (body: unknown) => T | undefined;
  save: (tokens: T) => void;
};

/**
 * The refresh of a session's tokens (true when new ones were saved; false without a session, on a refusal, a
 * malformed answer or no connection), one at a time: concurrent 401s wait for the same attempt.
 */
export function singleRefresh<T>({ url, refreshToken, read, save }: TokenRefresh<T>): () => Promise<boolean> {
  let inFlight: Promise<boolean> | null = null;
  const attempt = async (): Promise<boolean> => {
    const token = refreshToken();
    if (!token) return false;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refreshToken: token }),
      });
      if (!response.ok) return false;
      const tokens = read(await response.json());
      if (!tokens) return false;
      save(tokens);
      return true;
    } catch {
      return false;
    }
  };
  return () => {
    inFlight ??= attempt().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
