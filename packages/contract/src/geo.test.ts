import { describe, expect, it } from 'vitest';
import { greatCircleMiles } from './geo';

describe('greatCircleMiles', () => {
  it('is zero between a point and itself', () => {
    expect(greatCircleMiles({ lat: 32.78, lon: -96.8 }, { lat: 32.78, lon: -96.8 })).toBe(0);
  });

  it('measures a degree of latitude as about 69.1 miles', () => {
    expect(greatCircleMiles({ lat: 35, lon: -100 }, { lat: 36, lon: -100 })).toBeCloseTo(69.09, 1);
  });

  it('measures Dallas to Houston (city halls) as about 225 miles', () => {
    const miles = greatCircleMiles({ lat: 32.7767, lon: -96.797 }, { lat: 29.7604, lon: -95.3698 });
    expect(miles).toBeGreaterThan(222);
    expect(miles).toBeLessThan(228);
  });
});
