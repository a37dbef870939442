import { describe, expect, it } from 'vitest';
import { dayHead } from './components/board-grid';

describe('the board’s day heads (docs/product.md "Dates and times")', () => {
  it('reads a day as its weekday over dd/MM, whatever the zone', () => {
    expect(dayHead('2026-11-30')).toEqual({ weekday: 'Mon', date: '30/11' });
    expect(dayHead('2026-12-06')).toEqual({ weekday: 'Sun', date: '06/12' });
  });
});
