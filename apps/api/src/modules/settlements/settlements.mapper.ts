import { TRANSACTION_TYPE } from '@fletx/contract/load-ledger';
import { computeLoadPay, milesTenths, type PayTerms } from '@fletx/contract/pay-rules';
import {
  type SettlementAdjustment,
  type SettlementDetail,
  type SettlementItem,
  type SettlementLine,
  type SettlementTotalsCents,
  settlementTotals,
} from '@fletx/contract/settlements';
import type { Statement } from '@fletx/contract/statement';
import { isoString } from '../../lib/iso-time';
import { centsToDollars } from '../../lib/money';
import type {
  CarriedAdjustmentRow,
  LoadAdjustmentRow,
  SettlementLoadRow,
  SettlementRow,
} from '../../lib/settlement-rows';

/** One approved delivery in a settlement: its statement (cents), what its ledger takes off, and how it reads. */
export interface LoadPart {
  statement: Statement;
  takenOff: { advances: number; deductions: number };
  line: SettlementLine;
  adjustments: SettlementAdjustment[];
}

/**
 * What a settlement pays: its loads' parts, and the advances and deductions carried into it from paid
 * settlements (entered on their loads after they were paid), each with the cents it takes off.
 */
export interface SettlementContents {
  parts: LoadPart[];
  carried: Array<{ adjustment: SettlementAdjustment; advance: number; deduction: number }>;
}

/** A carried advance or deduction: how it reads and what it takes off. */
export function carriedOf(row: CarriedAdjustmentRow): SettlementContents['carried'][number] {
  const advance = row.typeId === TRANSACTION_TYPE.advance;
  return {
    adjustment: {
      ...adjustmentOf(row, row.loadNumber),
      carried_from: {
        id: row.fromSettlementId,
        period_start: row.fromPeriodStart,
        period_end: row.fromPeriodEnd,
      },
    },
    advance: advance ? -row.amountCents : 0,
    deduction: advance ? 0 : -row.amountCents,
  };
}

/** An advance or deduction of a load's ledger as a settlement shows it. */
function adjustmentOf(a: LoadAdjustmentRow, loadNumber: string): SettlementAdjustment {
  return {
    id: a.id,
    load_id: a.loadId,
    load_number: loadNumber,
    kind: a.typeId === TRANSACTION_TYPE.advance ? 'advance' : 'deduction',
    amount: centsToDollars(-a.amountCents),
    comment: a.comment,
    created_at: isoString(a.createdAt),
    carried_from: null,
  };
}

/** What a line frozen before pay rules existed lacks: it was paid the product fee. */
const FEE_LINE = {
  pay_rule: null,
  pay_basis: 'Product fee 15 %',
  miles: null,
  extra_stops: 0,
  extra_stop_pay: 0,
  detention_hours: 0,
  detention_pay: 0,
} as const;

/**
 * A load's part, live: the statement math of packages/contract/src/statement.ts run on what the approval
 * froze (trip rate, accessorials, OS&D, quick pay) — the same numbers as the frozen statement — under the
 * driver's pay terms (packages/contract/src/pay-rules.ts; none: the product fee, unchanged), and its
 * ledger's advances (8) and deductions (7).
 */
