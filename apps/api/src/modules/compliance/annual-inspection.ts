import {
  type ComplianceItem,
  type ComplianceItemKey,
  type ComplianceState,
  maintenanceItemKey,
} from '@fletx/contract/compliance';
import { ANNUAL_INSPECTION_TASK } from '@fletx/contract/maintenance';
import { type DatedItem, evaluate } from './compliance.items';

/** The record's item of a unit's annual inspection (its `annual_inspection_date`). */
const RECORD_ITEMS: ReadonlySet<string> = new Set<ComplianceItemKey>([
  'truckInspection',
  'trailerInspection',
]);
/** The item of a unit's `annual_inspection` maintenance schedule. */
const SCHEDULE_ITEM: string = maintenanceItemKey(ANNUAL_INSPECTION_TASK);

/** How pressing a state is for the choice below: past its date, then coming up, then nothing on file. */
const PRESSING: Readonly<Record<ComplianceState, number>> = { expired: 0, expiring: 1, missing: 2 };

const isRecord = (item: ComplianceItem) => RECORD_ITEMS.has(item.item);
const isAnnual = (item: ComplianceItem) => isRecord(item) || item.item === SCHEDULE_ITEM;
const unitOf = (item: ComplianceItem) => `${item.entityType}:${item.entityId}`;

/** Whether `item` rather than `kept` stands for the unit's inspection: more pressing, or the record on a tie. */
const standsBefore = (item: ComplianceItem, kept: ComplianceItem) =>
  PRESSING[item.state] < PRESSING[kept.state] ||
  (PRESSING[item.state] === PRESSING[kept.state] && isRecord(item) && !isRecord(kept));

/**
 * A unit's annual inspection is one fact with two items: its record's (`truckInspection`, `trailerInspection`,
 * from `annual_inspection_date`) and its `annual_inspection` schedule's (`maintenance:annual_inspection`); each
 * date follows the other forward (a done work order dates the record, an edit of the record restarts the
 * schedule), so they agree. The list shows it once (docs/product.md "Compliance"): the record's item — it links
 * to the form where the date is entered, says Missing when there is none, and is what the bell and the 409 name —
 * unless a schedule's says more pressing (the record has no date, or is only due soon where the schedule is
 * overdue); the row kept blocks a dispatch when any of them did, so no block is lost. Counted and paged after
 * this, the list, the summary, the badges, the digest and the dispatch check see the same rows. `dropped` are
 * the items left out (their bell warnings too).
 */
export function oneAnnualInspection(items: ReadonlyArray<ComplianceItem>): {
  items: ComplianceItem[];
  dropped: ReadonlySet<ComplianceItem>;
} {
  const kept = new Map<string, ComplianceItem>();
  const blocking = new Set<string>();
  for (const item of items) {
    if (!isAnnual(item)) continue;
    const unit = unitOf(item);
    const current = kept.get(unit);
    if (!current || standsBefore(item, current)) kept.set(unit, item);
    if (item.blocks) blocking.add(unit);
  }
  const dropped = new Set<ComplianceItem>();
  const merged = items.flatMap((item) => {
    if (!isAnnual(item)) return [item];
    if (kept.get(unitOf(item)) !== item) {
      dropped.add(item);
      return [];
    }
    return [blocking.has(unitOf(item)) && !item.blocks ? { ...item, blocks: true } : item];
  });
  return { items: merged, dropped };
}

/**
 * What needs attention on `today` with the horizon `within`: the dated documents' items (`evaluate`) and the
 * due schedules' items, a unit's annual inspection once (`oneAnnualInspection`), in no particular order.
 */
export const itemsNeedingAttention = (
  dated: ReadonlyArray<DatedItem>,
  schedules: ReadonlyArray<ComplianceItem>,
  today: string,
  within: number,
) => oneAnnualInspection([...dated.flatMap((d) => evaluate(d, today, within) ?? []), ...schedules]);
