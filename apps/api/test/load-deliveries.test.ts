import { LOAD_STATUS } from '@fletx/contract/load-status';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { ManualClock } from '../src/lib/clock';
import type { TestClient } from './helpers/client';
import { loggedInUser } from './helpers/factories';
import {
  addLedgerEntry,
  approvedBroker,
  approvedDriver,
  createLoad,
  deliverLoadAt,
  driveTo,
  loadBody,
} from './helpers/load-factories';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * The weekly revenue reads load_deliveries, which triggers keep (migration 0059_load_deliveries.sql,
 * docs/decisions/0060-load-revenue-kept-per-delivery.md): after every kind of change its rows are what the
 * history, the loads and the ledgers give when read directly, and the chart answers what the direct query
 * answered before the table.
 */
let ctx: TestContext;
let carrier: TestClient;
let carrierId: number;
let brokerId: number;
let driverId: number;
const clock = new ManualClock(new Date('2026-01-01T00:00:00Z'));
const NOW = new Date('2026-11-25T12:00:00Z');

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  const c = await loggedInUser(ctx, { role: 'Carriers' });
  carrier = ctx.api.as(c.authorization);
  carrierId = c.user.id;
  ({ id: brokerId } = await approvedBroker(ctx, c.authorization));
  driverId = await approvedDriver(ctx, c.authorization);
});
afterAll(async () => {
  await ctx?.close();
});

const query = async <T>(statement: ReturnType<typeof sql>) =>
  rowsOf<T>(await ctx.database.db.execute(statement));

type Delivery = { load_id: number; at: string; counted: boolean; cents: number };

/** Every delivered load's facts as the kept table holds them. */
const kept = async () =>
  (
    await query<Delivery>(sql`
      SELECT load_id, to_char(delivered_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') AS at, counted,
             revenue_cents AS cents
      FROM load_deliveries ORDER BY load_id`)
  ).map((r) => ({ ...r, cents: Number(r.cents) }));

/** The same facts read from the history, the loads and the ledgers, as the chart read them before the table. */
const direct = async () =>
  (
    await query<Delivery>(sql`
      SELECT h.load_id, to_char(min(h.changed_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') AS at,
             l.status_id IN (${LOAD_STATUS.delivered}, ${LOAD_STATUS.ended}, ${LOAD_STATUS.deliveryApproved}) AS counted,
             (SELECT coalesce(sum(t.amount_cents), 0) FROM load_transactions t
               WHERE t.load_id = h.load_id AND t.type_id BETWEEN 1 AND 6) AS cents
      FROM load_status_history h JOIN loads l ON l.id = h.load_id
      WHERE h.to_status = ${LOAD_STATUS.delivered}
      GROUP BY h.load_id, l.status_id ORDER BY h.load_id`)
  ).map((r) => ({ ...r, cents: Number(r.cents) }));

/** The chart of 12 weeks to NOW, as the API answers it. */
async function chart() {
  clock.set(NOW);
  const r = await carrier.get('/api/loads/stats/revenue?weeks=12');
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.weeks as Array<{ week: string; start: string; loads: number; revenue: number }>;
}

/** The kept rows are the direct ones; answers them. */
async function agree() {
  const rows = await kept();
  expect(rows).toEqual(await direct());
  return rows;
}

let seq = 0;
/** A load with this trip rate that its driver marks Delivered at `at`. */
const deliveredAt = (at: string, tripRate: number | null) =>
  deliverLoadAt({ ctx, clock, api: carrier, brokerId, driverId }, `LD-${++seq}`, at, tripRate);

const row = (rows: Delivery[], loadId: number) => rows.find((r) => r.load_id === loadId);

