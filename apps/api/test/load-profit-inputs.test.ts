import { TRANSACTION_TYPE } from '@fletx/contract/load-ledger';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { milesTenths } from '@fletx/contract/pay-rules';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { deliveryStatements, loads, loadTransactions, osdEntries } from '../src/db/schema';
import { ManualClock } from '../src/lib/clock';
import { loadedMilesSql, stopWaits } from '../src/modules/read-model/pay-terms';
import { type ProfitLoadRow, ProfitQueries } from '../src/modules/read-model/profit.queries';
import {
  addLedgerEntry,
  approvedBroker,
  approvedDriver,
  createLoad,
  deliverLoadAt,
  driveTo,
  loadBody,
  loadWorld,
} from './helpers/load-factories';
import { worldPerFile } from './helpers/setup';

/**
 * The profit report reads each delivered load's inputs from load_deliveries, which triggers keep (migration
 * 0060_load_profit_inputs.sql, docs/decisions/0062-profit-inputs-kept-per-delivery.md): after every kind of
 * write, the kept facts are what the history, the loads, the ledgers, the OS&D and the statements give when
 * read directly, and the report's reading of them is, row for row, what its direct statement over the loads
 * read before the table.
 */
const clock = new ManualClock(new Date('2026-01-01T00:00:00Z'));
const w = worldPerFile(async () => {
  const world = await loadWorld({
    manager: { role: 'Carriers' },
    driver: { first_name: 'Kim', last_name: 'Kept' },
    clock,
  });
  const { id: otherBrokerId } = await approvedBroker(world.ctx, world.manager, 'Other Brokers');
  const otherDriverId = await approvedDriver(world.ctx, world.manager, {
    first_name: 'Lou',
    last_name: 'Other',
  });
  return { ...world, carrier: world.ctx.api.as(world.manager), otherBrokerId, otherDriverId };
});

const run = (statement: ReturnType<typeof sql>) => w.ctx.database.db.execute(statement);
const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await run(statement));

/** The facts of the table, as text, for every delivered load (counted or not). */
const FACTS =
  sql.raw(`load_id, to_char(delivered_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') AS delivered,
  counted, revenue::text AS revenue, trip::text AS trip, osd::text AS osd, quick_pay,
  to_char(at_pickup_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS at_pickup,
  to_char(loaded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS loaded,
  to_char(at_delivery_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS at_delivery,
  id_number, driver_id, broker_id, pickup_state, delivery_state, distance_miles, planned_miles::text AS planned,
  planned_miles_estimated, actual_miles::text AS actual, deadhead_miles::text AS deadhead`);

const kept = () =>
  query<Record<string, unknown>>(sql`
    SELECT ${FACTS} FROM (SELECT *, revenue_cents AS revenue, trip_rate_cents AS trip, osd_cents AS osd
                          FROM load_deliveries) d
    ORDER BY load_id`);

/** The same facts read from the history, the loads, the ledgers, the OS&D and the statements. */
const direct = () =>
  query<Record<string, unknown>>(sql`
    SELECT ${FACTS} FROM (
      SELECT h.*, l.status_id IN (${LOAD_STATUS.delivered}, ${LOAD_STATUS.ended}, ${LOAD_STATUS.deliveryApproved})
               AS counted,
             (SELECT coalesce(sum(t.amount_cents), 0) FROM load_transactions t
               WHERE t.load_id = h.load_id AND t.type_id BETWEEN 1 AND 6) AS revenue,
             (SELECT coalesce(sum(t.amount_cents), 0) FROM load_transactions t
               WHERE t.load_id = h.load_id AND t.type_id = 1) AS trip,
             (SELECT coalesce(sum(o.amount_cents), 0) FROM osd_entries o WHERE o.load_id = h.load_id) AS osd,
             coalesce((SELECT bool_or(s.quick_pay) FROM delivery_statements s WHERE s.load_id = h.load_id), false)
               AS quick_pay,
             l.id_number, l.driver_id, l.broker_id, l.pickup_state, l.delivery_state, l.distance_miles,
             l.planned_miles, l.planned_miles_estimated, l.actual_miles, l.deadhead_miles
      FROM (SELECT load_id, min(changed_at) FILTER (WHERE to_status = 10) AS delivered_at,
                   min(changed_at) FILTER (WHERE to_status = 6) AS at_pickup_at,
                   min(changed_at) FILTER (WHERE to_status = 7) AS loaded_at,
                   min(changed_at) FILTER (WHERE to_status = 9) AS at_delivery_at
            FROM load_status_history GROUP BY load_id) h
      JOIN loads l ON l.id = h.load_id
      WHERE h.delivered_at IS NOT NULL) d
    ORDER BY load_id`);

