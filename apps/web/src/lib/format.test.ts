import { describe, expect, it } from 'vitest';
import {
  EMPTY_VALUE,
  formatDate,
  formatDateTime,
  formatMoney,
  parseDateText,
  parseDateTimeText,
} from './format';

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

  it('formats date-times without seconds as dd/MM/yyyy HH:mm when told', () => {
    expect(formatDateTime('2025-03-07T14:05:09Z', { utc: true, seconds: false })).toBe('07/03/2025 14:05');
    expect(formatDateTime(undefined, { seconds: false })).toBe(EMPTY_VALUE);
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

describe('typed date-times', () => {
  it('reads dd/MM/yyyy HH:mm, d/M/yyyy H:mm and ISO yyyy-MM-ddTHH:mm as yyyy-MM-ddTHH:mm', () => {
    expect(parseDateTimeText('15/02/2026 08:00')).toBe('2026-02-15T08:00');
    expect(parseDateTimeText(' 5/3/2026  7:05 ')).toBe('2026-03-05T07:05');
    expect(parseDateTimeText('2026-02-15T08:00')).toBe('2026-02-15T08:00');
    expect(parseDateTimeText('2026-02-15 23:59')).toBe('2026-02-15T23:59');
    expect(parseDateTimeText('29/02/2028 00:00')).toBe('2028-02-29T00:00');
  });

  it('refuses impossible dates and times, partial and other texts', () => {
    for (const text of [
      '31/02/2026 08:00',
      '15/02/2026 25:00',
      '15/02/2026 24:00',
      '15/02/2026 08:60',
      '15/02/2026 8:5',
      '15/02/2026 08',
      '15/02/2026',
      '2026-02-15',
      '2026-02-15T',
      '2026-02-15T08:00:00',
      '15/02/26 08:00',
      '08:00',
      '15/02/2026 08:00 PM',
      '',
    ]) {
      expect(parseDateTimeText(text)).toBeNull();
    }
  });
});
