import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
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

/**
 * The plan PostgreSQL makes for `query` with `values` (a statement prepared by hand, its values written as
 * literals, so that EXPLAIN plans for them).
 */
export async function preparedPlan(
  tx: Db,
  query: { toSQL(): { sql: string; params: unknown[] } },
  values: Record<string, unknown>,
) {
  const { sql: text, params } = query.toSQL();
  const literal = (value: unknown) =>
    Array.isArray(value)
      ? `ARRAY[${value.map(Number).join(',')}]::int[]`
      : typeof value === 'string'
        ? `'${value.replaceAll("'", "''")}'`
        : String(value);
  await tx.execute(sql.raw(`PREPARE probe AS ${text}`));
  const filled = fillPlaceholders(params, values).map(literal).join(', ');
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(
    await tx.execute(sql.raw(`EXPLAIN (FORMAT JSON) EXECUTE probe(${filled})`)),
  );
  await tx.execute(sql.raw('DEALLOCATE probe'));
  const plan = row?.['QUERY PLAN'];
  return typeof plan === 'string' ? plan : JSON.stringify(plan);
}
