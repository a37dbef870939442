import { describe, expect, it } from 'vitest';
import { loadedMiles, ratePerMile } from './rate-per-mile';

describe('the rate per mile (docs/product.md "Load details")', () => {
  it('is the rate over the miles, to the cent, read from the rate in cents', () => {
    expect(ratePerMile(2450.5, 612)).toBe(4);
    expect(ratePerMile(1800, 781)).toBe(2.3);
    expect(ratePerMile(0.29, 0.1)).toBe(2.9);
    expect(ratePerMile(2000, 1012.4)).toBe(1.98);
  });

  it('is none without a rate or without a positive distance', () => {
    expect(ratePerMile(null, 612)).toBeNull();
    expect(ratePerMile(2450.5, null)).toBeNull();
    expect(ratePerMile(2450.5, 0)).toBeNull();
    expect(ratePerMile(2450.5, -5)).toBeNull();
    expect(ratePerMile(Number.NaN, 612)).toBeNull();
    expect(ratePerMile(2450.5, Number.POSITIVE_INFINITY)).toBeNull();
  });

  it("reads the broker's distance first, the planned miles after", () => {
    expect(loadedMiles(612, 640.2)).toEqual({ miles: 612, planned: false });
    expect(loadedMiles(null, 640.2)).toEqual({ miles: 640.2, planned: true });
    expect(loadedMiles(0, 640.2)).toEqual({ miles: 640.2, planned: true });
    expect(loadedMiles(null, null)).toBeNull();
  });
});
