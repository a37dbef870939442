import { TRANSACTION_TYPE } from '@fletx/contract/load-ledger';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { describe, expect, it } from 'vitest';
import { createInvoice, deliveredLoad, invoiceWorld, sendInvoice } from './helpers/invoice-factories';
import { addLedgerEntry, createLoad } from './helpers/load-factories';
import { worldPerFile } from './helpers/setup';

const w = worldPerFile(invoiceWorld);

describe('invoices', () => {
  it('makes an invoice of a delivered load: billed to the broker, lines from the ledger and OS&D, to the cent', async () => {
    const load = await deliveredLoad(w, { tripRate: 1000.1, status: LOAD_STATUS.ended });
    for (const [type, amount, comment] of [
      [TRANSACTION_TYPE.detention, 0.2, '2 hours'],
      [TRANSACTION_TYPE.lumper, 150.25, 'Receipt 44'],
      [TRANSACTION_TYPE.advance, 300, 'Fuel advance'],
    ] as const) {
      await addLedgerEntry(w.api, load.id, type, amount, comment);
    }
    const osd = await w.api.post(`/api/delivery-approval/${load.id}/osd`, {
      kind: 'short',
      note: 'One pallet missing',
      amount_cents: 5033,
    });
    expect(osd.statusCode, osd.body).toBe(201);

    const invoice = await createInvoice(w, load.id);
    expect(invoice).toMatchObject({
      status: 'draft',
      loadId: load.id,
      loadNumber: load.number,
      brokerId: w.brokerId,
      termsDays: 30,
      invoiceDate: '2026-11-24',
      sentOn: null,
      dueOn: '2026-12-24',
      billTo: {
        name: w.brokerName,
        address: '1200 Commerce St',
        city: 'Dallas',
        state: 'TX',
        zipCode: '75202',
      },
    });
    expect(invoice.number).toMatch(/^INV-\d{6}$/);
    expect(invoice.billTo.email).toMatch(/^billing.*@lonestarfreight\.com$/);
    // The advance is the driver's, not the broker's: not on the invoice. OS&D is a negative line.
    expect(invoice.lines.map((l) => [l.description, l.amount])).toEqual([
      ['Trip rate', 1000.1],
      ['Detention: 2 hours', 0.2],
      ['Lumper: Receipt 44', 150.25],
      ['OS&D deduction (Shortage): One pallet missing', -50.33],
    ]);
    // 1000.10 + 0.20 + 150.25 - 50.33 = 1100.22 exactly (floats would give 1100.2199999…).
    expect(invoice.amount).toBe(1100.22);
    expect(invoice.balance).toBe(1100.22);
    expect(invoice.stops.map((s) => [s.type, s.city, s.state])).toEqual([
      ['pickup', 'Dallas', 'TX'],
      ['delivery', 'Atlanta', 'GA'],
    ]);

    const got = await w.api.get(`/api/invoices/${invoice.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.headers.etag).toBeDefined();
    expect(got.json().data).toMatchObject({ id: invoice.id, amount: 1100.22, payments: [] });
  });

  it('answers 409 with what to do when the load is not delivered or already invoiced; 404 for no load', async () => {
    const { id } = await createLoad(w.api, w.brokerId, w.driverId, { id_number: `NEW-${Date.now() % 1e6}` });
    const early = await w.api.post('/api/invoices', { loadId: id });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'This load is New: an invoice can be made once it is delivered (Delivered, Ended or Delivery approved).',
    );
    const load = await deliveredLoad(w);
    const first = await createInvoice(w, load.id);
    const again = await w.api.post('/api/invoices', { loadId: load.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `This load is already invoiced (${first.number}). Open that invoice instead of making another.`,
    );
    expect((await w.api.post('/api/invoices', { loadId: 999999 })).statusCode).toBe(404);
    expect((await w.api.get('/api/invoices/999999')).statusCode).toBe(404);
  });

  it('numbers invoices without gaps when ten are made at the same time', async () => {
    const loads = [];
    for (let i = 0; i < 10; i++) loads.push(await deliveredLoad(w));
    const before = (await w.api.get('/api/invoices?take=1')).json().data.items[0]?.number ?? 'INV-000000';
    const answers = await Promise.all(loads.map((l) => w.api.post('/api/invoices', { loadId: l.id })));
    expect(answers.map((a) => a.statusCode)).toEqual(new Array(10).fill(201));
    const numbers = answers.map((a) => Number(a.json().data.number.slice(4))).sort((a, b) => a - b);
    const start = Number(before.slice(4)) + 1;
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => start + i));
    // The same load twice at once: one invoice, one 409, no number used up.
    const twin = await deliveredLoad(w);
    const pair = await Promise.all([1, 2].map(() => w.api.post('/api/invoices', { loadId: twin.id })));
    expect(pair.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const made = pair.find((a) => a.statusCode === 201)?.json().data.number;
    expect(made).toBe(`INV-${String(start + 10).padStart(6, '0')}`);
  });

  it('edits a draft (lines, notes) and refuses once sent', async () => {
    const load = await deliveredLoad(w);
    const invoice = await createInvoice(w, load.id);
    const edit = await w.api.patch(`/api/invoices/${invoice.id}`, {
      lines: [
        { description: 'Linehaul', amount: 1999.99 },
        { description: 'Fuel surcharge', amount: '0.01' },
        { description: 'Claim', amount: -100.5 },
      ],
      notes: 'PO 7781',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ amount: 1899.5, balance: 1899.5, notes: 'PO 7781' });
    const bad = await w.api.patch(`/api/invoices/${invoice.id}`, {
      lines: [{ description: 'x', amount: 1.005 }],
    });
    expect(bad.statusCode).toBe(400);
    expect((await w.api.patch(`/api/invoices/${invoice.id}`, { lines: [] })).statusCode).toBe(400);
    await sendInvoice(w, invoice.id);
    const late = await w.api.patch(`/api/invoices/${invoice.id}`, { notes: 'later' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      `Invoice ${invoice.number} has been sent and can no longer be edited. Record a payment or make a new invoice instead.`,
    );
    const trail = await w.api.get(`/api/audit?entityType=invoice&entityId=${invoice.id}`);
    expect(trail.statusCode, trail.body).toBe(200);
    const actions = trail.json().data.items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'update', 'status']));
  });

  it('lists with filters, search and totals; the CSV holds the rows the list shows', async () => {
    const load = await deliveredLoad(w, { tripRate: 777.77 });
    const invoice = await createInvoice(w, load.id);
    const byNumber = (await w.api.get(`/api/invoices?search=${invoice.number}`)).json().data;
    expect(byNumber.items.map((i: { id: number }) => i.id)).toEqual([invoice.id]);
    // A draft: counted and invoiced, but nothing is due on it until it is sent.
    expect(byNumber.totals).toEqual({ count: 1, amount: 777.77, balance: 0 });
    const byLoad = (await w.api.get(`/api/invoices?search=${load.number}`)).json().data;
    expect(byLoad.items.map((i: { id: number }) => i.id)).toEqual([invoice.id]);
    const byLoadId = (await w.api.get(`/api/invoices?loadId=${load.id}`)).json().data;
    expect(byLoadId.items.map((i: { id: number }) => i.id)).toEqual([invoice.id]);
    const byBroker = (await w.api.get(`/api/invoices?search=coyote&take=100`)).json().data;
    expect(byBroker.meta.totalItems).toBeGreaterThan(10);

    const query = `status=draft&brokerId=${w.brokerId}&from=2026-11-24&to=2026-11-24`;
    const list = (await w.api.get(`/api/invoices?${query}&take=100`)).json().data;
    expect(list.items.length).toBe(list.totals.count);
    expect(list.items.every((i: { status: string }) => i.status === 'draft')).toBe(true);
    const amountCents = list.items.reduce(
      (s: number, i: { amount: number }) => s + Math.round(i.amount * 100),
      0,
    );
    expect(Math.round(list.totals.amount * 100)).toBe(amountCents);
    const csv = await w.api.get(`/api/invoices?${query}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('number,status,loadNumber,brokerName,invoiceDate,sentOn,dueOn,amount,paid,balance');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(
      list.items.map((i: { number: string }) => i.number),
    );
    expect((await w.api.get(`/api/invoices?from=2026-12-01&to=2026-11-01`)).statusCode).toBe(400);
    expect((await w.api.get(`/api/invoices?status=lost`)).statusCode).toBe(400);
    const none = (await w.api.get(`/api/invoices?from=2027-01-01`)).json().data;
    expect(none).toMatchObject({ items: [], totals: { count: 0, amount: 0, balance: 0 } });
  });

  it('is for Carriers and Admin users only: a Dispatcher gets 403 everywhere', async () => {
    const load = await deliveredLoad(w);
    const invoice = await createInvoice(w, load.id);
    const as = { as: w.dispatcher };
    const calls = [
      w.ctx.api.get('/api/invoices', as),
      w.ctx.api.post('/api/invoices', { loadId: load.id }, as),
      w.ctx.api.get(`/api/invoices/${invoice.id}`, as),
      w.ctx.api.patch(`/api/invoices/${invoice.id}`, { notes: 'x' }, as),
      w.ctx.api.get(`/api/invoices/${invoice.id}/pdf`, as),
      w.ctx.api.get(`/api/invoices/${invoice.id}/package`, as),
      w.ctx.api.post(`/api/invoices/${invoice.id}/send`, undefined, as),
      w.ctx.api.post(`/api/invoices/${invoice.id}/payments`, { amount: 1, paidOn: '2026-11-24' }, as),
      w.ctx.api.post(`/api/invoices/${invoice.id}/factor`, undefined, as),
      w.ctx.api.post(`/api/invoices/${invoice.id}/void`, { reason: 'Wrong rate' }, as),
      w.ctx.api.post('/api/invoices/factor', { invoiceIds: [invoice.id] }, as),
      w.ctx.api.get('/api/invoices/aging', as),
      w.ctx.api.get(`/api/invoices/brokers/${w.brokerId}/summary`, as),
      w.ctx.api.get('/api/carrier-settings', as),
      w.ctx.api.put('/api/carrier-settings', {}, as),
    ];
    expect((await Promise.all(calls)).map((r) => r.statusCode)).toEqual(new Array(calls.length).fill(403));
    const admin = await w.ctx.api.get('/api/invoices', { as: w.carrier });
    expect(admin.statusCode).toBe(200);
    expect((await w.ctx.api.get('/api/invoices', { as: null })).statusCode).toBe(401);
  });
});
