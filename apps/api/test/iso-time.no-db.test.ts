import { describe, expect, it } from 'vitest';
import { isoString } from '../src/lib/iso-time';

describe('isoString', () => {
  it('writes what toISOString writes, 1970 to 9999: month and year ends, leap days, centuries', () => {
    const edges = [
      '1970-01-01T00:00:00.000Z',
      '1999-12-31T23:59:59.999Z',
      '2000-02-29T12:00:00.005Z',
      '2024-02-29T23:59:59.050Z',
      '2026-11-27T01:26:24.480Z',
      '2100-02-28T23:59:59.999Z',
      '2100-03-01T00:00:00.000Z',
      '2400-02-29T00:00:00.000Z',
      '9999-12-31T23:59:59.999Z',
    ].map((text) => new Date(text));
    // A fixed walk over every part of the range (no randomness: a failure names its date every run).
    const walk = Array.from(
      { length: 20_000 },
      (_, i) => new Date((i * 12_669_745_301_237) % 253_402_300_800_000),
    );
    for (const date of [...edges, ...walk])
      expect(isoString(date), String(date.getTime())).toBe(date.toISOString());
  });

  it('leaves dates before 1970, after 9999 and invalid ones to toISOString', () => {
    for (const text of [
      '1969-12-31T23:59:59.999Z',
      '0001-01-01T00:00:00.000Z',
      '+010000-01-01T00:00:00.000Z',
    ])
      expect(isoString(new Date(text))).toBe(new Date(text).toISOString());
    expect(() => isoString(new Date(Number.NaN))).toThrow(RangeError);
  });
});
