import { type WorkOrder, workOrderBody } from '@fletx/contract/work-orders';
import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { checkedBy } from './form-body';

/** A line as its fields hold it: text. */
export type LineValues = { kind: string; description: string; quantity: string; unitPrice: string };

/** What the work order's fields hold as typed: text ('' for empty), the chosen ids as text. */
export type WorkOrderFormValues = {
  unitType: string;
  unitId: string;
  vendor: string;
  odometer: string;
  downtimeHours: string;
  notes: string;
  scheduleIds: string[];
  defectIds: string[];
  lines: LineValues[];
};

const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim().replaceAll(',', '')));

const text = z.string();

/** The fields' text made into the contract's body, then checked by the contract's own schema. */
export const workOrderForm = z
  .object({
    unitType: text,
    unitId: text,
    vendor: text,
    odometer: text,
    downtimeHours: text,
    notes: text,
    scheduleIds: z.array(text),
    defectIds: z.array(text),
    lines: z.array(z.object({ kind: text, description: text, quantity: text, unitPrice: text })),
  })
  .transform((v, ctx) =>
    checkedBy(workOrderBody)(
      {
        unitType: v.unitType || undefined,
        unitId: numberOf(v.unitId),
        vendor: v.vendor.trim() || null,
        odometer: numberOf(v.odometer) ?? null,
        downtimeHours: numberOf(v.downtimeHours) ?? null,
        notes: v.notes.trim() || null,
        scheduleIds: v.scheduleIds.map(Number),
        defectIds: v.defectIds.map(Number),
        lines: v.lines.map((line) => ({
          ...line,
          quantity: numberOf(line.quantity),
          unitPrice: numberOf(line.unitPrice),
        })),
      },
      ctx,
    ),
  );

const textOf = (n: number | null | undefined) => (n == null ? '' : String(n));

/** A saved order as the form's fields show it. */
export const valuesOf = (order: WorkOrder): WorkOrderFormValues => ({
  unitType: order.unit.type,
  unitId: String(order.unit.id),
  vendor: order.vendor ?? '',
  odometer: textOf(order.odometer),
  downtimeHours: textOf(order.downtimeHours),
  notes: order.notes ?? '',
  scheduleIds: order.scheduleIds.map(String),
  defectIds: order.defectIds.map(String),
  lines: order.lines.map((line) => ({
    kind: line.kind,
    description: line.description,
    quantity: String(line.quantity),
    unitPrice: line.unitPrice.toFixed(2),
  })),
});

const FIELDS = new Set(['unitType', 'unitId', 'vendor', 'odometer', 'downtimeHours', 'notes', 'lines']);
const LINE_FIELD = /^lines\.\d+\.(kind|description|quantity|unitPrice)$/;

/**
 * The server's refusals under their fields: `body.lines.2.quantity` under that line's quantity, a schedule or
 * defect that is not the unit's under its list. True when some field took a message.
 */
export function showRefusal(error: unknown, setError: UseFormSetError<WorkOrderFormValues>): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const detail of error.details) {
    const path = detail.path.replace(/^body\./, '');
    const root = path.split('.')[0] ?? '';
    const name =
      LINE_FIELD.test(path) || FIELDS.has(path)
        ? path
        : ['scheduleIds', 'defectIds'].includes(root)
          ? root
          : undefined;
    if (name === undefined) continue;
    setError(name as FieldPath<WorkOrderFormValues>, { message: detail.message });
    shown = true;
  }
  return shown;
}
