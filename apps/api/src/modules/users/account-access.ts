import { ACCESS_STATE_CACHE_MS, TimedCache } from '../../lib/timed-cache';

/** What the access check needs of an account on every authenticated request. */
export interface AccountAccess {
  role: string;
  group: string;
  tokenVersion: number;
}

/** How long this process trusts what it read of an account (docs/decisions/0018-access-follows-the-account.md). */
export const ACCOUNT_ACCESS_CACHE_MS = ACCESS_STATE_CACHE_MS;

/**
 * An in-process cache of each account's access state (role, group, token version; `null` for an account
 * that no longer exists), kept ACCOUNT_ACCESS_CACHE_MS. A change made in this process forgets the entry at
 * once; one made by another process is seen when the entry ages out.
 */
export class AccountAccessCache extends TimedCache<AccountAccess | null> {
  constructor(
    load: (userId: number) => Promise<AccountAccess | null>,
    ttlMs = ACCOUNT_ACCESS_CACHE_MS,
    now?: () => number,
  ) {
    super(load, ttlMs, now);
  }
}
