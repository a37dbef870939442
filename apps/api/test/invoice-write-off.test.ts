import type { InvoiceDetail } from '@fletx/contract/invoices';
import type { TodaySummary } from '@fletx/contract/today';
import { describe, expect, it } from 'vitest';
import { type Body, ifMatch } from './helpers/client';
import {
  brokerOf,
  carrierDetails,
  draftInvoice,
  expectReasonRefused,
  invoiceDetail,
  invoiceEtag,
  invoiceWorld,
  payInvoice,
  pdfText,
  sentInvoice,
  setDay,
} from './helpers/invoice-factories';
import { worldPerFile } from './helpers/setup';

const w = worldPerFile(invoiceWorld);

const writeOff = (id: number, body: Body, version?: string) =>
  w.api.post(`/api/invoices/${id}/write-off`, body, ifMatch(version));
const undo = (id: number, version?: string) =>
  w.api.post(`/api/invoices/${id}/write-off/undo`, undefined, ifMatch(version));
const pay = (id: number, amount: number, reference = '') =>
  payInvoice(w, id, amount, '2026-11-25', reference);
const trailOf = async (id: number) =>
  (await w.api.get(`/api/audit?entityType=invoice&entityId=${id}`)).json().data.items as Array<{
    action: string;
    summary: string;
    actorName: string;
  }>;

async function writtenOff(id: number, reason = 'Broker out of business'): Promise<InvoiceDetail> {
  const r = await writeOff(id, { reason });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as InvoiceDetail;
}

