import type { PDFDocument } from '@cantoo/pdf-lib';
import type { CarrierSettings } from '@fletx/contract/carrier-settings';
import { shownDay } from '@fletx/contract/compliance';
import type { InvoiceDetail } from '@fletx/contract/invoices';
import { formatDollars } from '@fletx/contract/money';
import { carrierAddressLines } from '../../lib/pdf/carrier';
import { PdfLayout } from '../../lib/pdf/layout';
import { ownBytes } from '../../lib/pdf/merge';
import { newPdf, pdfLib } from '../../lib/pdf/pdf-lib';
import type { CarrierLogo } from '../carrier-settings/carrier-settings.service';

const usd = formatDollars;
const when = (iso: string | null) => (iso ? shownDay(iso.slice(0, 10)) : '');

/** The carrier's address lines under its name (lib/pdf/carrier.ts). */
export function carrierLines(carrier: CarrierSettings): string[] {
  if (!carrier.configured) return ['Carrier details not set (Settings, Carrier)'];
  return carrierAddressLines(carrier);
}

/** Where the broker pays: the factoring company's remit-to when invoices are assigned, else the carrier's. */
function remitLines(carrier: CarrierSettings): string[] {
  const withName = (name: string, text: string) => {
    const lines = text.split(/\r?\n/).filter((l) => l.trim());
    return lines[0]?.trim().toLowerCase() === name.trim().toLowerCase() ? lines : [name, ...lines];
  };
  if (carrier.factoring) return withName(carrier.factoring.name, carrier.factoring.remitTo);
  if (carrier.remitTo.trim()) return withName(carrier.name, carrier.remitTo);
  return [carrier.name, carrier.address, `${carrier.city}, ${carrier.state} ${carrier.zipCode}`].filter((l) =>
    l.trim(),
  );
}

const VOID_RED: [number, number, number] = [0.75, 0.1, 0.1];

/**
 * A void invoice (docs/decisions/0053-void-invoices.md) says so where it cannot be missed: VOID with the day and
 * the reason under the header, and a large VOID across every page.
 */
function voidBanner(layout: PdfLayout, voided: NonNullable<InvoiceDetail['voided']>): void {
  layout.text('VOID', { size: 18, bold: true, color: VOID_RED, gap: 2 });
  layout.text(`Voided ${when(voided.at)}: ${voided.reason}`, { size: 10, bold: true, color: VOID_RED });
  layout.text('This invoice is cancelled and nothing is due on it.', { size: 9, color: VOID_RED, gap: 8 });
  layout.rule();
}

async function voidWatermark(layout: PdfLayout): Promise<void> {
  const { degrees, rgb } = await pdfLib();
  const size = 150;
  const width = layout.bold.widthOfTextAtSize('VOID', size);
  const angle = 35;
  const rad = (angle * Math.PI) / 180;
  for (const page of layout.doc.getPages()) {
    const { width: pw, height: ph } = page.getSize();
    // Centred: the text's middle on the page's middle, turned about its start.
    const x = pw / 2 - (Math.cos(rad) * width) / 2 + (Math.sin(rad) * size) / 3;
    const y = ph / 2 - (Math.sin(rad) * width) / 2 - (Math.cos(rad) * size) / 3;
    page.drawText('VOID', {
      x,
      y,
      size,
      font: layout.bold,
      color: rgb(...VOID_RED),
      opacity: 0.18,
      rotate: degrees(angle),
    });
  }
}

/**
 * Appends an invoice to `doc` (docs/product.md "Invoices and receivables"): the carrier's header with logo
 * and MC/DOT, INVOICE with its number and dates, bill-to and remit-to, the stops, the lines, total and
 * balance, the notes and, when a factoring company is set, its notice of assignment.
 */