const EVER = { from: new Date('2000-01-01T00:00:00Z'), to: new Date('2100-01-01T00:00:00Z') };

/** The report's reading of every delivery for a grouping, parts of two loads, as ProfitService reads them. */
async function reportRows(groupBy: 'load' | 'lane'): Promise<ProfitLoadRow[]> {
  const q = new ProfitQueries(w.ctx.services.uow);
  return q.read(async () => {
    const deliveries = await q.deliveries(EVER);
    const rows: ProfitLoadRow[] = [];
    for (let start = 0; start < deliveries.length; start += 2) {
      const [first = 0, last = first] = deliveries.slice(start, start + 2);
      rows.push(...(await q.loadsOf(EVER, { first, last }, groupBy, 'America/Chicago')));
    }
    expect(rows).toHaveLength(deliveries.length);
    return rows;
  });
}

/** The report's statement before load_deliveries kept its inputs: the loads, each with LATERAL lookups. */
const ledgerSum = (types: string) =>
  sql.raw(`coalesce(sum(amount_cents) FILTER (WHERE type_id IN (${types})), 0)::integer`);
type DirectRow = Omit<ProfitLoadRow, 'loadedTenths' | 'deadheadTenths'> & {
  loadedMiles: string | null;
  deadheadMiles: string | null;
};
const directReportRows = async (): Promise<ProfitLoadRow[]> =>
  (
    await query<DirectRow>(sql`
    SELECT ${loads.id} AS "id", ${loads.idNumber} AS "idNumber", ${loads.driverId} AS "driverId",
           ${loads.brokerId} AS "brokerId", ${loads.pickupState} AS "pickupState",
           ${loads.deliveryState} AS "deliveryState", ${loadedMilesSql} AS "loadedMiles",
           ${loads.deadheadMiles} AS "deadheadMiles", coalesce(statement.quick_pay, false) AS "quickPay",
           ledger.trip_rate AS "tripRate", ledger.accessorials AS "accessorials", osd.cents AS "osd",
           ${stopWaits.pickupWait} AS "pickupWait", ${stopWaits.deliveryWait} AS "deliveryWait",
           (SELECT floor(extract(epoch FROM min(h.changed_at)) / 86400)::integer FROM load_status_history h
             WHERE h.load_id = ${loads.id} AND h.to_status = ${LOAD_STATUS.delivered}) AS "day"
    FROM ${loads}
    CROSS JOIN LATERAL (SELECT bool_or(${deliveryStatements.quickPay}) AS quick_pay FROM ${deliveryStatements}
                        WHERE ${deliveryStatements.loadId} = ${loads.id}) AS statement
    CROSS JOIN LATERAL (SELECT ${ledgerSum('1')} AS trip_rate, ${ledgerSum('2, 3, 4, 5, 6')} AS accessorials
                        FROM ${loadTransactions} WHERE ${loadTransactions.loadId} = ${loads.id}) AS ledger
    CROSS JOIN LATERAL (SELECT coalesce(sum(${osdEntries.amountCents}), 0)::integer AS cents FROM ${osdEntries}
                        WHERE ${osdEntries.loadId} = ${loads.id}) AS osd
    CROSS JOIN LATERAL ${stopWaits}
    WHERE ${loads.id} IN (SELECT load_id FROM load_status_history WHERE to_status = ${LOAD_STATUS.delivered})
      AND ${loads.statusId} IN (${LOAD_STATUS.delivered}, ${LOAD_STATUS.ended}, ${LOAD_STATUS.deliveryApproved})
    ORDER BY ${loads.id}`)
  ).map(({ loadedMiles, deadheadMiles, ...row }) => ({
    ...row,
    loadedTenths: milesTenths(loadedMiles),
    deadheadTenths: milesTenths(deadheadMiles),
  }));

