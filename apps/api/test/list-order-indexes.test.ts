import { desc, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { orderOf } from '../src/db/keyset';
import {
  bookings,
  driverInformation,
  inspections,
  loadReports,
  loads,
  notifications,
} from '../src/db/schema';
import { databasePerFile } from './helpers/setup';

/**
 * Every newest-first list walks an index in its order and never sorts its rows: an index whose null ordering
 * differs from the list's ORDER BY cannot be walked (migration 0029: the reports' page sorted every report;
 * docs/performance.md "Session 9"), and on a small test table nothing else would show it. With sorting
 * disabled, PostgreSQL still sorts when no index gives the order, so a Sort in the plan is the failure.
 */
const fresh = databasePerFile();

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: unknown[] };

/** The nodes of a JSON plan, flattened: each node's type, and the index it reads after a colon. */
function nodes(plan: PlanNode): string[] {
  const node = plan['Index Name'] ? `${plan['Node Type']}:${plan['Index Name']}` : plan['Node Type'];
  return [node, ...(plan.Plans ?? []).flatMap((p) => nodes(p as PlanNode))];
}

/** `join`: a table joined to each row, and what the select reads of it (else PostgreSQL drops the join). */
async function planOf(table: PgTable, order: Array<SQL>, join?: { table: PgTable; on: SQL; read: PgColumn }) {
  return fresh.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_sort = off`);
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const from = tx
      .select({ one: sql`1`, ...(join && { joined: join.read }) })
      .from(table)
      .$dynamic();
    const query = (join ? from.leftJoin(join.table, join.on) : from).orderBy(...order);
    const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(
      await tx.execute(sql`EXPLAIN (FORMAT JSON) ${query} LIMIT 10`),
    );
    const plan =
      typeof row?.['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row?.['QUERY PLAN'];
    return nodes((plan as Array<{ Plan: PlanNode }>)[0]?.Plan ?? { 'Node Type': '?' });
  });
}

type SQL = ReturnType<typeof desc>;
const newest = (createdAt: PgColumn, id: PgColumn) =>
  orderOf({ direction: 'desc', id, by: { column: createdAt, of: () => 0 } });

describe('newest-first lists walk their index', () => {
  it.each([
    ['reports', loadReports, newest(loadReports.createdAt, loadReports.id)],
    ['notifications', notifications, newest(notifications.createdAt, notifications.id)],
    ['loads, newest first', loads, [desc(loads.id)]],
    ['drivers', driverInformation, newest(driverInformation.createdAt, driverInformation.id)],
    ['inspections, by the time they happened', inspections, newest(inspections.at, inspections.id)],
  ] as const)('%s', async (_name, table, order) => {
    const plan = await planOf(table, [...order]);
    expect(plan).not.toContain('Sort');
    expect(plan.some((node) => node.startsWith('Index'))).toBe(true);
  });
});

describe("a list's joins find their rows by an index", () => {
  it("bookings: each booking's load (modules/read-model/bookings.queries.ts) by loads_booking_key", async () => {
    const plan = await planOf(bookings, newest(bookings.pickupDate, bookings.id), {
      table: loads,
      on: sql`${loads.bookingId} = ${bookings.id}`,
      read: loads.id,
    });
    expect(plan).not.toContain('Sort');
    expect(
      plan.some((node) => node.endsWith(':loads_booking_key')),
      plan.join(' '),
    ).toBe(true);
  });
});
