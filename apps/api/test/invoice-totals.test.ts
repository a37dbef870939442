import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { invoiceMoney, invoices } from '../src/db/schema';
import {
  draftInvoice,
  invoiceDetail,
  invoiceWorld,
  payInvoice,
  sendInvoice,
  sentInvoice,
} from './helpers/invoice-factories';
import { worldPerFile } from './helpers/setup';

/**
 * The invoices list's totals over every invoice come from delta rows triggers keep (migration
 * 0058_invoice_totals.sql, docs/performance.md "Session 33"): after every kind of change they are what summing
 * every invoice by the rule of db/schema/invoices.ts gives, and what a filter keeping every invoice sums.
 */
const w = worldPerFile(invoiceWorld);

/** The totals summed over the invoices themselves, by the schema's rule. */
async function summed() {
  const { standing, owing, balance } = invoiceMoney;
  const [row] = rowsOf<{ count: string; amount: string; balance: string }>(
    await w.ctx.database.db.execute(sql`
      SELECT count(*) AS count,
             coalesce(sum(CASE WHEN ${standing} THEN ${invoices.amountCents} ELSE 0 END), 0) AS amount,
             coalesce(sum(CASE WHEN ${owing} THEN ${balance} ELSE 0 END), 0) AS balance
      FROM ${invoices}`),
  );
  return {
    count: Number(row?.count),
    amount: Number(row?.amount) / 100,
    balance: Number(row?.balance) / 100,
  };
}

/** The list's totals: unfiltered (the deltas), and with a filter every invoice passes (summed by the query). */
async function listed() {
  const all = await w.api.get('/api/invoices?take=1');
  expect(all.statusCode, all.body).toBe(200);
  const filtered = await w.api.get('/api/invoices?take=1&from=2000-01-01');
  expect(filtered.json().data.totals).toEqual(all.json().data.totals);
  expect(all.json().data.meta.totalItems).toBe(all.json().data.totals.count);
  return all.json().data.totals as { count: number; amount: number; balance: number };
}

const agree = async () => expect(await listed()).toEqual(await summed());

describe('the invoices list totals over every invoice', () => {
  it('agree with the invoices after a draft, a send, payments, a reversal, a write-off and its undo, a void', async () => {
    await agree();
    const draft = await draftInvoice(w, { tripRate: 1200 });
    await agree();
    await sendInvoice(w, draft.id);
    await agree();
    const paid = await sentInvoice(w, 2000, [500, 1500]);
    const partly = await sentInvoice(w, 900, [300]);
    await agree();
    const [payment] = (await invoiceDetail(w, partly.id)).payments;
    const reversed = await w.api.post(`/api/invoices/${partly.id}/payments/${payment?.id}/reverse`, {
      reason: 'Check bounced',
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    await agree();
    const writeOff = await w.api.post(`/api/invoices/${partly.id}/write-off`, { reason: 'Broker closed' });
    expect(writeOff.statusCode, writeOff.body).toBe(200);
    await agree();
    expect((await w.api.post(`/api/invoices/${partly.id}/write-off/undo`)).statusCode).toBe(200);
    await agree();
    const other = await draftInvoice(w, { tripRate: 750.25 });
    const voided = await w.api.post(`/api/invoices/${other.id}/void`, { reason: 'Billed in error' });
    expect(voided.statusCode, voided.body).toBe(200);
    await agree();
    const more = await payInvoice(w, draft.id, 200);
    expect(more.statusCode, more.body).toBe(201);
    // Four invoices (the void one counted, adding nothing); $1,000 left on the first, $900 owed again on the third.
    expect(await listed()).toEqual({ count: 4, amount: 1200 + 2000 + 900, balance: 1000 + 900 });
    expect((await invoiceDetail(w, paid.id)).status).toBe('paid');
  });

  it('stay right once their delta rows are folded into one', async () => {
    for (let i = 0; i < 4; i++) await draftInvoice(w, { tripRate: 100 + i });
    const before = await summed();
    await w.ctx.database.db.execute(sql`SELECT invoice_total_deltas_fold()`);
    const rows = rowsOf<{ n: string }>(
      await w.ctx.database.db.execute(sql`SELECT count(*) AS n FROM invoice_total_deltas`),
    );
    expect(Number(rows[0]?.n)).toBe(1);
    expect(await listed()).toEqual(before);
  });
});
