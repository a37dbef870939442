import { bookingStopKeys } from '@fletx/contract/bookings';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { loadStopKeys } from '@fletx/contract/loads';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loads } from '../src/db/schema';
import { UnitOfWork } from '../src/db/unit-of-work';
import { ManualClock } from '../src/lib/clock';
import { DispatchBoardQueries } from '../src/modules/read-model/dispatch-board.queries';
import { dallasToAtlantaStops } from './helpers/bodies';
import { bookingBody } from './helpers/broker-factories';
import { ADA_ADMIN, loggedInUser } from './helpers/factories';
import { approvedBroker, approvedDriver, createLoad } from './helpers/load-factories';
import { preparedPlan } from './helpers/plans';
import { worldPerFile } from './helpers/setup';
import { createTestApp } from './helpers/test-app';

/**
 * Today's "loads without a driver" (dispatch.service.ts `queueSize`): the dispatch board's queue for the week to
 * come — active loads without a driver or refused by theirs, picked up before the week's end on their dock's
 * clock — counted as the board lists it; and the queue's query served by the loads' indexes (on 100,000 loads a
 * bitmap of loads_driver_idx or loads_status_idx with loads_finished_id_idx: docs/performance.md "Session 39:
 * Today at scale"), so no index of its own.
 */
const clock = new ManualClock(new Date('2026-03-01T12:00:00Z'));
// The week to come ends 2026-03-08 00:00 UTC: 18:00 in Dallas (Central, UTC−6) on the 7th.
const WEEK_END = '2026-03-08T00:00:00Z';
let seq = 0;
const w = worldPerFile(async () => {
  const ctx = await createTestApp({ clock });
  const admin = await loggedInUser(ctx, ADA_ADMIN);
  const carrier = await loggedInUser(ctx, { role: 'Carriers' });
  return {
    ctx,
    auth: admin.authorization,
    api: ctx.api.as(admin.authorization),
    brokerId: (await approvedBroker(ctx, carrier.authorization)).id,
  };
});

/** A booking turned into a load (no driver), Dallas → Atlanta, picked up at `pickup` (Dallas's clock). */
async function queued(pickup: string) {
  const day = pickup.slice(0, 10);
  const booking = await w.api.post(
    '/api/bookings/manualCreate',
    bookingBody(w.brokerId, {
      idNumber: `TQ-${++seq}`,
      ...dallasToAtlantaStops(bookingStopKeys, [day, '2026-03-20']),
      [bookingStopKeys.pickup.openTime]: pickup,
      [bookingStopKeys.pickup.closeTime]: pickup,
    }),
  );
  expect(booking.statusCode, booking.body).toBe(201);
  const load = await w.api.post(`/api/bookings/${booking.json().data.id}/toLoad`);
  expect(load.statusCode, load.body).toBe(201);
  return load.json().data.id as number;
}

const setStatus = (id: number, statusId: number) =>
  w.ctx.database.db.update(loads).set({ statusId }).where(eq(loads.id, id));

/** Today's count, checked against the dispatch board's queue for the same week. */
async function unassigned(): Promise<number> {
  const today = await w.api.get('/api/today');
  expect(today.statusCode, today.body).toBe(200);
  const count = today.json().data.dispatch.unassigned as number;
  const board = await w.api.get(`/api/dispatch/board?from=2026-03-01T00:00:00Z&to=${WEEK_END}`);
  expect(board.statusCode, board.body).toBe(200);
  expect(board.json().data.unassigned).toHaveLength(count);
  return count;
}

describe("Today's loads without a driver", () => {
  it("counts the active loads without a driver or refused by theirs, picked up before the week's end at the dock", async () => {
    expect(await unassigned()).toBe(0);

    // Before the week's end on Dallas's clock (17:59 there is 23:59 UTC), and at it (18:00 is 00:00 UTC: out).
    await queued('2026-03-07T17:59');
    await queued('2026-03-07T18:00');
    expect(await unassigned()).toBe(1);
    // Picked up days ago and still without a driver: still waiting.
    await queued('2026-02-25T08:00');
    expect(await unassigned()).toBe(2);

    // A load with a driver is not waiting; once their driver refuses it, it is again.
    const driverId = await approvedDriver(w.ctx, w.auth);
    const assigned = await createLoad(w.api, w.brokerId, driverId, {
      id_number: `TQ-${++seq}`,
      ...dallasToAtlantaStops(loadStopKeys, ['2026-03-04', '2026-03-05']),
    });
    expect(await unassigned()).toBe(2);
    await setStatus(assigned.id, LOAD_STATUS.refusedByDriver);
    expect(await unassigned()).toBe(3);

    // Finished loads never wait: cancelled, declined, old.
    for (const status of [LOAD_STATUS.cancelled, LOAD_STATUS.declined, LOAD_STATUS.oldLoad]) {
      const gone = await queued('2026-03-03T09:00');
      expect(await unassigned()).toBe(4);
      await setStatus(gone, status);
      expect(await unassigned()).toBe(3);
    }

    // The next day the week to come ends a day later: the load picked up at 18:00 on the 7th is in it.
    clock.set(new Date('2026-03-02T12:00:00Z'));
    const today = await w.api.get('/api/today');
    expect(today.json().data.dispatch.unassigned).toBe(4);
    clock.set(new Date('2026-03-01T12:00:00Z'));
  });

  it('reads the queue through an index', async () => {
    const uow = new UnitOfWork(w.ctx.database.db, w.ctx.database.namedStatements);
    const query = new DispatchBoardQueries(uow).unassigned(new Date(WEEK_END), {});
    const plan = await w.ctx.database.db.transaction(async (tx) => {
      // On a small test table a scan would win: ruled out, the plan shows which index serves the query.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return preparedPlan(tx, query, {});
    });
    expect(plan).not.toContain('"Seq Scan"');
    expect(plan).toMatch(/"Index Name": ?"loads_(driver|status|finished)/);
  });
});
