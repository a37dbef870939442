import { api } from '../../../lib/api-client';
import { clearSession, getRefreshToken } from '../../../lib/session';
import { messageOnlyAnswer } from './answers';

/** POST /api/auth/logout: revokes a refresh token. Best effort: a failure is ignored. */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  try {
    await api.post(
      '/auth/logout',
      { refreshToken },
      { schema: messageOnlyAnswer, refreshOnUnauthorized: false },
    );
  } catch {
    // The session ends on this device whatever the server answers.
  }
}

/**
 * Ends the session: tells the server (best effort) and clears ALL local storage
 * (docs/product.md "Session expiry"). The request is sent before the storage is cleared, so it still carries
 * the access token; the storage is already empty when this function returns, even though the request may
 * still be on its way.
 */
export function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  const revoked = refreshToken ? revokeRefreshToken(refreshToken) : Promise.resolve();
  clearSession();
  return revoked;
}
