import { LIST_COUNT_CAP } from '@fletx/contract/constants';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillLoads } from '../scripts/bench-fill';
import { type Db, rowsOf } from '../src/db/client';
import { loads } from '../src/db/schema';
import { BuiltStatements } from '../src/db/statements';
import { UnitOfWork } from '../src/db/unit-of-work';
import { loadListOf } from '../src/modules/read-model/load-filters';
import {
  alternativesOf,
  documentContains,
  loadSearchOf,
  searchCondition,
} from '../src/modules/read-model/load-search';
import { type SearchSizes, searchTotal } from '../src/modules/read-model/load-search-total';
import { loggedInUser } from './helpers/factories';
import { type LoadListSort, plainLoadOrder } from './helpers/load-order';
import { preparedPlan as planOf } from './helpers/plans';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * The load search's own paths (docs/performance.md "Searches at 1 M loads"): each alternative paged through its
 * own index and put together, the digits of a load number asked of the trigram index, the sampled total —
 * against the plain query (every match ordered, then the page cut), on generated loads.
 */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await loggedInUser(ctx, { role: 'Carriers' })).authorization;
  await fillLoads(ctx.database, 3000, { days: 30 });
});
afterAll(async () => {
  await ctx?.close();
});

type Sort = LoadListSort;

/** A page of a list asked for: finished or active loads, the term, the order, the page, its size, one broker's. */
type Asked = [finished: boolean, term: string, sort: Sort, page: number, take: number, brokerId?: number];

/** Statements built by the load search's own code (db/statements.ts), on the test's database. */
const statements = () => new BuiltStatements(new UnitOfWork(ctx.database.db));

/** Runs `query` (its placeholders filled from `values`) once, unnamed. */
const runWith = <Q extends PgSelect>(query: Q, values: Record<string, unknown>) =>
  query.prepare('').execute(values) as Promise<Awaited<Q>>;

/** The plain query: the list's loads matching the search in one condition, ordered, the page cut. */
async function plain(...[finished, term, sort, page, take, brokerId]: Asked) {
  const found = term ? await loadSearchOf(statements(), term) : undefined;
  const search = found ? searchCondition(found.values) : sql`true`;
  const values = found?.values ?? {};
  const order = plainLoadOrder(sort);
  const broker = brokerId === undefined ? sql`true` : sql`${loads.brokerId} = ${brokerId}`;
  const where = sql`${loads.finished} = ${finished} AND ${broker} AND ${search}`;
  const db = ctx.database.db;
  const ids = (
    await runWith(
      db
        .select({ id: loads.id })
        .from(loads)
        .where(where)
        .orderBy(...order)
        .limit(take)
        .offset((page - 1) * take)
        .$dynamic(),
      values,
    )
  ).map((r) => Number(r.id));
  const [n] = await runWith(
    db.select({ n: sql<string>`count(*)` }).from(loads).where(where).$dynamic(),
    values,
  );
  return { ids, total: Math.min(LIST_COUNT_CAP + 1, Number(n?.n)) };
}

async function served(...[finished, term, sort, page, take, brokerId]: Asked) {
  const query = new URLSearchParams({
    filter: term,
    page: String(page),
    take: String(take),
    ...sort,
    ...(brokerId !== undefined && { brokerId: String(brokerId) }),
  });
  const path = finished ? 'findAllInactive' : 'findAllActive';
  const r = await ctx.api.get(`/api/loadbook/${path}?${query}`, { as: admin });
  expect(r.statusCode, r.body).toBe(200);
  const data = r.json().data as { info: Array<{ id: number }>; extraData: { total: number } };
  return { ids: data.info.map((l) => l.id), total: data.extraData.total };
}

