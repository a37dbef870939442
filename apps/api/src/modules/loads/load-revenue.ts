import type { RevenueWeek } from '@fletx/contract/load-metrics';
import type { CarrierDays } from '../../lib/carrier-day';
import { isoString } from '../../lib/iso-time';
import { centsToDollars } from '../../lib/money';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** The Monday 00:00 UTC of the ISO week holding `at`. */
export function isoMonday(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

/** `2026-W48`: the ISO week of a Monday (its year is the year of the week's Thursday). */
export function isoWeekName(monday: Date): string {
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursday = isoMonday(new Date(Date.UTC(year, 0, 4))).getTime() + 3 * DAY_MS;
  const week = Math.round((thursday.getTime() - firstThursday) / WEEK_MS) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * The last `weeks` ISO weeks up to the carrier's current one (docs/decisions/0070-carriers-day.md): the Mondays
 * (their days, as 00:00 UTC) and the instants from the carrier's midnight of the first to that of the next one.
 */
export function revenueWindow(
  days: Pick<CarrierDays, 'today' | 'startOf'>,
  weeks: number,
): { from: Date; to: Date; mondays: Date[] } {
  const current = isoMonday(new Date(`${days.today}T00:00:00Z`));
  const mondays = Array.from(
    { length: weeks },
    (_, i) => new Date(current.getTime() - (weeks - 1 - i) * WEEK_MS),
  );
  const startOf = (monday: Date) => days.startOf(isoString(monday).slice(0, 10));
  return { from: startOf(mondays[0] as Date), to: startOf(new Date(current.getTime() + WEEK_MS)), mondays };
}

/** Every week of the window, in order, with no delivery as 0. */
export function toRevenueWeeks(
  mondays: ReadonlyArray<Date>,
  rows: ReadonlyArray<{ monday: string; loads: number; cents: number }>,
): RevenueWeek[] {
  const byMonday = new Map(rows.map((r) => [r.monday, r]));
  return mondays.map((monday) => {
    const start = isoString(monday).slice(0, 10);
    const row = byMonday.get(start);
    return {
      week: isoWeekName(monday),
      start,
      loads: row?.loads ?? 0,
      revenue: centsToDollars(row?.cents ?? 0),
    };
  });
}
