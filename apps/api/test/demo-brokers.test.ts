import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBrokersAndBookings } from '../src/seed/demo-brokers';
import { loggedInUser } from './helpers/factories';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let authorization: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.database.db.transaction((tx) => seedBrokersAndBookings(tx));
  authorization = (await loggedInUser(ctx, { role: 'Dispatcher' })).authorization;
});
afterAll(async () => {
  await ctx?.close();
});

describe('demo data: brokers and bookings', () => {
  it('has brokers in every status and bookings from approved brokers', async () => {
    const list = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/bookings/brokers?take=100',
        headers: { authorization },
      })
    ).json().data;
    const statuses = new Set(list.info.map((b: { status: string }) => b.status));
    expect([...statuses].sort()).toEqual(['Approved', 'Pending approval', 'Suspended']);
    const approved = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/bookings/brokers/listApproved',
        headers: { authorization },
      })
    ).json().data;
    const bookings = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/bookings/findForBookings?take=100',
        headers: { authorization },
      })
    ).json().data;
    expect(bookings.extraData.total).toBeGreaterThanOrEqual(10);
    const approvedIds = new Set(approved.map((b: { id: number }) => b.id));
    expect(bookings.info.every((b: { loadBrokerId: number }) => approvedIds.has(b.loadBrokerId))).toBe(true);
  });
});
