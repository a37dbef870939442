import { LIST_COUNT_CAP } from '@fletx/contract/constants';
import { FINISHED_STATUS_IDS } from '@fletx/contract/load-status';
import { type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { fillLoads } from '../scripts/bench-fill';
import { type Db, rowsOf } from '../src/db/client';
import { loads } from '../src/db/schema';
import { BuiltStatements } from '../src/db/statements';
import { UnitOfWork } from '../src/db/unit-of-work';
import { FILTERED_PAGE_TUNING, type LoadFilters, loadListOf } from '../src/modules/read-model/load-filters';
import { loadSearchOf, searchCondition } from '../src/modules/read-model/load-search';
import { loggedInUser } from './helpers/factories';
import { approvedBroker, approvedDriver, createLoad } from './helpers/load-factories';
import { type LoadListSort, plainLoadOrder } from './helpers/load-order';
import { preparedPlan } from './helpers/plans';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * The Loads list's filters (docs/product.md "Loads list"): status, broker, driver and pickup days, alone and
 * together, with the search and every sort — the page, its total and the CSV against a plain query written
 * apart (every match ordered, then the page cut), on generated loads in every status.
 */
let ctx: TestContext;
let admin: string;
let driverId: number;
let brokerId: number;
/** The pickup days of the generated loads' 30 days: one a week in, one a fortnight in. */
let days: { first: string; week: string; fortnight: string };

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await loggedInUser(ctx, { role: 'Carriers' })).authorization;
  await fillLoads(ctx.database, 3000, { days: 30 });
  const [row] = rowsOf<{ driver: number; broker: number; first: string }>(
    await ctx.database.db.execute(sql`SELECT
        (SELECT id FROM users WHERE email = 'bench.driver.61@example.com') AS driver,
        (SELECT id FROM brokers WHERE mc_number = 'MC-B1') AS broker,
        (SELECT to_char(min(pickup_open_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') FROM loads) AS first`),
  );
  if (!row) throw new Error('the generator makes drivers and brokers');
  driverId = Number(row.driver);
  brokerId = Number(row.broker);
  const plus = (n: number) => new Date(Date.parse(row.first) + n * 86_400_000).toISOString().slice(0, 10);
  days = { first: row.first, week: plus(7), fortnight: plus(14) };
});
afterAll(async () => {
  await ctx?.close();
});

type Sort = LoadListSort;
type Filters = {
  statusId?: number[];
  brokerId?: number;
  driverId?: number;
  pickupFrom?: string;
  pickupTo?: string;
};

/** A page asked for: the list (finished or not), the filters, the search, the sort, the page and its size. */
type Asked = [finished: boolean, filters: Filters, term: string, sort: Sort, page: number, take: number];

const statements = () => new BuiltStatements(new UnitOfWork(ctx.database.db));

/**
 * The list's answer to the filters (statuses as a comma list, or repeated) and `extra` (the search, the page,
 * the sort, the format), answered 200.
 */
async function ask(finished: boolean, filters: Filters, extra: Record<string, unknown>, repeated = false) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (repeated) for (const v of value) query.append(key, String(v));
      else query.set(key, value.join(','));
    } else query.set(key, String(value));
  }
  for (const [key, value] of Object.entries(extra)) if (value !== '') query.set(key, String(value));
  const path = `/api/loadbook/${finished ? 'findAllInactive' : 'findAllActive'}`;
  const r = await ctx.api.get(`${path}?${query}`, { as: admin });
  expect(r.statusCode, r.body).toBe(200);
  return r;
}

/**
 * The plain query: the list's loads in the filters and the search, in one condition, every match ordered and
 * the page cut; its total counted up to the cap. A pickup day is the UTC day of the stored reading.
 */