describe('load_deliveries', () => {
  it('follows deliveries, ledger entries, trip-rate edits, the end of service, approvals and cancellations', async () => {
    expect(await agree()).toEqual([]);
    const a = await deliveredAt('2026-11-16T09:00:00.000Z', 1000);
    const b = await deliveredAt('2026-11-23T10:00:00.000Z', 2500.5);
    const rolling = await createLoad(carrier, brokerId, driverId, { id_number: `LD-${++seq}` });
    await driveTo(ctx.services.loads, rolling.id, driverId, LOAD_STATUS.inTransit);
    let rows = await agree();
    expect(rows.map((r) => r.load_id)).toEqual([a, b]);
    expect(row(rows, b)).toEqual({ load_id: b, at: '2026-11-23T10:00:00.000', counted: true, cents: 250050 });

    // Entries after delivery: an accessorial counts, a deduction and an advance do not.
    await addLedgerEntry(carrier, a, 2, 150.25);
    await addLedgerEntry(carrier, a, 7, 40);
    await addLedgerEntry(carrier, a, 8, 60);
    expect(row(await agree(), a)?.cents).toBe(100000 + 15025);

    // The trip rate edited after delivery (its entry updated), then cleared (its entry deleted).
    const edit = (id: number, rate: number | null) =>
      carrier.put(`/api/loadbook/manualUpdate/${id}`, {
        ...loadBody(brokerId, driverId),
        id_number: `LD-${id}`,
        freight_company: rate,
      });
    expect((await edit(b, 3000)).statusCode).toBe(200);
    expect(row(await agree(), b)?.cents).toBe(300000);
    expect((await edit(b, null)).statusCode).toBe(200);
    expect(row(await agree(), b)?.cents).toBe(0);
    expect((await edit(b, 2000)).statusCode).toBe(200);

    // 10 → 11 → 12 still counts; a cancellation after delivery does not, its row and revenue kept.
    const staff = { userId: carrierId, role: 'Carriers' };
    await ctx.services.loads.transition(b, 'endService', staff);
    await ctx.services.loads.transition(b, 'approveDelivery', staff);
    clock.set(NOW);
    const cancel = await carrier.put(`/api/loadbook/update/${a}`, {
      loadbook_status_id: LOAD_STATUS.cancelled,
      comment: 'Broker cancelled',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    rows = await agree();
    expect(rows.map((r) => [r.load_id, r.counted, r.cents])).toEqual([
      [a, false, 115025],
      [b, true, 200000],
    ]);
    const weeks = await chart();
    expect(weeks.at(-2)).toMatchObject({ week: '2026-W47', loads: 0, revenue: 0 });
    expect(weeks.at(-1)).toMatchObject({ week: '2026-W48', loads: 1, revenue: 2000 });
  });

  it('keeps the first delivery of a load delivered twice, and follows writers of plain SQL', async () => {
    const c = await deliveredAt('2026-11-10T08:00:00.000Z', 700);
    const at = (iso: string) => sql`${iso}::timestamptz`;
    const history = (loadId: number, changedAt: string) => sql`
      (${loadId}, ${LOAD_STATUS.atDelivery}, ${LOAD_STATUS.delivered}, 'advance', '', 'test', ${at(changedAt)})`;
    const insertHistory = (...values: ReturnType<typeof sql>[]) =>
      ctx.database.db.execute(sql`
        INSERT INTO load_status_history (load_id, from_status, to_status, action, comment, changed_by_name, changed_at)
        VALUES ${sql.join(values, sql`, `)}`);

    await insertHistory(history(c, '2026-11-20T08:00:00.000Z'));
    expect(row(await agree(), c)?.at).toBe('2026-11-10T08:00:00.000');
    await insertHistory(history(c, '2026-11-03T08:00:00.000Z'));
    expect(row(await agree(), c)?.at).toBe('2026-11-03T08:00:00.000');

    // Two loads delivered by one statement, twice each in it (the bench's and the seed's bulk SQL).
    const d = (
      await createLoad(carrier, brokerId, driverId, { id_number: `LD-${++seq}`, freight_company: 90 })
    ).id;
    const e = (
      await createLoad(carrier, brokerId, driverId, { id_number: `LD-${++seq}`, freight_company: 10 })
    ).id;
    await ctx.database.db.execute(
      sql`UPDATE loads SET status_id = ${LOAD_STATUS.delivered} WHERE id IN (${d}, ${e})`,
    );
    await insertHistory(
      history(d, '2026-11-18T00:00:00.000Z'),
      history(e, '2026-11-19T00:00:00.000Z'),
      history(d, '2026-11-17T00:00:00.000Z'),
      history(e, '2026-11-24T00:00:00.000Z'),
    );
    // Ledger rows edited, moved between loads and deleted by statements of several rows.
    await ctx.database.db.execute(sql`
      INSERT INTO load_transactions (load_id, type_id, amount_cents, comment, created_by_name)
      VALUES (${d}, 3, 500, 'x', 'test'), (${e}, 4, 700, 'x', 'test'), (${d}, 7, -300, 'x', 'test')`);
    await agree();
    await ctx.database.db.execute(sql`
      UPDATE load_transactions SET amount_cents = amount_cents * 2 WHERE load_id IN (${d}, ${e}) AND type_id <> 1`);
    await agree();
    await ctx.database.db.execute(
      sql`UPDATE load_transactions SET load_id = ${e} WHERE load_id = ${d} AND type_id = 3`,
    );
    await agree();
    await ctx.database.db.execute(
      sql`DELETE FROM load_transactions WHERE load_id IN (${d}, ${e}) AND type_id <> 1`,
    );
    const rows = await agree();
    expect(rows.filter((r) => [d, e].includes(r.load_id))).toEqual([
      { load_id: d, at: '2026-11-17T00:00:00.000', counted: true, cents: 9000 },
      { load_id: e, at: '2026-11-19T00:00:00.000', counted: true, cents: 1000 },
    ]);

    // The chart is what the history, the loads and the ledgers give, week by week.
    const byWeek = await query<{ monday: string; loads: number; cents: string }>(sql`
      SELECT to_char(date_trunc('week', d.at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS monday, count(*)::integer AS loads,
             sum((SELECT coalesce(sum(t.amount_cents), 0) FROM load_transactions t
                   WHERE t.load_id = d.load_id AND t.type_id BETWEEN 1 AND 6)) AS cents
      FROM (SELECT load_id, min(changed_at) AS at FROM load_status_history WHERE to_status = ${LOAD_STATUS.delivered}
            GROUP BY load_id) d JOIN loads l ON l.id = d.load_id
      WHERE l.status_id IN (${LOAD_STATUS.delivered}, ${LOAD_STATUS.ended}, ${LOAD_STATUS.deliveryApproved})
      GROUP BY 1 ORDER BY 1`);
    const weeks = (await chart()).filter((w) => w.loads > 0);
    expect(
      weeks.map((w) => ({ monday: w.start, loads: w.loads, cents: Math.round(w.revenue * 100) })),
    ).toEqual(byWeek.map((w) => ({ monday: w.monday, loads: Number(w.loads), cents: Number(w.cents) })));
    expect(weeks.length).toBeGreaterThanOrEqual(3);
  });
});