describe('write-offs (docs/decisions/0055-write-offs.md)', () => {
  it("writes off a short pay's rest at the version expected: written off, nothing owed, History says who and why; undone, it is owed again", async () => {
    setDay(w.clock, '2026-11-26');
    const invoice = await sentInvoice(w, 2000, [1950]);
    expect(invoice).toMatchObject({ status: 'partially_paid', paid: 1950, balance: 50, writtenOff: null });
    const before = await invoiceEtag(w, invoice.id);
    const reason = '  Broker disputed the lumper charge: no receipt with the POD  ';
    const r = await writeOff(invoice.id, { reason }, before);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(`$50.00 written off: invoice ${invoice.number} no longer owes it.`);
    expect(r.headers.etag).toBe(`"${Number(JSON.parse(before)) + 1}"`);
    expect(await invoiceEtag(w, invoice.id)).toBe(r.headers.etag);
    const data = r.json().data as InvoiceDetail;
    expect(data).toMatchObject({
      status: 'written_off',
      amount: 2000,
      paid: 1950,
      balance: 0,
      writtenOff: {
        amount: 50,
        at: '2026-11-26T12:00:00.000Z',
        reason: 'Broker disputed the lumper charge: no receipt with the POD',
      },
    });
    expect(data.writtenOff?.by?.name).toBe('Carla Biller');
    expect(await invoiceDetail(w, invoice.id)).toEqual(data);
    expect((await trailOf(invoice.id))[0]).toMatchObject({
      action: 'money',
      summary: 'Balance $50.00 written off: Broker disputed the lumper charge: no receipt with the POD',
      actorName: 'Carla Biller',
    });

    const again = await writeOff(invoice.id, { reason: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `Invoice ${invoice.number} already has $50.00 written off. Undo that write-off first to write off the whole balance again.`,
    );
    const payment = await pay(invoice.id, 50);
    expect(payment.statusCode).toBe(409);
    expect(payment.json().message).toBe(
      `Invoice ${invoice.number} owes nothing: its balance ($50.00) is written off. Undo the write-off first, then record the payment.`,
    );

    const undone = await undo(invoice.id, r.headers.etag as string);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().message).toBe(
      `The write-off has been undone: invoice ${invoice.number} has $50.00 due again.`,
    );
    expect(undone.headers.etag).toBe(`"${Number(JSON.parse(before)) + 2}"`);
    expect(undone.json().data).toMatchObject({ status: 'partially_paid', balance: 50, writtenOff: null });
    expect((await trailOf(invoice.id))[0]).toMatchObject({
      action: 'money',
      summary: 'Write-off of $50.00 undone',
      actorName: 'Carla Biller',
    });
    const twice = await undo(invoice.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Invoice ${invoice.number} has no write-off to undo.`);

    // The broker paid after all: the payment closes it as paid.
    const late = await pay(invoice.id, 50, 'ACH late');
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json().data).toMatchObject({ status: 'paid', paid: 2000, balance: 0 });
  });

  it('writes off the whole of what a broker that never pays owes, past due; it can no longer be voided or sent again until undone', async () => {
    setDay(w.clock, '2026-11-24');
    const invoice = await sentInvoice(w, 1200);
    setDay(w.clock, '2027-02-01');
    expect((await invoiceDetail(w, invoice.id)).status).toBe('overdue');
    const data = await writtenOff(invoice.id);
    expect(data).toMatchObject({ status: 'written_off', paid: 0, balance: 0, writtenOff: { amount: 1200 } });

    const voided = await w.api.post(`/api/invoices/${invoice.id}/void`, { reason: 'Billed in error' });
    expect(voided.statusCode).toBe(409);
    expect(voided.json().message).toBe(
      `Invoice ${invoice.number} has $1,200.00 written off: undo the write-off first, then void it.`,
    );
    const versionBefore = await invoiceEtag(w, invoice.id);
    const sent = await w.api.post(`/api/invoices/${invoice.id}/send`);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe(
      `Invoice ${invoice.number} owes nothing: its balance ($1,200.00) is written off. Undo the write-off first to send it again.`,
    );
    expect(await invoiceEtag(w, invoice.id)).toBe(versionBefore);
    expect((await undo(invoice.id)).json().data).toMatchObject({ status: 'overdue', balance: 1200 });
    expect((await w.api.post(`/api/invoices/${invoice.id}/send`)).statusCode).toBe(200);
    const now = await w.api.post(`/api/invoices/${invoice.id}/void`, { reason: 'Billed in error' });
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().data).toMatchObject({ status: 'void', balance: 0 });
  });

  it('refuses a draft, a void invoice and one with nothing owed (409s a person can act on), and changes nothing', async () => {
    const draft = await draftInvoice(w, { tripRate: 700 });
    const r = await writeOff(draft.id, { reason: 'Broker disputed' });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(
      `Invoice ${draft.number} is still a draft: nothing is owed yet; void it instead.`,
    );

    const gone = await draftInvoice(w, { tripRate: 710 });
    expect((await w.api.post(`/api/invoices/${gone.id}/void`, { reason: 'Wrong broker' })).statusCode).toBe(
      200,
    );
    const onVoid = await writeOff(gone.id, { reason: 'Broker disputed' });
    expect(onVoid.statusCode).toBe(409);
    expect(onVoid.json().message).toBe(`Invoice ${gone.number} is void: nothing is owed on it to write off.`);
    expect((await undo(gone.id)).statusCode).toBe(409);

    const paid = await sentInvoice(w, 720, [720]);
    const onPaid = await writeOff(paid.id, { reason: 'Broker disputed' });
    expect(onPaid.statusCode).toBe(409);
    expect(onPaid.json().message).toBe(
      `Invoice ${paid.number} is paid in full: nothing is owed to write off.`,
    );

    for (const invoice of [draft, gone, paid])
      expect((await invoiceDetail(w, invoice.id)).writtenOff, invoice.number).toBeNull();
  });

  it("takes what it wrote off out of the list's balance, the aging, the broker's open and overdue balances and Today's overdue; the filter finds it", async () => {
    setDay(w.clock, '2026-11-24');
    const broker = await brokerOf(w.ctx, w.carrier, 'Write-off Test Freight', 0);
    const open = await sentInvoice(w, 300, [], broker.brokerId);
    const short = await sentInvoice(w, 500, [200], broker.brokerId);
    setDay(w.clock, '2026-12-10');
    const today = async () => (await w.api.get('/api/today')).json().data as TodaySummary;
    const agingTotal = async () =>
      (await w.api.get('/api/invoices/aging')).json().data.totals.total as number;
    const [todayBefore, agingBefore] = [await today(), await agingTotal()];

    await writtenOff(short.id, 'Broker disputed the detention; settled for what they paid');
    const list = (await w.api.get(`/api/invoices?brokerId=${broker.brokerId}`)).json().data;
    expect(list.totals).toEqual({ count: 2, amount: 800, balance: 300 });
    expect(list.items.map((i: { status: string; balance: number }) => [i.status, i.balance])).toEqual([
      ['written_off', 0],
      ['overdue', 300],
    ]);
    const only = async (status: string) =>
      (await w.api.get(`/api/invoices?brokerId=${broker.brokerId}&status=${status}`)).json().data;
    expect((await only('written_off')).items.map((i: { id: number }) => i.id)).toEqual([short.id]);
    expect((await only('written_off')).totals).toEqual({ count: 1, amount: 500, balance: 0 });
    expect((await only('overdue')).items.map((i: { id: number }) => i.id)).toEqual([open.id]);
    expect((await only('paid')).items).toEqual([]);

    const aging = (await w.api.get('/api/invoices/aging')).json().data;
    expect(aging.rows.find((r: { brokerId: number }) => r.brokerId === broker.brokerId)).toMatchObject({
      days1to30: 300,
      total: 300,
    });
    expect(aging.totals.total).toBe(agingBefore - 300);
    const summary = (await w.api.get(`/api/invoices/brokers/${broker.brokerId}/summary`)).json().data;
    // A write-off is no payment: the average days to pay counts only invoices paid in full.
    expect(summary).toMatchObject({ openBalance: 300, overdueBalance: 300, averageDaysToPay: null });
    const todayAfter = await today();
    expect(todayAfter.invoices?.overdue).toBe((todayBefore.invoices?.overdue ?? 0) - 1);
    expect(todayAfter.invoices?.overdueBalance).toBe((todayBefore.invoices?.overdueBalance ?? 0) - 300);

    const csv = await w.api.get(`/api/invoices?brokerId=${broker.brokerId}&format=csv`);
    expect(csv.body).toContain(`${short.number},written_off,`);
    const pdf = await w.api.get(`/api/invoices?brokerId=${broker.brokerId}&status=written_off&format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toMatch(new RegExp(`${short.number}.*Written off`));
  });

  it('lets a payment be reversed on a written-off invoice: the reversed amount is owed again, the write-off stays', async () => {
    setDay(w.clock, '2026-11-26');
    const invoice = await sentInvoice(w, 1000, [600]);
    await writtenOff(invoice.id, 'Broker disputed the layover');
    const check = invoice.payments[0]!;
    const r = await w.api.post(`/api/invoices/${invoice.id}/payments/${check.id}/reverse`, {
      reason: 'Check returned NSF',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(
      `The payment of $600.00 has been reversed: invoice ${invoice.number} has $600.00 due again.`,
    );
    expect(r.json().data).toMatchObject({
      status: 'sent',
      paid: 0,
      balance: 600,
      writtenOff: { amount: 400, reason: 'Broker disputed the layover' },
    });
    const refused = await writeOff(invoice.id, { reason: 'And the rest' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('already has $400.00 written off');

    const again = await pay(invoice.id, 600, 'ACH 77');
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data).toMatchObject({ status: 'written_off', paid: 600, balance: 0 });
  });

  it('refuses a stale If-Match (412) on a write-off and its undo, and changes nothing', async () => {
    const invoice = await sentInvoice(w, 880, [80]);
    const stale = await invoiceEtag(w, invoice.id);
    expect((await pay(invoice.id, 100)).statusCode).toBe(201);
    const late = await writeOff(invoice.id, { reason: 'Broker disputed' }, stale);
    expect(late.statusCode, late.body).toBe(412);
    expect(late.json().message).toMatch(
      /Carla Biller changed this .* at .* UTC\. Reload to see the changes\./,
    );
    expect(await invoiceDetail(w, invoice.id)).toMatchObject({ balance: 700, writtenOff: null });

    const current = await invoiceEtag(w, invoice.id);
    await writtenOff(invoice.id);
    const lateUndo = await undo(invoice.id, current);
    expect(lateUndo.statusCode, lateUndo.body).toBe(412);
    expect(await invoiceDetail(w, invoice.id)).toMatchObject({
      status: 'written_off',
      writtenOff: { amount: 700 },
    });
  });

  it('takes turns with a payment on the same invoice: what is paid and written off never exceeds the amount', async () => {
    const invoice = await sentInvoice(w, 400);
    const [paid, off] = await Promise.all([
      pay(invoice.id, 150),
      writeOff(invoice.id, { reason: 'Broker out of business' }),
    ]);
    expect(off.statusCode, off.body).toBe(200);
    const data = await invoiceDetail(w, invoice.id);
    expect(data.balance).toBe(0);
    expect(data.status).toBe('written_off');
    if (paid.statusCode === 201) expect(data).toMatchObject({ paid: 150, writtenOff: { amount: 250 } });
    else {
      expect(paid.statusCode).toBe(409);
      expect(data).toMatchObject({ paid: 0, writtenOff: { amount: 400 } });
    }
  });

  it('prints a Written off line in the PDF totals and the balance due after it', async () => {
    setDay(w.clock, '2026-11-24');
    const invoice = await sentInvoice(w, 2000, [1950]);
    await writtenOff(invoice.id, 'Broker disputed the lumper charge');
    const pdf = await w.api.get(`/api/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const lines = (await pdfText(pdf.rawPayload)).split('\n').map((l) => l.trim().replace(/\s+/g, ' '));
    const at = (start: string) => lines.findIndex((l) => l.startsWith(start));
    expect(lines[at('Paid')]).toBe('Paid -$1,950.00');
    expect(lines[at('Written off')]).toBe('Written off -$50.00');
    expect(lines[at('Balance due')]).toBe('Balance due $0.00');
    expect(at('Paid')).toBeLessThan(at('Written off'));
    expect(at('Written off')).toBeLessThan(at('Balance due'));
  });

  it('answers 400 to a malformed reason or id, 404 to no such invoice, 403 to a Dispatcher, 401 to no one, never 5xx', async () => {
    const invoice = await sentInvoice(w, 900, [400]);
    const url = `/api/invoices/${invoice.id}/write-off`;
    await expectReasonRefused(w.api, url);
    const ok = { reason: 'Broker disputed' };
    expect((await w.api.post('/api/invoices/999999/write-off', ok)).statusCode).toBe(404);
    expect((await w.api.post('/api/invoices/999999/write-off/undo')).statusCode).toBe(404);
    expect((await w.api.post('/api/invoices/x/write-off', ok)).statusCode).toBe(400);
    expect((await w.api.post('/api/invoices/x/write-off/undo')).statusCode).toBe(400);
    expect((await w.api.post(url, ok, { headers: { 'if-match': 'nonsense' } })).statusCode).toBeLessThan(500);

    expect((await w.ctx.api.post(url, ok, { as: w.dispatcher })).statusCode).toBe(403);
    expect((await w.ctx.api.post(url, ok, { as: null })).statusCode).toBe(401);
    expect((await w.ctx.api.post(`${url}/undo`, undefined, { as: w.dispatcher })).statusCode).toBe(403);
    expect((await w.ctx.api.post(`${url}/undo`, undefined, { as: null })).statusCode).toBe(401);
    expect(await invoiceDetail(w, invoice.id)).toMatchObject({ balance: 500, writtenOff: null });
  });
});

describe('factoring what is owed (docs/product.md "Sending and factoring")', () => {
  it('refuses to factor an invoice paid in full or written off, alone or in a batch, and factors it again once owed', async () => {
    const settings = await w.api.put(
      '/api/carrier-settings',
      carrierDetails({
        factoring: {
          name: 'Apex Capital Corp',
          email: 'schedules@apexcapital.example',
          remitTo: 'Apex Capital Corp\nPO Box 961029\nFort Worth, TX 76161',
          noticeOfAssignment: 'This account has been assigned to Apex Capital Corp.',
        },
      }),
    );
    expect(settings.statusCode, settings.body).toBe(200);
    const paid = await sentInvoice(w, 300, [300]);
    const short = await sentInvoice(w, 400, [350]);
    const owed = await sentInvoice(w, 500);
    await writtenOff(short.id, 'Broker short-paid the detention');

    const paidAlone = await w.api.post(`/api/invoices/${paid.id}/factor`);
    expect(paidAlone.statusCode).toBe(409);
    expect(paidAlone.json().message).toBe(
      `Invoice ${paid.number} is paid in full: there is nothing left to factor.`,
    );
    const writtenAlone = await w.api.post(`/api/invoices/${short.id}/factor`);
    expect(writtenAlone.statusCode).toBe(409);
    expect(writtenAlone.json().message).toBe(
      `Invoice ${short.number} owes nothing: its balance ($50.00) is written off. Undo the write-off first to factor it.`,
    );
    const batch = await w.api.post('/api/invoices/factor', { invoiceIds: [owed.id, short.id] });
    expect(batch.statusCode).toBe(409);
    // Nothing of a refused batch is factored.
    expect((await invoiceDetail(w, owed.id)).factoredOn).toBeNull();

    expect((await undo(short.id)).statusCode).toBe(200);
    const again = await w.api.post('/api/invoices/factor', { invoiceIds: [owed.id, short.id] });
    expect(again.statusCode, again.body).toBe(200);
    expect((await invoiceDetail(w, short.id)).factoredOn).not.toBeNull();
  });
});
