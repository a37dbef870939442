import type { InvoiceDetail } from '@fletx/contract/invoices';
import { describe, expect, it } from 'vitest';
import { type Body, ifMatch } from './helpers/client';
import {
  expectReasonRefused,
  invoiceDetail,
  invoiceEtag,
  invoiceWorld,
  payInvoice,
  sentInvoice,
  setDay,
} from './helpers/invoice-factories';
import { worldPerFile } from './helpers/setup';

const w = worldPerFile(invoiceWorld);

const reverse = (id: number, paymentId: number, body: Body, version?: string) =>
  w.api.post(`/api/invoices/${id}/payments/${paymentId}/reverse`, body, ifMatch(version));

describe('payment reversals', () => {
  it('reverses a bounced check at the version expected: the balance is due again, the payment stays marked, History says so', async () => {
    setDay(w.clock, '2026-11-26');
    const invoice = await sentInvoice(w, 1500, [1000, 500]);
    expect(invoice).toMatchObject({ status: 'paid', paid: 1500, balance: 0 });
    const bounced = invoice.payments[1]!;
    const before = await invoiceEtag(w, invoice.id);
    const r = await reverse(invoice.id, bounced.id, { reason: '  Check returned NSF  ' }, before);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(
      `The payment of $500.00 has been reversed: invoice ${invoice.number} has $500.00 due again.`,
    );
    expect(r.headers.etag).toBe(`"${Number(JSON.parse(before)) + 1}"`);
    expect(await invoiceEtag(w, invoice.id)).toBe(r.headers.etag);
    const data = r.json().data as InvoiceDetail;
    expect(data).toMatchObject({ status: 'partially_paid', paid: 1000, balance: 500 });
    expect(data.payments.map((p) => [p.amount, p.reversed?.reason ?? null])).toEqual([
      [1000, null],
      [500, 'Check returned NSF'],
    ]);
    expect(data.payments[1]?.reversed).toMatchObject({ at: '2026-11-26T12:00:00.000Z' });
    expect(data.payments[1]?.reversed?.by?.name).toBe('Carla Biller');
    expect(await invoiceDetail(w, invoice.id)).toEqual(data);

    const trail = (await w.api.get(`/api/audit?entityType=invoice&entityId=${invoice.id}`)).json().data.items;
    expect(trail[0]).toMatchObject({
      action: 'money',
      summary: 'Payment $500.00 on 2026-11-25 (CHK-1001) reversed: Check returned NSF',
    });

    const again = await reverse(invoice.id, bounced.id, { reason: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payment of $500.00 is already reversed.');

    const repaid = await payInvoice(w, invoice.id, 500, '2026-11-26');
    expect(repaid.statusCode, repaid.body).toBe(201);
    expect(repaid.json().data).toMatchObject({ status: 'paid', paid: 1500, balance: 0 });
  });

  it('counts the balance again in the aging and lets an invoice whose payments are all reversed be voided', async () => {
    setDay(w.clock, '2026-11-24');
    const invoice = await sentInvoice(w, 800, [800]);
    const agingTotal = async () =>
      (await w.api.get('/api/invoices/aging')).json().data.totals.total as number;
    const owedBefore = await agingTotal();
    const r = await reverse(invoice.id, invoice.payments[0]!.id, { reason: 'Paid on the wrong invoice' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ status: 'sent', paid: 0, balance: 800 });
    expect(await agingTotal()).toBe(owedBefore + 800);

    const voided = await w.api.post(`/api/invoices/${invoice.id}/void`, {
      reason: 'Billed the wrong broker',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().data).toMatchObject({ status: 'void', balance: 0 });
    expect(await agingTotal()).toBe(owedBefore);
  });

  it('refuses a stale If-Match (412) and a payment of another invoice (404), and changes nothing', async () => {
    const one = await sentInvoice(w, 600, [200]);
    const other = await sentInvoice(w, 700, [300]);
    const stale = await invoiceEtag(w, one.id);
    const pay = await payInvoice(w, one.id, 100);
    expect(pay.statusCode).toBe(201);
    const late = await reverse(one.id, one.payments[0]!.id, { reason: 'Check returned' }, stale);
    expect(late.statusCode, late.body).toBe(412);
    expect(late.json().message).toMatch(
      /Carla Biller changed this .* at .* UTC\. Reload to see the changes\./,
    );

    const wrong = await reverse(one.id, other.payments[0]!.id, { reason: 'Check returned' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('This payment is not one of this invoice.');
    expect(await invoiceDetail(w, one.id)).toMatchObject({
      paid: 300,
      balance: 300,
    });
    expect(await invoiceDetail(w, other.id)).toMatchObject({
      paid: 300,
      balance: 400,
    });
  });

  it('answers 400 to a malformed body or id, 404 to no such invoice or payment, 403 to a Dispatcher, never 5xx', async () => {
    const invoice = await sentInvoice(w, 900, [400]);
    const url = `/api/invoices/${invoice.id}/payments/${invoice.payments[0]!.id}/reverse`;
    await expectReasonRefused(w.api, url);
    const ok = { reason: 'Check returned' };
    expect((await w.api.post(`/api/invoices/${invoice.id}/payments/999999/reverse`, ok)).statusCode).toBe(
      404,
    );
    expect((await w.api.post('/api/invoices/999999/payments/1/reverse', ok)).statusCode).toBe(404);
    expect((await w.api.post(`/api/invoices/${invoice.id}/payments/x/reverse`, ok)).statusCode).toBe(400);
    expect((await w.api.post(url, ok, { headers: { 'if-match': 'nonsense' } })).statusCode).toBeLessThan(500);

    expect((await w.ctx.api.post(url, ok, { as: w.dispatcher })).statusCode).toBe(403);
    expect((await w.ctx.api.post(url, ok, { as: null })).statusCode).toBe(401);
    expect(await invoiceDetail(w, invoice.id)).toMatchObject({
      paid: 400,
      balance: 500,
    });
  });
});
