import type { InvoiceDetail } from '@fletx/contract/invoices';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { describe, expect, it } from 'vitest';
import { type Body, ifMatch } from './helpers/client';
import {
  brokerOf,
  carrierDetails,
  createInvoice,
  deliveredLoad,
  draftInvoice,
  expectReasonRefused,
  invoiceDetail,
  invoiceEtag,
  invoiceWorld,
  payInvoice,
  pdfText,
  sendInvoice,
  setDay,
} from './helpers/invoice-factories';
import { worldPerFile } from './helpers/setup';

const w = worldPerFile(invoiceWorld);

const voidInvoice = (id: number, body: Body, version?: string) =>
  w.api.post(`/api/invoices/${id}/void`, body, ifMatch(version));

async function voided(id: number, reason = 'Wrong rate on the trip line'): Promise<InvoiceDetail> {
  const r = await voidInvoice(id, { reason });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as InvoiceDetail;
}

const cancel = (loadId: number) =>
  w.api.put(`/api/loadbook/update/${loadId}`, {
    loadbook_status_id: LOAD_STATUS.cancelled,
    comment: 'Broker cancelled the load',
  });

describe('void invoices', () => {
  it('voids a draft at the version expected: the reason, who and when, a new ETag, and the History says so', async () => {
    setDay(w.clock, '2026-11-24');
    const invoice = await draftInvoice(w, { tripRate: 900 });
    const before = await invoiceEtag(w, invoice.id);
    const r = await voidInvoice(invoice.id, { reason: '  Billed the wrong broker  ' }, before);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(`Invoice ${invoice.number} is void. Its load can be invoiced again.`);
    expect(r.headers.etag).toBe(`"${Number(JSON.parse(before)) + 1}"`);
    expect(await invoiceEtag(w, invoice.id)).toBe(r.headers.etag);
    const data = r.json().data as InvoiceDetail;
    expect(data).toMatchObject({
      status: 'void',
      amount: 900,
      balance: 0,
      voided: { at: '2026-11-24T12:00:00.000Z', reason: 'Billed the wrong broker' },
    });
    expect(data.voided?.by?.name).toBe('Carla Biller');
    expect(await invoiceDetail(w, invoice.id)).toEqual(data);

    const trail = (await w.api.get(`/api/audit?entityType=invoice&entityId=${invoice.id}`)).json().data.items;
    expect(trail[0]).toMatchObject({
      action: 'status',
      summary: `Invoice ${invoice.number} voided: Billed the wrong broker`,
    });

    const again = await voidInvoice(invoice.id, { reason: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Invoice ${invoice.number} is already void.`);
  });

  it('voids a sent invoice; then it cannot be sent, paid, factored or edited (409 each)', async () => {
    await w.api.put(
      '/api/carrier-settings',
      carrierDetails({
        factoring: {
          name: 'Apex Capital Corp',
          email: 'schedules@apexcapital.example',
          remitTo: 'PO Box 961029',
          noticeOfAssignment: 'Assigned to Apex.',
        },
      }),
    );
    const invoice = await draftInvoice(w, { tripRate: 1200 });
    await sendInvoice(w, invoice.id);
    const data = await voided(invoice.id);
    expect(data).toMatchObject({ status: 'void', balance: 0, sentOn: '2026-11-24' });
    const isVoid = `Invoice ${invoice.number} is void: it can no longer be sent, paid, factored or edited. Make a new invoice for the load instead.`;
    const tries = [
      await w.api.post(`/api/invoices/${invoice.id}/send`),
      await payInvoice(w, invoice.id, 10),
      await w.api.post(`/api/invoices/${invoice.id}/factor`),
      await w.api.post('/api/invoices/factor', { invoiceIds: [invoice.id] }),
      await w.api.patch(`/api/invoices/${invoice.id}`, { notes: 'Corrected' }),
    ];
    for (const t of tries) {
      expect(t.statusCode, t.body).toBe(409);
      expect(t.json().message).toBe(isVoid);
    }
    expect(await invoiceDetail(w, invoice.id)).toMatchObject({
      factoredOn: null,
      notes: '',
      payments: [],
    });
  });

  it('refuses an invoice with a payment (409, the payments reversed first) and a stale If-Match (412)', async () => {
    const paidOne = await draftInvoice(w, { tripRate: 1000 });
    await sendInvoice(w, paidOne.id);
    const pay = await payInvoice(w, paidOne.id, 250, '2026-11-24');
    expect(pay.statusCode, pay.body).toBe(201);
    for (let i = 0; i < 2; i++) {
      const r = await voidInvoice(paidOne.id, { reason: 'Rate disputed' });
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe(
        `Invoice ${paidOne.number} has payments recorded ($250.00): the payments must be reversed before it can be voided.`,
      );
    }
    expect((await invoiceDetail(w, paidOne.id)).status).toBe('partially_paid');

    const draft = await draftInvoice(w);
    const stale = await invoiceEtag(w, draft.id);
    await sendInvoice(w, draft.id);
    const r = await voidInvoice(draft.id, { reason: 'Wrong rate' }, stale);
    expect(r.statusCode, r.body).toBe(412);
    expect(r.json().message).toMatch(/Carla Biller changed this .* at .* UTC\. Reload to see the changes\./);
    expect((await invoiceDetail(w, draft.id)).status).toBe('sent');
  });

  it('lets the load be invoiced again with the next number; the void one stays void beside it', async () => {
    const load = await deliveredLoad(w, { tripRate: 700 });
    const first = await createInvoice(w, load.id);
    const refused = await w.api.post('/api/invoices', { loadId: load.id });
    expect(refused.statusCode).toBe(409);
    await voided(first.id, 'Rate was 750');
    const second = await createInvoice(w, load.id);
    const last = (await w.api.get('/api/invoices?take=1')).json().data.items[0];
    expect(second.number).toBe(last.number);
    expect(second.number > first.number).toBe(true);
    expect(second).toMatchObject({ status: 'draft', loadId: load.id, voided: null });
    const ofLoad = (await w.api.get(`/api/invoices?loadId=${load.id}`)).json().data.items;
    expect(ofLoad.map((i: { number: string; status: string }) => [i.number, i.status])).toEqual([
      [second.number, 'draft'],
      [first.number, 'void'],
    ]);
    const third = await w.api.post('/api/invoices', { loadId: load.id });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toContain(second.number);
  });

  it('leaves a void invoice out of the totals, the aging and the broker summary', async () => {
    setDay(w.clock, '2026-11-24');
    const broker = await brokerOf(w.ctx, w.carrier, 'Void Test Brokerage', 0);
    const kept = await draftInvoice(w, { brokerId: broker.brokerId, tripRate: 100 });
    const gone = await draftInvoice(w, { brokerId: broker.brokerId, tripRate: 200 });
    await sendInvoice(w, kept.id);
    await sendInvoice(w, gone.id);
    await voided(gone.id);
    setDay(w.clock, '2026-12-10');

    const list = (await w.api.get(`/api/invoices?brokerId=${broker.brokerId}`)).json().data;
    expect(list.totals).toEqual({ count: 2, amount: 100, balance: 100 });
    expect(list.items.map((i: { status: string; balance: number }) => [i.status, i.balance])).toEqual([
      ['void', 0],
      ['overdue', 100],
    ]);
    const onlyVoid = (await w.api.get(`/api/invoices?brokerId=${broker.brokerId}&status=void`)).json().data;
    expect(onlyVoid.items.map((i: { id: number }) => i.id)).toEqual([gone.id]);
    expect(onlyVoid.totals).toEqual({ count: 1, amount: 0, balance: 0 });
    const overdue = (await w.api.get(`/api/invoices?brokerId=${broker.brokerId}&status=overdue`)).json().data;
    expect(overdue.items.map((i: { id: number }) => i.id)).toEqual([kept.id]);

    const aging = (await w.api.get('/api/invoices/aging')).json().data;
    const row = aging.rows.find((r: { brokerId: number }) => r.brokerId === broker.brokerId);
    expect(row).toMatchObject({ days1to30: 100, total: 100 });
    const summary = (await w.api.get(`/api/invoices/brokers/${broker.brokerId}/summary`)).json().data;
    expect(summary).toMatchObject({ openBalance: 100, overdueBalance: 100 });
    const revenue = summary.revenueByMonth.reduce((s: number, m: { amount: number }) => s + m.amount, 0);
    expect(revenue).toBe(100);

    const csv = await w.api.get(`/api/invoices?brokerId=${broker.brokerId}&format=csv`);
    expect(csv.body).toContain(`${gone.number},void,`);
    const pdf = await w.api.get(`/api/invoices?brokerId=${broker.brokerId}&format=pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toMatch(new RegExp(`${gone.number}.*Void`));
  });

  it('stamps the PDF of a void invoice VOID with its reason and day', async () => {
    setDay(w.clock, '2026-11-24');
    const invoice = await draftInvoice(w, { tripRate: 640 });
    await voided(invoice.id, 'Load cancelled by the shipper');
    const pdf = await w.api.get(`/api/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('VOID');
    expect(text).toContain('Voided 24/11/2026: Load cancelled by the shipper');
  });

  it('refuses to cancel an invoiced load until its invoice is void', async () => {
    const load = await deliveredLoad(w);
    const invoice = await createInvoice(w, load.id);
    const refused = await cancel(load.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(`Void invoice ${invoice.number} first: the load is invoiced.`);
    await voided(invoice.id, 'The shipper cancelled');
    const done = await cancel(load.id);
    expect(done.statusCode, done.body).toBe(200);
    const late = await w.api.post('/api/invoices', { loadId: load.id });
    expect(late.statusCode).toBe(409);
  });

  it('answers 400 to a malformed body, 404 to no such invoice, 403 to a Dispatcher, never 5xx', async () => {
    const invoice = await draftInvoice(w);
    const url = `/api/invoices/${invoice.id}/void`;
    await expectReasonRefused(w.api, url);
    expect((await w.api.post('/api/invoices/999999/void', { reason: 'Wrong rate' })).statusCode).toBe(404);
    expect((await w.api.post('/api/invoices/abc/void', { reason: 'Wrong rate' })).statusCode).toBe(400);
    expect(
      (await w.api.post(url, { reason: 'Wrong rate' }, { headers: { 'if-match': 'nonsense' } })).statusCode,
    ).toBeLessThan(500);

    const asDispatcher = await w.ctx.api.post(url, { reason: 'Wrong rate' }, { as: w.dispatcher });
    expect(asDispatcher.statusCode).toBe(403);
    expect((await invoiceDetail(w, invoice.id)).status).toBe('draft');
    expect((await w.ctx.api.post(url, { reason: 'Wrong rate' }, { as: null })).statusCode).toBe(401);
  });
});
