import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const NOW = new Date('2026-06-15T12:00:00Z');
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;
const ago = (ms: number) => timeAgo(new Date(NOW.getTime() - ms), NOW);

describe('timeAgo (the thresholds of docs/product.md "Notifications")', () => {
  /** Each text with the ages (ms) that read so: both ends of its range where the range is wider than one age. */
  it.each([
    ['a few seconds ago', [0, 44 * S]],
    ['a minute ago', [45 * S, 89 * S]],
    ['2 minutes ago', [90 * S]],
    ['10 minutes ago', [10 * MIN + 29 * S]],
    ['44 minutes ago', [44 * MIN]],
    ['an hour ago', [45 * MIN, 89 * MIN]],
    ['2 hours ago', [90 * MIN]],
    ['6 hours ago', [5 * H + 31 * MIN]],
    ['22 hours ago', [21 * H + 59 * MIN]],
    ['a day ago', [22 * H, 35 * H + 59 * MIN]],
    ['2 days ago', [36 * H]],
    ['10 days ago', [10 * D]],
    ['25 days ago', [24 * D + 23 * H]],
    ['a month ago', [25 * D, 44 * D + 23 * H]],
    ['2 months ago', [45 * D]],
    ['4 months ago', [120 * D]],
    ['11 months ago', [344 * D]],
    ['a year ago', [345 * D, 544 * D]],
    ['2 years ago', [545 * D]],
    ['3 years ago', [3 * 365 * D]],
  ])('%s: %j ms ago', (text, ages) => {
    for (const ms of ages) expect(ago(ms)).toBe(text);
  });

  it('reads a time slightly in the future as just now, and accepts ISO strings', () => {
    expect(ago(-30 * S)).toBe('a few seconds ago');
    expect(timeAgo('2026-06-15T11:00:00Z', '2026-06-15T12:00:00Z')).toBe('an hour ago');
  });
});
