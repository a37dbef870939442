import { shownDay } from '@fletx/contract/compliance';
import { formatUsd } from '@fletx/contract/load-ledger';
import type { SettlementDetail } from '@fletx/contract/settlements';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { dollarsToCents } from '../../lib/money';

/** The name printed at the top until the carrier's own settings exist. */
export const DEFAULT_CARRIER_NAME = 'FletX';

/** The characters of WinAnsi (what the standard Helvetica encodes) beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const REPLACEMENTS: Record<string, string> = { '−': '-', '→': '->', '←': '<-', '≤': '<=', '≥': '>=' };

/**
 * Text Helvetica can draw: WinAnsi characters are kept, others lose their accents (ő → o) or become '?';
 * line breaks and tabs become spaces. No name or comment can make the PDF fail.
 */
export function winAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else if (code < 0x20 || code === 0x7f) out += ' ';
    else if (REPLACEMENTS[ch]) out += REPLACEMENTS[ch];
    else {
      const bare = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += [...bare].every((c) => (c.codePointAt(0) ?? 0) >= 0x20 && (c.codePointAt(0) ?? 0) <= 0x7e)
        ? bare
        : '?';
    }
  }
  return out;
}

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));
/** An amount taken off: negative, or $0.00 when there is none. */
const off = (dollars: number) => (dollars === 0 ? usd(0) : `-${usd(dollars)}`);
const day = (iso: string | null) => (iso ? shownDay(iso.slice(0, 10)) : '—');

const PAGE = { width: 612, height: 792, margin: 40 };
const grey = rgb(0.4, 0.4, 0.4);

/** Columns of the loads table: header, width (points), right-aligned. */
const COLUMNS: ReadonlyArray<[string, number, boolean]> = [
  ['Load', 90, false],
  ['Delivered', 52, false],
  ['Route', 116, false],
  ['Gross', 62, true],
  ['Fee', 54, true],
  ['Quick pay', 50, true],
  ['OS&D', 48, true],
  ['Net', 60, true],
];

class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    private readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Room for `height` more points, or a new page. */
  need(height: number) {
    if (this.y - height < PAGE.margin) this.newPage();
  }

  /** Text cut to `width` points (with an ellipsis). */
  fit(text: string, width: number, size: number, font = this.font) {
    let t = winAnsi(text);
    if (font.widthOfTextAtSize(t, size) <= width) return t;
    while (t.length > 1 && font.widthOfTextAtSize(`${t}…`, size) > width) t = t.slice(0, -1);
    return `${t}…`;
  }

  text(
    text: string,
    x: number,
    options: { size?: number; bold?: boolean; right?: number; color?: typeof grey } = {},
  ) {
    const size = options.size ?? 9;
    const font = options.bold ? this.bold : this.font;
    const t = winAnsi(text);
    const at = options.right === undefined ? x : x + options.right - font.widthOfTextAtSize(t, size);
    this.page.drawText(t, { x: at, y: this.y, size, font, color: options.color ?? rgb(0, 0, 0) });
  }

  /** The size (8 points or less, down to 5) at which `text` fits in `width`: a load number is never cut. */
  shrinkToFit(text: string, width: number, font = this.font) {
    const at1 = font.widthOfTextAtSize(winAnsi(text), 1);
    return at1 === 0 ? 8 : Math.max(5, Math.min(8, width / at1));
  }

  row(cells: ReadonlyArray<string>, options: { bold?: boolean; keepFirst?: boolean } = {}) {
    this.need(14);
    let x = PAGE.margin;
    const font = options.bold ? this.bold : this.font;
    COLUMNS.forEach(([, width, right], i) => {
      const size = i === 0 && options.keepFirst ? this.shrinkToFit(cells[0] ?? '', width - 4, font) : 8;
      const cell = this.fit(cells[i] ?? '', width - 4, size, font);
      this.text(cell, x, { size, bold: options.bold ?? false, ...(right ? { right: width - 4 } : {}) });
      x += width;
    });
    this.y -= 13;
  }

  rule() {
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y + 9 },
      end: { x: PAGE.width - PAGE.margin, y: this.y + 9 },
      thickness: 0.5,
      color: grey,
    });
  }

  /** A label and an amount, right-aligned under the table. */
  total(label: string, amount: string, bold = false) {
    this.need(14);
    const right = PAGE.width - PAGE.margin;
    this.text(label, right - 260, { bold });
    this.text(amount, right - 100, { bold, right: 100 });
    this.y -= 14;
  }
}

/** The driver's pay statement for one period, as a PDF (docs/product.md "Driver settlements"). */
export async function settlementPdf(
  s: SettlementDetail,
  carrierName = DEFAULT_CARRIER_NAME,
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`Settlement ${s.driver_name} ${day(s.period_start)}–${day(s.period_end)}`));
  doc.setProducer(carrierName);
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );

  w.text(carrierName, PAGE.margin, { size: 16, bold: true });
  w.text('Driver settlement', PAGE.margin, { size: 12, right: PAGE.width - 2 * PAGE.margin });
  w.y -= 26;
  w.text(`Driver: ${s.driver_name}`, PAGE.margin, { size: 11, bold: true });
  w.y -= 15;
  w.text(`Period: ${day(s.period_start)}–${day(s.period_end)}`, PAGE.margin, { size: 10 });
  w.y -= 14;
  const status =
    s.status === 'paid'
      ? `Status: Paid on ${day(s.paid_on)}${s.reference ? ` (reference ${s.reference})` : ''}`
      : 'Status: Not paid yet';
  w.text(status, PAGE.margin, { size: 10 });
  w.y -= 24;

  w.row(
    COLUMNS.map(([header]) => header),
    { bold: true },
  );
  w.rule();
  for (const l of s.lines) {
    w.row(
      [
        l.load_number,
        day(l.delivered_at ?? l.approved_at),
        `${l.city_pickup ?? '—'} → ${l.city_delivery ?? '—'}`,
        usd(l.gross),
        usd(l.product_fee),
        usd(l.quick_pay_discount),
        usd(l.osd),
        usd(l.net),
      ],
      { keepFirst: true },
    );
  }
  if (s.lines.length === 0) w.row(['No approved deliveries in this period']);
  w.rule();
  w.y -= 6;

  if (s.adjustments.length > 0) {
    w.need(30);
    w.text('Advances and deductions', PAGE.margin, { size: 10, bold: true });
    w.y -= 14;
    for (const a of s.adjustments) {
      w.need(14);
      const what = `${a.kind === 'advance' ? 'Advance' : 'Deduction'} · load ${a.load_number} · ${day(a.created_at)}`;
      w.text(w.fit(`${what}${a.comment ? ` · ${a.comment}` : ''}`, 400, 8), PAGE.margin, { size: 8 });
      w.text(off(a.amount), PAGE.width - PAGE.margin - 100, { size: 8, right: 100 });
      w.y -= 12;
    }
    w.y -= 6;
  }

  w.total('Gross (trip rate + accessorials − OS&D)', usd(s.gross));
  w.total('Product fee (15 %)', off(s.product_fee));
  w.total('Quick-pay discount (1.5 %)', off(s.quick_pay_discount));
  w.total('Advances', off(s.advances));
  w.total('Deductions', off(s.deductions));
  w.total('Total net', usd(s.net), true);
  return Buffer.from(await doc.save());
}
