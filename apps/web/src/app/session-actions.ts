import { messages } from '@fletx/contract/messages';
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

/**
 * The session ended on its own: say so and log out (clears all local storage). The cached data is forgotten
 * by the login area as it shows (AuthLayout): cleared while the shell is still on screen, its queries would be
 * asked again without a session.
 */
export function expireSession(): void {
  announceSessionExpired();
  void logout();
}

/** The user logs out, or the login area finds an expired token: log out without a message. */
export function endSession(): void {
  void logout();
}
