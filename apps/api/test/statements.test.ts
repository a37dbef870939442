import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillLoads } from '../scripts/bench-fill';
import { type Database, openDatabase, rowsOf } from '../src/db/client';
import { withNamedStatements } from '../src/db/pglite-client';
import { loadStatuses } from '../src/db/schema';
import { BuiltStatements, prepareStatement } from '../src/db/statements';
import { UnitOfWork } from '../src/db/unit-of-work';
import { LoadsQueries } from '../src/modules/read-model/loads.queries';
import { serverDatabase } from './helpers/server-process';

/**
 * Statements built once and named (db/statements.ts, db/pglite-client.ts, docs/decisions/0032-the-data-layer-plain-again.md)
 * answer exactly as unnamed ones: the same data read through a database with them and one without, on the
 * project's database kind.
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
    const loads = (database: Database) =>
      new LoadsQueries(new UnitOfWork(database.db, database.namedStatements));
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
    const p = (name: string) => sql`${sql.placeholder(name)}`;
    const answers = await both(async (database) =>
      new BuiltStatements(new UnitOfWork(database.db, database.namedStatements)).run(
        'every type',
        () =>
          database.db
            .select({
              at: sql<string>`${p('at')}::timestamptz`,
              money: sql<string>`${p('money')}::numeric(12, 2)`,
              nothing: sql`${p('nothing')}::text`,
              yes: sql<boolean>`${p('yes')}::boolean`,
              within: sql<boolean>`5 = ANY(${p('list')}::int[])`,
              doc: sql`${p('doc')}::jsonb`,
              later: sql<boolean>`now() > ${p('at')}::timestamptz`,
            })
            .from(sql`(VALUES (1)) AS one`),
        { at, money: '1234.56', nothing: null, yes: true, list: [3, 5, 8], doc: '{"a":[1,2]}' },
      ),
    );
    expect(answers.named).toEqual(answers.unnamed);
    expect(answers.named[0]).toMatchObject({ money: '1234.56', nothing: null, within: true, later: true });
  });

  it("keeps PostgreSQL's error and its code, and the next statement runs", async () => {
    for (const database of [named, unnamed]) {
      const failing = database.db.execute(sql`SELECT 1 / ${0}::int AS n`);
      await expect(failing).rejects.toMatchObject({ cause: expect.objectContaining({ code: '22012' }) });
      const built = new BuiltStatements(new UnitOfWork(database.db, database.namedStatements));
      const divide = () =>
        database.db
          .select({ n: sql<number>`1 / ${sql.placeholder('by')}::int` })
          .from(sql`(VALUES (1)) AS one`);
      // A named statement that failed stays usable: twice, a failure then an answer.
      for (let call = 0; call < 2; call++) {
        await expect(built.run('divided', divide, { by: 0 })).rejects.toMatchObject({
          cause: expect.objectContaining({ code: '22012' }),
        });
        expect(await built.run('divided', divide, { by: 1 })).toEqual([{ n: 1 }]);
      }
      const [status] = await database.db.select().from(loadStatuses).where(eq(loadStatuses.id, 16));
      expect(status?.id).toBe(16);
    }
  });
});

if (inject('dbKind') === 'pglite') {
  describe('named statements on the embedded database', () => {
    /** A PGlite of its own (slow to start on a busy machine: once for the tests below). */
    let client: PGlite;
    beforeAll(async () => {
      client = await PGlite.create();
    }, 120_000);
    afterAll(async () => {
      await client?.close();
    });

    /** The texts of the statements prepared on `database`. */
    const preparedTexts = async (database: Database) =>
      rowsOf<{ statement: string }>(
        await database.db.execute(sql`SELECT statement FROM pg_prepared_statements`),
      ).map((p) => p.statement);

    it('prepares a statement built named once, and nothing planned per call, inside a transaction or by hand', async () => {
      const statements = new BuiltStatements(new UnitOfWork(named.db));
      const byId = (note: string) => () =>
        named.db
          .select({ id: loadStatuses.id, note: sql<string>`${sql.raw(`'${note}'`)}` })
          .from(loadStatuses)
          .where(eq(loadStatuses.id, sql.placeholder('id')));
      for (let call = 0; call < 3; call++) {
        expect(await statements.run('once', byId('once'), { id: 16 })).toEqual([{ id: 16, note: 'once' }]);
        await statements.run('per call', byId('per call'), { id: call }, { plannedPerCall: true });
        await named.db.execute(sql`SELECT id FROM load_statuses WHERE id = ${call} /* by hand */`);
      }
      const uow = new UnitOfWork(named.db);
      await uow.transaction(async () => {
        const inside = new BuiltStatements(uow);
        await inside.run(
          'in a transaction',
          () =>
            uow.db
              .select({ id: loadStatuses.id, note: sql<string>`'in a transaction'` })
              .from(loadStatuses)
              .where(eq(loadStatuses.id, sql.placeholder('id'))),
          { id: 1 },
        );
      });
      const texts = await preparedTexts(named);
      expect(texts.filter((t) => t.includes("'once'"))).toHaveLength(1);
      expect(texts.filter((t) => /per call|by hand|in a transaction/.test(t))).toEqual([]);
      expect(await preparedTexts(unnamed)).toEqual([]);
    });

    it("answers as PGlite's own query does, rows as objects or arrays, with a query's own parsers", async () => {
      {
        const wrapped = withNamedStatements(client);
        const text = `SELECT n, n * 1.5::numeric AS half, 'x' || n AS label, '2026-01-01T00:00:00Z'::timestamptz - make_interval(days => n) AS at,
            NULLIF(n, 2) AS maybe FROM generate_series(1, $1::int) AS n`;
        // Built named, as a repository's statement is (db/statements.ts).
        prepareStatement({ toSQL: () => ({ sql: text }), prepare: () => ({ execute: async () => [] }) });
        const asText = { 1184: (value: string) => `at ${value.slice(0, 4)}` };
        for (const options of [
          undefined,
          { rowMode: 'array' as const },
          { rowMode: 'array' as const, parsers: asText },
        ]) {
          const expected = await client.query(text, [3], options);
          for (let call = 0; call < 2; call++) {
            const answer = await wrapped.query(text, [3], options);
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
      }
    });

    it('runs a named statement after a transaction of another caller, never inside it', async () => {
      {
        const wrapped = withNamedStatements(client);
        await client.exec('CREATE TABLE IF NOT EXISTS notes (n int)');
        const text = 'SELECT count(*)::int AS n FROM notes WHERE n > $1';
        prepareStatement({ toSQL: () => ({ sql: text }), prepare: () => ({ execute: async () => [] }) });
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        let inserted = () => {};
        const written = new Promise<void>((resolve) => {
          inserted = resolve;
        });
        const transaction = wrapped.transaction(async (tx) => {
          await tx.query('INSERT INTO notes VALUES (1)');
          inserted();
          await held;
          throw new Error('rolled back');
        });
        await written;
        const read = wrapped.query<{ n: number }>(text, [0]);
        release();
        await expect(transaction).rejects.toThrow('rolled back');
        // Had it run inside the open transaction, it would have counted the row rolled back.
        expect((await read).rows).toEqual([{ n: 0 }]);
      }
    });
  });
}
