import { z } from 'zod';
import { addDays, shownDay, utcDay } from './compliance';
import { daysInOrder } from './date-range';
import { dateField } from './equipment';
import { envelope } from './errors';
import { idParams, rowIdField } from './ids';
import { fieldMessages } from './messages';
import { exportQuery, pagedEnvelope, pageQuery } from './paging';
import { PAY_RULE_KINDS } from './pay-rules';
import type { Statement } from './statement';
import { idAndName, sameFields } from './wire';

/**
 * Driver settlements (pay statements; docs/product.md "Driver settlements", docs/decisions/0024-settlements.md).
 * A settlement is one driver's pay for one period — weekly, Monday 00:00 to Sunday 23:59:59 UTC — of the
 * deliveries approved in it (each the statement of packages/contract/src/statement.ts), less the advances and
 * deductions of those loads' ledgers. Amounts are dollars with at most 2 decimals on the wire.
 */
export const SETTLEMENT_STATUSES = ['unpaid', 'paid'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];
export const SETTLEMENT_PERIOD_DAYS = 7;

export const settlementMessages = {
  notFound: 'Settlement not found',
  alreadyPaid: 'This settlement is already paid.',
  /** An advance or deduction entered on a load after its settlement was paid, taken off here instead. */
  carriedFrom: (from: { period_start: string; period_end: string }) =>
    `Entered after the settlement of ${shownDay(from.period_start)}–${shownDay(from.period_end)} was paid: taken off here.`,
  paid: 'The settlement has been marked paid.',
  /** The drivers' app asked for another driver's settlement. */
  notYours: 'This settlement is not yours',
  driverNotFound: 'Driver not found',
  range: 'The start of the range must come before its end',
  reference: 'Write the payment reference (check number, transfer id…)',
  /** A pay sent from a view whose amounts have moved since (an advance, a deduction, the driver's pay terms). */
  amountsChanged: (net: string) =>
    `This settlement's amounts changed since you opened it: its net is ${net} now. Reload to see them.`,
} as const;