export function livePart(
  row: SettlementLoadRow,
  ledger: ReadonlyArray<LoadAdjustmentRow>,
  terms: PayTerms,
): LoadPart {
  const pay = computeLoadPay(
    {
      tripRate: row.tripRate,
      accessorials: [row.accessorialsTotal],
      osd: [row.osdTotal],
      quickPay: row.quickPay,
      loadedMilesTenths: milesTenths(row.loadedMiles),
      deadheadMilesTenths: milesTenths(row.deadheadMiles),
      waits: [row.pickupWait ?? 0, row.deliveryWait ?? 0],
    },
    terms,
  );
  const { statement } = pay;
  const adjustments = ledger
    .filter((a) => a.loadId === row.loadId)
    .map((a) => adjustmentOf(a, row.loadNumber));
  const takenOff = (typeId: number) =>
    ledger
      .filter((a) => a.loadId === row.loadId && a.typeId === typeId)
      .reduce((s, a) => s - a.amountCents, 0);
  return {
    statement,
    takenOff: {
      advances: takenOff(TRANSACTION_TYPE.advance),
      deductions: takenOff(TRANSACTION_TYPE.deduction),
    },
    line: {
      load_id: row.loadId,
      load_number: row.loadNumber,
      delivered_at: row.deliveredAt ? isoString(row.deliveredAt) : null,
      approved_at: isoString(row.approvedAt),
      city_pickup: row.pickupCity,
      city_delivery: row.deliveryCity,
      quick_pay: row.quickPay,
      trip_rate: centsToDollars(statement.tripRate),
      accessorials: centsToDollars(statement.accessorialsTotal),
      osd: centsToDollars(statement.osdTotal),
      gross: centsToDollars(statement.gross),
      product_fee: centsToDollars(statement.productFee),
      quick_pay_discount: centsToDollars(statement.quickPayDiscount),
      net: centsToDollars(statement.net),
      pay_rule: terms.rule,
      pay_basis: pay.basis,
      miles: pay.paidMilesTenths === null ? null : pay.paidMilesTenths / 10,
      extra_stops: pay.extraStops,
      extra_stop_pay: centsToDollars(pay.extraStopPay),
      detention_hours: pay.detentionMinutes / 60,
      detention_pay: centsToDollars(pay.detentionPay),
      driver_pay: centsToDollars(pay.driverPay),
    },
    adjustments,
  };
}

/**
 * A frozen part as the wire spells it now: a line frozen before pay rules reads as the product fee, an
 * adjustment frozen before carrying existed as not carried.
 */
function frozenPart(frozen: LoadPart): LoadPart {
  const { statement } = frozen;
  const line: Partial<SettlementLine> & Omit<SettlementLine, keyof typeof FEE_LINE | 'driver_pay'> =
    frozen.line;
  return {
    ...frozen,
    adjustments: frozen.adjustments.map((a) => ({ ...a, carried_from: a.carried_from ?? null })),
    line: {
      ...FEE_LINE,
      driver_pay: centsToDollars(statement.gross - statement.productFee),
      ...line,
    },
  };
}

/** The parts of a settlement: frozen when it was paid, live otherwise. */
export function partsOf(
  settlement: Pick<SettlementRow, 'status'>,
  rows: ReadonlyArray<SettlementLoadRow>,
  ledger: ReadonlyArray<LoadAdjustmentRow>,
  terms: PayTerms,
): LoadPart[] {
  return rows.map((row) =>
    settlement.status === 'paid' && row.frozen
      ? frozenPart(row.frozen as LoadPart)
      : livePart(row, ledger, terms),
  );
}

export function totalsOf({ parts, carried }: SettlementContents): SettlementTotalsCents {
  const takenOff = { advances: 0, deductions: 0 };
  for (const { takenOff: t } of parts) {
    takenOff.advances += t.advances;
    takenOff.deductions += t.deductions;
  }
  for (const c of carried) {
    takenOff.advances += c.advance;
    takenOff.deductions += c.deduction;
  }
  return settlementTotals(
    parts.map((p) => p.statement),
    takenOff,
  );
}

export function toItem(row: SettlementRow, t: SettlementTotalsCents): SettlementItem {
  return {
    id: row.id,
    driver_id: row.driverId,
    driver_name: row.driverName,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    status: row.status === 'paid' ? 'paid' : 'unpaid',
    paid_on: row.paidOn,
    reference: row.reference,
    loads: t.loads,
    trip_rate: centsToDollars(t.tripRate),
    accessorials: centsToDollars(t.accessorials),
    osd: centsToDollars(t.osd),
    gross: centsToDollars(t.gross),
    product_fee: centsToDollars(t.productFee),
    quick_pay_discount: centsToDollars(t.quickPayDiscount),
    loads_net: centsToDollars(t.loadsNet),
    advances: centsToDollars(t.advances),
    deductions: centsToDollars(t.deductions),
    net: centsToDollars(t.net),
  };
}

export function toDetail(row: SettlementRow, contents: SettlementContents): SettlementDetail {
  return {
    ...toItem(row, totalsOf(contents)),
    lines: contents.parts.map((p) => p.line),
    adjustments: [
      ...contents.parts.flatMap((p) => p.adjustments),
      ...contents.carried.map((c) => c.adjustment),
    ],
    paid_by: row.paidByName,
  };
}
