/**
 * "N minutes ago" text with the thresholds of docs/product.md "Notifications" (45 s, 90 s, 45 min, 90 min,
 * 22 h, 36 h, 25 days, 45 days, 345 days, 545 days — moment.js/dayjs relativeTime). Below a threshold the
 * smaller unit is used; counts are rounded to the nearest unit. A month is 30.4375 days, a year 365.25.
 * A time in the future (a clock ahead of ours) reads as 'a few seconds ago'.
 */
export const TIME_AGO_THRESHOLDS = {
  fewSecondsSeconds: 45,
  minuteSeconds: 90,
  minutesMinutes: 45,
  hourMinutes: 90,
  hoursHours: 22,
  dayHours: 36,
  daysDays: 25,
  monthDays: 45,
  monthsDays: 345,
  yearDays: 545,
} as const;

const DAYS_PER_MONTH = 30.4375;
const DAYS_PER_YEAR = 365.25;

export function timeAgo(from: Date | string, now: Date | string = new Date()): string {
  const t = TIME_AGO_THRESHOLDS;
  const seconds = Math.max(0, (new Date(now).getTime() - new Date(from).getTime()) / 1000);
  if (seconds < t.fewSecondsSeconds) return 'a few seconds ago';
  if (seconds < t.minuteSeconds) return 'a minute ago';
  const minutes = seconds / 60;
  if (minutes < t.minutesMinutes) return `${Math.max(2, Math.round(minutes))} minutes ago`;
  if (minutes < t.hourMinutes) return 'an hour ago';
  const hours = minutes / 60;
  if (hours < t.hoursHours) return `${Math.max(2, Math.round(hours))} hours ago`;
  if (hours < t.dayHours) return 'a day ago';
  const days = hours / 24;
  if (days < t.daysDays) return `${Math.max(2, Math.round(days))} days ago`;
  if (days < t.monthDays) return 'a month ago';
  if (days < t.monthsDays) return `${Math.max(2, Math.round(days / DAYS_PER_MONTH))} months ago`;
  if (days < t.yearDays) return 'a year ago';
  return `${Math.max(2, Math.round(days / DAYS_PER_YEAR))} years ago`;
}