/** The kept facts are the direct ones, and the report reads what its direct statement read; answers both. */
async function agree() {
  const facts = await kept();
  expect(facts).toEqual(await direct());
  const rows = await directReportRows();
  expect(await reportRows('load')).toEqual(
    rows.map((r) => ({ ...r, pickupState: null, deliveryState: null })),
  );
  expect(await reportRows('lane')).toEqual(rows.map((r) => ({ ...r, idNumber: null })));
  return { facts, rows };
}

const fact = (facts: Array<Record<string, unknown>>, loadId: number) =>
  facts.find((f) => f.load_id === loadId);
const rowOf = (rows: ProfitLoadRow[], loadId: number) => rows.find((r) => r.id === loadId);

let seq = 0;
/** A new load of the world's broker and driver, `freight` dollars; its id. */
const newLoad = async (freight: number | null = 1000) =>
  (
    await createLoad(w.carrier, w.brokerId, w.driverId, {
      id_number: `KP-${++seq}`,
      freight_company: freight,
    })
  ).id;

/** Drives a new load to Delivered, each step at its own time: 2 h 35 at pickup, 3 h 10 at delivery. */
async function deliveredWithWaits(start: string) {
  const id = await newLoad(1800);
  const t0 = new Date(start).getTime();
  const by = { userId: w.driverId, role: 'Driver' };
  const minutes = [0, 30, 60, 215, 240, 600, 790];
  const steps = ['accept', 'advance', 'advance', 'advance', 'advance', 'advance', 'advance'] as const;
  for (const [i, action] of steps.entries()) {
    clock.set(new Date(t0 + (minutes[i] ?? 0) * 60_000));
    await w.ctx.services.loads.transition(id, action, by);
  }
  return id;
}

