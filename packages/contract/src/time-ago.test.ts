import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const NOW = new Date('2026-06-15T12:00:00Z');
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;
const ago = (ms: number) => timeAgo(new Date(NOW.getTime() - ms), NOW);

describe('timeAgo (spec §9 thresholds)', () => {
  it.each([
    [0, 'a few seconds ago'],
    [44 * S, 'a few seconds ago'],
    [45 * S, 'a minute ago'],
    [89 * S, 'a minute ago'],
    [90 * S, '2 minutes ago'],
    [10 * MIN + 29 * S, '10 minutes ago'],
    [44 * MIN, '44 minutes ago'],
    [45 * MIN, 'an hour ago'],
    [89 * MIN, 'an hour ago'],
    [90 * MIN, '2 hours ago'],
    [5 * H + 31 * MIN, '6 hours ago'],
    [21 * H + 59 * MIN, '22 hours ago'],
    [22 * H, 'a day ago'],
    [35 * H + 59 * MIN, 'a day ago'],
    [36 * H, '2 days ago'],
    [10 * D, '10 days ago'],
    [24 * D + 23 * H, '25 days ago'],
    [25 * D, 'a month ago'],
    [44 * D + 23 * H, 'a month ago'],
    [45 * D, '2 months ago'],
    [120 * D, '4 months ago'],
    [344 * D, '11 months ago'],
    [345 * D, 'a year ago'],
    [544 * D, 'a year ago'],
    [545 * D, '2 years ago'],
    [3 * 365 * D, '3 years ago'],
  ])('%d ms ago → %s', (ms, text) => {
    expect(ago(ms)).toBe(text);
  });

  it('reads a time slightly in the future as just now, and accepts ISO strings', () => {
    expect(ago(-30 * S)).toBe('a few seconds ago');
    expect(timeAgo('2026-06-15T11:00:00Z', '2026-06-15T12:00:00Z')).toBe('an hour ago');
  });
});
