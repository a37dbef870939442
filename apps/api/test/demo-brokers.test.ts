import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { seedBrokersAndBookings } from '../src/seed/demo-brokers';
import type { TestClient } from './helpers/client';
import { loggedInUser } from './helpers/factories';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let api: TestClient;
beforeAll(async () => {
  // The seed's clock: it dates each broker when it was added.
  const clock = new ManualClock();
  ctx = await createTestApp({ clock });
  api = ctx.api.as((await loggedInUser(ctx, { role: 'Dispatcher' })).authorization);
  await ctx.services.uow.transaction(() => seedBrokersAndBookings(ctx.services, clock));
});
afterAll(async () => {
  await ctx?.close();
});

describe('demo data: brokers and bookings', () => {
  it('has brokers in every status and bookings from approved brokers', async () => {
    const list = (await api.get('/api/bookings/brokers?take=100')).json().data;
    const statuses = new Set(list.info.map((b: { status: string }) => b.status));
    expect([...statuses].sort()).toEqual(['Approved', 'Pending approval', 'Suspended']);
    const approved = (await api.get('/api/bookings/brokers/listApproved')).json().data;
    const bookings = (await api.get('/api/bookings/findForBookings?take=100')).json().data;
    expect(bookings.extraData.total).toBeGreaterThanOrEqual(10);
    const approvedIds = new Set(approved.map((b: { id: number }) => b.id));
    expect(bookings.info.every((b: { loadBrokerId: number }) => approvedIds.has(b.loadBrokerId))).toBe(true);
  });
});
