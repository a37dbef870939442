import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBrokersAndBookings } from '../src/seed/demo-brokers';
import type { TestClient } from './helpers/client';
import { createTestAppAs } from './helpers/setup';
import type { TestContext } from './helpers/test-app';

let ctx: TestContext;
let api: TestClient;
beforeAll(async () => {
  ({ ctx, api } = await createTestAppAs({ role: 'Dispatcher' }));
  await ctx.services.uow.transaction(() => seedBrokersAndBookings(ctx.services));
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
