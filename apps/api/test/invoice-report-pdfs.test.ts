import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CarrierSettings } from '@fletx/contract/carrier-settings';
import { AGING_BUCKETS, type AgingRow, type InvoiceSummary } from '@fletx/contract/invoices';
import { describe, expect, it } from 'vitest';
import { PAGE } from '../src/lib/pdf/layout';
import { agingPdf, invoiceListPdf } from '../src/modules/invoices/invoice-reports';
import {
  brokerOf,
  draftInvoice,
  invoiceWorld,
  payInvoice,
  pdfText,
  sendInvoice,
  setDay,
} from './helpers/invoice-factories';
import { worldPerFile } from './helpers/setup';

/**
 * The invoice list's and the aging's PDFs with the largest amounts: an invoice of the most a load may be
 * billed, totals of hundreds of millions. An amount is read back whole on its row, never broken over two
 * lines, and no word is drawn past the right margin.
 */
const w = worldPerFile(invoiceWorld);

/** The largest trip rate a load takes (MAX_MONEY), billed as the invoice's one line. */
const MOST = 9_999_999.99;

/** Where every word of the PDF ends on its page, as poppler's pdftotext -bbox reads them. */
async function rightEdges(bytes: Uint8Array): Promise<number[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'report-pdf-'));
  try {
    const file = path.join(dir, 'report.pdf');
    await fs.writeFile(file, bytes);
    const { stdout } = await promisify(execFile)('/usr/bin/pdftotext', ['-bbox', file, '-']);
    return [...stdout.matchAll(/<word [^>]*xMax="([\d.]+)"/g)].map((m) => Number(m[1]));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The first line of `text` holding `part`, its runs of spaces collapsed to one. */
const lineOf = (text: string, part: string) =>
  text
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .find((line) => line.includes(part));

async function expectWithinMargins(bytes: Uint8Array) {
  const edges = await rightEdges(bytes);
  expect(edges.length).toBeGreaterThan(10);
  expect(Math.max(...edges)).toBeLessThanOrEqual(PAGE.width - PAGE.margin + 0.5);
}

describe('invoice list and aging PDFs: amounts are never broken', () => {
  it('prints invoices of the largest amount a load is billed, their totals whole on the totals row', async () => {
    const broker = await brokerOf(w.ctx, w.carrier, 'Largest Amounts Freight', 30);
    setDay(w.clock, '2026-12-01');
    const invoices = [];
    for (let i = 0; i < 3; i++)
      invoices.push(await draftInvoice(w, { brokerId: broker.brokerId, tripRate: MOST }));
    const [draft, sent, partly] = invoices;
    for (const invoice of [sent!, partly!]) await sendInvoice(w, invoice.id);
    expect((await payInvoice(w, partly!.id, 1.11, '2026-12-01')).statusCode).toBe(201);

    const list = await w.api.get(`/api/invoices?brokerId=${broker.brokerId}&format=pdf`);
    expect(list.statusCode, list.body).toBe(200);
    const text = await pdfText(list.rawPayload);
    expect(lineOf(text, draft!.number)).toMatch(/ \$9,999,999\.99 —$/);
    expect(lineOf(text, sent!.number)).toMatch(/ \$9,999,999\.99 \$9,999,999\.99$/);
    expect(lineOf(text, partly!.number)).toMatch(/ \$9,999,999\.99 \$9,999,998\.88$/);
    expect(lineOf(text, '3 invoices')).toBe('3 invoices Total $29,999,999.97 $19,999,998.87');
    await expectWithinMargins(list.rawPayload);
    const one = await w.api.get(`/api/invoices?search=${sent!.number}&format=pdf`);
    expect(one.statusCode, one.body).toBe(200);
    expect(lineOf(await pdfText(one.rawPayload), '1 invoice ')).toBe(
      '1 invoice Total $9,999,999.99 $9,999,999.99',
    );

    const aging = await w.api.get('/api/invoices/aging?format=pdf');
    expect(aging.statusCode, aging.body).toBe(200);
    const agingText = await pdfText(aging.rawPayload);
    // The broker's name may wrap in its column; its amounts are on its first line.
    expect(lineOf(agingText, 'Largest')).toMatch(
      /^Largest.* \$19,999,998\.87( \$0\.00){4} \$19,999,998\.87$/,
    );
    expect(lineOf(agingText, 'Total $')).toBe('Total $19,999,998.87 $0.00 $0.00 $0.00 $0.00 $19,999,998.87');
    await expectWithinMargins(aging.rawPayload);
  });

  it('keeps a long list’s count and totals, and every aging bucket at $99,999,999.99, each on one line within the page', async () => {
    const carrier = (await w.api.get('/api/carrier-settings')).json().data as CarrierSettings;
    const row: InvoiceSummary = {
      id: 1,
      number: 'INV-2026-123456',
      status: 'partially_paid',
      loadId: 1,
      loadNumber: 'LD-2026-000001',
      brokerId: 1,
      brokerName: 'Coyote Logistics of the Great Lakes and the Gulf Coast',
      invoiceDate: '2026-11-01',
      sentOn: '2026-11-01',
      dueOn: '2026-12-01',
      termsDays: 30,
      daysPastDue: 0,
      amount: MOST,
      paid: 1,
      balance: MOST - 1,
      factoredOn: null,
    };
    async function* batches() {
      yield [row];
    }
    const totals = { count: 99_999, amount: 999_999_999.99, balance: 999_999_999.99 };
    const list = Buffer.from(await invoiceListPdf(batches(), totals, carrier, '2026-12-01', ''));
    const text = await pdfText(list);
    expect(lineOf(text, 'INV-2026-123456')).toMatch(/ \$9,999,999\.99 \$9,999,998\.99$/);
    expect(lineOf(text, '99999 invoices')).toBe('99999 invoices Total $999,999,999.99 $999,999,999.99');
    await expectWithinMargins(list);

    const most = 99_999_999.99;
    const amounts = Object.fromEntries(
      [...AGING_BUCKETS, 'total'].map((b) => [b, b === 'total' ? 5 * most : most]),
    );
    const agingRow = { ...amounts, brokerId: 1, brokerName: row.brokerName } as AgingRow;
    const { brokerId: _, brokerName: __, ...agingTotals } = agingRow;
    const aging = Buffer.from(
      await agingPdf({ asOf: '2026-12-01', rows: [agingRow], totals: agingTotals }, carrier),
    );
    const agingText = await pdfText(aging);
    const buckets = Array(5).fill('$99,999,999.99').join(' ');
    expect(lineOf(agingText, 'Total $')).toBe(`Total ${buckets} $499,999,999.95`);
    expect(lineOf(agingText, 'Coyote')).toMatch(/^Coyote.*( \$99,999,999\.99){5} \$499,999,999\.95$/);
    await expectWithinMargins(aging);
  });
});