async function plain(...[finished, filters, term, sort, page, take]: Asked) {
  const found = term ? await loadSearchOf(statements(), term) : undefined;
  const conditions: SQL[] = [sql`${loads.finished} = ${finished}`];
  if (filters.statusId)
    conditions.push(
      sql`${loads.statusId} IN (${sql.join(
        filters.statusId.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (filters.brokerId !== undefined) conditions.push(sql`${loads.brokerId} = ${filters.brokerId}`);
  if (filters.driverId !== undefined) conditions.push(sql`${loads.driverId} = ${filters.driverId}`);
  const day = sql`(${loads.pickupOpenAt} AT TIME ZONE 'UTC')::date`;
  if (filters.pickupFrom) conditions.push(sql`${day} >= ${filters.pickupFrom}::date`);
  if (filters.pickupTo) conditions.push(sql`${day} <= ${filters.pickupTo}::date`);
  if (found) conditions.push(searchCondition(found.values));
  const where = sql.join(conditions, sql` AND `);
  const order = plainLoadOrder(sort);
  const run = <Q extends PgSelect>(query: Q) =>
    query.prepare('').execute(found?.values ?? {}) as Promise<Awaited<Q>>;
  const db = ctx.database.db;
  const all = (
    await run(
      db
        .select({ id: loads.id })
        .from(loads)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
    )
  ).map((r) => Number(r.id));
  return {
    ids: all.slice((page - 1) * take, page * take),
    total: Math.min(LIST_COUNT_CAP + 1, all.length),
    every: all,
  };
}

async function served(...[finished, filters, term, sort, page, take]: Asked) {
  const r = await ask(finished, filters, { filter: term, page, take, ...sort }, page % 2 === 0);
  const data = r.json().data as { info: Array<{ id: number }>; extraData: { total: number } };
  return { ids: data.info.map((l) => l.id), total: data.extraData.total };
}

/** The ids of the list's CSV (its first column), in its order. */
async function csvIds(finished: boolean, filters: Filters, term: string, sort: Sort) {
  const r = await ask(finished, filters, { filter: term, format: 'csv', ...sort });
  expect(r.headers['content-type']).toMatch(/^text\/csv/);
  const [, ...lines] = r.body.trim().split(/\r?\n/);
  return lines.map((line) => Number(line.split(',')[0]?.replaceAll('"', '')));
}

/** The filters tried on each list: each alone, then together. */
function filterSets(finished: boolean): Array<[string, Filters]> {
  const one = finished ? [12] : [2];
  const several = finished ? [1, 13, 14] : [3, 9, 15, 16];
  return [
    ['one status', { statusId: one }],
    ['several statuses', { statusId: several }],
    ['broker', { brokerId }],
    ['driver', { driverId }],
    ['pickup from', { pickupFrom: days.fortnight }],
    ['pickup to', { pickupTo: days.week }],
    ['pickup from and to', { pickupFrom: days.week, pickupTo: days.fortnight }],
    ['statuses and broker', { statusId: several, brokerId }],
    ['driver and days', { driverId, pickupFrom: days.first, pickupTo: days.fortnight }],
    ['everything', { statusId: [...one, ...several], brokerId, driverId, pickupFrom: days.first }],
  ];
}

/** How a filtered page's ids are read (load-filters.ts): its matches whole and sorted, or by a walk of the order. */
const HOW: Array<[string, number]> = [
  ['read whole and sorted', FILTERED_PAGE_TUNING.sortedMatchesMax],
  ['found by a walk of the order', 0],
];

/** Reads a filtered page's ids whole only up to `sortedMatchesMax` matches, for this test. */
function tune(sortedMatchesMax: number) {
  const tuned = FILTERED_PAGE_TUNING.sortedMatchesMax;
  FILTERED_PAGE_TUNING.sortedMatchesMax = sortedMatchesMax;
  onTestFinished(() => {
    FILTERED_PAGE_TUNING.sortedMatchesMax = tuned;
  });
}

describe("the Loads list's filters", () => {
  const sorts: Sort[] = [{}, { sort: 'start', order: 'ASC' }, { sort: 'end', order: 'DESC' }];

  it.each(HOW)(
    'give the rows and total of the plain query, alone and together, on every list, sort and page (%s)',
    async (_how, sortedMatchesMax) => {
      tune(sortedMatchesMax);
      let nonEmpty = 0;
      for (const finished of [false, true])
        for (const [name, filters] of filterSets(finished))
          for (const sort of sorts)
            for (const page of [1, 2]) {
              const expected = await plain(finished, filters, '', sort, page, 7);
              if (expected.ids.length > 0) nonEmpty++;
              const { every: _, ...want } = expected;
              expect(
                await served(finished, filters, '', sort, page, 7),
                `${finished} ${name} ${JSON.stringify(sort)} ${page}`,
              ).toEqual(want);
            }
      // The filters keep some loads and leave others out: most pages tried hold rows.
      expect(nonEmpty).toBeGreaterThan(80);
    },
    180_000,
  );

  it.each(HOW)(
    'narrow the search the same way, page and total (%s)',
    async (_how, sortedMatchesMax) => {
      tune(sortedMatchesMax);
      for (const term of ['tulsa', 'Driver1', 'broker c4ca', 'LD-00012'])
        for (const finished of [false, true])
          for (const [name, filters] of filterSets(finished).filter((_, i) => i % 3 === 0))
            for (const [sort, page] of [
              [{}, 1],
              [{ sort: 'start', order: 'DESC' }, 2],
              [{ sort: 'end', order: 'ASC' }, 1],
            ] as Array<[Sort, number]>) {
              const { every: _, ...want } = await plain(finished, filters, term, sort, page, 7);
              expect(
                await served(finished, filters, term, sort, page, 7),
                `${term} ${finished} ${name} ${page}`,
              ).toEqual(want);
            }
    },
    180_000,
  );

  it('export the same loads as CSV, every page, in the list’s order', async () => {
    for (const finished of [false, true])
      for (const [name, filters] of filterSets(finished).filter((_, i) => i % 2 === 1)) {
        const { every } = await plain(finished, filters, '', { sort: 'start', order: 'ASC' }, 1, 7);
        expect(every.length, name).toBeGreaterThan(0);
        expect(await csvIds(finished, filters, '', { sort: 'start', order: 'ASC' }), name).toEqual(every);
      }
    const searched = await plain(false, { statusId: [2, 4] }, 'tulsa', {}, 1, 7);
    expect(await csvIds(false, { statusId: [2, 4] }, 'tulsa', {})).toEqual(searched.every);
  });

  it('count a status alone from the counters, exactly, and the same loads when the days add nothing', async () => {
    const all = (await served(true, {}, '', {}, 1, 1)).total;
    expect((await served(true, { statusId: [...FINISHED_STATUS_IDS] }, '', {}, 1, 1)).total).toBe(all);
    const everyDay = { statusId: [...FINISHED_STATUS_IDS], pickupFrom: days.first };
    expect((await served(true, everyDay, '', {}, 1, 1)).total).toBe(all);
  });

  it('read a pickup day as the list shows it: from its midnight to the next, both days included', async () => {
    const api = ctx.api.as(admin);
    const broker = await approvedBroker(ctx, admin);
    const driver = await approvedDriver(ctx, admin);
    const at = async (pickup: string) =>
      (
        await createLoad(api, broker.id, driver, {
          id_number: `DAY-${pickup}`,
          open_time_pickup: pickup,
          close_time_pickup: pickup,
          open_time_delivery: '2020-05-09T08:00',
          close_time_delivery: '2020-05-09T09:00',
        })
      ).id;
    const [before, first, last, after] = [
      await at('2020-04-30T23:59'),
      await at('2020-05-01T00:00'),
      await at('2020-05-02T23:59'),
      await at('2020-05-03T00:00'),
    ];
    const ids = async (query: string) =>
      (await api.get(`/api/loadbook/findAllActive?brokerId=${broker.id}&${query}`))
        .json()
        .data.info.map((l: { id: number }) => l.id);
    expect(await ids('pickupFrom=2020-05-01&pickupTo=2020-05-02')).toEqual([last, first]);
    expect(await ids('pickupTo=2020-04-30')).toEqual([before]);
    expect(await ids('pickupFrom=2020-05-03')).toEqual([after]);
    expect(await ids(`driverId=${driver}&statusId=2&pickupFrom=2020-05-02&pickupTo=2020-05-02`)).toEqual([
      last,
    ]);
  });

  it('find each filter’s loads through an index on its column, not by reading the list', async () => {
    // Sequential scans off: the planner still walks an index of the list (loads_finished_*) and filters the rows
    // when no index answers the filter's own condition, so the condition in an Index Cond is the proof.
    const probes: Array<[LoadFilters, RegExp]> = [
      [{ finished: true, statusIds: [1, 14] }, /status_id = ANY/],
      [{ finished: true, brokerId }, /broker_id = /],
      [{ finished: true, driverId }, /driver_id = /],
      [
        { finished: true, pickupFrom: days.week, pickupTo: days.fortnight },
        /pickup_open_at >= .*pickup_open_at < /,
      ],
    ];
    for (const [filters, condition] of probes) {
      const list = loadListOf(filters);
      const plan = await ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        return preparedPlan(
          tx as unknown as Db,
          tx.select({ id: loads.id }).from(loads).where(list.where),
          list.values,
        );
      });
      const conditions = [...plan.matchAll(/"Index Cond":\s*"([^"]*)"/g)]
        .map((match) => match[1])
        .join(' | ');
      expect(conditions, JSON.stringify(filters)).toMatch(condition);
    }
  });

  it('refuse a bad filter with a 400 that says what to send', async () => {
    const api = ctx.api.as(admin);
    const refused = async (path: string, query: string) => {
      const r = await api.get(`${path}?${query}`);
      expect(r.statusCode, `${query}: ${r.body}`).toBe(400);
      return r.json() as { message: string; details: Array<{ path: string; message: string }> };
    };
    const active = '/api/loadbook/findAllActive';
    const finished = '/api/loadbook/findAllInactive';
    expect((await refused(active, 'statusId=11')).message).toBe(
      'statusId "11" is not a status of the active loads: choose among 2 New, 3 Refused by driver, 4 Accepted, ' +
        '5 On the way to pickup, 6 At pickup, 7 Loaded, 8 In transit, 9 At delivery, 10 Delivered, ' +
        '15 Cancellation requested, 16 Awaiting confirmation.',
    );
    expect((await refused(finished, 'statusId=12&statusId=2')).message).toBe(
      'statusId "2" is not a status of the finished jobs: choose among 1 Cancelled, 11 Ended, 12 Delivery approved, 13 Old load, 14 Declined.',
    );
    expect((await refused(finished, 'statusId=1,,12')).message).toMatch(
      /^statusId \(empty\) is not a status/,
    );
    for (const query of ['statusId=', 'statusId=x', 'statusId=2.0', 'statusId=99', 'statusId=-2'])
      await refused(active, query);
    for (const query of ['driverId=0', 'driverId=x', 'driverId=2147483648', 'brokerId=-1'])
      await refused(active, query);
    expect((await refused(active, 'pickupFrom=2026-02-30')).message).toBe(
      'Enter the pickup day as yyyy-mm-dd',
    );
    await refused(active, 'pickupTo=yesterday');
    await refused(active, 'pickupFrom=2026-11-01T00:00');
    const range = await refused(finished, 'pickupFrom=2026-11-02&pickupTo=2026-11-01&format=csv');
    expect(range.message).toBe('The first pickup day must not be after the last');
    expect(range.details).toEqual([{ path: 'querystring.pickupTo', message: range.message }]);
    // The same day at both ends is one day.
    expect((await api.get(`${active}?pickupFrom=2026-11-01&pickupTo=2026-11-01`)).statusCode).toBe(200);
  });
});
