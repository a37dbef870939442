import { messages } from '@fletx/contract/messages';
import type { QueryClient } from '@tanstack/react-query';
import { logout } from '../features/auth/api/logout';
import { showNotice } from '../lib/notices';

export const SESSION_EXPIRED_ALERT_ID = 'session-expired';

/**
 * Tells the user that the session expired ('Yout session has expired'); it stays until dismissed. Every end
 * of a session goes to the login screen, which shows it (lib/notices.ts).
 */
export function announceSessionExpired(): void {
  showNotice(messages.sessionExpired, { kind: 'warning', id: SESSION_EXPIRED_ALERT_ID, autoClose: false });
}

/** The session ended on its own: say so, log out (clears all local storage) and forget cached data. */
export function expireSession(queryClient: QueryClient): void {
  announceSessionExpired();
  void logout();
  queryClient.clear();
}

/** The user logs out, or the login area finds an expired token: log out without a message. */
export function endSession(queryClient: QueryClient): void {
  void logout();
  queryClient.clear();
}
