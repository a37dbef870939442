import { describe, expect, it } from 'vitest';
import { TimedCache } from '../src/lib/timed-cache';

/** A load the test finishes when it chooses, counting how often the cache asked. */
function gatedLoad() {
  const calls: Array<(value: string) => void> = [];
  const load = (key: number) =>
    new Promise<string>((resolve) => {
      calls.push((value) => resolve(`${key}:${value}`));
    });
  return { load, calls };
}

describe('TimedCache', () => {
  // A load under way may have started outside the caller's transaction and wait for it on the embedded
  // database's one connection: joining it would hang the transaction (every server start did, session 47).
  it('loads again for a miss while another load of the key is under way, and keeps what it read', async () => {
    const { load, calls } = gatedLoad();
    const cache = new TimedCache(load, 5_000);
    const outside = cache.get(1);
    const inside = cache.get(1);
    expect(calls).toHaveLength(2);
    calls[1]?.('Chicago');
    expect(await inside).toBe('1:Chicago');
    calls[0]?.('Chicago');
    expect(await outside).toBe('1:Chicago');
    expect(await cache.get(1)).toBe('1:Chicago');
    expect(calls).toHaveLength(2);
  });

  it('does not keep what a load that started before a forget read', async () => {
    const { load, calls } = gatedLoad();
    const cache = new TimedCache(load, 5_000);
    const before = cache.get(1);
    cache.forget(1);
    const after = cache.get(1);
    expect(calls).toHaveLength(2);
    calls[0]?.('old');
    calls[1]?.('new');
    expect(await before).toBe('1:old');
    expect(await after).toBe('1:new');
    expect(await cache.get(1)).toBe('1:new');
    expect(calls).toHaveLength(2);
  });

  it('reads again after a failed load', async () => {
    let calls = 0;
    const cache = new TimedCache(async () => {
      calls++;
      if (calls === 1) throw new Error('database went away');
      return 'Denver';
    }, 5_000);
    await expect(cache.get(1)).rejects.toThrow('database went away');
    expect(await cache.get(1)).toBe('Denver');
  });

  it('reads again once an entry ages out', async () => {
    let now = 0;
    let calls = 0;
    const cache = new TimedCache(
      async () => ++calls,
      5_000,
      () => now,
    );
    expect(await cache.get(1)).toBe(1);
    now = 4_999;
    expect(await cache.get(1)).toBe(1);
    now = 5_000;
    expect(await cache.get(1)).toBe(2);
  });
});