describe('load_deliveries keeps the profit inputs', () => {
  it('follows deliveries, the ledger, OS&D, approval with quick pay, edits, cancellations and miles', async () => {
    expect(await agree()).toEqual({ facts: [], rows: [] });
    const a = await deliveredWithWaits('2026-10-05T06:00:00.000Z');
    const world = { ctx: w.ctx, clock, api: w.carrier, brokerId: w.brokerId, driverId: w.driverId };
    const b = await deliverLoadAt(world, `KP-${++seq}`, '2026-10-07T10:00:00.000Z', 2500.5);
    const rolling = await newLoad();
    await driveTo(w.ctx.services.loads, rolling, w.driverId, LOAD_STATUS.inTransit);
    let { facts, rows } = await agree();
    expect(facts.map((f) => f.load_id)).toEqual([a, b]);
    expect(fact(facts, a)).toMatchObject({
      delivered: '2026-10-05T19:10:00.000',
      at_pickup: '2026-10-05T07:00',
      loaded: '2026-10-05T09:35',
      at_delivery: '2026-10-05T16:00',
    });
    expect(rowOf(rows, a)).toMatchObject({ tripRate: 180000, pickupWait: 155, deliveryWait: 190 });

    // Ledger entries after delivery: an accessorial is revenue, a deduction and an advance are not.
    await addLedgerEntry(w.carrier, a, TRANSACTION_TYPE.lumper, 150.25);
    await addLedgerEntry(w.carrier, a, TRANSACTION_TYPE.deduction, 40);
    await addLedgerEntry(w.carrier, a, TRANSACTION_TYPE.advance, 60);
    expect(rowOf((await agree()).rows, a)).toMatchObject({ tripRate: 180000, accessorials: 15025 });

    // The load edited after delivery: trip rate, number, broker, driver and delivery state; then cleared.
    const edit = (id: number, body: Record<string, unknown>) =>
      w.carrier.put(`/api/loadbook/manualUpdate/${id}`, { ...loadBody(w.brokerId, w.driverId), ...body });
    const moved = {
      id_number: 'KP-B',
      broker_id: w.otherBrokerId,
      user_id: w.otherDriverId,
      freight_company: 3000,
    };
    let r = await edit(b, { ...moved, state_code_delivery: 'FL' });
    expect(r.statusCode, r.body).toBe(200);
    ({ rows } = await agree());
    expect(rowOf(rows, b)).toMatchObject({
      idNumber: 'KP-B',
      brokerId: w.otherBrokerId,
      driverId: w.otherDriverId,
      deliveryState: 'FL',
      tripRate: 300000,
    });
    r = await edit(b, { ...moved, freight_company: null });
    expect(r.statusCode, r.body).toBe(200);
    expect(rowOf((await agree()).rows, b)?.tripRate).toBe(0);
    expect((await edit(b, { ...moved, freight_company: 2000 })).statusCode).toBe(200);

    // Ended, two OS&D entries and one removed, approved with quick pay.
    const staff = { userId: w.managerId, role: 'Carriers' };
    await w.ctx.services.loads.transition(a, 'endService', staff);
    const osd = async (cents: number) => {
      const added = await w.carrier.post(`/api/delivery-approval/${a}/osd`, {
        kind: 'damaged',
        note: 'Crushed pallet',
        amount_cents: cents,
      });
      expect(added.statusCode, added.body).toBe(201);
      return (added.json().data.osd as Array<{ id: number }>).at(-1)?.id;
    };
    await osd(2500);
    const second = await osd(4000);
    expect(rowOf((await agree()).rows, a)?.osd).toBe(6500);
    expect((await w.carrier.delete(`/api/delivery-approval/${a}/osd/${second}`)).statusCode).toBe(200);
    const approved = await w.carrier.post(`/api/delivery-approval/${a}/approve`, { quickPay: true });
    expect(approved.statusCode, approved.body).toBe(200);
    ({ rows } = await agree());
    expect(rowOf(rows, a)).toMatchObject({ osd: 2500, quickPay: true });

    // A cancellation after delivery leaves the report (the row is kept), a status set back brings it again.
    const cancel = await w.carrier.put(`/api/loadbook/update/${b}`, {
      loadbook_status_id: LOAD_STATUS.cancelled,
      comment: 'Broker cancelled',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    ({ facts, rows } = await agree());
    expect([fact(facts, b)?.counted, rowOf(rows, b)]).toEqual([false, undefined]);
    await run(sql`UPDATE loads SET status_id = ${LOAD_STATUS.ended} WHERE id = ${b}`);
    expect(rowOf((await agree()).rows, b)?.tripRate).toBe(200000);

    // The miles the miles module writes (actual and deadhead at delivery, planned by the route service).
    await run(sql`UPDATE loads SET actual_miles = 812.4, deadhead_miles = 40.5 WHERE id = ${a}`);
    await run(sql`UPDATE loads SET planned_miles = 777.7, planned_miles_estimated = false, actual_miles = NULL
                  WHERE id = ${b}`);
    ({ rows } = await agree());
    expect([
      rowOf(rows, a)?.loadedTenths,
      rowOf(rows, a)?.deadheadTenths,
      rowOf(rows, b)?.loadedTenths,
    ]).toEqual([8124, 405, 7777]);
    // Names are read, not kept: a rename shows at once.
    await run(sql`UPDATE brokers SET name = 'Renamed Brokers' WHERE id = ${w.brokerId}`);
    await run(sql`UPDATE users SET first_name = 'Lea' WHERE id = ${w.otherDriverId}`);
    const labels = async (groupBy: string) => {
      const report = await w.carrier.get(
        `/api/reports/profit?from=2026-10-01&to=2026-10-31&groupBy=${groupBy}`,
      );
      expect(report.statusCode, report.body).toBe(200);
      return (report.json().data.items as Array<{ label: string }>).map((i) => i.label).sort();
    };
    expect(await labels('broker')).toEqual(['Other Brokers', 'Renamed Brokers']);
    expect(await labels('driver')).toEqual(['Kim Kept', 'Lea Other']);
  });

  it('follows writers of plain SQL: steps, deliveries, OS&D and statements of several loads at once', async () => {
    const [c, d] = [await newLoad(700), await newLoad(900)];
    await run(sql`UPDATE loads SET status_id = ${LOAD_STATUS.delivered} WHERE id IN (${c}, ${d})`);
    const step = (loadId: number, to: number, at: string) =>
      sql`(${loadId}, ${to - 1}, ${to}, 'advance', '', 'test', ${at}::timestamptz)`;
    const insertHistory = (...values: ReturnType<typeof sql>[]) =>
      run(sql`
        INSERT INTO load_status_history (load_id, from_status, to_status, action, comment, changed_by_name, changed_at)
        VALUES ${sql.join(values, sql`, `)}`);
    // Both loads' whole trips in one statement, a step twice (the first time counts).
    await insertHistory(
      step(c, LOAD_STATUS.atPickup, '2026-11-02T08:00:00Z'),
      step(c, LOAD_STATUS.loaded, '2026-11-02T09:00:00Z'),
      step(c, LOAD_STATUS.loaded, '2026-11-02T08:30:00Z'),
      step(c, LOAD_STATUS.atDelivery, '2026-11-02T15:00:00Z'),
      step(c, LOAD_STATUS.delivered, '2026-11-02T16:45:00Z'),
      step(d, LOAD_STATUS.atDelivery, '2026-11-03T15:00:00Z'),
      step(d, LOAD_STATUS.delivered, '2026-11-03T15:20:00Z'),
    );
    let { rows } = await agree();
    expect([rowOf(rows, c)?.pickupWait, rowOf(rows, c)?.deliveryWait, rowOf(rows, d)?.pickupWait]).toEqual([
      30,
      105,
      null,
    ]);
    // Steps written after the delivery, earlier than those kept, and a second, earlier delivery.
    await insertHistory(
      step(d, LOAD_STATUS.atPickup, '2026-11-03T06:00:00Z'),
      step(d, LOAD_STATUS.loaded, '2026-11-03T07:10:00Z'),
      step(c, LOAD_STATUS.atDelivery, '2026-11-02T14:00:00Z'),
      step(c, LOAD_STATUS.atPickup, '2026-11-02T10:00:00Z'),
    );
    await insertHistory(step(d, LOAD_STATUS.delivered, '2026-11-03T15:10:00Z'));
    ({ rows } = await agree());
    expect([rowOf(rows, c)?.deliveryWait, rowOf(rows, d)?.pickupWait, rowOf(rows, d)?.deliveryWait]).toEqual([
      165, 70, 10,
    ]);

    // OS&D and statements written, moved between loads, changed and deleted by statements of several rows.
    await run(sql`
      INSERT INTO osd_entries (load_id, kind, note, amount_cents, created_by_name)
      VALUES (${c}, 'short', 'x', 1000, 'test'), (${d}, 'over', 'x', 300, 'test'), (${c}, 'short', 'y', 50, 'test')`);
    await agree();
    await run(sql`UPDATE osd_entries SET amount_cents = amount_cents * 3 WHERE load_id IN (${c}, ${d})`);
    await agree();
    await run(sql`UPDATE osd_entries SET load_id = ${d} WHERE load_id = ${c} AND note = 'y'`);
    await agree();
    const statement = (loadId: number, quickPay: boolean) => sql`
      (${loadId}, ${quickPay}, 0, 0, 0, 0, 0, 0, 0, 'test')`;
    await run(sql`
      INSERT INTO delivery_statements (load_id, quick_pay, trip_rate, accessorials_total, osd_total, gross,
                                       product_fee, quick_pay_discount, net, approved_by_name)
      VALUES ${statement(c, true)}, ${statement(d, false)}`);
    expect((await agree()).rows.filter((r) => r.quickPay).map((r) => r.id)).toContain(c);
    await run(sql`UPDATE delivery_statements SET quick_pay = NOT quick_pay WHERE load_id IN (${c}, ${d})`);
    ({ rows } = await agree());
    expect([rowOf(rows, c)?.quickPay, rowOf(rows, d)?.quickPay]).toEqual([false, true]);
    await run(sql`DELETE FROM delivery_statements WHERE load_id = ${d}`);
    await run(sql`DELETE FROM osd_entries WHERE load_id = ${d}`);
    ({ rows } = await agree());
    expect([rowOf(rows, d)?.quickPay, rowOf(rows, d)?.osd, rowOf(rows, c)?.osd]).toEqual([false, 0, 3000]);
    await run(sql`TRUNCATE osd_entries`);
    expect(rowOf((await agree()).rows, c)?.osd).toBe(0);
  });
});
