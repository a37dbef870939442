import {
  dollarsOf,
  hundredthsOf,
  type WorkOrder,
  type WorkOrderBody,
  workOrderCents,
} from '@fletx/contract/work-orders';
import { isoOrNull, isoString } from '../../lib/iso-time';
import type { LineRow, NewLineRow, NewWorkOrderRow, WorkOrderRow } from './work-orders.repository';

/** Hundredths of a value the contract already checked has at most two decimals. */
const exactHundredths = (value: number) => hundredthsOf(value) ?? Math.round(value * 100);

/** An order's fields apart from its lines. */
export type WorkOrderFields = Omit<WorkOrderBody, 'lines'>;

/** The columns an order's fields set, apart from its lines and total. */
export function workOrderColumns(
  body: WorkOrderFields,
): Omit<NewWorkOrderRow, 'id' | 'status' | 'totalCents'> {
  return {
    unitType: body.unitType,
    unitId: body.unitId,
    vendor: body.vendor || null,
    odometer: body.odometer ?? null,
    scheduleIds: body.scheduleIds ?? [],
    defectIds: body.defectIds ?? [],
    notes: body.notes || null,
    downtimeHundredths: body.downtimeHours == null ? null : exactHundredths(body.downtimeHours),
  };
}

/** An order's lines as rows and its total (computed once, by the contract). */
export function workOrderLineValues(lines: WorkOrderBody['lines']): {
  totalCents: number;
  lines: NewLineRow[];
} {
  const cents = workOrderCents(lines);
  return {
    totalCents: cents.total,
    lines: lines.map((line, position) => ({
      position,
      kind: line.kind,
      description: line.description,
      quantityHundredths: exactHundredths(line.quantity),
      unitPriceCents: exactHundredths(line.unitPrice),
      totalCents: cents.lines[position] ?? 0,
    })),
  };
}

/** The columns an order's body sets, its lines and their totals. */
export function workOrderValues(body: WorkOrderBody): {
  order: Omit<NewWorkOrderRow, 'id' | 'status'>;
  lines: NewLineRow[];
} {
  const { totalCents, lines } = workOrderLineValues(body.lines);
  return { order: { ...workOrderColumns(body), totalCents }, lines };
}

/**
 * A stored order's fields with those a `PUT` sends put over them: a field left out (undefined) keeps its
 * stored value, a null sent clears it.
 */
export function mergedFields(row: WorkOrderRow, sent: Partial<WorkOrderFields>): WorkOrderFields {
  const stored: WorkOrderFields = {
    unitType: row.unitType,
    unitId: row.unitId,
    vendor: row.vendor,
    odometer: row.odometer,
    scheduleIds: row.scheduleIds,
    defectIds: row.defectIds,
    notes: row.notes,
    downtimeHours: row.downtimeHundredths == null ? null : row.downtimeHundredths / 100,
  };
  const given = Object.entries(sent).filter(([, value]) => value !== undefined);
  return { ...stored, ...Object.fromEntries(given) };
}

/** An order as stored and in the audit trail: the answer's fields but its unit's number, read beside its id. */
export type WorkOrderRecord = Omit<WorkOrder, 'unitNumber'>;

export const toWorkOrderWire = (row: WorkOrderRow, lines: LineRow[]): WorkOrderRecord => ({
  id: row.id,
  status: row.status,
  unit: { type: row.unitType, id: row.unitId },
  unitType: row.unitType,
  unitId: row.unitId,
  vendor: row.vendor,
  odometer: row.odometer,
  lines: lines.map((line) => ({
    kind: line.kind,
    description: line.description,
    quantity: line.quantityHundredths / 100,
    unitPrice: dollarsOf(line.unitPriceCents),
    total: dollarsOf(line.totalCents),
    totalCents: line.totalCents,
  })),
  total: dollarsOf(row.totalCents),
  totalCents: row.totalCents,
  scheduleIds: row.scheduleIds,
  defectIds: row.defectIds,
  notes: row.notes,
  downtimeHours: row.downtimeHundredths == null ? null : row.downtimeHundredths / 100,
  openedAt: isoString(row.openedAt),
  startedAt: isoOrNull(row.startedAt),
  doneAt: isoOrNull(row.doneAt),
  doneBy: row.doneBy,
  createdAt: isoString(row.createdAt),
  updatedAt: isoString(row.updatedAt),
});
