import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillLoads } from '../scripts/bench-fill';
import { type Database, openDatabase, rowsOf } from '../src/db/client';
import { nameSelectStatementsPglite, plannedPerCall, plannedPerCallColumn } from '../src/db/named-statements';
import { loadStatuses } from '../src/db/schema';
import { UnitOfWork } from '../src/db/unit-of-work';
import { LoadsQueries } from '../src/modules/read-model/loads.queries';
import { serverDatabase } from './helpers/server-process';

/**
 * Named statements (db/named-statements.ts, docs/decisions/0026-named-statements.md) answer exactly as unnamed
 * ones: the same data read through a database with them and one without, on the project's database kind.
 */
let named: Database;
let unnamed: Database;
let drop = async () => {};
beforeAll(async () => {
  if (inject('dbKind') === 'pglite') {
    const template = new Blob([await fs.readFile(inject('template'))]);
    named = await openDatabase({ kind: 'pglite', loadDataDir: template });
    await fillLoads(named, 60, { days: 30 });
    const filled = await named.dump?.();
    unnamed = await openDatabase({ kind: 'pglite', loadDataDir: filled, namedStatements: false });
  } else {
    const made = await serverDatabase('fletx_named_alike');
    drop = made.drop;
    const url = made.env.DATABASE_URL ?? '';
    named = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    await named.migrate();
    await fillLoads(named, 60, { days: 30 });
    unnamed = await openDatabase({ kind: 'postgres', url, poolSize: 1, namedStatements: false });
  }
});
afterAll(async () => {
  await named?.close();
  await unnamed?.close();
  await drop();
});

/** What `read` answers on each database, the second call on the named one (its statements prepared by then). */
async function both<T>(read: (database: Database) => Promise<T>): Promise<{ named: T; unnamed: T }> {
  await read(named);
  return { named: await read(named), unnamed: await read(unnamed) };
}

describe('named statements answer as unnamed ones', () => {
  it('pages, searches and totals of loads', async () => {
    const loads = (database: Database) => new LoadsQueries(new UnitOfWork(database.db));
    const reads: Array<(database: Database) => Promise<unknown>> = [
      (d) => loads(d).page({ finished: false }, { take: 10, offset: 0 }),
      (d) => loads(d).page({ finished: true, sort: 'start', order: 'ASC' }, { take: 5, offset: 5 }),
      (d) => loads(d).page({ finished: false, search: 'driver1' }, { take: 10, offset: 0 }),
      (d) => loads(d).page({ finished: true, search: 'ld-00000' }, { take: 10, offset: 0 }),
      (d) => loads(d).byId(7),
      (d) => loads(d).page({ finished: false, brokerId: 2 }, { take: 10, offset: 0 }),
    ];
    for (const [i, read] of reads.entries()) {
      const answers = await both(read);
      expect(answers.named, `read ${i}`).toEqual(answers.unnamed);
      expect(JSON.stringify(answers.named), `read ${i}`).not.toMatch(/^(null|\[\]|\{"rows":\[\])/);
    }
  });

  it('parameters and columns of every type: null, time, money, arrays, booleans, JSON', async () => {
    const at = new Date('2026-03-04T05:06:07.089Z');
    const answers = await both(async (database) =>
      rowsOf(
        await database.db.execute(sql`
          SELECT ${at}::timestamptz AS at, ${'1234.56'}::numeric(12, 2) AS money, ${null}::text AS nothing,
            ${true}::boolean AS yes, 5 = ANY(${sql.param([3, 5, 8])}::int[]) AS within, ${'{"a":[1,2]}'}::jsonb AS doc,
            now() > ${at}::timestamptz AS later`),
      ),
    );
    expect(answers.named).toEqual(answers.unnamed);
    expect(answers.named[0]).toMatchObject({ money: '1234.56', nothing: null, within: true, later: true });
  });

  it("keeps PostgreSQL's error and its code, and the next statement runs", async () => {
    for (const database of [named, unnamed]) {
      const failing = database.db.execute(sql`SELECT 1 / ${0}::int AS n`);
      await expect(failing).rejects.toMatchObject({ cause: expect.objectContaining({ code: '22012' }) });
      const [status] = await database.db.select().from(loadStatuses).where(eq(loadStatuses.id, 16));
      expect(status?.id).toBe(16);
    }
  });
});

if (inject('dbKind') === 'pglite') {
  describe('named statements on the embedded database', () => {
    /** The texts of the statements prepared on `database`. */
    const preparedTexts = async (database: Database) =>
      rowsOf<{ statement: string }>(
        await database.db.execute(sql`SELECT statement FROM pg_prepared_statements`),
      ).map((p) => p.statement);

    it('prepares a SELECT once, and nothing inside a transaction or marked to be planned per call', async () => {
      for (let call = 0; call < 3; call++) {
        await named.db.execute(sql`SELECT id FROM load_statuses WHERE id = ${call} /* once */`);
        await named.db.execute(
          sql`${plannedPerCall}SELECT id FROM load_statuses WHERE id = ${call} /* per call */`,
        );
        // A select built by drizzle begins with its columns: the mark is in one of them.
        await named.db
          .select({ id: plannedPerCallColumn(sql<number>`id /* per call, built */`) })
          .from(loadStatuses)
          .where(eq(loadStatuses.id, call));
      }
      await named.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM load_statuses WHERE id = ${1} /* in a transaction */`);
      });
      const texts = await preparedTexts(named);
      expect(texts.filter((t) => t.includes('/* once */'))).toHaveLength(1);
      expect(texts.filter((t) => /\/\* (per call|per call, built|in a transaction) \*\//.test(t))).toEqual(
        [],
      );
      expect(await preparedTexts(unnamed)).toEqual([]);
    });

    it("answers as PGlite's own query does, rows as objects or arrays, with a query's own parsers", async () => {
      const client = await PGlite.create();
      try {
        const plain = client.query.bind(client);
        nameSelectStatementsPglite(client);
        const text = `SELECT n, n * 1.5::numeric AS half, 'x' || n AS label, '2026-01-01T00:00:00Z'::timestamptz - make_interval(days => n) AS at,
            NULLIF(n, 2) AS maybe FROM generate_series(1, $1::int) AS n`;
        const asText = { 1184: (value: string) => `at ${value.slice(0, 4)}` };
        for (const options of [
          undefined,
          { rowMode: 'array' as const },
          { rowMode: 'array' as const, parsers: asText },
        ]) {
          const expected = await plain(text, [3], options);
          for (let call = 0; call < 2; call++) {
            const answer = await client.query(text, [3], options);
            expect(answer.rows).toEqual(expected.rows);
            expect(answer.fields).toEqual(expected.fields);
            expect(answer.affectedRows).toBe(expected.affectedRows);
          }
        }
        const { rows } = await client.query<{ n: number }>(
          'select count(*)::int AS n from pg_prepared_statements where statement = $1',
          [text],
        );
        expect(rows).toEqual([{ n: 1 }]);
      } finally {
        await client.close();
      }
    });

    it('runs statements unnamed past the cap', async () => {
      const client = await PGlite.create();
      try {
        nameSelectStatementsPglite(client, 2);
        for (const n of [1, 2, 3, 4]) {
          const { rows } = await client.query(`select ${n} as n`);
          expect(rows).toEqual([{ n }]);
        }
        const { rows } = await client.query('select name from pg_prepared_statements');
        expect(rows).toHaveLength(2);
      } finally {
        await client.close();
      }
    });
  });
}
