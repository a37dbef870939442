import { abortCalls, api } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';
import { messageOnlyAnswer } from './answers';

/**
 * POST /api/auth/logout: the server ends the refresh cookie's sessions and clears the cookie. Best effort: a
 * failure is ignored.
 */
export async function revokeSession(): Promise<void> {
  try {
    await api.post('/auth/logout', undefined, { schema: messageOnlyAnswer, refreshOnUnauthorized: false });
  } catch {
    // The session ends on this device whatever the server answers.
  }
}

/**
 * Ends the session: cuts short the calls still on their way (answered after the logout, each would be
 * refused), tells the server (best effort) and forgets it here, clearing ALL local storage (docs/product.md
 * "Session expiry"). The request is sent before the session is forgotten, so it still carries the access
 * token; the session is already gone when this function returns, even though the request may still be on its
 * way.
 */
export function logout(): Promise<void> {
  abortCalls();
  const revoked = revokeSession();
  clearSession();
  return revoked;
}
