import { DOCUMENT_TYPE, ENTITY_TYPE } from '@fletx/contract/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInUser, multipartBody, sampleFiles } from './helpers/factories';
import { approvedBroker, approvedDriver, loadBody } from './helpers/load-factories';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let dispatcher: string;
let brokerId: number;
const PASSWORD = 'Dr1ver#Password';

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, authorization: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization }, ...(payload === undefined ? {} : { payload }) });

/** An approved driver logged in through the driver API. */
async function driver(first: string) {
  const email = `${first.toLowerCase()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const id = await approvedDriver(ctx, dispatcher, { first_name: first, email, password: PASSWORD });
  const r = await ctx.app.inject({
    method: 'POST',
    url: '/api/driver/auth/login',
    payload: { name: email, password: PASSWORD },
  });
  expect(r.statusCode, r.body).toBe(200);
  return { id, authorization: `Bearer ${r.json().data.accessToken.jwtToken}` };
}

async function createLoad(driverId: number) {
  const r = await call('POST', '/api/loadbook/manualCreate', dispatcher, loadBody(brokerId, driverId));
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data.id as number;
}

let alice: { id: number; authorization: string };
let bob: { id: number; authorization: string };

beforeAll(async () => {
  ctx = await createTestApp();
  dispatcher = (await loggedInUser(ctx, { role: 'Admin user' })).authorization;
  brokerId = (await approvedBroker(ctx, dispatcher)).id;
  alice = await driver('Alice');
  bob = await driver('Bob');
});
afterAll(async () => {
  await ctx?.close();
});

const ping = (lat: number, lon: number, at: string) => ({ lat, lon, at });

describe('driver loads API', () => {
  it('lists only my loads, newest first, with status names and rough positions', async () => {
    const first = await createLoad(alice.id);
    const second = await createLoad(alice.id);
    await createLoad(bob.id);
    const r = await call('GET', '/api/driver/loads', alice.authorization);
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json();
    expect(body.data.map((l: { id: number }) => l.id)).toEqual([second, first]);
    expect(body.meta.itemCount).toBe(2);
    expect(body.data[0]).toMatchObject({ status_name: 'New', city_pickup: 'Dallas' });
    expect(body.data[0].pickup.lat).toBeCloseTo(32.777, 2);
    expect(body.data[0].delivery.lon).toBeCloseTo(-84.388, 2);
  });

  it('accepts, advances one step at a time to 10, and answers 409 otherwise', async () => {
    const id = await createLoad(alice.id);
    const early = await call('POST', `/api/driver/loads/${id}/advance`, alice.authorization);
    expect(early.statusCode).toBe(409);
    const accepted = await call('POST', `/api/driver/loads/${id}/accept`, alice.authorization);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.loadbook_status_id).toBe(4);
    for (let s = 5; s <= 10; s++) {
      const r = await call('POST', `/api/driver/loads/${id}/advance`, alice.authorization);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().data.loadbook_status_id).toBe(s);
    }
    expect((await call('POST', `/api/driver/loads/${id}/advance`, alice.authorization)).statusCode).toBe(409);
    expect((await call('POST', `/api/driver/loads/${id}/accept`, alice.authorization)).statusCode).toBe(409);
    // The bell hears of the accept and of the delivery (the service can be ended), not of every step.
    const items = (await call('GET', '/api/notifications?take=50', dispatcher)).json().data.items as Array<{
      type: string;
      title: string;
      entityId: number | null;
    }>;
    const titles = items.filter((n) => n.type === 'load_status' && n.entityId === id).map((n) => n.title);
    expect(titles).toHaveLength(2);
    expect(titles[0]).toMatch(/: Delivered$/);
    expect(titles[1]).toMatch(/: Accepted$/);
  });

  it('refuses a new load (2 → 3)', async () => {
    const id = await createLoad(alice.id);
    const r = await call('POST', `/api/driver/loads/${id}/refuse`, alice.authorization);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.loadbook_status_id).toBe(3);
  });

  it('keeps other drivers out (403) and answers 404 for an unknown load', async () => {
    const id = await createLoad(alice.id);
    for (const path of ['accept', 'refuse', 'advance']) {
      expect((await call('POST', `/api/driver/loads/${id}/${path}`, bob.authorization)).statusCode).toBe(403);
    }
    const pings = await call('POST', `/api/driver/loads/${id}/locations`, bob.authorization, {
      points: [ping(32.7, -96.8, new Date().toISOString())],
    });
    expect(pings.statusCode).toBe(403);
    const upload = await multipartBody([{ name: 'file', file: sampleFiles.pdf('POD'), filename: 'pod.pdf' }]);
    const doc = await ctx.app.inject({
      method: 'POST',
      url: `/api/driver/loads/${id}/documents`,
      headers: { authorization: bob.authorization, ...upload.headers },
      payload: upload.payload,
    });
    expect(doc.statusCode).toBe(403);
    expect((await call('POST', '/api/driver/loads/999999/accept', alice.authorization)).statusCode).toBe(404);
    expect((await call('POST', `/api/driver/loads/${id}/accept`, dispatcher)).statusCode).toBe(403);
  });

  it('stores batched pings only while the load is 4 … 10, and validates them', async () => {
    const id = await createLoad(alice.id);
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    const url = `/api/driver/loads/${id}/locations`;
    const before = await call('POST', url, alice.authorization, { points: [ping(32.7, -96.8, at(1))] });
    expect(before.statusCode).toBe(409);
    await call('POST', `/api/driver/loads/${id}/accept`, alice.authorization);
    const bad = [
      { points: [] },
      { points: [ping(91, -96.8, at(1))] },
      { points: [ping(32.7, -181, at(1))] },
      { points: [{ lat: 32.7, lon: -96.8, at: 'yesterday' }] },
      { points: [ping(32.7, -96.8, new Date(now + 3_600_000).toISOString())] },
      { points: Array.from({ length: 501 }, () => ping(32.7, -96.8, at(1))) },
      {},
    ];
    for (const payload of bad) {
      const r = await call('POST', url, alice.authorization, payload);
      expect(r.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    const ok = await call('POST', url, alice.authorization, {
      points: [ping(32.8, -96.7, at(5)), ping(32.7, -96.8, at(10)), ping(32.9, -96.6, at(1))],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.recorded).toBe(3);
    const map = await call('GET', `/api/load-details/route-map/location/${id}`, dispatcher);
    expect(map.statusCode, map.body).toBe(200);
    const data = map.json().data;
    expect(data.points.map((p: { lat: number }) => p.lat)).toEqual([32.7, 32.8, 32.9]);
    expect(data.last_position).toMatchObject({ lat: 32.9, lon: -96.6 });
    expect(data.pickup).toMatchObject({ name: 'Walmart DC 6094', approximate: true });
    expect(data.delivery.lat).toBeCloseTo(33.749, 2);
  });

  it('uploads a proof of delivery as a load document of type 29', async () => {
    const id = await createLoad(alice.id);
    const upload = await multipartBody([{ name: 'file', file: sampleFiles.pdf('POD'), filename: 'pod.pdf' }]);
    const r = await ctx.app.inject({
      method: 'POST',
      url: `/api/driver/loads/${id}/documents`,
      headers: { authorization: alice.authorization, ...upload.headers },
      payload: upload.payload,
    });
    expect(r.statusCode, r.body).toBe(201);
    const list = await call(
      'GET',
      `/api/documents/list-files?entityTypeId=${ENTITY_TYPE.load}&entityId=${id}`,
      dispatcher,
    );
    expect(list.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ documentType: DOCUMENT_TYPE.proofOfDelivery })]),
    );
    const notMultipart = await call('POST', `/api/driver/loads/${id}/documents`, alice.authorization, {});
    expect(notMultipart.statusCode).toBe(415);
  });
});

describe('load details', () => {
  it('computes hours of service from the driver’s duty changes after the accept', async () => {
    const id = await createLoad(alice.id);
    await call('POST', `/api/driver/loads/${id}/accept`, alice.authorization);
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    for (const status of ['on_duty', 'driving']) {
      const r = await call('POST', '/api/driver/duty', alice.authorization, {
        status,
        at: new Date().toISOString(),
        lat: 32.7,
        lon: -96.8,
      });
      expect(r.statusCode, r.body).toBe(201);
    }
    expect(at(0)).toBeTruthy();
    const hos = await call('GET', `/api/load-details/hours-of-service/${id}`, dispatcher);
    expect(hos.statusCode, hos.body).toBe(200);
    const data = hos.json().data;
    expect(data.from).not.toBeNull();
    expect(data.days.at(-1).info.map((i: { status: string }) => i.status)).toEqual(['on_duty', 'driving']);
    expect(data.history.map((h: { no: number; status: string }) => [h.no, h.status])).toEqual([
      [1, 'New'],
      [2, 'Accepted'],
    ]);
    const totals = await call('GET', `/api/load-details/total-hours/${id}`, dispatcher);
    expect(totals.statusCode).toBe(200);
    expect(Object.keys(totals.json().data).sort()).toEqual([
      'rest_time',
      'sleeper_berth',
      'total_hos',
      'unloading_time',
    ]);
  });

  it('answers zeros before the accept, and the other summaries', async () => {
    const id = await createLoad(alice.id);
    const hos = await call('GET', `/api/load-details/hours-of-service/${id}`, dispatcher);
    expect(hos.json().data).toMatchObject({ from: null, days: [], total_hos: { driver_time: 0 } });
    for (const path of ['load-status', 'general-info', 'route-map/location', 'total-hours']) {
      const r = await call('GET', `/api/load-details/${path}/${id}`, dispatcher);
      expect(r.statusCode, `${path} ${r.body}`).toBe(200);
    }
    const summary = await call('GET', `/api/load-details/${id}`, dispatcher);
    expect(summary.json().data).toMatchObject({ id, status: 'New', pickup: 'Dallas, TX', pings: 0 });
    expect((await call('GET', '/api/load-details/999999', dispatcher)).statusCode).toBe(404);
    expect((await call('GET', `/api/load-details/${id}`, alice.authorization)).statusCode).toBe(403);
  });
});
