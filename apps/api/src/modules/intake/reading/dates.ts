/**
 * Dates and times as US rate confirmations write them: 12/03/2026 08:00-11:00, 12/3/26 0800,
 * Dec 3, 2026 8:00 AM, 2026-12-03 14:00, FCFS 0700-1500, Appt: 12/04/2026 06:00. Local to the stop: no zone.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

interface Found {
  index: number;
  length: number;
  value: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

function validDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const fullYear = (text: string) => (text.length === 2 ? 2000 + Number(text) : Number(text));

const DATE_FORMS: [RegExp, (m: RegExpExecArray) => string | null][] = [
  [/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, (m) => validDate(Number(m[1]), Number(m[2]), Number(m[3]))],
  [
    /\b(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})\b/g,
    (m) => validDate(fullYear(m[3]!), Number(m[1]), Number(m[2])),
  ],
  [
    /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/gi,
    (m) => validDate(Number(m[3]), MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1, Number(m[2])),
  ],
];

function collect(text: string, forms: [RegExp, (m: RegExpExecArray) => string | null][]): Found[] {
  const found: Found[] = [];
  for (const [pattern, read] of forms) {
    for (const m of text.matchAll(pattern)) {
      const value = read(m as RegExpExecArray);
      const overlaps = found.some((f) => m.index < f.index + f.length && f.index < m.index + m[0].length);
      if (value && !overlaps) found.push({ index: m.index, length: m[0].length, value });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

const clock = (hours: number, minutes: number, half?: string) => {
  let h = hours;
  const meridiem = half?.toLowerCase().replace(/\./g, '');
  if (meridiem === 'pm' && h < 12) h += 12;
  if (meridiem === 'am' && h === 12) h = 0;
  return h <= 23 && minutes <= 59 ? `${pad(h)}:${pad(minutes)}` : null;
};

const TIME_FORMS: [RegExp, (m: RegExpExecArray) => string | null][] = [
  [/\b(\d{1,2}):(\d{2})(?:\s*([ap]\.?m\.?)(?![a-z]))?/gi, (m) => clock(Number(m[1]), Number(m[2]), m[3])],
  [/\b(\d{1,2})\s*([ap]\.?m\.?)(?![a-z])/gi, (m) => clock(Number(m[1]), 0, m[2])],
  // Military time, 0800 or 1500 hrs: only once the dates (and their years) are out of the text.
  [/\b([01]\d|2[0-3])([0-5]\d)\b(?!\s*(lbs?|#))/gi, (m) => clock(Number(m[1]), Number(m[2]))],
];

/** The dates in `text`, in order, as yyyy-MM-dd. */
export const findDates = (text: string) => collect(text, DATE_FORMS).map((f) => f.value);

/** The times in `text` once its dates are removed, in order, as HH:mm. */
export function findTimes(text: string): string[] {
  let rest = text;
  for (const f of collect(text, DATE_FORMS)) {
    rest = rest.slice(0, f.index) + ' '.repeat(f.length) + rest.slice(f.index + f.length);
  }
  return collect(rest, TIME_FORMS).map((f) => f.value);
}

export interface Window {
  open: string | null;
  close: string | null;
}

/**
 * A stop's window from the text of its date and time lines: the first date and time open it, a second time
 * (and date) closes it; one appointment time opens and closes it. No date: no window. A date alone: midnight.
 */
export function readWindow(text: string): Window {
  const dates = findDates(text);
  const times = findTimes(text);
  const first = dates[0];
  if (!first) return { open: null, close: null };
  const start = times[0] ?? '00:00';
  const open = `${first}T${start}`;
  return { open, close: `${dates[1] ?? first}T${times[1] ?? start}` };
}

/** Words that open a stop's date or time line. */
export const WHEN_LABEL =
  /^(date|dates|time|times|appt|appointment|window|ready|pu\s+date|del\s+date|pick\s*up\s+(date|time|appt|window)|delivery\s+(date|time|appt|window)|drop\s+(date|time|appt)|hours|fcfs|arrive|arrival|scheduled|sched|eta|open|when)\b/i;