describe('the load search, alternative by alternative', () => {
  const terms = [
    'tulsa',
    'driver123',
    'Driver1',
    'broker c4ca',
    'LD-0001234',
    'ld-000',
    '0001234',
    '1234',
    'zzz',
  ];
  const sorts: Sort[] = [
    {},
    { sort: 'start', order: 'ASC' },
    { sort: 'start', order: 'DESC' },
    { sort: 'end', order: 'DESC' },
    { sort: 'end', order: 'ASC' },
  ];

  it('gives the rows and total of the plain query, on every page, list and sort', async () => {
    for (const term of terms)
      for (const finished of [false, true])
        for (const sort of sorts)
          for (const page of [1, 3]) {
            const expected = await plain(finished, term, sort, page, 7);
            expect(
              await served(finished, term, sort, page, 7),
              `${term} ${finished} ${JSON.stringify(sort)} ${page}`,
            ).toEqual(expected);
          }
  }, 180_000); // 180 comparisons of two queries each: minutes on a loaded two-core machine

  it('searches one broker’s loads for another broker’s name: that broker’s loads, none of this one’s', async () => {
    const [mine, other] = rowsOf<{ id: number; name: string }>(
      await ctx.database.db.execute(sql`SELECT id, name FROM brokers ORDER BY id LIMIT 2`),
    );
    if (!mine || !other) throw new Error('the generator makes brokers');
    const search = await loadSearchOf(statements(), other.name);
    expect(search.values.matchedBroker).toBe(other.id);
    for (const finished of [false, true]) {
      const expected = await plain(finished, other.name, {}, 1, 7, mine.id);
      expect(await served(finished, other.name, {}, 1, 7, mine.id)).toEqual(expected);
    }
    // The term matching this broker: its whole list.
    const own = await served(true, mine.name, {}, 1, 7, mine.id);
    expect(own).toEqual(await plain(true, '', {}, 1, 7, mine.id));
    expect(own.ids).toHaveLength(7);
  });

  it('gives the rows and total of the plain query unsearched, on shallow pages and deep ones (ids read first)', async () => {
    // Take 7: pages 1 and 2 cut the joined select; pages 30 and 41 (offsets 203 and 280) read their ids first.
    for (const finished of [false, true])
      for (const sort of sorts)
        for (const page of [1, 2, 30, 41]) {
          const expected = await plain(finished, '', sort, page, 7);
          expect(expected.ids).toHaveLength(7);
          expect(
            await served(finished, '', sort, page, 7),
            `${finished} ${JSON.stringify(sort)} ${page}`,
          ).toEqual(expected);
        }
  });

  it('asks the trigram index for a load number’s digits and checks the whole number on the rows found', async () => {
    const matching = async (term: string) => {
      const { where, values } = documentContains(term);
      const query = ctx.database.db
        .select({ id: loads.id })
        .from(loads)
        .where(where)
        .orderBy(loads.id)
        .$dynamic();
      return (await runWith(query, values)).map((r) => Number(r.id));
    };
    expect(await matching('LD-0001234')).toEqual([1234]);
    expect(await matching('ld-0001234')).toEqual([1234]);
    // The digits are in many loads' numbers; the whole term in none.
    expect((await matching('0001')).length).toBeGreaterThan(1);
    expect(await matching('XLD-0001234')).toEqual([]);
    expect(await matching('LD-0001234 ')).toEqual([1234]); // the cities follow after a space
  });

  it('looks for the active loads’ matches in their own trigram index (migration 0033)', async () => {
    // Which index answers `finished = $1 AND document LIKE $2`, as the search's count asks it (bitmap scans
    // only: a GIN index has no other, and on 3 000 loads a sequential scan would win).
    const indexesOf = async (finished: boolean) =>
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        await tx.execute(sql`SET LOCAL enable_indexscan = off`);
        const { where, values } = documentContains('tulsa');
        const query = tx
          .select({ id: loads.id })
          .from(loads)
          .where(and(eq(loads.finished, finished), where));
        const plan = await planOf(tx as unknown as Db, query, values);
        return [...plan.matchAll(/"Index Name":\s*"(\w+)"/g)].map((match) => match[1]).toSorted();
      });
    expect(await indexesOf(false)).toEqual(['loads_active_search_trgm_idx']);
    expect(await indexesOf(true)).not.toContain('loads_active_search_trgm_idx');
  });

  it('reads one matching driver’s loads in the list’s order from their index (no sort), several as one array', async () => {
    const plannedIndexes = async (term: string) => {
      const search = await loadSearchOf(statements(), term);
      const driverLoads = alternativesOf(search.values).alternatives.at(-1) as SQL;
      const query = ctx.database.db
        .select({ id: loads.id })
        .from(loads)
        .where(and(eq(loads.finished, true), driverLoads))
        .orderBy(desc(loads.id))
        .limit(7);
      const plan = await ctx.database.db.transaction((tx) =>
        planOf(tx as unknown as Db, query, search.values),
      );
      return { search, plan };
    };
    // One driver: an equality, so the (driver_id, finished, id) index gives the loads newest first, no sort.
    const one = await plannedIndexes('driver123');
    expect(one.search.values.matchedDriver).toBeDefined();
    expect(one.plan).toContain('loads_driver_finished_id_idx');
    expect(one.plan).not.toMatch(/"Node Type":\s*"(Incremental )?Sort"/);
    // Several ("Driver1" is in Driver1, Driver10, Driver100…): their ids as an array.
    expect((await plannedIndexes('Driver1')).search.values.matchedDrivers?.length).toBeGreaterThan(1);
  });

  it('answers "more than the cap" from a sample when the share of matches puts the total far above it', async () => {
    const run = statements();
    const list = {
      key: 'active',
      where: eq(loads.finished, sql.placeholder('finished')),
      values: { finished: false },
    };
    const everything = { sampleFrom: 0, sampleRows: 1_000_000 };
    const asIf = (listSize: number): SearchSizes => ({
      key: `as if ${listSize}`,
      table: sql`3000`,
      list: sql.raw(String(listSize)),
    });
    const frequent = await loadSearchOf(run, 'tulsa');
    // As if the list held 10 million loads: an eighth of them matching is far above the cap.
    expect(await searchTotal(run, list, frequent, asIf(10_000_000), everything)).toBe(LIST_COUNT_CAP + 1);
    // A rare term is counted, whatever the sample says.
    const rare = await loadSearchOf(run, 'LD-0001234');
    expect(await searchTotal(run, list, rare, asIf(10_000_000), everything)).toBe(
      (await plain(false, 'LD-0001234', {}, 1, 10)).total,
    );
    // Matches side by side (loads 1200 to 1299, entered together) are counted: they fill a few pages only, so
    // their share of the sample says nothing of the rest of the table.
    const clustered = await loadSearchOf(run, 'LD-00012');
    expect(await searchTotal(run, list, clustered, asIf(10_000_000), everything)).toBe(
      (await plain(false, 'LD-00012', {}, 1, 10)).total,
    );
    // Sizes read beforehand (the page's ids carry them): a list under three times the cap is counted without a
    // sample, whatever a sample would say; one above it is sampled.
    const sized = (list: number) => ({ ...asIf(10_000_000), known: { table: 3000, list } });
    expect(await searchTotal(run, list, frequent, sized(2000), everything)).toBe(
      (await plain(false, 'tulsa', {}, 1, 10)).total,
    );
    expect(await searchTotal(run, list, frequent, sized(3 * LIST_COUNT_CAP), everything)).toBe(
      LIST_COUNT_CAP + 1,
    );
    expect(
      await searchTotal(run, list, frequent, sized(10_000_000), { ...everything, sampleFrom: 3001 }),
    ).toBe((await plain(false, 'tulsa', {}, 1, 10)).total);
    // The real sizes: counted.
    expect(await searchTotal(run, list, frequent, asIf(2000), everything)).toBe(
      (await plain(false, 'tulsa', {}, 1, 10)).total,
    );
  });

  it('reads a filtered list’s sample as a share of the whole list, which the sizes count', async () => {
    // Finished jobs Ended or Delivery approved (two in five of them), "tulsa" in half of those: a fifth of the
    // sampled list. As if the list held 100 000 loads, that is 20 000 — under three times the cap, so counted;
    // read as a share of the filtered loads alone (a half), the sample would say 50 000, "more".
    const run = statements();
    const list = loadListOf({ finished: true, statusIds: [11, 12] });
    const everything = { sampleFrom: 0, sampleRows: 1_000_000 };
    const sizes: SearchSizes = { key: 'as if 100000', table: sql`100000`, list: sql`100000` };
    const counted = await searchTotal(run, list, await loadSearchOf(run, 'tulsa'), sizes, everything);
    const [expected] = rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql`SELECT count(*)::int AS n FROM loads
        WHERE finished AND status_id IN (11, 12) AND search_document LIKE '%tulsa%'`),
    );
    expect(counted).toBe(expected?.n);
    expect(counted).toBeGreaterThan(100);
  });
});
