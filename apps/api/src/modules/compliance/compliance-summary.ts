import {
  type ComplianceItem,
  type ComplianceState,
  type ComplianceSummary,
  maintenanceItemKey,
} from '@fletx/contract/compliance';
import { ANNUAL_INSPECTION_TASK } from '@fletx/contract/maintenance';
import { oneAnnualInspection } from './annual-inspection';
import { type DatedItem, evaluate } from './compliance.items';

/** How many items are in each state. */
export type StateCounts = Record<ComplianceState, number>;

const SCHEDULE_ITEM: string = maintenanceItemKey(ANNUAL_INSPECTION_TASK);

const countOf = (items: ReadonlyArray<ComplianceItem>, state: ComplianceState) =>
  items.filter((i) => i.state === state).length;

/**
 * The trucks and trailers with an annual inspection schedule among `maintenance` (the schedules' items listed):
 * the only units whose record's inspection item the list may merge away (annual-inspection.ts).
 */
export function unitsWithAnnualSchedule(maintenance: ReadonlyArray<ComplianceItem>): {
  truck: number[];
  trailer: number[];
} {
  const annual = maintenance.filter((i) => i.item === SCHEDULE_ITEM);
  const of = (type: 'truck' | 'trailer') => [
    ...new Set(annual.filter((i) => i.entityType === type).map((i) => i.entityId)),
  ];
  return { truck: of('truck'), trailer: of('trailer') };
}

/**
 * The summary cards (`ComplianceService.summary`) as the list counts them on `today` with the horizon
 * `within`, without reading every record's items: `documents`, every record's dated items counted by state in
 * the database (read-model/compliance.queries.ts `documentStates`); `maintenance`, the schedules' items;
 * `records`, the dated items of the units `unitsWithAnnualSchedule` names. Those units' items leave the
 * database's counts and come back as `itemsNeedingAttention` keeps them, each unit's annual inspection once
 * (`oneAnnualInspection`); every other record's items stand as counted.
 */
export function summaryOf(
  documents: StateCounts,
  maintenance: ReadonlyArray<ComplianceItem>,
  records: ReadonlyArray<DatedItem>,
  today: string,
  within: number,
): ComplianceSummary {
  const recordItems = records.flatMap((d) => evaluate(d, today, within) ?? []);
  const kept = oneAnnualInspection([...recordItems, ...maintenance]).items;
  const count = (state: ComplianceState) =>
    documents[state] - countOf(recordItems, state) + countOf(kept, state);
  return { expired: count('expired'), expiringIn30: count('expiring'), missing: count('missing') };
}
