import { LOAD_STATUS } from '@fletx/contract/load-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillBoardWeek } from '../scripts/bench-fill-board';
import { ManualClock } from '../src/lib/clock';
import { loggedInUser } from './helpers/factories';
import { approvedBroker, approvedDriver, createLoad } from './helpers/load-factories';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * The board at the size (docs/performance.md "Dispatch board"): 300 active drivers and 2,000 loads in
 * the week, copied from one driver and one load made through the API (apps/api/scripts/bench-fill-board.ts). It
 * answers every row and load; the time is printed for the figures, not asserted.
 */
const clock = new ManualClock(new Date('2026-03-01T12:00:00Z'));
let ctx: TestContext;
let dispatcher: string;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  const carrier = (await loggedInUser(ctx, { role: 'Carriers' })).authorization;
  dispatcher = (await loggedInUser(ctx, { role: 'Dispatcher' })).authorization;
  const broker = await approvedBroker(ctx, carrier);
  const first = await approvedDriver(ctx, carrier, { first_name: 'Scale' });
  await createLoad(ctx.api.as(dispatcher), broker.id, first, { id_number: 'SC-0' });
  // 299 more drivers, each a copy of the first with its driver information; 1,999 more loads over the week,
  // spread over them, each a copy of the first.
  await fillBoardWeek(ctx.database, {
    driverId: first,
    drivers: 299,
    loadIdNumber: 'SC-0',
    loads: 1999,
    monday: '2026-03-02',
    tag: 'scale',
  });
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('the board with 300 drivers and 2,000 loads', () => {
  it('answers every driver and every load of the week', async () => {
    const url = '/api/dispatch/board?from=2026-03-02T00:00:00Z&to=2026-03-09T00:00:00Z';
    await ctx.api.get(url, { as: dispatcher });
    const started = performance.now();
    const r = await ctx.api.get(url, { as: dispatcher });
    const ms = performance.now() - started;
    expect(r.statusCode, r.body).toBe(200);
    const board = r.json().data as { drivers: Array<{ loads: Array<{ status: number }> }> };
    expect(board.drivers.length).toBeGreaterThanOrEqual(300);
    const loads = board.drivers.flatMap((d) => d.loads);
    expect(loads.length).toBeGreaterThanOrEqual(2000);
    expect(loads.every((l) => l.status === LOAD_STATUS.new)).toBe(true);
    console.log(`dispatch board, 300 drivers × 2,000 loads: ${Math.round(ms)} ms, ${r.body.length} bytes`);
  });
});
