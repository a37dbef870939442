import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brokerOf,
  carrierDetails,
  createInvoice,
  deliveredLoad,
  type InvoiceWorld,
  invoiceWorld,
  sendInvoice,
} from './helpers/invoice-factories';
import { approvedDriver } from './helpers/load-factories';

/**
 * The CSV exports as a spreadsheet reads them (docs/product.md "Export"): downloaded through the app, then read
 * back by Papa Parse, the parser of browser-side spreadsheet tools. The byte-order mark is there and read as
 * one, accented names come back as written, dates and instants are ISO, money is a plain number.
 */
let w: InvoiceWorld;
let broker: { brokerId: number; brokerName: string };
let loadNumber: string;

/** The export's bytes, checked to start with the UTF-8 byte-order mark, read with a header row. */
async function download(url: string) {
  const r = await w.api.get(url);
  expect(r.statusCode, r.body).toBe(200);
  expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect([...r.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(r.rawPayload);
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  const typed = Papa.parse<Record<string, unknown>>(text, {
    header: true,
    skipEmptyLines: true,
    dynamicTyping: true,
  });
  return { fields: parsed.meta.fields ?? [], rows: parsed.data, typed: typed.data };
}

beforeAll(async () => {
  w = await invoiceWorld();
  expect((await w.api.put('/api/carrier-settings', carrierDetails())).statusCode).toBe(200);
  broker = await brokerOf(w.ctx, w.carrier, `González Fletes ${Date.now() % 100000}`, 30);
  w.driverId = await approvedDriver(w.ctx, w.carrier, { first_name: 'Thảo', last_name: 'Nguyễn' });
  const load = await deliveredLoad(w, { brokerId: broker.brokerId, tripRate: 1250.5 });
  loadNumber = load.number;
  const invoice = await createInvoice(w, load.id);
  await sendInvoice(w, invoice.id);
  const paid = await w.api.post(`/api/invoices/${invoice.id}/payments`, {
    amount: 500.25,
    paidOn: '2026-11-24',
    reference: 'ACH 1',
  });
  expect(paid.statusCode, paid.body).toBe(201);
}, 60_000);
afterAll(async () => {
  await w?.ctx.close();
});

describe('a CSV export read by a spreadsheet-like parser', () => {
  it('loads: the byte-order mark read as one, accents kept, instants yyyy-MM-dd HH:mm, money 1250.50', async () => {
    const { fields, rows, typed } = await download(
      `/api/loadbook/findAllActive?brokerId=${broker.brokerId}&format=csv`,
    );
    expect(fields[0]).toBe('Id');
    expect(fields).toContain('Trip rate');
    const row = rows.find((r) => r['Load number'] === loadNumber);
    expect(row).toBeDefined();
    expect(row?.Driver).toBe('Thảo Nguyễn');
    expect(row?.['Company name']).toBe(broker.brokerName);
    expect(row?.['Pickup date']).toBe('2026-03-02 08:00');
    expect(row?.Created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(row?.['Trip rate']).toBe('1250.50');
    expect(typed.find((r) => r['Load number'] === loadNumber)?.['Trip rate']).toBe(1250.5);
  });

  it('invoices: dates yyyy-MM-dd, amounts plain numbers with 2 decimals, the broker as written', async () => {
    const { fields, rows, typed } = await download(`/api/invoices?brokerId=${broker.brokerId}&format=csv`);
    expect(fields[0]).toBe('number');
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.brokerName).toBe(broker.brokerName);
    expect(row?.loadNumber).toBe(loadNumber);
    expect(row?.status).toBe('partially_paid');
    expect([row?.invoiceDate, row?.sentOn, row?.dueOn]).toEqual(['2026-11-24', '2026-11-24', '2026-12-24']);
    expect([row?.amount, row?.paid, row?.balance]).toEqual(['1250.50', '500.25', '750.25']);
    const [numbers] = typed;
    expect([numbers?.amount, numbers?.paid, numbers?.balance]).toEqual([1250.5, 500.25, 750.25]);
  });

  it('the aging report: money as plain numbers with 2 decimals', async () => {
    const { fields, rows } = await download('/api/invoices/aging?format=csv');
    expect(fields[0]).toBe('broker');
    const row = rows.find((r) => r.broker === broker.brokerName);
    expect(row).toMatchObject({ current: '750.25', total: '750.25', '90+': '0.00' });
  });
});
