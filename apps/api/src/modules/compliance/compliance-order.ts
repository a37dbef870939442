import { type ComplianceItem, type ComplianceState, fallsDue } from '@fletx/contract/compliance';
import { complianceMessages } from '@fletx/contract/compliance-messages';

/** The order of the list: missing first (nothing on file), then by days left, then by name and item. */
const STATE_ORDER: Record<ComplianceState, number> = { missing: 0, expired: 1, expiring: 1 };
export function byUrgency(a: ComplianceItem, b: ComplianceItem): number {
  return (
    STATE_ORDER[a.state] - STATE_ORDER[b.state] ||
    (a.daysLeft ?? 0) - (b.daysLeft ?? 0) ||
    a.entityName.localeCompare(b.entityName) ||
    a.entityId - b.entityId ||
    a.item.localeCompare(b.item)
  );
}

/** A driver's badges on the dispatch board. */
export interface DriverComplianceState {
  compliance: 'ok' | 'expiring' | 'blocked';
  note: string | null;
  maintenance: 'ok' | 'due' | 'overdue';
}

/** An item in the words of the 409 (a maintenance schedule with its detail). */
export const reasonOf = (item: ComplianceItem) =>
  item.detail === undefined
    ? complianceMessages.reason(item.entityName, item.label, item.state, item.expiresOn, fallsDue(item.item))
    : `${item.entityName}: ${item.label} ${item.detail.toLowerCase()}`;
