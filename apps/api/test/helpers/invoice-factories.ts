import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CarrierSettingsInput } from '@fletx/contract/carrier-settings';
import type { InvoiceDetail } from '@fletx/contract/invoices';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { expect } from 'vitest';
import { ManualClock } from '../../src/lib/clock';
import { createBroker } from './broker-factories';
import type { Body, TestClient } from './client';
import { loggedInUser } from './factories';
import { approvedDriver, createLoad, driveTo } from './load-factories';
import { createTestApp, type TestContext } from './test-app';

/** The invoice tests' world: an app on a manual clock, a carrier, a dispatcher, a driver and a broker. */
export interface InvoiceWorld {
  ctx: TestContext;
  clock: ManualClock;
  /** Calls as a Carriers user. */
  api: TestClient;
  carrier: string;
  dispatcher: string;
  driverId: number;
  brokerId: number;
  brokerName: string;
}

export async function invoiceWorld(): Promise<InvoiceWorld> {
  const clock = new ManualClock(new Date('2026-11-24T12:00:00Z'));
  const ctx = await createTestApp({ clock });
  const carrier = (await loggedInUser(ctx, { role: 'Carriers', firstName: 'Carla', lastName: 'Biller' }))
    .authorization;
  const dispatcher = (await loggedInUser(ctx, { role: 'Dispatcher' })).authorization;
  const driverId = await approvedDriver(ctx, carrier);
  const broker = await brokerOf(ctx, carrier, 'Coyote Logistics', 30);
  return { ctx, clock, api: ctx.api.as(carrier), carrier, dispatcher, driverId, ...broker };
}

export async function brokerOf(ctx: TestContext, carrier: string, name: string, daysToPay: number) {
  const b = await createBroker(ctx, carrier, { brokerName: name, daysToPay }, 'Approved');
  return { brokerId: b.info.id, brokerName: b.info.brokerName };
}

let loadSeq = 0;

/** A load of `brokerId` driven to Delivered (10): its id and number. */
export async function deliveredLoad(
  w: InvoiceWorld,
  options: { brokerId?: number; tripRate?: number; status?: 10 | 11 } = {},
) {
  const number = `INVL-${++loadSeq}-${Date.now() % 100000}`;
  const { id } = await createLoad(w.api, options.brokerId ?? w.brokerId, w.driverId, {
    id_number: number,
    freight_company: options.tripRate ?? 2450.5,
  });
  await driveTo(w.ctx.services.loads, id, w.driverId, LOAD_STATUS.delivered);
  if (options.status === LOAD_STATUS.ended) {
    const r = await w.api.put(`/api/loadbook/update/${id}`, { loadbook_status_id: LOAD_STATUS.ended });
    expect(r.statusCode, r.body).toBe(200);
  }
  return { id, number };
}

export async function createInvoice(w: InvoiceWorld, loadId: number): Promise<InvoiceDetail> {
  const r = await w.api.post('/api/invoices', { loadId });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as InvoiceDetail;
}

export async function sendInvoice(w: InvoiceWorld, id: number): Promise<InvoiceDetail> {
  const r = await w.api.post(`/api/invoices/${id}/send`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as InvoiceDetail;
}

/** A draft invoice of a new load delivered with `options` (deliveredLoad's). */
export async function draftInvoice(w: InvoiceWorld, options: Parameters<typeof deliveredLoad>[1] = {}) {
  return createInvoice(w, (await deliveredLoad(w, options)).id);
}

/** POST a payment of `amount` (dollars; a string as a form sends it) on invoice `id`: the answer. */
export const payInvoice = (
  w: InvoiceWorld,
  id: number,
  amount: number | string,
  paidOn = '2026-11-25',
  reference = '',
) => w.api.post(`/api/invoices/${id}/payments`, { amount, paidOn, reference });

/**
 * A sent invoice of `amount` (dollars, a new load of broker `brokerId`) with payments of `paid` (references
 * CHK-1000, CHK-1001, …), each answered 201: the invoice as read after them.
 */
export async function sentInvoice(
  w: InvoiceWorld,
  amount: number,
  paid: number[] = [],
  brokerId = w.brokerId,
) {
  const invoice = await draftInvoice(w, { tripRate: amount, brokerId });
  await sendInvoice(w, invoice.id);
  for (const [i, amountPaid] of paid.entries()) {
    const r = await payInvoice(w, invoice.id, amountPaid, '2026-11-25', `CHK-${1000 + i}`);
    expect(r.statusCode, r.body).toBe(201);
  }
  return invoiceDetail(w, invoice.id);
}

/**
 * A POST that takes `{ reason }` (a void, a write-off, a payment's reversal: 3 to 500 characters) refuses every
 * malformed reason and body with a 400, the short one saying how long a reason must be.
 */
export async function expectReasonRefused(api: TestClient, url: string) {
  const bodies: Body[] = [
    {},
    { reason: '' },
    { reason: '   ' },
    { reason: 'ab' },
    { reason: 'x'.repeat(501) },
    { reason: 42 },
    { reason: null },
    { reason: ['Wrong rate'] },
    [],
  ];
  for (const body of bodies) {
    const r = await api.post(url, body);
    expect(r.statusCode, `${JSON.stringify(body)}: ${r.body}`).toBe(400);
  }
  expect(JSON.stringify((await api.post(url, { reason: 'ab' })).json())).toContain(
    'Give a reason of 3 to 500 characters',
  );
  const json = { headers: { 'content-type': 'application/json' } };
  for (const raw of ['{"reason":', '"Wrong rate"', 'null'])
    expect((await api.post(url, raw, json)).statusCode, raw).toBe(400);
}

/** The invoice as `GET /api/invoices/{id}` answers it. */
export async function invoiceDetail(w: InvoiceWorld, id: number): Promise<InvoiceDetail> {
  return (await w.api.get(`/api/invoices/${id}`)).json().data as InvoiceDetail;
}

/** The invoice's version as `GET /api/invoices/{id}` sends it (its ETag). */
export async function invoiceEtag(w: InvoiceWorld, id: number): Promise<string> {
  return String((await w.api.get(`/api/invoices/${id}`)).headers.etag);
}

export const carrierDetails = (overrides: Partial<CarrierSettingsInput> = {}): CarrierSettingsInput => ({
  name: 'Red River Haulers LLC',
  address: '500 Main St',
  city: 'Fort Worth',
  state: 'TX',
  zipCode: '76102',
  phone: '8175550100',
  email: 'billing@redriver.example',
  mcNumber: 'MC-778812',
  dotNumber: '3344556',
  remitTo: 'Red River Haulers LLC\nPO Box 4410\nFort Worth, TX 76101',
  factoring: null,
  ...overrides,
});

/** Moves the clock to noon UTC of `day`. */
export function setDay(clock: ManualClock, day: string) {
  clock.set(new Date(`${day}T12:00:00Z`));
}

const run = promisify(execFile);

/** The text of a PDF, read by poppler's pdftotext (layout kept). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'inv-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    await fs.writeFile(file, bytes);
    const { stdout } = await run('/usr/bin/pdftotext', ['-layout', file, '-']);
    return stdout;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
