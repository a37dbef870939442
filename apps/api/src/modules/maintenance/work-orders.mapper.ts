import {
  dollarsOf,
  hundredthsOf,
  type WorkOrder,
  type WorkOrderBody,
  workOrderCents,
} from '@fletx/contract/work-orders';
import { isoString } from '../../lib/iso-time';
import type { LineRow, NewLineRow, NewWorkOrderRow, WorkOrderRow } from './work-orders.repository';

/** Hundredths of a value the contract already checked has at most two decimals. */
const exactHundredths = (value: number) => hundredthsOf(value) ?? Math.round(value * 100);

/** The columns an order's body sets, its lines and their totals (computed once, by the contract). */
export function workOrderValues(body: WorkOrderBody): {
  order: Omit<NewWorkOrderRow, 'id' | 'status'>;
  lines: NewLineRow[];
} {
  const cents = workOrderCents(body.lines);
  return {
    order: {
      unitType: body.unitType,
      unitId: body.unitId,
      vendor: body.vendor || null,
      odometer: body.odometer ?? null,
      scheduleIds: body.scheduleIds ?? [],
      defectIds: body.defectIds ?? [],
      notes: body.notes || null,
      downtimeHundredths: body.downtimeHours == null ? null : exactHundredths(body.downtimeHours),
      totalCents: cents.total,
    },
    lines: body.lines.map((line, position) => ({
      position,
      kind: line.kind,
      description: line.description,
      quantityHundredths: exactHundredths(line.quantity),
      unitPriceCents: exactHundredths(line.unitPrice),
      totalCents: cents.lines[position] ?? 0,
    })),
  };
}

const orNull = (at: Date | null) => (at ? isoString(at) : null);

export const toWorkOrderWire = (row: WorkOrderRow, lines: LineRow[]): WorkOrder => ({
  id: row.id,
  status: row.status,
  unit: { type: row.unitType, id: row.unitId },
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
  startedAt: orNull(row.startedAt),
  doneAt: orNull(row.doneAt),
  doneBy: row.doneBy,
  createdAt: isoString(row.createdAt),
  updatedAt: isoString(row.updatedAt),
});