export async function drawInvoice(
  doc: PDFDocument,
  invoice: InvoiceDetail,
  carrier: CarrierSettings,
  logo: CarrierLogo | undefined,
): Promise<PdfLayout> {
  const layout = await PdfLayout.create(doc);
  const right = layout.contentWidth;
  const top = layout.y;
  if (logo) {
    try {
      const bytes = ownBytes(logo.bytes);
      const image = logo.mimeType === 'image/png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
      layout.moveDown(layout.image(image, 160, 60) + 8);
    } catch {
      // An image pdf-lib cannot read is left out; the name still heads the page.
    }
  }
  layout.text(carrier.name || 'Carrier', { size: 14, bold: true, width: 300 });
  for (const line of carrierLines(carrier)) layout.text(line, { size: 9, width: 300 });
  const leftBottom = layout.y;

  layout.y = top;
  layout.draw('INVOICE', { size: 24, bold: true, alignRight: right });
  layout.moveDown(34);
  const facts: Array<[string, string]> = [
    ['Invoice number', invoice.number],
    ['Invoice date', when(invoice.sentOn ?? invoice.invoiceDate)],
    ['Due date', when(invoice.dueOn)],
    ['Terms', invoice.termsDays === 0 ? 'Due on receipt' : `Net ${invoice.termsDays} days`],
    ['Load number', invoice.loadNumber],
  ];
  for (const [label, value] of facts) {
    layout.draw(label, { x: right - 230, size: 9, color: [0.4, 0.4, 0.4] });
    layout.draw(value, { alignRight: right, size: 10, bold: true });
    layout.moveDown(14);
  }
  layout.y = Math.max(layout.y, leftBottom) + 14;
  layout.rule();
  if (invoice.voided) voidBanner(layout, invoice.voided);

  const billTo = invoice.billTo;
  const blockTop = layout.y;
  const billHeight = layout.labelled('Bill to', [
    billTo.name,
    billTo.address,
    `${billTo.city}, ${billTo.state} ${billTo.zipCode}`,
    ...(billTo.email ? [billTo.email] : []),
  ]);
  const remitHeight = layout.labelled('Remit to', remitLines(carrier), 280, 230);
  layout.y = blockTop + Math.max(billHeight, remitHeight) + 12;

  layout.table(
    [
      { header: 'Stop', width: 80 },
      { header: 'Location', width: 330 },
      { header: 'Date', width: right - 410, align: 'right' },
    ],
    invoice.stops.map((s) => [
      s.type === 'pickup' ? 'Pickup' : 'Delivery',
      [s.facility, `${s.city}, ${s.state} ${s.zip}`].filter(Boolean).join(' - '),
      when(s.at),
    ]),
  );
  layout.moveDown(12);

  layout.table(
    [
      { header: 'Description', width: right - 120 },
      { header: 'Amount', width: 120, align: 'right' },
    ],
    invoice.lines.map((l) => [l.description, usd(l.amount)]),
  );
  layout.rule();
  // A balance written off (docs/decisions/0055-write-offs.md) shows as its own line, the balance after it.
  const totals: Array<[string, string, boolean]> = [['Total', usd(invoice.amount), true]];
  if (invoice.paid > 0) totals.push(['Paid', usd(-invoice.paid), false]);
  if (invoice.writtenOff) totals.push(['Written off', usd(-invoice.writtenOff.amount), false]);
  totals.push(['Balance due', usd(invoice.balance), true]);
  for (const [label, value, bold] of totals) {
    layout.ensureSpace(16);
    layout.draw(label, { x: right - 230, size: 11, bold });
    layout.draw(value, { alignRight: right, size: 11, bold });
    layout.moveDown(16);
  }

  if (invoice.notes.trim()) {
    layout.moveDown(10);
    layout.text('Notes', { size: 9, bold: true });
    layout.text(invoice.notes, { size: 9 });
  }

  // A void invoice asks for no payment: no notice of where to remit it.
  if (carrier.factoring && !invoice.voided) {
    layout.moveDown(14);
    layout.ensureSpace(80);
    layout.rule();
    layout.text('NOTICE OF ASSIGNMENT', { size: 11, bold: true, gap: 4 });
    layout.text(carrier.factoring.noticeOfAssignment, { size: 9, gap: 6 });
    layout.text(`Remit payment only to: ${remitLines(carrier).join(', ')}`, { size: 9, bold: true });
  }
  if (invoice.voided) await voidWatermark(layout);
  layout.footers(
    `${carrier.name || 'Carrier'}${invoice.voided ? ' · VOID' : ''} · Invoice ${invoice.number}`,
  );
  return layout;
}

/** The invoice as a PDF of its own. */
export async function invoicePdf(
  invoice: InvoiceDetail,
  carrier: CarrierSettings,
  logo: CarrierLogo | undefined,
): Promise<Uint8Array> {
  const doc = await newPdf();
  doc.setTitle(`Invoice ${invoice.number}`);
  await drawInvoice(doc, invoice, carrier, logo);
  return doc.save();
}
