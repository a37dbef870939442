import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client';
import { tooManyRequests } from './errors';

export interface RateLimitRule {
  /** Attempts allowed in one window. */
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in the database, so every API process shares them (docs/product.md "Operation":
 * nothing a process keeps in memory may be needed by another). One atomic upsert per attempt.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  /** Counts one attempt against each key; throws 429 when any key is over its limit. */
  async hit(keys: ReadonlyArray<{ key: string; rule: RateLimitRule }>): Promise<void> {
    let retryAfter = 0;
    for (const { key, rule } of keys) {
      const result = await this.db.execute(sql`
        INSERT INTO rate_limits (key, hits, reset_at)
        VALUES (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
          reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
        RETURNING hits, extract(epoch FROM (reset_at - now()))::float8 AS ttl`);
      const row = rowsOf<{ hits: number; ttl: number }>(result)[0];
      if (row && row.hits > rule.max) retryAfter = Math.max(retryAfter, row.ttl);
    }
    if (retryAfter > 0) throw tooManyRequests(retryAfter);
  }

  /** Forgets the counters of the keys (after a successful login, say). */
  async reset(keys: ReadonlyArray<string>): Promise<void> {
    for (const key of keys) await this.db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
  }
}
