import { describe, expect, it } from 'vitest';
import { centsToDecimal, parseUsdToCents } from './cents';

describe('parseUsdToCents', () => {
  it('parses dollars to exact cents', () => {
    expect(parseUsdToCents('12.34')).toBe(1234);
    expect(parseUsdToCents('0.29')).toBe(29);
    expect(parseUsdToCents('1.1')).toBe(110);
    expect(parseUsdToCents('$1,250')).toBe(125000);
    expect(parseUsdToCents(' 7. ')).toBe(700);
  });
  it('refuses what is not money', () => {
    expect(parseUsdToCents('')).toBeNull();
    expect(parseUsdToCents('1.234')).toBeNull();
    expect(parseUsdToCents('-5')).toBeNull();
    expect(parseUsdToCents('abc')).toBeNull();
  });
  it('formats cents back as a decimal string', () => {
    expect(centsToDecimal(1234)).toBe('12.34');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-1205)).toBe('-12.05');
  });
});
