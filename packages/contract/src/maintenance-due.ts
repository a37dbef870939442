import { addDays, daysBetween } from './compliance';
import {
  DUE_DAYS_STEPS,
  DUE_MILES_STEPS,
  maintenanceMessages,
  type ScheduleState,
  type ScheduleWarning,
} from './maintenance';

/** What the state of a schedule is computed from. */
export interface ScheduleTerms {
  everyMiles: number | null;
  everyDays: number | null;
  /** yyyy-MM-dd */
  lastDoneAt: string;
  lastDoneMiles: number;
}

export interface ScheduleDue {
  dueAt: string | null;
  dueMiles: number | null;
  state: ScheduleState;
  warnings: ScheduleWarning[];
}

/** The smallest step still at or above what is left (30 → 14 → 7 → 1), undefined when none is reached. */
const stepOf = (steps: ReadonlyArray<number>, left: number) =>
  [...steps].reverse().find((step) => left <= step);

/**
 * A schedule's state on `today` (yyyy-MM-dd) with the unit's odometer at `currentMiles`: due by days once 30
 * days or fewer are left (warning at 30, 14, 7 and 1), due by miles within 1,000 and 500 miles, overdue the
 * day after the due date or at the due odometer; whichever comes first decides.
 */
export function scheduleDue(terms: ScheduleTerms, today: string, currentMiles: number): ScheduleDue {
  const warnings: ScheduleWarning[] = [];
  const dueAt = terms.everyDays == null ? null : addDays(terms.lastDoneAt, terms.everyDays);
  const dueMiles = terms.everyMiles == null ? null : terms.lastDoneMiles + terms.everyMiles;
  if (dueAt !== null) {
    const left = daysBetween(today, dueAt);
    const within = left < 0 ? null : stepOf(DUE_DAYS_STEPS, Math.max(left, 1));
    const message = left < 0 ? maintenanceMessages.overdueDays(-left) : maintenanceMessages.dueInDays(left);
    if (within !== undefined) warnings.push({ by: 'days', left, within, message });
  }
  if (dueMiles !== null) {
    const left = dueMiles - currentMiles;
    const within = left <= 0 ? null : stepOf(DUE_MILES_STEPS, left);
    const message =
      left <= 0 ? maintenanceMessages.overdueMiles(-left) : maintenanceMessages.dueInMiles(left);
    if (within !== undefined) warnings.push({ by: 'miles', left, within, message });
  }
  const state: ScheduleState = warnings.some((w) => w.within === null)
    ? 'overdue'
    : warnings.length > 0
      ? 'due_soon'
      : 'ok';
  return { dueAt, dueMiles, state, warnings };
}
