import { dayIn } from '@fletx/contract/facility-time';
import { formatDollars } from '@fletx/contract/money';

/** The product's display formats (docs/product.md "Dates and times"): dd/MM/yyyy, loads with the time. */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';
/** What an empty date field shows. */
export const DATE_PLACEHOLDER = 'dd/mm/yyyy';
/** How a date-and-time field shows its value (24-hour clock, no seconds), and what it shows when empty. */
export const DATE_TIME_INPUT_FORMAT = 'DD/MM/YYYY HH:mm';
export const DATE_TIME_PLACEHOLDER = 'dd/mm/yyyy hh:mm';
/** Placeholder for a missing or unreadable value in a table cell. */
export const EMPTY_VALUE = '—';

type DateInput = string | Date | null | undefined;

/**
 * A timestamp without a zone (`2026-11-26`, `2026-11-26T08:30`, `2026-11-26 08:30:15.123`): read as UTC, like
 * every time the API sends (docs/product.md "Dates and times").
 */
const ZONELESS = /^(\d{4})-?(\d{1,2})?-?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

function toDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  let date: Date;
  if (typeof value !== 'string') date = value;
  else {
    const parts = ZONELESS.exec(value);
    const at = (index: number, fallback = 0) => Number(parts?.[index] || fallback);
    date = parts
      ? new Date(
          Date.UTC(
            at(1),
            at(2, 1) - 1,
            at(3, 1),
            at(4),
            at(5),
            at(6),
            Number((parts[7] ?? '0').slice(0, 3).padEnd(3, '0')),
          ),
        )
      : new Date(value);
  }
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const two = (value: number) => String(value).padStart(2, '0');

/** dd/MM/yyyy, and HH:mm or HH:mm:ss after it, of a time in UTC or in the viewer's local time. */
function written(date: Date, { utc, time, seconds }: { utc: boolean; time: boolean; seconds?: boolean }) {
  // Read with the UTC getters: the viewer's local time is the instant moved by the viewer's offset at that instant.
  const wall = utc ? date : new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  const year = String(wall.getUTCFullYear()).padStart(4, '0');
  const calendar = `${two(wall.getUTCDate())}/${two(wall.getUTCMonth() + 1)}/${year}`;
  if (!time) return calendar;
  const clock = `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`;
  return `${calendar} ${clock}${seconds === false ? '' : `:${two(wall.getUTCSeconds())}`}`;
}

/** An ISO UTC timestamp (or date) as dd/MM/yyyy, in UTC so that a calendar date never shifts a day. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? written(date, { utc: true, time: false }) : EMPTY_VALUE;
}

/**
 * The carrier's day of an instant (a delivery, an advance), dd/MM/yyyy: the day its clock read then (carrier
 * settings' time zone, `useCarrierTimeZone`), as the papers write it; the UTC day until the zone is known.
 */
export function formatDayIn(value: DateInput, timeZone: string | undefined): string {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  return timeZone ? formatDate(dayIn(timeZone, date.getTime())) : formatDate(date);
}

/**
 * An ISO UTC timestamp as dd/MM/yyyy HH:mm:ss in the viewer's local time; `seconds: false` leaves the
 * seconds out (dd/MM/yyyy HH:mm, e.g. the History panel).
 */
export function formatDateTime(value: DateInput, options: { utc?: boolean; seconds?: boolean } = {}): string {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  return written(date, { utc: options.utc ?? false, time: true, seconds: options.seconds });
}

/**
 * A stop's window time (a pickup's or a delivery's open and close): the facility's own clock, stored as an ISO
 * UTC timestamp of that wall time (packages/contract/src/stops.ts `dateTimeField`), so shown as stored, never
 * moved into the viewer's time zone; to the minute, as it is typed (docs/product.md "Stops").
 */
export const formatStopTime = (value: DateInput): string =>
  formatDateTime(value, { utc: true, seconds: false });

const DAY_MONTH_YEAR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const YEAR_MONTH_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** A real calendar date as `yyyy-MM-dd`, or null (31/02, month 13, day 0…). */
function calendarDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.toISOString().slice(0, 10) : null;
}

/**
 * A date as a person types it, dd/MM/yyyy (or d/M/yyyy) or ISO yyyy-MM-dd, as the `yyyy-MM-dd` the forms
 * and the API hold; null when the text is not (yet) a whole, real date.
 */
export function parseDateText(text: string): string | null {
  const trimmed = text.trim();
  const dmy = DAY_MONTH_YEAR.exec(trimmed);
  if (dmy) return calendarDate(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  const ymd = YEAR_MONTH_DAY.exec(trimmed);
  if (ymd) return calendarDate(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));
  return null;
}

const CLOCK_TIME = /^(\d{1,2}):(\d{2})$/;
/** The date and the time of a typed date-time: separated by spaces, or by the ISO `T`. */
const DATE_AND_TIME = /^(\S+?)(?:[Tt]|\s+)(\S+)$/;

/** A real time of day (H:mm or HH:mm, 24-hour) as `HH:mm`, or null (25:00, 08:60, 8:5…). */
function clockTime(text: string): string | null {
  const time = CLOCK_TIME.exec(text);
  if (!time) return null;
  const hours = Number(time[1]);
  const minutes = Number(time[2]);
  return hours < 24 && minutes < 60 ? `${two(hours)}:${time[2]}` : null;
}

/**
 * A date and time as a person types it, dd/MM/yyyy HH:mm (or d/M/yyyy H:mm), or as ISO yyyy-MM-ddTHH:mm
 * (or with a space for the T), as the `yyyy-MM-ddTHH:mm` the forms and the API hold; null when the text
 * is not (yet) a real date with a real time.
 */
export function parseDateTimeText(text: string): string | null {
  const parts = DATE_AND_TIME.exec(text.trim());
  if (!parts?.[1] || !parts[2]) return null;
  const date = parseDateText(parts[1]);
  const time = clockTime(parts[2]);
  return date && time ? `${date}T${time}` : null;
}

/**
 * Dollars as all money is written (packages/contract/src/money.ts: -$1.00 for a negative amount). Accepts
 * numbers or the decimal strings the API sends for exact money.
 */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? formatDollars(amount) : EMPTY_VALUE;
}

/** A chart's dollars: whole amounts without their ".00" ($60,000 on an axis), cents kept where there are some. */
export const formatChartMoney = (value: number): string => formatMoney(value).replace(/\.00$/, '');

const count = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return count.format(value);
}
