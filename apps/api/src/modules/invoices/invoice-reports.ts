import type { CarrierSettings } from '@fletx/contract/carrier-settings';
import { shownDay } from '@fletx/contract/compliance';
import {
  AGING_BUCKET_LABELS,
  AGING_BUCKETS,
  type AgingReport,
  INVOICE_STATUS_LABELS,
  type InvoiceDetail,
  type InvoiceSummary,
  type InvoiceTotals,
  isBalanceDue,
} from '@fletx/contract/invoices';
import { formatDollars, formatUsd } from '@fletx/contract/money';
import type { Mail, MailAttachment } from '../../lib/mailer';
import { dollarsToCents } from '../../lib/money';
import { GREY, PdfLayout, type TableColumn } from '../../lib/pdf/layout';
import { newPdf } from '../../lib/pdf/pdf-lib';
import type { InvoiceListFilter } from './invoices.service';

const usd = formatDollars;

/**
 * A row's balance due: nothing on a draft until it is sent, nor on a void one ('—'), by the one rule of what
 * is owed (invoices.repository.ts `owing`) that the list's total follows, so the column adds up to the total
 * row. A void invoice's amount is '—' too: the totals leave it out (docs/decisions/0053-void-invoices.md).
 */
const balanceDueCell = (invoice: InvoiceSummary) =>
  isBalanceDue(invoice.status) ? usd(invoice.balance) : '—';
const amountCell = (invoice: InvoiceSummary) => (invoice.status === 'void' ? '—' : usd(invoice.amount));

/** What the '—' of the list's PDF mean, under its totals. */
function listNote(drafts: boolean, voids: boolean): string | undefined {
  const notes = [
    drafts ? 'Balance due: — on a draft, as nothing is due on it until it is sent.' : '',
    voids ? 'Amount and balance due: — on a void invoice, which counts for nothing.' : '',
  ].filter(Boolean);
  return notes.length ? notes.join(' ') : undefined;
}

/** The mails invoices send (docs/product.md "Invoices and receivables"). */
export const invoiceMails = {
  toBroker(
    invoice: InvoiceDetail,
    carrier: CarrierSettings,
    to: string,
    attachments: MailAttachment[],
  ): Mail {
    const from = carrier.name || 'Your carrier';
    return {
      to,
      subject: `Invoice ${invoice.number} - load ${invoice.loadNumber} - ${from}`,
      text: [
        `Hello ${invoice.billTo.name},`,
        '',
        `Please find attached invoice ${invoice.number} for load ${invoice.loadNumber}: ${usd(invoice.balance)} due on ${shownDay(invoice.dueOn)}.`,
        'The proof of delivery is attached.',
        ...(carrier.factoring
          ? [
              '',
              `This invoice has been assigned to ${carrier.factoring.name}. Remit payment only to:`,
              carrier.factoring.remitTo,
            ]
          : []),
        '',
        from,
        ...[carrier.phone, carrier.email].filter(Boolean),
      ].join('\n'),
      attachments,
    };
  },

  toFactoring(
    invoices: InvoiceDetail[],
    carrier: CarrierSettings,
    to: string,
    attachments: MailAttachment[],
  ): Mail {
    const total = invoices.reduce((s, i) => s + dollarsToCents(i.balance), 0);
    const numbers = invoices.map((i) => i.number).join(', ');
    return {
      to,
      subject:
        invoices.length === 1
          ? `Invoice ${numbers} for factoring - ${carrier.name}`
          : `${invoices.length} invoices for factoring (${formatUsd(total)}) - ${carrier.name}`,
      text: [
        'Hello,',
        '',
        `Attached for factoring: ${numbers}, ${formatUsd(total)} in total.`,
        'Each package holds the invoice, the rate confirmation and the proof of delivery.',
        '',
        carrier.name,
        ...[carrier.phone, carrier.email].filter(Boolean),
      ].join('\n'),
      attachments,
    };
  },
};

/**
 * What a one-table report prints: its title and subtitle under the carrier's name, its footer, and a note
 * under the totals when given.
 */
interface TableReport {
  title: string;
  subtitle: string;
  footer: string;
  note?: string | undefined;
}

/**
 * A one-table report: the heading, the rows, a rule, the totals row in bold, the note, the page footers. The
 * widths given are what the columns start from: the amounts' columns (right-aligned), the dates' and the
 * invoice numbers' (with the count under them) widen to their widest cell, bold totals included
 * (PdfLayout.fit), as a total grows with the invoices it adds up.
 */
async function tableReport(
  { title, subtitle, footer, note }: TableReport,
  carrier: CarrierSettings,
  columns: TableColumn[],
  rows: string[][],
  totals: string[],
): Promise<Uint8Array> {
  const doc = await newPdf();
  doc.setTitle(title);
  const layout = await PdfLayout.create(doc);
  layout.text(carrier.name || 'Carrier', { size: 10, bold: true });
  layout.text(title, { size: 18, bold: true, gap: 2 });
  layout.text(subtitle, { size: 9, gap: 10 });
  layout.table(columns, rows, totals);
  if (note) layout.text(note, { size: 8, color: GREY });
  layout.footers(footer);
  return doc.save();
}

