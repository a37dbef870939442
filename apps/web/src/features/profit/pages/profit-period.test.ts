import { profitMessages } from '@fletx/contract/profit';
import { describe, expect, it } from 'vitest';
import { periodOf } from './profit-page';

describe('the Profit screen’s period (docs/product.md "Profit")', () => {
  const today = '2026-11-28';
  it('is the chosen weeks up to today while From or To is empty', () => {
    expect(periodOf({ weeks: '4', from: '', to: '' }, today)).toEqual({ from: '2026-11-01', to: today });
    expect(periodOf({ weeks: '13', from: '2026-01-01', to: '' }, today)).toEqual({
      from: '2026-08-30',
      to: today,
    });
  });

  it('is the typed days when both make a period, else the preset with the reason under From', () => {
    expect(periodOf({ weeks: '4', from: '2026-02-02', to: '2026-02-08' }, today)).toEqual({
      from: '2026-02-02',
      to: '2026-02-08',
    });
    expect(periodOf({ weeks: '4', from: '2026-02-09', to: '2026-02-08' }, today)).toEqual({
      from: '2026-11-01',
      to: today,
      error: profitMessages.range,
    });
    expect(periodOf({ weeks: '4', from: '2024-01-01', to: '2026-01-01' }, today).error).toBe(
      profitMessages.tooLong,
    );
  });
});
