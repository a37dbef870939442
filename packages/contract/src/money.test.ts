import { describe, expect, it } from 'vitest';
import { formatDollars, formatUsd } from './money';

describe('money as it is written', () => {
  it('writes dollars with cents and thousands, a negative amount with a minus before the dollar sign', () => {
    expect(formatUsd(123_450)).toBe('$1,234.50');
    expect(formatUsd(-100)).toBe('-$1.00');
    expect(formatUsd(-123_456_789)).toBe('-$1,234,567.89');
    expect(formatDollars(-6.6)).toBe('-$6.60');
    expect(formatDollars(0.1 + 0.2)).toBe('$0.30');
  });

  it('never writes -$0.00: nothing taken off is $0.00', () => {
    expect(formatUsd(-0)).toBe('$0.00');
    expect(formatDollars(-0)).toBe('$0.00');
    expect(formatDollars(-0.001)).toBe('$0.00');
  });
});
