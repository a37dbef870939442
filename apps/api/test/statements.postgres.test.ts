import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillLoads } from '../scripts/bench-fill';
import { type Database, openDatabase, rowsOf } from '../src/db/client';
import { loadStatuses } from '../src/db/schema';
import { BuiltStatements } from '../src/db/statements';
import { UnitOfWork } from '../src/db/unit-of-work';
import { LoadsQueries } from '../src/modules/read-model/loads.queries';
import { serverDatabase } from './helpers/server-process';

/**
 * Named statements (db/statements.ts, docs/decisions/0032-the-data-layer-plain-again.md): on PostgreSQL a
 * statement built once is prepared once per connection, under a name drizzle gives node-postgres, and a page of
 * loads runs on a kept generic plan, not planned again.
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
  it('prepares a statement built once, under a name made of its text, and answers as an unnamed one would', async () => {
    const statements = new BuiltStatements(new UnitOfWork(database.db));
    const read = () =>
      statements.run(
        'status',
        () =>
          database.db
            .select()
            .from(loadStatuses)
            .where(eq(loadStatuses.id, sql.placeholder('id'))),
        { id: 16 },
      );
    const first = await read();
    const second = await read();
    expect(second).toEqual(first);
    expect(first).toEqual(await database.db.select().from(loadStatuses).where(eq(loadStatuses.id, 16)));
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
    // A shallow page is the list's select cut to it, its LIMIT and OFFSET written into its text
    // (db/driver-internals.ts `rowCount`), so the kept plan knows the page is small.
    expect(page?.statement).toMatch(/order by "loads"\."id" desc limit 5 offset 5$/);
    expect(Number(page?.generic_plans)).toBeGreaterThanOrEqual(3);
  });

  it('reads a deep page in one statement whose generic plan is kept at every offset', async () => {
    const queries = new LoadsQueries(new UnitOfWork(database.db));
    for (let call = 0; call < 8; call++)
      await queries.page({ finished: true, sort: 'end', order: 'DESC' }, { take: 5, offset: 205 + 5 * call });
    const deep = (await prepared()).filter((p) => /OFFSET \(SELECT \$\d+::int\)/.test(p.statement));
    // The ids are read inside the page's statement (not by a statement of their own), and the offset, hidden
    // from the planner, does not make PostgreSQL plan each call again.
    expect(deep.map((p) => p.statement)).toEqual([
      expect.stringMatching(/^select "loads"."id", .* = ANY\(ARRAY\(/s),
    ]);
    expect(Number(deep[0]?.generic_plans)).toBeGreaterThanOrEqual(3);
  });

  it('prepares no statement planned per call, nor one written for a single call', async () => {
    const statements = new BuiltStatements(new UnitOfWork(database.db));
    for (let call = 0; call < 3; call++) {
      await statements.run(
        'per call',
        () =>
          database.db
            .select({ id: sql<number>`id /* per call */` })
            .from(loadStatuses)
            .where(eq(loadStatuses.id, sql.placeholder('id'))),
        { id: call },
        { plannedPerCall: true },
      );
      await database.db.execute(sql`SELECT id FROM load_statuses WHERE id = ${call} /* by hand */`);
    }
    const texts = (await prepared()).map((p) => p.statement);
    expect(texts.filter((t) => t.includes('/* by hand */') || t.includes('/* per call */'))).toEqual([]);
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
      const queries = new LoadsQueries(new UnitOfWork(unnamed.db, unnamed.namedStatements));
      await queries.page({ finished: false }, { take: 5, offset: 0 });
      await queries.byId(1);
      const rows = rowsOf<{ n: number | string }>(
        await unnamed.db.execute(sql`SELECT count(*) AS n FROM pg_prepared_statements`),
      );
      expect(Number(rows[0]?.n)).toBe(0);
    } finally {
      await unnamed.close();
    }
  });
});
