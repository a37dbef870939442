/**
 * `date.toISOString()` without its cost: V8 formats it through a printf-style string stream, and every date
 * of every row of a page goes through it, enough to stand out in the server's CPU profile of a page of
 * loads (`perf record`; the figures are in docs/performance.md "Session 12"). Same text for every date
 * from 1970 to 9999; any other (before 1970, invalid) goes to `toISOString`, which also keeps its RangeError
 * for an invalid date.
 */
export function isoString(date: Date): string {
  const ms = date.getTime();
  if (!(ms >= 0 && ms < LAST_MS)) return date.toISOString();
  const days = Math.floor(ms / DAY_MS);
  const inDay = ms - days * DAY_MS;
  // Days since 1970-01-01 to a civil date (the proleptic Gregorian calendar, eras of 400 years from 0000-03-01).
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const milliseconds = inDay % 1000;
  return `${year}-${two(month)}-${two(day)}T${two(Math.floor(inDay / 3_600_000))}:${two(
    Math.floor(inDay / 60_000) % 60,
  )}:${two(Math.floor(inDay / 1000) % 60)}.${milliseconds < 10 ? '00' : milliseconds < 100 ? '0' : ''}${milliseconds}Z`;
}

const DAY_MS = 86_400_000;
/** 10000-01-01T00:00:00.000Z: four-digit years only. */
const LAST_MS = 253_402_300_800_000;

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** `isoString` of a date that may be missing: null stays null (a column without a value). */
export const isoOrNull = (date: Date | null): string | null => (date ? isoString(date) : null);

/** `24/11/2026 10:42 UTC`: the product's day-first dates, in UTC (the server does not know the reader's zone). */
export function formatUtc(at: Date): string {
  return `${two(at.getUTCDate())}/${two(at.getUTCMonth() + 1)}/${at.getUTCFullYear()} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())} UTC`;
}
