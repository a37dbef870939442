import { describe, expect, it } from 'vitest';
import { etaNone } from './tracking-panel';

describe('Load details’ ETA line without an ETA (docs/product.md "Tracking links and check calls")', () => {
  it('says the trip is done once every stop was left, else that no position or next stop is known yet', () => {
    const left = { departedAt: '2026-11-26T05:53:00.000Z' };
    const waiting = { departedAt: null };
    expect(etaNone([left, left])).toBe('ETA: none, every stop is done.');
    expect(etaNone([left, waiting])).toBe('ETA: none yet (no position or no next stop).');
    expect(etaNone(undefined)).toBe('ETA: none yet (no position or no next stop).');
  });
});
