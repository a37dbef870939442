import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceMoney, invoices } from '../src/db/schema';
import { countPlan } from './helpers/plans';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * The invoices still owed and the drafts are read from their partial indexes (db/schema/invoices.ts,
 * docs/performance.md "Session 33"): PostgreSQL uses a partial index only for a query whose condition implies
 * the index's, so the conditions every query reads must be the ones the indexes were made with.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

/** The plan of counting the invoices that match `where`, with sequential scans ruled out. */
const planOf = (where: SQL) => countPlan(ctx.database.db, invoices, where);

describe('the invoices partial indexes', () => {
  it('answer what is owed (the aging, the balances) and what is overdue from invoices_owing_idx', async () => {
    expect(await planOf(invoiceMoney.owing)).toContain('invoices_owing_idx');
    expect(await planOf(sql`${invoiceMoney.owing} AND ${invoices.dueOn} < ${'2026-11-30'}::date`)).toContain(
      'invoices_owing_idx',
    );
  });

  it('answer the drafts from invoices_draft_idx', async () => {
    expect(await planOf(invoiceMoney.draft)).toContain('invoices_draft_idx');
  });
});
