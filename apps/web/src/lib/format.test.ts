import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE, formatDate, formatDateTime, formatMoney, parseDateText } from './format';

describe('display formats', () => {
  it('formats dates as dd/MM/yyyy from ISO UTC strings', () => {
    expect(formatDate('2025-03-07T23:30:00Z')).toBe('07/03/2025');
    expect(formatDate('2025-12-31')).toBe('31/12/2025');
    expect(formatDate(null)).toBe(EMPTY_VALUE);
    expect(formatDate('not a date')).toBe(EMPTY_VALUE);
  });

  it('formats date-times as dd/MM/yyyy HH:mm:ss', () => {
    expect(formatDateTime('2025-03-07T14:05:09Z', { utc: true })).toBe('07/03/2025 14:05:09');
    expect(formatDateTime('2025-03-07T14:05:09Z')).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  });

  it('formats money as USD', () => {
    expect(formatMoney(1250)).toBe('$1,250.00');
    expect(formatMoney('187.5')).toBe('$187.50');
    expect(formatMoney(undefined)).toBe(EMPTY_VALUE);
  });
});

describe('typed dates', () => {
  it('reads dd/MM/yyyy, d/M/yyyy and yyyy-MM-dd as yyyy-MM-dd', () => {
    expect(parseDateText('15/01/2026')).toBe('2026-01-15');
    expect(parseDateText(' 5/3/2026 ')).toBe('2026-03-05');
    expect(parseDateText('2026-01-15')).toBe('2026-01-15');
    expect(parseDateText('29/02/2028')).toBe('2028-02-29');
  });

  it('refuses impossible, partial and other texts', () => {
    for (const text of [
      '31/02/2026',
      '29/02/2027',
      '00/01/2026',
      '15/13/2026',
      '2026-02-30',
      '15/01/26',
      '15/01/202',
      '01/15/2026x',
      '',
      'today',
    ]) {
      expect(parseDateText(text)).toBeNull();
    }
  });
});
