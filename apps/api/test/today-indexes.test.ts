import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { invoiceMoney, invoices, loadReports } from '../src/db/schema';
import { countPlan } from './helpers/plans';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * Today's open reports and the overdue invoices' count and balance are read from indexes alone (migration 0065,
 * docs/performance.md "Session 37: the bench's fill, and Today and the overdue invoices at 1 M loads"): a
 * status's reports from load_reports_status_created_idx, the owed invoices' sums from invoices_owing_idx,
 * which carries every column they read.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe("Today's counts at scale", () => {
  it("counts a status's reports from load_reports_status_created_idx", async () => {
    const plan = await countPlan(ctx.database.db, loadReports, eq(loadReports.statusReportId, 1));
    expect(plan).toContain('load_reports_status_created_idx');
  });

  it('sums the overdue invoices from invoices_owing_idx alone', async () => {
    const { db } = ctx.database;
    // The visibility map an index-only scan relies on, as autovacuum keeps it.
    await db.execute(sql`VACUUM invoices`);
    const { balance, standing, owing } = invoiceMoney;
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      return rowsOf<{ 'QUERY PLAN': string }>(
        await tx.execute(sql`
          EXPLAIN SELECT count(*), sum(CASE WHEN ${standing} THEN ${invoices.amountCents} ELSE 0 END),
                         sum(CASE WHEN ${owing} THEN ${balance} ELSE 0 END)
          FROM ${invoices} WHERE ${owing} AND ${invoices.dueOn} < '2026-12-01'::date`),
      )
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toContain('Index Only Scan using invoices_owing_idx');
  });
});
