import { TRANSACTION_TYPE } from '@fletx/contract/load-ledger';
import {
  type SettlementAdjustment,
  type SettlementDetail,
  type SettlementItem,
  type SettlementLine,
  type SettlementTotalsCents,
  settlementTotals,
} from '@fletx/contract/settlements';
import { computeStatement, type Statement } from '@fletx/contract/statement';
import { isoString } from '../../lib/iso-time';
import { centsToDollars } from '../../lib/money';
import type { LoadAdjustmentRow, SettlementLoadRow, SettlementRow } from '../../lib/settlement-rows';

/** One approved delivery in a settlement: its statement (cents), what its ledger takes off, and how it reads. */
export interface LoadPart {
  statement: Statement;
  takenOff: { advances: number; deductions: number };
  line: SettlementLine;
  adjustments: SettlementAdjustment[];
}

/**
 * A load's part, live: the statement math of packages/contract/src/statement.ts run on what the approval
 * froze (trip rate, accessorials, OS&D, quick pay) — the same numbers as the frozen statement — and its
 * ledger's advances (8) and deductions (7).
 */
export function livePart(row: SettlementLoadRow, ledger: ReadonlyArray<LoadAdjustmentRow>): LoadPart {
  const statement = computeStatement({
    tripRate: row.tripRate,
    accessorials: [row.accessorialsTotal],
    osd: [row.osdTotal],
    quickPay: row.quickPay,
  });
  const adjustments = ledger
    .filter((a) => a.loadId === row.loadId)
    .map(
      (a): SettlementAdjustment => ({
        id: a.id,
        load_id: a.loadId,
        load_number: row.loadNumber,
        kind: a.typeId === TRANSACTION_TYPE.advance ? 'advance' : 'deduction',
        amount: centsToDollars(-a.amountCents),
        comment: a.comment,
        created_at: isoString(a.createdAt),
      }),
    );
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
    },
    adjustments,
  };
}

/** The parts of a settlement: frozen when it was paid, live otherwise. */
export function partsOf(
  settlement: Pick<SettlementRow, 'status'>,
  rows: ReadonlyArray<SettlementLoadRow>,
  ledger: ReadonlyArray<LoadAdjustmentRow>,
): LoadPart[] {
  return rows.map((row) =>
    settlement.status === 'paid' && row.frozen ? (row.frozen as LoadPart) : livePart(row, ledger),
  );
}

export function totalsOf(parts: ReadonlyArray<LoadPart>): SettlementTotalsCents {
  return settlementTotals(
    parts.map((p) => p.statement),
    parts.reduce(
      (sum, p) => ({
        advances: sum.advances + p.takenOff.advances,
        deductions: sum.deductions + p.takenOff.deductions,
      }),
      { advances: 0, deductions: 0 },
    ),
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

export function toDetail(row: SettlementRow, parts: ReadonlyArray<LoadPart>): SettlementDetail {
  return {
    ...toItem(row, totalsOf(parts)),
    lines: parts.map((p) => p.line),
    adjustments: parts.flatMap((p) => p.adjustments),
    paid_by: row.paidByName,
  };
}
