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
  it('shares one load among the lookups that miss while it is under way', async () => {
    const { load, calls } = gatedLoad();
    const cache = new TimedCache(load, 5_000);
    const lookups = [cache.get(1), cache.get(1), cache.get(1)];
    expect(calls).toHaveLength(1);
    calls[0]?.('Chicago');
    expect(await Promise.all(lookups)).toEqual(['1:Chicago', '1:Chicago', '1:Chicago']);
    expect(await cache.get(1)).toBe('1:Chicago');
    expect(calls).toHaveLength(1);
  });

  it('does not share a load that started before a forget', async () => {
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
