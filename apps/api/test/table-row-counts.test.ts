import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { COUNTED_TABLES, readTotal, totalOfTable } from '../src/db/list-totals';
import { Repository } from '../src/db/repository';
import { brokers, users } from '../src/db/schema';
import { UnitOfWork } from '../src/db/unit-of-work';
import { databasePerFile } from './helpers/setup';

/**
 * The unfiltered totals of the big lists come from delta rows kept by triggers (migration 0030,
 * db/list-totals.ts `totalOfTable`, read alone by `readTotal`), not `count(*)`: after inserts of one row and of many, deletes, inserts of
 * nothing, a TRUNCATE, folds and writes racing the folds, they equal what counting the rows gives.
 */
const fresh = databasePerFile();

class Counts extends Repository {
  of(table: PgTable) {
    return readTotal(this.db, this.lists.statements, totalOfTable(table));
  }

  /** The brokers' list, whose built pages carry its total (db/list-totals.ts `totalOfTable`). */
  readonly brokers = this.listOf('brokers', brokers, { direction: 'desc', id: brokers.id }, (total) =>
    this.db
      .select({ id: brokers.id, ...total })
      .from(brokers)
      .$dynamic(),
  );
}
const counts = () => new Counts(new UnitOfWork(fresh.database.db));

async function counted(table: string): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await fresh.database.db.execute(sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`),
  );
  return Number(row?.n ?? 0);
}

async function deltaRows(table: string): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await fresh.database.db.execute(
      sql`SELECT count(*) AS n FROM table_row_counts WHERE table_name = ${table}`,
    ),
  );
  return Number(row?.n ?? 0);
}

let next = 0;
/** Inserts `n` brokers in one statement. */
function insertBrokers(n: number) {
  const first = next + 1;
  next += n;
  return fresh.database.db.execute(sql`
    INSERT INTO brokers (name, mc_number, invoicing_email, address, city, state_code, zip_code, days_to_pay)
    SELECT 'Broker ' || i, 'MC-COUNT-' || i, 'b' || i || '@example.com', '1 Main St', 'Tulsa', 'OK', '74103', 30
    FROM generate_series(${first}::int, ${next}::int) AS i`);
}

describe('table row counts', () => {
  it('has a trigger on every counted table, and started from what each held', async () => {
    const triggers = rowsOf<{ table: string }>(
      await fresh.database.db.execute(sql`
        SELECT DISTINCT c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        WHERE t.tgname LIKE '%_row_count_insert'`),
    ).map((r) => r.table);
    expect(new Set(triggers)).toEqual(COUNTED_TABLES);
    for (const table of COUNTED_TABLES) {
      const [row] = rowsOf<{ n: number | string }>(
        await fresh.database.db.execute(
          sql`SELECT coalesce(sum(delta), 0) AS n FROM table_row_counts WHERE table_name = ${table}`,
        ),
      );
      expect(Number(row?.n), table).toBe(await counted(table));
    }
  });

  it('stays exact through inserts, deletes, empty inserts and a TRUNCATE', async () => {
    await insertBrokers(1);
    await insertBrokers(37);
    await insertBrokers(0);
    await fresh.database.db.execute(sql`DELETE FROM brokers WHERE id % 3 = 0`);
    await fresh.database.db.execute(sql`DELETE FROM brokers WHERE false`);
    expect(await counts().of(brokers)).toBe(await counted('brokers'));
    expect(await counted('brokers')).toBeGreaterThan(20);
    await fresh.database.db.execute(sql`TRUNCATE brokers CASCADE`);
    expect(await counts().of(brokers)).toBe(0);
    await insertBrokers(5);
    expect(await counts().of(brokers)).toBe(5);
    expect(await counts().of(users)).toBe(await counted('users'));
  });

  it('folds the deltas into one row once they pile up, exact while writes race the folds', async () => {
    for (let i = 0; i < 120; i++) await insertBrokers(1);
    expect(await deltaRows('brokers')).toBeGreaterThan(100);
    expect(await counts().of(brokers)).toBe(await counted('brokers'));
    expect(await deltaRows('brokers')).toBe(1);

    for (let i = 0; i < 105; i++) await insertBrokers(1);
    const racing = await Promise.all([
      counts().of(brokers),
      insertBrokers(3),
      counts().of(brokers),
      fresh.database.db.execute(
        sql`DELETE FROM brokers WHERE id IN (SELECT id FROM brokers ORDER BY id LIMIT 4)`,
      ),
      counts().of(brokers),
    ]);
    expect(racing).toHaveLength(5);
    expect(await counts().of(brokers)).toBe(await counted('brokers'));
    expect(await deltaRows('brokers')).toBeLessThanOrEqual(4);
  });

  it("a list's page carries the same total, read with its rows, and folds the deltas too", async () => {
    const list = counts().brokers;
    await fresh.database.db.execute(sql`TRUNCATE brokers CASCADE`);
    for (let i = 0; i < 110; i++) await insertBrokers(1);
    expect(await deltaRows('brokers')).toBeGreaterThan(100);
    const first = await list.page(undefined, { take: 5, offset: 0 });
    expect(first.rows).toHaveLength(5);
    expect(first.total).toBe(await counted('brokers'));
    expect(await deltaRows('brokers')).toBe(1);

    await insertBrokers(2);
    await fresh.database.db.execute(sql`DELETE FROM brokers WHERE id IN (SELECT min(id) FROM brokers)`);
    expect((await list.page(undefined, { take: 5, offset: 0 })).total).toBe(await counted('brokers'));
    const pastTheEnd = await list.page(undefined, { take: 5, offset: 150 });
    expect(pastTheEnd.rows).toEqual([]);
    expect(pastTheEnd.total).toBe(await counted('brokers'));
  });
});
