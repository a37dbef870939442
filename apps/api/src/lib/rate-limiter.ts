import { tooManyRequests } from './errors';

export interface RateLimitRule {
  /** Attempts allowed in one window. */
  max: number;
  windowSeconds: number;
}

/**
 * Where the counters are kept. lib/ owns no table, so the module that owns the counters' table implements
 * this (auth: modules/auth/rate-limits.repository.ts) and the composition root hands it in.
 */
export interface RateLimitStore {
  /**
   * Counts one attempt on `key` in a fixed window of `windowSeconds` (a new window once the last one is
   * over), atomically; answers the attempts counted in the window and the seconds until it ends.
   */
  count(key: string, windowSeconds: number): Promise<{ hits: number; ttl: number } | undefined>;
  /** Forgets the counter of `key`. */
  forget(key: string): Promise<void>;
  /** Takes back one attempt counted on `key` in its window (never below none). */
  uncount(key: string): Promise<void>;
}

/**
 * Fixed-window counters in a shared store, so every API process sees the same counts (docs/product.md
 * "Operation": nothing a process keeps in memory may be needed by another).
 */
export class RateLimiter {
  constructor(private readonly store: RateLimitStore) {}

  /** Counts one attempt against each key; throws 429 when any key is over its limit. */
  async hit(keys: ReadonlyArray<{ key: string; rule: RateLimitRule }>): Promise<void> {
    let retryAfter = 0;
    for (const { key, rule } of keys) {
      const row = await this.store.count(key, rule.windowSeconds);
      if (row && row.hits > rule.max) retryAfter = Math.max(retryAfter, row.ttl);
    }
    if (retryAfter > 0) throw tooManyRequests(retryAfter);
  }

  /** Forgets the counters of the keys (after a successful login, say). */
  async reset(keys: ReadonlyArray<string>): Promise<void> {
    for (const key of keys) await this.store.forget(key);
  }

  /** Takes back the attempt just counted against each key (one that turned out not to be one to limit). */
  async refund(keys: ReadonlyArray<string>): Promise<void> {
    for (const key of keys) await this.store.uncount(key);
  }
}
