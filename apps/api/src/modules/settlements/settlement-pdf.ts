import type { CarrierSettings } from '@fletx/contract/carrier-settings';
import { shownDay } from '@fletx/contract/compliance';
import { dayIn } from '@fletx/contract/facility-time';
import { formatDollars } from '@fletx/contract/money';
import { type SettlementDetail, settlementMessages } from '@fletx/contract/settlements';
import { carrierAddressLines } from '../../lib/pdf/carrier';
import { PdfLayout, type TableColumn } from '../../lib/pdf/layout';
import { newPdf } from '../../lib/pdf/pdf-lib';

/** The name printed at the top while the carrier has not set its own (Settings, Carrier). */
export const DEFAULT_CARRIER_NAME = 'FletX';

const usd = formatDollars;
/** An amount taken off: negative, or $0.00 when there is none (a negative one, added back, prints positive). */
const off = (dollars: number) => usd(-dollars);
const day = (iso: string | null) => (iso ? shownDay(iso.slice(0, 10)) : '—');
/** An instant's day on the carrier's clock (an evening delivery in Chicago is not the next UTC day). */
const dayAt = (iso: string | null, timeZone: string) =>
  iso ? shownDay(dayIn(timeZone, Date.parse(iso))) : '—';
const GREY: [number, number, number] = [0.4, 0.4, 0.4];
/** Where amounts end: on the right edge of the table's money cells (PdfLayout.cells). */
const moneyRight = (layout: PdfLayout) => layout.contentWidth - 4;

/**
 * The loads table (516 points, the content width): a long load number wraps within its column; an amount
 * never does: its column widens to it, the load's and the route's narrow (PdfLayout.fit).
 */
const COLUMNS: ReadonlyArray<TableColumn> = [
  { header: 'Load', width: 96 },
  { header: 'Delivered', width: 54, nowrap: true },
  { header: 'Route', width: 106 },
  { header: 'Gross', width: 58, align: 'right' },
  { header: 'Fee', width: 50, align: 'right' },
  { header: 'Quick pay', width: 50, align: 'right' },
  { header: 'OS&D', width: 44, align: 'right' },
  { header: 'Net', width: 58, align: 'right' },
];

/** With a pay rule, the fee column shows the driver's pay under the rule instead. */
const RULE_COLUMNS: ReadonlyArray<TableColumn> = COLUMNS.map((c) =>
  c.header === 'Fee' ? { ...c, header: 'Pay' } : c,
);

/** How each load was paid under a pay rule: "LD-1 · Per mile $0.62 × 812 mi" (docs/product.md "Driver pay rules"). */
function payBasis(layout: PdfLayout, s: SettlementDetail): void {
  const ruled = s.lines.filter((l) => l.pay_rule);
  if (ruled.length === 0) return;
  layout.ensureSpace(30);
  layout.text('Pay rule', { size: 10, bold: true, gap: 2 });
  for (const l of ruled) {
    layout.ensureSpace(12);
    layout.draw(usd(l.driver_pay ?? 0), { size: 9, alignRight: moneyRight(layout) });
    layout.text(`Load ${l.load_number} · ${l.pay_basis}`, { size: 9, width: 420 });
  }
  layout.moveDown(8);
}

/** The carrier's name and address (or "FletX" alone), "Driver settlement" on the right. */
function header(layout: PdfLayout, carrier: CarrierSettings, name: string): void {
  layout.draw('Driver settlement', { size: 12, alignRight: layout.contentWidth, color: GREY });
  layout.text(name, { size: 16, bold: true, width: 340, gap: 2 });
  if (carrier.configured) {
    for (const line of carrierAddressLines(carrier)) layout.text(line, { size: 9, width: 340 });
  }
  layout.moveDown(14);
}

/** The advances and deductions: what, load, day and comment (wrapped), the amount on the right. */
function adjustments(layout: PdfLayout, s: SettlementDetail, timeZone: string): void {
  if (s.adjustments.length === 0) return;
  layout.ensureSpace(30);
  layout.text('Advances and deductions', { size: 10, bold: true, gap: 2 });
  for (const a of s.adjustments) {
    const what = `${a.kind === 'advance' ? 'Advance' : 'Deduction'} · load ${a.load_number} · ${dayAt(a.created_at, timeZone)}`;
    layout.ensureSpace(12);
    layout.draw(off(a.amount), { size: 9, alignRight: moneyRight(layout) });
    layout.text(`${what}${a.comment ? ` · ${a.comment}` : ''}`, { size: 9, width: 400 });
    if (a.carried_from) layout.text(settlementMessages.carriedFrom(a.carried_from), { size: 8, width: 400 });
  }
  layout.moveDown(8);
}

/** The driver's pay statement for one period, as a PDF (docs/product.md "Driver settlements"). */
export async function settlementPdf(s: SettlementDetail, carrier: CarrierSettings): Promise<Uint8Array> {
  const name = carrier.name.trim() || DEFAULT_CARRIER_NAME;
  const period = `${day(s.period_start)}–${day(s.period_end)}`;
  const doc = await newPdf();
  doc.setTitle(`Settlement ${s.driver_name} ${period}`);
  doc.setProducer(name);
  const layout = await PdfLayout.create(doc);

  header(layout, carrier, name);
  layout.text(`Driver: ${s.driver_name}`, { size: 11, bold: true, gap: 2 });
  layout.text(`Period: ${period}`, { size: 10 });
  layout.text(
    s.status === 'paid'
      ? `Status: Paid on ${day(s.paid_on)}${s.reference ? ` (reference ${s.reference})` : ''}`
      : 'Status: Not paid yet',
    { size: 10, gap: 12 },
  );

  const ruled = s.lines.some((l) => l.pay_rule);
  const columns = ruled ? RULE_COLUMNS : COLUMNS;
  // What is taken off the driver's pay reads negative, as on the screen (docs/product.md "Money on screens
  // and papers"); the pay under a rule is what the driver earns.
  const rows = s.lines.map((l) => [
    l.load_number,
    dayAt(l.delivered_at ?? l.approved_at, carrier.timeZone),
    `${l.city_pickup ?? '—'} -> ${l.city_delivery ?? '—'}`,
    usd(l.gross),
    l.pay_rule ? usd(l.driver_pay ?? 0) : off(l.product_fee),
    off(l.quick_pay_discount),
    off(l.osd),
    usd(l.net),
  ]);
  if (rows.length > 0) layout.table(columns, rows);
  else {
    layout.tableHeader(columns);
    layout.text('No approved deliveries in this period', { size: 9, gap: 4 });
  }
  layout.rule();
  layout.moveDown(6);
  payBasis(layout, s);
  adjustments(layout, s, carrier.timeZone);

  const totals: Array<[string, string, boolean]> = [
    ['Gross (trip rate + accessorials − OS&D)', usd(s.gross), false],
    ruled
      ? ["Carrier's share (gross − drivers' pay)", off(s.product_fee), false]
      : ['Product fee (15 %)', off(s.product_fee), false],
    ['Quick-pay discount (1.5 %)', off(s.quick_pay_discount), false],
    ['Advances', off(s.advances), false],
    ['Deductions', off(s.deductions), false],
    ['Total net', usd(s.net), true],
  ];
  for (const [label, value, bold] of totals) {
    layout.ensureSpace(15);
    layout.draw(label, { x: layout.contentWidth - 260, size: 10, bold });
    layout.draw(value, { alignRight: moneyRight(layout), size: 10, bold });
    layout.moveDown(15);
  }
  layout.footers(`${name} · Settlement ${s.driver_name} ${period}`);
  return doc.save();
}