/** The Monday (yyyy-MM-dd) of the UTC week holding `at` (an instant or a yyyy-MM-dd day). */
export function periodStartOf(at: Date | string): string {
  const day = typeof at === 'string' ? at : utcDay(at);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/** The Sunday (yyyy-MM-dd) that ends the period starting on `start`. */
export const periodEndOf = (start: string) => addDays(start, SETTLEMENT_PERIOD_DAYS - 1);

/**
 * The Sunday that ended the last whole period before `at`: the settlements "to pay" are the unpaid ones of
 * periods up to it (Today's figure and the Settlements screen's "Weeks ended").
 */
export const lastEndedPeriodEnd = (at: Date) => addDays(periodStartOf(at), -1);

/** The period after the one starting on `start`. */
export const nextPeriodStart = (start: string) => addDays(start, SETTLEMENT_PERIOD_DAYS);

/** What a settlement adds up, in cents: its loads' statements, and what is taken off after. */
export interface SettlementTotalsCents {
  loads: number;
  tripRate: number;
  accessorials: number;
  osd: number;
  gross: number;
  /** The sum of each load's fee, each rounded to the cent on its own (not 15 % of the summed gross). */
  productFee: number;
  quickPayDiscount: number;
  loadsNet: number;
  /** Advances and deductions of the loads' ledgers, as positive amounts taken off. */
  advances: number;
  deductions: number;
  net: number;
}

/** Adds up the loads' statements (computeStatement results) and the amounts taken off. */
export function settlementTotals(
  statements: ReadonlyArray<Statement>,
  takenOff: { advances: number; deductions: number },
): SettlementTotalsCents {
  const sum = (pick: (s: Statement) => number) => statements.reduce((total, s) => total + pick(s), 0);
  const loadsNet = sum((s) => s.net);
  return {
    loads: statements.length,
    tripRate: sum((s) => s.tripRate),
    accessorials: sum((s) => s.accessorialsTotal),
    osd: sum((s) => s.osdTotal),
    gross: sum((s) => s.gross),
    productFee: sum((s) => s.productFee),
    quickPayDiscount: sum((s) => s.quickPayDiscount),
    loadsNet,
    advances: takenOff.advances,
    deductions: takenOff.deductions,
    net: loadsNet - takenOff.advances - takenOff.deductions,
  };
}

const money = z.number();
const day = z.iso.date();

/** The statement's amounts (dollars) of one delivery, or summed over a settlement's loads. */
const statementAmounts = {
  trip_rate: money,
  accessorials: money,
  osd: money,
  gross: money,
  product_fee: money,
  quick_pay_discount: money,
};

export const settlementTotalsSchema = z.object({
  loads: z.number().int(),
  ...statementAmounts,
  ...sameFields(money, 'loads_net', 'advances', 'deductions', 'net'),
});

export const settlementItem = settlementTotalsSchema.extend({
  id: z.number().int(),
  ...idAndName('driver'),
  period_start: day,
  period_end: day,
  status: z.enum(SETTLEMENT_STATUSES),
  paid_on: day.nullable(),
  reference: z.string().nullable(),
});
export type SettlementItem = z.infer<typeof settlementItem>;

/** Always answered; optional so that a client built before pay rules (and its fixtures) still reads a line. */
const payFields = {
  pay_basis: z.string().optional(),
  miles: z.number().nullable().optional(),
  extra_stops: z.number().int().optional(),
  extra_stop_pay: money.optional(),
  detention_hours: z.number().optional(),
  detention_pay: money.optional(),
  driver_pay: money.optional(),
};

/** One approved delivery of the settlement: its statement (dollars). */
export const settlementLine = z.object({
  load_id: z.number().int(),
  load_number: z.string(),
  delivered_at: z.iso.datetime().nullable(),
  approved_at: z.iso.datetime(),
  city_pickup: z.string().nullable(),
  city_delivery: z.string().nullable(),
  quick_pay: z.boolean(),
  ...statementAmounts,
  net: money,
  /**
   * How the driver was paid (docs/product.md "Driver pay rules"): the rule (null: the 15 % product fee, and
   * then `product_fee` is that fee; with a rule it is the carrier's share, gross − driver_pay), how it reads
   * ("Per mile $0.62 × 812 mi"), the miles it paid, and what extra stops and detention added.
   */
  pay_rule: z
    .object({ kind: z.enum(PAY_RULE_KINDS), rate: z.number() })
    .nullable()
    .optional(),
  ...payFields,
});
export type SettlementLine = z.infer<typeof settlementLine>;

/** An advance or deduction of one of the settlement's loads, as a positive amount taken off. */
export const settlementAdjustment = z.object({
  id: z.number().int(),
  load_id: z.number().int(),
  load_number: z.string(),
  kind: z.enum(['advance', 'deduction']),
  amount: money,
  comment: z.string(),
  created_at: z.iso.datetime(),
  /** Entered after its load's settlement was paid: the paid settlement it was carried from; else null. */
  carried_from: z.object({ id: z.number().int(), period_start: day, period_end: day }).nullable(),
});
export type SettlementAdjustment = z.infer<typeof settlementAdjustment>;

export const settlementDetail = settlementItem.extend({
  lines: z.array(settlementLine),
  adjustments: z.array(settlementAdjustment),
  paid_by: z.string().nullable(),
});
export type SettlementDetail = z.infer<typeof settlementDetail>;

export const settlementListQuery = pageQuery
  .extend({
    driverId: rowIdField(settlementMessages.driverNotFound).optional(),
    from: day.optional(),
    to: day.optional(),
    status: z.enum(SETTLEMENT_STATUSES).optional(),
    ...exportQuery.shape,
  })
  .refine((q) => daysInOrder(q.from, q.to), { message: settlementMessages.range, path: ['to'] });
export type SettlementListQuery = z.infer<typeof settlementListQuery>;

export const settlementListResponse = pagedEnvelope(settlementItem);
/** `GET /api/driver/settlements`: the signed-in driver's own, a page at a time (the drivers' app "My pay"). */
export const driverSettlementListQuery = pageQuery;
export const settlementDetailResponse = envelope(settlementDetail);
export const settlementIdParams = idParams;

export const paySettlementBody = z.object({
  paidOn: dateField,
  reference: z.string().trim().min(1, settlementMessages.reference).max(100, fieldMessages.maxLength),
});
export type PaySettlementBody = z.infer<typeof paySettlementBody>;

/** The money columns of the CSV: dollars with 2 decimals and no symbol (docs/product.md "Export"). */
export const SETTLEMENT_CSV_MONEY = [
  'gross',
  'product_fee',
  'quick_pay_discount',
  'osd',
  'advances',
  'deductions',
  'net',
] as const satisfies ReadonlyArray<keyof SettlementItem>;

/** The CSV of the list (`format=csv`): the list's row fields, in this order. */
export const SETTLEMENT_CSV_COLUMNS = [
  'id',
  'driver_id',
  'driver_name',
  'period_start',
  'period_end',
  'loads',
  ...SETTLEMENT_CSV_MONEY,
  'status',
  'paid_on',
  'reference',
] as const satisfies ReadonlyArray<keyof SettlementItem>;
