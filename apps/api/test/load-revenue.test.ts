import { LOAD_STATUS } from '@fletx/contract/load-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { isoMonday, isoWeekName } from '../src/modules/loads/load-revenue';
import type { TestClient } from './helpers/client';
import { loggedInUser } from './helpers/factories';
import { approvedBroker, approvedDriver, createLoad, deliverLoadAt, driveTo } from './helpers/load-factories';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * `GET /api/loads/stats/revenue` (docs/product.md "Load charts"): per ISO week of the carrier's days (Monday
 * 00:00 in Chicago, carrier settings' zone until set; docs/decisions/0070-carriers-day.md), the loads
 * that reached Delivered in it and their trip rates plus accessorials; deductions, cancelled and undelivered
 * loads do not count.
 */
let ctx: TestContext;
let carrier: TestClient;
let dispatcher: TestClient;
let brokerId: number;
let driverId: number;
const clock = new ManualClock(new Date('2026-01-01T00:00:00Z'));
const NOW = new Date('2026-11-25T12:00:00Z'); // a Wednesday of 2026-W48

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  const c = await loggedInUser(ctx, { role: 'Carriers' });
  carrier = ctx.api.as(c.authorization);
  dispatcher = ctx.api.as((await loggedInUser(ctx, { role: 'Dispatcher' })).authorization);
  ({ id: brokerId } = await approvedBroker(ctx, c.authorization));
  driverId = await approvedDriver(ctx, c.authorization);
});
afterAll(async () => {
  await ctx?.close();
});

let seq = 0;
/** A load with this trip rate whose driver marks it Delivered at `at`, with ledger entries added then. */
const deliveredAt = (at: string, tripRate: number, entries: Array<[type: number, amount: number]> = []) =>
  deliverLoadAt({ ctx, clock, api: carrier, brokerId, driverId }, `RV-${++seq}`, at, tripRate, entries);

describe('GET /api/loads/stats/revenue', () => {
  it("sums trip rates and accessorials per ISO week, the carrier's Monday 00:00 being the first instant of a week", async () => {
    await deliveredAt('2026-11-23T05:59:59.999Z', 1000.5, [[2, 200]]); // Sunday 23:59 in Chicago: 2026-W47
    await deliveredAt('2026-11-23T06:00:00.000Z', 2450.5, [[7, 100]]); // Monday 00:00: 2026-W48; a deduction
    await deliveredAt('2026-11-24T10:00:00.000Z', 0.1, [[3, 0.2]]); // cents add exactly (0.1 + 0.2)
    await deliveredAt('2026-09-07T04:59:59.000Z', 999); // the Sunday before the 12 weeks (CDT)
    await deliveredAt('2026-09-07T05:00:00.000Z', 10); // the first instant of the 12 weeks
    const cancelled = await deliveredAt('2026-11-17T09:00:00.000Z', 5000);
    clock.set(NOW);
    const cancel = await carrier.put(`/api/loadbook/update/${cancelled}`, {
      loadbook_status_id: LOAD_STATUS.cancelled,
      comment: 'Broker cancelled',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const inTransit = await createLoad(carrier, brokerId, driverId, { id_number: `RV-${++seq}` });
    await driveTo(ctx.services.loads, inTransit.id, driverId, LOAD_STATUS.inTransit);

    const r = await carrier.get('/api/loads/stats/revenue?weeks=12');
    expect(r.statusCode, r.body).toBe(200);
    const weeks = r.json().data.weeks as Array<{
      week: string;
      start: string;
      loads: number;
      revenue: number;
    }>;
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({ week: '2026-W37', start: '2026-09-07', loads: 1, revenue: 10 });
    expect(weeks.at(-2)).toEqual({ week: '2026-W47', start: '2026-11-16', loads: 1, revenue: 1200.5 });
    expect(weeks.at(-1)).toEqual({ week: '2026-W48', start: '2026-11-23', loads: 2, revenue: 2450.8 });
    expect(weeks.slice(1, -2).every((w) => w.loads === 0 && w.revenue === 0)).toBe(true);

    const one = await carrier.get('/api/loads/stats/revenue?weeks=1');
    expect(one.json().data.weeks).toEqual([weeks.at(-1)]);
    const byDefault = await carrier.get('/api/loads/stats/revenue');
    expect(byDefault.json().data.weeks).toEqual(weeks);
  });

  it('is for Carriers and Admin users only; weeks is 1 to 52', async () => {
    expect((await dispatcher.get('/api/loads/stats/revenue')).statusCode).toBe(403);
    expect((await dispatcher.get('/api/loads/metrics/all')).statusCode).toBe(200);
    for (const weeks of ['0', '53', 'abc', '1.5', '-1']) {
      const r = await carrier.get(`/api/loads/stats/revenue?weeks=${weeks}`);
      expect(r.statusCode, weeks).toBe(400);
      expect(r.json().message).toBe('weeks must be a whole number from 1 to 52');
    }
  });

  it('names ISO weeks across a year end', () => {
    expect(isoWeekName(isoMonday(new Date('2027-01-01T12:00:00Z')))).toBe('2026-W53');
    expect(isoWeekName(isoMonday(new Date('2027-01-04T00:00:00Z')))).toBe('2027-W01');
    expect(isoWeekName(isoMonday(new Date('2025-12-31T00:00:00Z')))).toBe('2026-W01');
    expect(isoMonday(new Date('2026-11-29T23:59:59Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
});
