import { describe, expect, it } from 'vitest';
import {
  brokerOf,
  draftInvoice,
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

const pay = (id: number, amount: number | string, paidOn: string, reference = '') =>
  payInvoice(w, id, amount, paidOn, reference);

describe('receivables', () => {
  it('moves draft → sent → partially paid → paid through payments, and overdue as the clock passes the due date', async () => {
    setDay(w.clock, '2026-11-24');
    const invoice = await draftInvoice(w, { tripRate: 1000 });
    expect(invoice.status).toBe('draft');
    // Before sending, the due date counts from today.
    setDay(w.clock, '2026-11-26');
    expect((await invoiceDetail(w, invoice.id)).dueOn).toBe('2026-12-26');

    const early = await pay(invoice.id, 10, '2026-11-26');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      `Invoice ${invoice.number} is still a draft: send it before recording a payment.`,
    );

    const sent = await sendInvoice(w, invoice.id);
    expect(sent).toMatchObject({
      status: 'sent',
      sentOn: '2026-11-26',
      dueOn: '2026-12-26',
      daysPastDue: -30,
    });

    const part = await pay(invoice.id, 333.33, '2026-12-01', 'ACH 1');
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json().data).toMatchObject({ status: 'partially_paid', paid: 333.33, balance: 666.67 });

    const over = await pay(invoice.id, 666.68, '2026-12-02');
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      'The payment is more than the balance due ($666.67). Enter at most the balance.',
    );
    expect((await pay(invoice.id, 0, '2026-12-02')).statusCode).toBe(400);
    expect((await pay(invoice.id, 1, '2026-13-02')).statusCode).toBe(400);

    // The due day itself is not overdue; the day after is.
    setDay(w.clock, '2026-12-26');
    expect((await invoiceDetail(w, invoice.id)).status).toBe('partially_paid');
    setDay(w.clock, '2026-12-27');
    const late = await invoiceDetail(w, invoice.id);
    expect(late).toMatchObject({ status: 'overdue', daysPastDue: 1 });
    const overdue = (await w.api.get('/api/invoices?status=overdue')).json().data;
    expect(overdue.items.map((i: { id: number }) => i.id)).toContain(invoice.id);
    expect((await w.api.get('/api/invoices?status=partially_paid')).json().data.items).toEqual([]);

    const rest = await pay(invoice.id, '666.67', '2026-12-27', 'Check 9001');
    expect(rest.statusCode, rest.body).toBe(201);
    const paid = rest.json().data;
    expect(paid).toMatchObject({ status: 'paid', paid: 1000, balance: 0 });
    expect(paid.payments.map((p: { amount: number; reference: string }) => [p.amount, p.reference])).toEqual([
      [333.33, 'ACH 1'],
      [666.67, 'Check 9001'],
    ]);
    expect(paid.payments[0].recordedBy.name).toBe('Carla Biller');
    const again = await pay(invoice.id, 1, '2026-12-28');
    expect(again.statusCode).toBe(409);
    expect(
      (await w.api.get('/api/invoices?status=paid')).json().data.items.map((i: { id: number }) => i.id),
    ).toEqual([invoice.id]);
    const trail = (await w.api.get(`/api/audit?entityType=invoice&entityId=${invoice.id}`)).json().data.items;
    expect(trail.filter((e: { action: string }) => e.action === 'money')).toHaveLength(2);
  });

  it('answers the invoice’s new version as ETag after a send and a payment, as its GET reads it', async () => {
    setDay(w.clock, '2026-11-24');
    const invoice = await draftInvoice(w, { tripRate: 500 });
    const etagNow = () => invoiceEtag(w, invoice.id);
    const draft = Number(JSON.parse(await etagNow()));
    const sent = await w.api.post(`/api/invoices/${invoice.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.headers.etag).toBe(`"${draft + 1}"`);
    expect(await etagNow()).toBe(sent.headers.etag);
    const resent = await w.api.post(`/api/invoices/${invoice.id}/send`);
    expect(resent.headers.etag).toBe(sent.headers.etag);
    const paid = await pay(invoice.id, 100, '2026-11-25');
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.headers.etag).toBe(`"${draft + 2}"`);
    expect(await etagNow()).toBe(paid.headers.etag);
  });

  it('ages open balances per broker at the bucket boundaries (0, 1, 30, 31, 60, 61, 90, 91 days past due)', async () => {
    const broker = await brokerOf(w.ctx, w.carrier, 'Aging Test Brokerage', 0);
    const today = '2027-06-30';
    const days = [0, 1, 30, 31, 60, 61, 90, 91];
    for (const [i, d] of days.entries()) {
      const invoice = await draftInvoice(w, { brokerId: broker.brokerId, tripRate: 100 + i });
      // Terms 0: due the day it is sent, so sending d days before `today` makes it d days past due.
      setDay(w.clock, new Date(Date.parse(`${today}T00:00:00Z`) - d * 86_400_000).toISOString().slice(0, 10));
      await sendInvoice(w, invoice.id);
    }
    // A draft is not open.
    await draftInvoice(w, { brokerId: broker.brokerId, tripRate: 5000 });
    setDay(w.clock, today);
    const aging = (await w.api.get('/api/invoices/aging')).json().data;
    expect(aging.asOf).toBe(today);
    const row = aging.rows.find((r: { brokerId: number }) => r.brokerId === broker.brokerId);
    expect(row).toEqual({
      brokerId: broker.brokerId,
      brokerName: broker.brokerName,
      current: 100,
      days1to30: 101 + 102,
      days31to60: 103 + 104,
      days61to90: 105 + 106,
      days90plus: 107,
      total: 828,
    });
    const sum = (key: string) =>
      Math.round(
        aging.rows.reduce((s: number, r: Record<string, number>) => s + Math.round((r[key] ?? 0) * 100), 0),
      ) / 100;
    for (const key of ['current', 'days1to30', 'days31to60', 'days61to90', 'days90plus', 'total'])
      expect(aging.totals[key]).toBe(sum(key));

    const csv = await w.api.get('/api/invoices/aging?format=csv');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('broker,current,1-30,31-60,61-90,90+,total');
    expect(lines).toContain(`${broker.brokerName},100.00,203.00,207.00,211.00,107.00,828.00`);
    expect(lines.at(-1)).toMatch(/^Total,/);
    const pdf = await w.api.get('/api/invoices/aging?format=pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("summarizes a broker's receivables: open, overdue, 12 months of revenue, average days to pay", async () => {
    const broker = await brokerOf(w.ctx, w.carrier, 'Summary Freight', 10);
    setDay(w.clock, '2027-01-10');
    const a = await draftInvoice(w, { brokerId: broker.brokerId, tripRate: 400 });
    const b = await draftInvoice(w, { brokerId: broker.brokerId, tripRate: 250.5 });
    await sendInvoice(w, a.id);
    await sendInvoice(w, b.id);
    expect((await pay(a.id, 400, '2027-01-22')).statusCode).toBe(201); // 12 days after sending
    setDay(w.clock, '2027-02-15');
    const c = await draftInvoice(w, { brokerId: broker.brokerId, tripRate: 99.99 });
    await sendInvoice(w, c.id);
    expect((await pay(c.id, 99.99, '2027-02-21')).statusCode).toBe(201); // 6 days
    setDay(w.clock, '2027-02-25');
    const r = await w.api.get(`/api/invoices/brokers/${broker.brokerId}/summary`);
    expect(r.statusCode, r.body).toBe(200);
    const s = r.json().data;
    expect(s).toMatchObject({
      brokerId: broker.brokerId,
      openBalance: 250.5,
      overdueBalance: 250.5,
      averageDaysToPay: 9,
    });
    expect(s.revenueByMonth).toHaveLength(12);
    expect(s.revenueByMonth[0].month).toBe('2026-03');
    expect(s.revenueByMonth.at(-1)).toEqual({ month: '2027-02', amount: 99.99 });
    expect(s.revenueByMonth.at(-2)).toEqual({ month: '2027-01', amount: 650.5 });
    expect((await w.api.get('/api/invoices/brokers/999999/summary')).statusCode).toBe(404);
  });
  it("the list's balance due (its PDF too), the aging and the broker's card read one rule: a draft owes nothing until sent", async () => {
    const broker = await brokerOf(w.ctx, w.carrier, 'One Rule Freight', 30);
    setDay(w.clock, '2027-03-01');
    const invoiceOf = async (tripRate: number) => draftInvoice(w, { brokerId: broker.brokerId, tripRate });
    const draft = await invoiceOf(500);
    const sent = await invoiceOf(1000);
    const partly = await invoiceOf(800);
    const paid = await invoiceOf(200);
    for (const invoice of [sent, partly, paid]) await sendInvoice(w, invoice.id);
    expect((await pay(partly.id, 300, '2027-03-01')).statusCode).toBe(201);
    expect((await pay(paid.id, 200, '2027-03-01')).statusCode).toBe(201);

    const list = (await w.api.get(`/api/invoices?brokerId=${broker.brokerId}`)).json().data;
    expect(list.totals).toEqual({ count: 4, amount: 2500, balance: 1500 });
    const aging = (await w.api.get('/api/invoices/aging')).json().data;
    expect(aging.rows.find((r: { brokerId: number }) => r.brokerId === broker.brokerId)?.total).toBe(1500);
    const card = (await w.api.get(`/api/invoices/brokers/${broker.brokerId}/summary`)).json().data;
    expect(card.openBalance).toBe(1500);
    const drafts = (await w.api.get(`/api/invoices?brokerId=${broker.brokerId}&status=draft`)).json().data;
    expect(drafts.totals).toEqual({ count: 1, amount: 500, balance: 0 });
    // With no filter, the card above the list and the aging's total are the same figure.
    const everything = (await w.api.get('/api/invoices')).json().data;
    expect(everything.totals.balance).toBe(aging.totals.total);

    // The list's PDF: a draft's balance due is '—', so the column adds up to its total row.
    const pdf = await w.api.get(`/api/invoices?brokerId=${broker.brokerId}&format=pdf`);
    const lines = (await pdfText(pdf.rawPayload)).split('\n');
    const lastCell = (text: string) =>
      lines
        .find((line) => line.includes(text))
        ?.trim()
        .split(/\s+/)
        .at(-1);
    const column = [draft, sent, partly, paid].map((invoice) => lastCell(invoice.number));
    expect(column).toEqual(['—', '$1,000.00', '$500.00', '$0.00']);
    expect(lastCell('4 invoices')).toBe('$1,500.00');
    const cents = (cell = '') => Math.round(Number(cell.replace(/[$,]/g, '')) * 100);
    const added = column.filter((cell) => cell !== '—').reduce((sum, cell) => sum + cents(cell), 0);
    expect(added).toBe(cents(lastCell('4 invoices')));
  });
});
