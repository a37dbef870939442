import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE, formatDate, formatDateTime, formatMoney } from './format';

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
