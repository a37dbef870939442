import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** The product's display formats (spec §1, §9): dd/MM/yyyy, loads with the time. */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';
/** Placeholder for a missing or unreadable value in a table cell. */
export const EMPTY_VALUE = '—';

type DateInput = string | Date | null | undefined;

function toUtc(value: DateInput): dayjs.Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed = dayjs.utc(value);
  return parsed.isValid() ? parsed : undefined;
}

/** An ISO UTC timestamp (or date) as dd/MM/yyyy, in UTC so that a calendar date never shifts a day. */
export function formatDate(value: DateInput): string {
  return toUtc(value)?.format(DATE_FORMAT) ?? EMPTY_VALUE;
}

/** An ISO UTC timestamp as dd/MM/yyyy HH:mm:ss in the viewer's local time. */
export function formatDateTime(value: DateInput, options: { utc?: boolean } = {}): string {
  const parsed = toUtc(value);
  if (!parsed) return EMPTY_VALUE;
  return (options.utc ? parsed : parsed.local()).format(DATE_TIME_FORMAT);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** USD currency. Accepts numbers or the decimal strings the API sends for exact money. */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? usd.format(amount) : EMPTY_VALUE;
}

const count = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return count.format(value);
}
