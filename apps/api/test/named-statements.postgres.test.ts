import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillLoads } from '../scripts/bench-fill';
import { type Database, openDatabase, rowsOf } from '../src/db/client';
import { nameSelectStatements, plannedPerCall, plannedPerCallColumn } from '../src/db/named-statements';
import { loadStatuses } from '../src/db/schema';
import { UnitOfWork } from '../src/db/unit-of-work';
import { LoadsQueries } from '../src/modules/read-model/loads.queries';
import { serverDatabase } from './helpers/server-process';

/**
 * Named statements (db/named-statements.ts, docs/decisions/0026-named-statements.md): on PostgreSQL every
 * SELECT is prepared once per connection and a page of loads runs on a kept generic plan, not planned again.
 */
let database: Database;
let url: string;
let drop = async () => {};
beforeAll(async () => {
  const made = await serverDatabase('fletx_named');
  drop = made.drop;
  url = made.env.DATABASE_URL ?? '';
  database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  await database.migrate();
  await fillLoads(database, 40, { days: 30 });
});
afterAll(async () => {
  await database?.close();
  await drop();
});

interface Prepared {
  name: string;
  statement: string;
  generic_plans: number | string;
  custom_plans: number | string;
}

/** The statements prepared on the pool's one connection (itself a SELECT, so it may be one of them). */
async function prepared(): Promise<Prepared[]> {
  return rowsOf<Prepared>(
    await database.db.execute(
      sql`SELECT name, statement, generic_plans, custom_plans FROM pg_prepared_statements`,
    ),
  );
}

describe('named statements', () => {
  it('prepares a SELECT once, under a name made of its text, and answers as an unnamed one would', async () => {
    const read = () => database.db.select().from(loadStatuses).where(eq(loadStatuses.id, 16));
    const first = await read();
    const second = await read();
    expect(second).toEqual(first);
    expect(first[0]?.id).toBe(16);
    const statuses = (await prepared()).filter((p) => p.statement.includes('"load_statuses"'));
    expect(statuses).toHaveLength(1);
    expect(statuses[0]?.name).toMatch(/^s_[\w-]{27}$/);
  });

  it('keeps the generic plan of a page of loads after five calls: the page is no longer planned', async () => {
    const queries = new LoadsQueries(new UnitOfWork(database.db));
    const pages = [];
    for (let call = 0; call < 8; call++)
      pages.push(await queries.page({ finished: false }, { take: 5, offset: 5 }));
    expect(new Set(pages.map((p) => JSON.stringify(p.rows.map((r) => r.id)))).size).toBe(1);
    const page = (await prepared()).find((p) => /from "loads" inner join "brokers"/.test(p.statement));
    expect(page?.statement).toMatch(/limit 5 offset 5$/);
    expect(Number(page?.generic_plans)).toBeGreaterThanOrEqual(3);
  });

  it('reads a deep page in one statement whose generic plan is kept at every offset', async () => {
    const queries = new LoadsQueries(new UnitOfWork(database.db));
    for (let call = 0; call < 8; call++)
      await queries.page({ finished: true, sort: 'end', order: 'DESC' }, { take: 5, offset: 205 + 5 * call });
    const deep = (await prepared()).filter((p) => /offset \(SELECT \$\d+::int\)/.test(p.statement));
    // The ids are read inside the page's statement (not by a statement of their own), and the offset, hidden
    // from the planner, does not make PostgreSQL plan each call again.
    expect(deep.map((p) => p.statement)).toEqual([
      expect.stringMatching(/^select "loads"."id", .* = ANY\(ARRAY\(/s),
    ]);
    expect(Number(deep[0]?.generic_plans)).toBeGreaterThanOrEqual(3);
  });

  it('prepares no statement marked to be planned per call, written by hand or built by drizzle', async () => {
    for (let call = 0; call < 3; call++) {
      await database.db.execute(
        sql`${plannedPerCall}SELECT id FROM load_statuses WHERE id = ${call} /* by hand */`,
      );
      await database.db
        .select({ id: plannedPerCallColumn(sql<number>`id /* built */`) })
        .from(loadStatuses)
        .where(eq(loadStatuses.id, call));
    }
    const texts = (await prepared()).map((p) => p.statement);
    expect(texts.filter((t) => t.includes('/* by hand */') || t.includes('/* built */'))).toEqual([]);
    // A search's page of ids is one of them: its best plan depends on the term.
    await new LoadsQueries(new UnitOfWork(database.db)).page(
      { finished: true, search: 'tulsa' },
      { take: 5, offset: 0 },
    );
    expect((await prepared()).filter((p) => p.statement.includes('page_ids'))).toEqual([]);
  });

  it('prepares nothing when told not to (DATABASE_PREPARED_STATEMENTS=0, behind a transaction pooler)', async () => {
    const unnamed = await openDatabase({ kind: 'postgres', url, poolSize: 1, namedStatements: false });
    try {
      await unnamed.db.select().from(loadStatuses).where(eq(loadStatuses.id, 16));
      const rows = rowsOf<{ n: number | string }>(
        await unnamed.db.execute(sql`SELECT count(*) AS n FROM pg_prepared_statements`),
      );
      expect(Number(rows[0]?.n)).toBe(0);
    } finally {
      await unnamed.close();
    }
  });

  it('runs statements unnamed past the cap of a connection', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    nameSelectStatements(pool, 2);
    try {
      for (const n of [1, 2, 3, 4]) {
        const { rows } = await pool.query({ text: `select ${n} as n` });
        expect(rows).toEqual([{ n }]);
      }
      const { rows } = await pool.query({ text: 'select name from pg_prepared_statements order by name' });
      expect(rows).toHaveLength(2);
    } finally {
      await pool.end();
    }
  });
});
