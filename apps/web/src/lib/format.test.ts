import { describe, expect, it } from 'vitest';
import {
  EMPTY_VALUE,
  formatChartMoney,
  formatDate,
  formatDateTime,
  formatDayIn,
  formatMoney,
  formatStopTime,
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

  it("shows a stop's window time as typed, to the minute, on the facility's clock (never the viewer's)", () => {
    expect(formatStopTime('2026-12-02T08:00:00.000Z')).toBe('02/12/2026 08:00');
    expect(formatStopTime('2026-12-02T23:30:00.000Z')).toBe('02/12/2026 23:30');
    expect(formatStopTime(null)).toBe(EMPTY_VALUE);
  });

  it("reads a timestamp without a zone as UTC, a Date as it is, and a local time in the viewer's zone", () => {
    expect(formatDateTime('2025-03-07T14:05:09', { utc: true })).toBe('07/03/2025 14:05:09');
    expect(formatDateTime('2025-03-07 14:05', { utc: true })).toBe('07/03/2025 14:05:00');
    expect(formatDateTime('2025-03-07T14:05:09.5+02:00', { utc: true })).toBe('07/03/2025 12:05:09');
    expect(formatDate(new Date(Date.UTC(2024, 1, 29, 23, 59)))).toBe('29/02/2024');
    const local = new Date(2025, 0, 2, 3, 4, 5);
    expect(formatDateTime(local)).toBe('02/01/2025 03:04:05');
    expect(formatDateTime(local.toISOString(), { seconds: false })).toBe('02/01/2025 03:04');
    expect(formatDate(new Date(Number.NaN))).toBe(EMPTY_VALUE);
  });

  it('formats money as USD', () => {
    expect(formatMoney(1250)).toBe('$1,250.00');
    expect(formatMoney('187.5')).toBe('$187.50');
    expect(formatMoney(undefined)).toBe(EMPTY_VALUE);
  });

  it("writes a chart's whole dollars without cents, and keeps cents where there are some", () => {
    expect(formatChartMoney(60_000)).toBe('$60,000');
    expect(formatChartMoney(1234.5)).toBe('$1,234.50');
  });
});

/** Typed dates and date-times (docs/decisions/0013-dates-typed-as-shown.md): what each reads and refuses. */
describe.each<{
  kind: string;
  parse: (text: string) => string | null;
  shapes: string;
  reads: Array<[text: string, value: string]>;
  refuses: string[];
}>([
  {
    kind: 'dates',
    parse: parseDateText,
    shapes: 'dd/MM/yyyy, d/M/yyyy and yyyy-MM-dd as yyyy-MM-dd',
    reads: [
      ['15/01/2026', '2026-01-15'],
      [' 5/3/2026 ', '2026-03-05'],
      ['2026-01-15', '2026-01-15'],
      ['29/02/2028', '2028-02-29'],
    ],
    refuses: [
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
    ],
  },
  {
    kind: 'date-times',
    parse: parseDateTimeText,
    shapes: 'dd/MM/yyyy HH:mm, d/M/yyyy H:mm and ISO yyyy-MM-ddTHH:mm as yyyy-MM-ddTHH:mm',
    reads: [
      ['15/02/2026 08:00', '2026-02-15T08:00'],
      [' 5/3/2026  7:05 ', '2026-03-05T07:05'],
      ['2026-02-15T08:00', '2026-02-15T08:00'],
      ['2026-02-15 23:59', '2026-02-15T23:59'],
      ['29/02/2028 00:00', '2028-02-29T00:00'],
    ],
    refuses: [
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
    ],
  },
])('typed $kind', ({ parse, shapes, reads, refuses }) => {
  it(`reads ${shapes}`, () => {
    for (const [text, value] of reads) expect(parse(text), text).toBe(value);
  });

  it('refuses impossible dates (and times), partial and other texts', () => {
    for (const text of refuses) expect(parse(text), text).toBeNull();
  });
});

describe("the carrier's day of an instant", () => {
  it('is the day its clock read then, not the UTC day (an evening delivery in Chicago)', () => {
    expect(formatDayIn('2026-06-03T00:44:00.000Z', 'America/Chicago')).toBe('02/06/2026');
    expect(formatDayIn('2026-06-03T05:00:00.000Z', 'America/Chicago')).toBe('03/06/2026');
    expect(formatDayIn('2026-06-03T00:44:00.000Z', undefined)).toBe('03/06/2026');
    expect(formatDayIn(null, 'America/Chicago')).toBe('—');
  });
});
