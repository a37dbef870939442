import type { QueryClient } from '@tanstack/react-query';
import { redirect, type ShouldRevalidateFunction } from 'react-router';
import { paths } from '../config/paths';
import { getSessionStatus } from '../lib/session';
import { endSession, expireSession } from './session-actions';

/** Guards run on every navigation, not only when their own route's parameters change. */
export const alwaysRevalidate: ShouldRevalidateFunction = () => true;

/**
 * Logged-in guard (docs/product.md "Session expiry"): passes only with a stored access token whose `exp` is
 * in the future. An expired token shows 'Yout session has expired' and logs out; either way the user goes to
 * /login/auth.
 */
export function createRequireSession(queryClient: QueryClient) {
  return function requireSession() {
    const status = getSessionStatus();
    if (status === 'active') return null;
    if (status === 'expired') expireSession(queryClient);
    throw redirect(paths.auth.login.getHref());
  };
}

/** Logged-out guard: a valid session goes to the main area; an expired token is logged out. */
export function createRequireNoSession(queryClient: QueryClient) {
  return function requireNoSession() {
    const status = getSessionStatus();
    if (status === 'active') throw redirect(paths.app.adminUsers.getHref());
    if (status === 'expired') endSession(queryClient);
    return null;
  };
}
