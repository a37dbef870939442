import { z } from 'zod';
import { daysInOrder } from './date-range';
import { envelope } from './errors';
import { idField, idParams, rowIdField } from './ids';
import { MAINTENANCE_UNIT_TYPES, MAX_MILES, wholeMiles } from './maintenance';
import { itemsPage, pageQuery, searchText } from './paging';

/**
 * Work orders (docs/product.md "Maintenance"): the repair or service of a truck or trailer, its lines of parts
 * and labor, the schedules it fulfils and the inspection defects it repairs. Money is exact: cents as integers.
 */
export const WORK_ORDER_STATUSES = ['open', 'in_progress', 'done'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

export const WORK_ORDER_LINE_KINDS = ['part', 'labor', 'other'] as const;
export type WorkOrderLineKind = (typeof WORK_ORDER_LINE_KINDS)[number];

/** The largest quantity and unit price (dollars) of a line: a line's total stays well inside an integer. */
export const MAX_QUANTITY = 100_000;
export const MAX_UNIT_PRICE = 1_000_000;
export const MAX_LINES = 100;
/** The largest order total in cents (ten million dollars): lines and totals are integer columns. */
export const MAX_TOTAL_CENTS = 1_000_000_000;

/** Hundredths of `value` when it has at most two decimals, undefined otherwise. */
export function hundredthsOf(value: number): number | undefined {
  const scaled = Math.round(value * 100);
  return Math.abs(scaled - value * 100) < 1e-6 ? scaled : undefined;
}

/**
 * A line's total in cents: round(quantity × unitPrice × 100), computed on integers (quantity in hundredths ×
 * price in cents, then one rounding, half up) so no binary fraction leaks into the money.
 */
export function lineCents(quantity: number, unitPrice: number): number {
  const q = hundredthsOf(quantity);
  const p = hundredthsOf(unitPrice);
  if (q === undefined || p === undefined)
    throw new RangeError('quantity and unitPrice have at most 2 decimals');
  return Math.round((q * p) / 100);
}

/** Every line's total and the order's total, in cents: the one place a work order's money is computed. */
export function workOrderCents(lines: ReadonlyArray<{ quantity: number; unitPrice: number }>) {
  const lineTotals = lines.map((line) => lineCents(line.quantity, line.unitPrice));
  return { lines: lineTotals, total: lineTotals.reduce((sum, cents) => sum + cents, 0) };
}

/** Cents as dollars on the wire (exact: an integer divided by 100 is the nearest double to the amount). */
export const dollarsOf = (cents: number) => cents / 100;

export const workOrderMessages = {
  unitType: 'Choose truck or trailer',
  unitId: 'Choose the truck or trailer: its id is a whole number of 1 or more',
  vendor: 'Name the vendor or shop in 200 characters or fewer',
  odometer: `Enter the odometer in miles, a whole number from 0 to ${MAX_MILES.toLocaleString('en-US')}`,
  kind: 'Choose part, labor or other',
  description: 'Describe the line (1 to 200 characters), e.g. Oil filter',
  quantity: `Enter a quantity above 0 with at most 2 decimals, up to ${MAX_QUANTITY.toLocaleString('en-US')}`,
  unitPrice: `Enter the unit price in dollars, 0 or more with at most 2 decimals (cents), up to ${MAX_UNIT_PRICE.toLocaleString('en-US')}`,
  lines: `Enter up to ${MAX_LINES} lines`,
  tooLarge: 'The order totals more than $10,000,000: check the quantities and prices',
  notes: 'Keep the notes to 2,000 characters',
  downtimeHours: 'Enter the downtime in hours, 0 to 10,000 with at most 2 decimals',
  status: 'Choose open, in_progress or done',
  ids: 'List ids as whole numbers of 1 or more, each once',
  notFound: 'No work order has this id: it may have been deleted',
  done: 'This work order is done: a done order is final and cannot be changed',
  backwards: (from: WorkOrderStatus, to: WorkOrderStatus) =>
    `A work order moves forward only (open, in progress, done): it cannot go from ${from} back to ${to}`,
  unitChanged: 'A work order stays on its truck or trailer: create a new order for another unit',
  scheduleNotOfUnit: (id: number) =>
    `Schedule ${id} is not a schedule of this truck or trailer: choose one from the unit's maintenance list`,
  defectNotOfUnit: (id: number) =>
    `Defect ${id} was not reported on this truck or trailer: choose one from the unit's inspections`,
  odometerToFinish:
    'Enter the odometer to finish this order: it covers a schedule due by miles, which restarts from it',
  range: 'The period starts after it ends: put from on or before to',
  date: 'Enter the day as yyyy-MM-dd',
  order: 'Order by asc (oldest first) or desc (newest first)',
  created: 'The work order has been created.',
  updated: 'The work order has been updated.',
  finished: 'The work order is done: its schedules restart and its repairs are certified.',
  /** The trail's words on a truck or trailer whose annual inspection a done work order dates. */
  annualInspectionDone: (id: number) => `Annual inspection done with work order WO-${id}`,
} as const;

const unitType = z.enum(MAINTENANCE_UNIT_TYPES, workOrderMessages.unitType);
const twoDecimals = (message: string, min: number, max: number, minExclusive = false) =>
  z
    .number(message)
    .refine((n) => (minExclusive ? n > min : n >= min), message)
    .refine((n) => n <= max, message)
    .refine((n) => hundredthsOf(n) !== undefined, message);
const ids = z
  .array(rowIdField(workOrderMessages.ids), workOrderMessages.ids)
  .max(100, workOrderMessages.ids)
  .refine((list) => new Set(list).size === list.length, workOrderMessages.ids);

export const workOrderLineBody = z.object({
  kind: z.enum(WORK_ORDER_LINE_KINDS, workOrderMessages.kind),
  description: z
    .string(workOrderMessages.description)
    .trim()
    .min(1, workOrderMessages.description)
    .max(200, workOrderMessages.description),
  quantity: twoDecimals(workOrderMessages.quantity, 0, MAX_QUANTITY, true),
  unitPrice: twoDecimals(workOrderMessages.unitPrice, 0, MAX_UNIT_PRICE),
});
export type WorkOrderLineBody = z.output<typeof workOrderLineBody>;

/** `POST /api/maintenance/work-orders`; `PUT …/{id}` takes any part of it and `status` (forward only). */
export const workOrderBody = z.object({
  unitType,
  unitId: rowIdField(workOrderMessages.unitId),
  vendor: z.string(workOrderMessages.vendor).trim().max(200, workOrderMessages.vendor).nullish(),
  odometer: wholeMiles(workOrderMessages.odometer, 0).nullish(),
  scheduleIds: ids.optional(),
  defectIds: ids.optional(),
  lines: z
    .array(workOrderLineBody, workOrderMessages.lines)
    .max(MAX_LINES, workOrderMessages.lines)
    .refine(
      (lines) =>
        !lines.every(
          (l) => hundredthsOf(l.quantity) !== undefined && hundredthsOf(l.unitPrice) !== undefined,
        ) || workOrderCents(lines).total <= MAX_TOTAL_CENTS,
      workOrderMessages.tooLarge,
    ),
  notes: z.string(workOrderMessages.notes).trim().max(2000, workOrderMessages.notes).nullish(),
  downtimeHours: twoDecimals(workOrderMessages.downtimeHours, 0, 10_000).nullish(),
});
export type WorkOrderBody = z.output<typeof workOrderBody>;

/**
 * `PUT …/{id}`: every field optional, each sent checked as the creation checks it; a field left out keeps its
 * stored value (null clears vendor, odometer, notes, downtime).
 */
export const workOrderUpdateBody = workOrderBody.partial().extend({
  status: z.enum(WORK_ORDER_STATUSES, workOrderMessages.status).optional(),
});
export type WorkOrderUpdateBody = z.output<typeof workOrderUpdateBody>;

export const workOrderLineSchema = z.object({
  kind: z.enum(WORK_ORDER_LINE_KINDS),
  description: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  /** Dollars; `totalCents` is the exact amount. */
  total: z.number(),
  totalCents: z.number().int(),
});

export const workOrderSchema = z.object({
  id: z.number().int(),
  status: z.enum(WORK_ORDER_STATUSES),
  unit: z.object({ type: unitType, id: z.number().int() }),
  /** The same unit under the names the body and the schedules use. */
  unitType,
  unitId: z.number().int(),
  /** Beside the id, what a person reads: the truck's unit number or the trailer's number. */
  unitNumber: z.string(),
  vendor: z.string().nullable(),
  odometer: z.number().int().nullable(),
  lines: z.array(workOrderLineSchema),
  total: z.number(),
  totalCents: z.number().int(),
  scheduleIds: z.array(z.number().int()),
  defectIds: z.array(z.number().int()),
  notes: z.string().nullable(),
  downtimeHours: z.number().nullable(),
  openedAt: z.string(),
  startedAt: z.string().nullable(),
  doneAt: z.string().nullable(),
  doneBy: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkOrder = z.infer<typeof workOrderSchema>;

export const WORK_ORDER_ORDERS = ['desc', 'asc'] as const;

/**
 * The list's filters: unit, status, the days it was opened (`from`, `to`, inclusive, UTC), `search` in the
 * vendor, the notes and the lines' descriptions; `order` by the day opened, newest first unless `asc`.
 */
export const workOrderListQuery = pageQuery
  .extend({
    unitType: unitType.optional(),
    unitId: idField.optional(),
    status: z.enum(WORK_ORDER_STATUSES, workOrderMessages.status).optional(),
    from: z.iso.date({ error: workOrderMessages.date }).optional(),
    to: z.iso.date({ error: workOrderMessages.date }).optional(),
    search: searchText,
    order: z.enum(WORK_ORDER_ORDERS, workOrderMessages.order).optional(),
  })
  .refine((q) => daysInOrder(q.from, q.to), { message: workOrderMessages.range, path: ['from'] });
export type WorkOrderListQuery = z.output<typeof workOrderListQuery>;

export const workOrderResponse = envelope(workOrderSchema);
export const workOrderListResponse = envelope(itemsPage(workOrderSchema));
export const workOrderIdParams = idParams;

/** `GET /api/maintenance/costs`: the done orders of a unit in a period (days, inclusive). */
export const costQuery = z.object({
  unitType,
  unitId: idField,
  from: z.iso.date({ error: workOrderMessages.date }),
  to: z.iso.date({ error: workOrderMessages.date }),
});
export type CostQuery = z.output<typeof costQuery>;

export const costSchema = z.object({
  /** Dollars; `totalCents` exact. */
  total: z.number(),
  totalCents: z.number().int(),
  /** Dollars per mile, rounded to the cent; null when the readings show no miles in the period. */
  perMile: z.number().nullable(),
  miles: z.number().int(),
  workOrders: z.number().int(),
});
export const costResponse = envelope(costSchema);