/** The batch's first attachment: the invoices assigned, their count and total. */
export function scheduleOfAccountsPdf(
  invoices: InvoiceDetail[],
  carrier: CarrierSettings,
  today: string,
): Promise<Uint8Array> {
  const columns: TableColumn[] = [
    { header: 'Invoice', width: 80, nowrap: true },
    { header: 'Load', width: 80 },
    { header: 'Debtor (broker)', width: 176 },
    { header: 'Invoice date', width: 80, nowrap: true },
    { header: 'Amount', width: 100, align: 'right' },
  ];
  const rows = invoices.map((i) => [
    i.number,
    i.loadNumber,
    i.billTo.name,
    shownDay(i.sentOn ?? i.invoiceDate),
    usd(i.balance),
  ]);
  const total = invoices.reduce((s, i) => s + dollarsToCents(i.balance), 0);
  const count = `${invoices.length} invoice${invoices.length === 1 ? '' : 's'}`;
  const heading = {
    title: 'Schedule of accounts',
    subtitle: `${shownDay(today)} · ${carrier.factoring?.name ?? ''}`,
    footer: `${carrier.name} · Schedule of accounts`,
  };
  return tableReport(heading, carrier, columns, rows, [count, '', '', 'Total', formatUsd(total)]);
}

/**
 * What the list PDF is filtered by, printed after its date: 'Sent · Broker: Acme Logistics · Load #41 ·
 * "acme" · from 01/11/2026 · to 30/11/2026'. `brokerName` is the broker's name when one was found.
 */
export function invoiceFilterText(filter: InvoiceListFilter, brokerName: string | undefined): string {
  const { status, brokerId, loadId, search, from, to } = filter;
  const broker = brokerName === undefined ? `Broker #${brokerId} (not found)` : `Broker: ${brokerName}`;
  return [
    status && INVOICE_STATUS_LABELS[status],
    brokerId && broker,
    loadId && `Load #${loadId}`,
    search && `"${search}"`,
    from && `from ${shownDay(from)}`,
    to && `to ${shownDay(to)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** GET /api/invoices?format=pdf: every matching row and the totals. */
export async function invoiceListPdf(
  batches: AsyncIterable<ReadonlyArray<InvoiceSummary>>,
  totals: InvoiceTotals,
  carrier: CarrierSettings,
  today: string,
  filterText: string,
): Promise<Uint8Array> {
  const columns: TableColumn[] = [
    { header: 'Invoice', width: 62, nowrap: true },
    { header: 'Status', width: 66 },
    { header: 'Load', width: 60 },
    { header: 'Broker', width: 96 },
    { header: 'Date', width: 56, nowrap: true },
    { header: 'Due', width: 56, nowrap: true },
    { header: 'Amount', width: 55, align: 'right' },
    { header: 'Balance due', width: 65, align: 'right' },
  ];
  const rows: string[][] = [];
  let drafts = false;
  let voids = false;
  for await (const batch of batches)
    for (const i of batch) {
      drafts ||= i.status === 'draft';
      voids ||= i.status === 'void';
      rows.push([
        i.number,
        INVOICE_STATUS_LABELS[i.status],
        i.loadNumber,
        i.brokerName,
        shownDay(i.invoiceDate),
        shownDay(i.dueOn),
        amountCell(i),
        balanceDueCell(i),
      ]);
    }
  const heading = {
    title: 'Invoices',
    subtitle: `${shownDay(today)}${filterText ? ` · ${filterText}` : ''}`,
    footer: `${carrier.name || 'Carrier'} · Invoices`,
    note: listNote(drafts, voids),
  };
  const totalsRow = [
    `${totals.count} invoice${totals.count === 1 ? '' : 's'}`,
    '',
    '',
    '',
    '',
    'Total',
    usd(totals.amount),
    usd(totals.balance),
  ];
  return tableReport(heading, carrier, columns, rows, totalsRow);
}

/** GET /api/invoices/aging?format=pdf */
export function agingPdf(aging: AgingReport, carrier: CarrierSettings): Promise<Uint8Array> {
  const columns: TableColumn[] = [
    { header: 'Broker', width: 126 },
    ...AGING_BUCKETS.map((b) => ({ header: AGING_BUCKET_LABELS[b], width: 66, align: 'right' as const })),
    { header: 'Total', width: 60, align: 'right' },
  ];
  const rows = aging.rows.map((r) => [r.brokerName, ...AGING_BUCKETS.map((b) => usd(r[b])), usd(r.total)]);
  const heading = {
    title: 'Receivables aging',
    subtitle: `As of ${shownDay(aging.asOf)} · days past due`,
    footer: `${carrier.name || 'Carrier'} · Receivables aging`,
  };
  const totals = ['Total', ...AGING_BUCKETS.map((b) => usd(aging.totals[b])), usd(aging.totals.total)];
  return tableReport(heading, carrier, columns, rows, totals);
}
