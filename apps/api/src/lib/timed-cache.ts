/**
 * How long a process trusts what it read for the access check (an account, the carrier's two-factor rule):
 * a change made by another process counts after at most this long (docs/decisions/0018).
 */
export const ACCESS_STATE_CACHE_MS = 5_000;

/** At most this many entries per cache; past it, expired ones are dropped, and all of them if none is. */
const MAX_ENTRIES = 10_000;

/**
 * An in-process cache of what `load` answers for a numeric key, kept `ttlMs` on a monotonic clock. A change
 * made in this process forgets the entry at once; one made by another process is seen when the entry ages out
 * (docs/decisions/0018-access-follows-the-account.md). A miss loads on its own, never joining a load already
 * under way: that one may have started outside the caller's transaction and wait, on the embedded database's
 * single connection, for the very transaction that would wait for it.
 */
export class TimedCache<V> {
  private readonly entries = new Map<number, { value: V; until: number }>();
  /** Counts forgets: a lookup that started before one does not store what it read (it may be stale). */
  private epoch = 0;

  constructor(
    private readonly load: (key: number) => Promise<V>,
    private readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  async get(key: number): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.until > this.now()) return hit.value;
    const epoch = this.epoch;
    const value = await this.load(key);
    if (epoch === this.epoch) {
      if (this.entries.size >= MAX_ENTRIES) this.prune();
      this.entries.set(key, { value, until: this.now() + this.ttlMs });
    }
    return value;
  }

  /** The value changed: the next `get` reads it again. */
  forget(key: number): void {
    this.epoch++;
    this.entries.delete(key);
  }

  /** Every value may have changed (a lost change notification): every `get` reads again. */
  clear(): void {
    this.epoch++;
    this.entries.clear();
  }

  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.until <= now) this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
  }
}
