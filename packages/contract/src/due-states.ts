import { type ComplianceItem, type ComplianceState, fallsDue } from './compliance';
import type { ScheduleState } from './maintenance';

/**
 * How the screens name the state of a dated item: one rule for the Compliance list and the Maintenance
 * schedules (docs/product.md "Compliance", "Maintenance"), so one fact reads the same on both. Two kinds of
 * item, two kinds of words:
 * - a document (licence, policy, plate, permit, lease) carries its own end date: expiring, then expired;
 * - an inspection or a maintenance task is done and falls due again a while later (the annual inspections,
 *   from the record's inspection date or from a maintenance schedule): due soon, then overdue.
 * Either with no date on file is missing: nothing was ever recorded, another fact than a last one past due.
 */
export type DueKind = 'document' | 'recurring';
/** Where an item stands: nothing on file, past its date, coming up (within the horizon), in order. */
export type DueTone = 'missing' | 'past' | 'soon' | 'ok';

export const DUE_WORDS: Readonly<Record<DueKind, Readonly<Record<DueTone, string>>>> = {
  document: { missing: 'Missing', past: 'Expired', soon: 'Expiring', ok: 'OK' },
  recurring: { missing: 'Missing', past: 'Overdue', soon: 'Due soon', ok: 'OK' },
};

/** A state as a screen shows it: its tone (the badge's colour) and its word. */
export interface DueLook {
  tone: DueTone;
  word: string;
}

const look = (kind: DueKind, tone: DueTone): DueLook => ({ tone, word: DUE_WORDS[kind][tone] });

/** A compliance item's state in the words of its kind (the wire's `state` stays expired | expiring | missing). */
export function complianceLook(item: ComplianceItem['item'], state: ComplianceState): DueLook {
  const tone = state === 'missing' ? 'missing' : state === 'expired' ? 'past' : 'soon';
  return look(fallsDue(item) ? 'recurring' : 'document', tone);
}

/** A maintenance schedule's state: a task that falls due again. */
export function scheduleLook(state: ScheduleState): DueLook {
  return look('recurring', state === 'overdue' ? 'past' : state === 'due_soon' ? 'soon' : 'ok');
}

/** The order a summary names states in: past its date, coming up, missing; a document's word before a task's. */
const SUMMARY_ORDER: ReadonlyArray<[DueTone, DueKind]> = [
  ['past', 'document'],
  ['past', 'recurring'],
  ['soon', 'document'],
  ['soon', 'recurring'],
  ['missing', 'document'],
];

/**
 * Compliance items grouped by the word of their state (the daily digest's sections and subject): Expired,
 * Overdue, Expiring, Due soon, Missing, each with its items in their order; words no item has are left out.
 */
export function byDueWord<T extends Pick<ComplianceItem, 'item' | 'state'>>(
  items: ReadonlyArray<T>,
): Array<{ word: string; tone: DueTone; items: T[] }> {
  const words = items.map((i) => complianceLook(i.item, i.state).word);
  return SUMMARY_ORDER.map(([tone, kind]) => {
    const word = DUE_WORDS[kind][tone];
    return { word, tone, items: items.filter((_, n) => words[n] === word) };
  }).filter((group) => group.items.length > 0);
}
