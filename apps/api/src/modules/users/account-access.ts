/** What the access check needs of an account on every authenticated request. */
export interface AccountAccess {
  role: string;
  group: string;
  tokenVersion: number;
}

/** How long this process trusts what it read of an account (docs/decisions/0018-access-follows-the-account.md). */
export const ACCOUNT_ACCESS_CACHE_MS = 5_000;

const MAX_ENTRIES = 10_000;

/**
 * An in-process cache of each account's access state (role, group, token version; `null` for an account
 * that no longer exists), kept ACCOUNT_ACCESS_CACHE_MS. A change made in this process forgets the entry at
 * once; one made by another process is seen when the entry ages out.
 */
export class AccountAccessCache {
  private readonly entries = new Map<number, { state: AccountAccess | null; until: number }>();
  /** Counts forgets: a lookup that started before one does not store what it read (it may be stale). */
  private epoch = 0;

  constructor(
    private readonly load: (userId: number) => Promise<AccountAccess | null>,
    private readonly ttlMs = ACCOUNT_ACCESS_CACHE_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  async get(userId: number): Promise<AccountAccess | null> {
    const hit = this.entries.get(userId);
    if (hit && hit.until > this.now()) return hit.state;
    const epoch = this.epoch;
    const state = await this.load(userId);
    if (epoch === this.epoch) {
      if (this.entries.size >= MAX_ENTRIES) this.prune();
      this.entries.set(userId, { state, until: this.now() + this.ttlMs });
    }
    return state;
  }

  /** The account changed: its next request reads it again. */
  forget(userId: number): void {
    this.epoch++;
    this.entries.delete(userId);
  }

  private prune(): void {
    const now = this.now();
    for (const [id, entry] of this.entries) if (entry.until <= now) this.entries.delete(id);
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
  }
}
