import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Db, rowsOf } from '../../src/db/client';

/**
 * The plan PostgreSQL makes for counting the rows of `table` that match `where`, with sequential scans ruled
 * out (on a small test table a scan would win): the indexes it reads show by their names.
 */
export async function countPlan(db: Db, table: PgTable, where: SQL): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const rows = rowsOf<{ 'QUERY PLAN': string }>(
      await tx.execute(sql`EXPLAIN SELECT count(*) FROM ${table} WHERE ${where}`),
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}
