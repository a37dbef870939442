import { LIST_COUNT_CAP } from '@fletx/contract/constants';
import { DRIVER_ACTIONS, LOAD_STATUS, STAFF_ACTIONS } from '@fletx/contract/load-status';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { loggedInUser } from './helpers/factories';
import { approvedBroker, approvedDriver, createLoad } from './helpers/load-factories';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * The counts and metric cards read counters kept by triggers (migration 0021), not `count(*)`: after random
 * writes of every kind — creates, status changes of every action, bulk updates, a bulk insert — they equal
 * what counting the rows gives (docs/performance.md "Counters").
 */
let ctx: TestContext;
let admin: string;
let adminId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const user = await loggedInUser(ctx, { role: 'Carriers' });
  admin = user.authorization;
  adminId = user.user.id;
});
afterAll(async () => {
  await ctx?.close();
});

/** A deterministic sequence, so a failure can be replayed. */
function random(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x / 2 ** 31;
  };
}

/** The columns a copied load takes (all but its id, generated columns and the booking it came from). */
async function loadColumns() {
  const columns = rowsOf<{ column_name: string }>(
    await ctx.database.db.execute(sql`
      SELECT column_name FROM information_schema.columns
      WHERE table_name = 'loads' AND is_generated = 'NEVER' AND is_identity = 'NO'
        AND column_name NOT IN ('booking_id')`),
  ).map((c) => sql.identifier(c.column_name));
  return sql.join(columns, sql`, `);
}

async function counted() {
  const byStatus = rowsOf<{ status_id: number; n: string | number }>(
    await ctx.database.db.execute(sql`SELECT status_id, count(*) AS n FROM loads GROUP BY status_id`),
  );
  const [cancelled] = rowsOf<{ n: string | number }>(
    await ctx.database.db.execute(
      sql`SELECT count(*) AS n FROM load_status_history WHERE to_status = ${LOAD_STATUS.cancelled}`,
    ),
  );
  return {
    byStatus: new Map(byStatus.map((r) => [r.status_id, Number(r.n)])),
    cancelled: Number(cancelled?.n ?? 0),
  };
}

/** Loads per driver and per broker in each list: counted, and as the counters keep them (migration 0032). */
async function partyCounts() {
  const read = async (query: ReturnType<typeof sql>) =>
    rowsOf<{ party: string; id: number; finished: boolean; n: string | number }>(
      await ctx.database.db.execute(query),
    )
      .filter((r) => Number(r.n) !== 0)
      .map((r) => `${r.party} ${r.id} ${r.finished} ${Number(r.n)}`)
      .sort();
  return {
    counted: await read(sql`
      SELECT 'broker' AS party, broker_id AS id, finished, count(*) AS n FROM loads GROUP BY broker_id, finished
      UNION ALL
      SELECT 'driver', driver_id, finished, count(*) FROM loads WHERE driver_id IS NOT NULL
      GROUP BY driver_id, finished`),
    kept: await read(sql`SELECT party, party_id AS id, finished, load_count AS n FROM load_party_counts`),
  };
}

async function expectExact(step: string) {
  const truth = await counted();
  const metrics = await ctx.services.loads.metrics();
  for (const { id, count } of metrics.byStatus)
    expect(count, `${step}: status ${id}`).toBe(truth.byStatus.get(id) ?? 0);
  const total = [...truth.byStatus.values()].reduce((a, b) => a + b, 0);
  expect(metrics.total, `${step}: total`).toBe(total);
  expect(metrics.active + metrics.finished, step).toBe(total);
  expect(metrics.cancelled, `${step}: cancellations`).toBe(truth.cancelled);
  expect(await ctx.services.loadLifecycle.countEvents(14), step).toBe(truth.cancelled);
  const counts = await ctx.services.loads.counts();
  expect(counts, step).toEqual({ active: metrics.active, inactive: metrics.finished, total });
  const parties = await partyCounts();
  expect(parties.kept, `${step}: per driver and broker`).toEqual(parties.counted);
}

describe('load counters', () => {
  it('equal count(*) after random creates, status changes, bulk updates, driver changes and a bulk insert', async () => {
    await expectExact('empty');
    const api = ctx.api.as(admin);
    const broker = await approvedBroker(ctx, admin);
    const drivers = [await approvedDriver(ctx, admin), await approvedDriver(ctx, admin)];
    const next = random(20261124);
    const pick = <T>(list: ReadonlyArray<T>): T => list[Math.floor(next() * list.length)] as T;
    const ids: number[] = [];
    const actor = { userId: adminId, role: 'Carriers' as const };
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 4; i++) ids.push((await createLoad(api, broker.id, pick(drivers))).id);
      for (let i = 0; i < 25; i++) {
        const action = pick([...STAFF_ACTIONS, ...DRIVER_ACTIONS]);
        await ctx.services.loadLifecycle
          .transition(pick(ids), action, actor, 'Counter check')
          .catch((error) => {
            if ((error as { code?: string }).code !== 'Conflict') throw error;
          });
      }
      await expectExact(`round ${round}`);
    }
    // Several rows in one statement, as a bulk fix or the benchmark's fill would write them.
    const some = ids.slice(0, 7);
    await ctx.database.db.execute(
      sql`UPDATE loads SET status_id = ${LOAD_STATUS.inTransit} WHERE id IN (${sql.join(some, sql`, `)})`,
    );
    await expectExact('bulk update');
    // Loads given to the other driver, or to none, in one statement; one load's driver changed alone.
    const [first, second] = drivers;
    await ctx.database.db.execute(
      sql`UPDATE loads SET driver_id = CASE WHEN id % 3 = 0 THEN NULL ELSE ${second}::int END WHERE driver_id = ${first}`,
    );
    await expectExact('drivers changed');
    await ctx.database.db.execute(sql`UPDATE loads SET driver_id = ${first} WHERE id = ${ids[1] ?? 0}`);
    await expectExact('one driver changed');
    // A bulk insert: every load copied (its status with it), in one statement, whatever columns a load has.
    const list = await loadColumns();
    await ctx.database.db.execute(sql`INSERT INTO loads (${list}) SELECT ${list} FROM loads`);
    await expectExact('bulk insert');
  });

  it('gives an unfiltered list its exact total from the counters, and a searched one counts up to the cap', async () => {
    const broker = await approvedBroker(ctx, admin, 'Capped Count Freight');
    const driver = await approvedDriver(ctx, admin);
    await createLoad(ctx.api.as(admin), broker.id, driver);
    const list = await loadColumns();
    await ctx.database.db.execute(sql`
      INSERT INTO loads (${list})
      SELECT ${list} FROM loads, generate_series(1, ${LIST_COUNT_CAP + 5})
      WHERE loads.broker_id = ${broker.id} AND loads.status_id = ${LOAD_STATUS.new}`);
    const total = async (query: string) =>
      (await ctx.api.get(`/api/loadbook/findAllActive?${query}`, { as: admin })).json().data.extraData.total;
    const [active] = rowsOf<{ n: string | number }>(
      await ctx.database.db.execute(sql`SELECT count(*) AS n FROM loads WHERE NOT finished`),
    );
    expect(await total('page=1')).toBe(Number(active?.n));
    expect(await total('search=capped%20count')).toBe(LIST_COUNT_CAP + 1);
    expect(await total(`brokerId=${broker.id}&search=capped%20count&page=2`)).toBe(LIST_COUNT_CAP + 1);
  });
});
