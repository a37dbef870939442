import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import type { RateLimitStore } from '../../lib/rate-limiter';

/**
 * The only place with queries on `rate_limits`: the counters of lib/rate-limiter.ts. On the database itself,
 * not the unit of work's transaction, so an attempt still counts when the request that made it fails.
 */
export class RateLimitsRepository implements RateLimitStore {
  constructor(private readonly db: Db) {}

  /** One atomic upsert: a window that is over starts again at 1. */
  async count(key: string, windowSeconds: number): Promise<{ hits: number; ttl: number } | undefined> {
    const result = await this.db.execute(sql`
      INSERT INTO rate_limits (key, hits, reset_at)
      VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
        reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
      RETURNING hits, extract(epoch FROM (reset_at - now()))::float8 AS ttl`);
    return rowsOf<{ hits: number; ttl: number }>(result)[0];
  }

  async forget(key: string): Promise<void> {
    await this.db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
  }

  async uncount(key: string): Promise<void> {
    await this.db.execute(
      sql`UPDATE rate_limits SET hits = hits - 1 WHERE key = ${key} AND hits > 0 AND reset_at > now()`,
    );
  }
}
