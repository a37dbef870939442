import { redirect, type ShouldRevalidateFunction } from 'react-router';
import { paths } from '../config/paths';
import { restoreSession } from '../lib/api-client';
import { getSessionStatus } from '../lib/session';
import { endSession, expireSession } from './session-actions';

/** Guards run on every navigation, not only when their own route's parameters change. */
export const alwaysRevalidate: ShouldRevalidateFunction = () => true;

/**
 * Whether the page has an active session, signing in again from the refresh cookie when it has none yet (a
 * reload, a new tab): the router shows its loading screen meanwhile.
 */
async function activeSession(): Promise<'active' | 'expired' | 'none'> {
  const status = getSessionStatus();
  if (status !== 'none') return status;
  return (await restoreSession()) ? 'active' : 'none';
}

/**
 * Logged-in guard (docs/product.md "Session expiry"): passes only with an access token in memory whose `exp`
 * is in the future (or one the refresh cookie gives). An expired token shows 'Yout session has expired' and
 * logs out; either way the user goes to /login/auth.
 */
export async function requireSession() {
  const status = await activeSession();
  if (status === 'active') return null;
  if (status === 'expired') expireSession();
  throw redirect(paths.auth.login.getHref());
}

/** Logged-out guard: a valid session goes to the main area; an expired token is logged out. */
export async function requireNoSession() {
  const status = await activeSession();
  if (status === 'active') throw redirect(paths.app.adminUsers.getHref());
  if (status === 'expired') endSession();
  return null;
}
