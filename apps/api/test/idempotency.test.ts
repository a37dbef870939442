import { DOCUMENT_TYPE, ENTITY_TYPE } from '@fletx/contract/documents';
import { idempotencyMessages } from '@fletx/contract/driver-api';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../src/db/schema';
import { ManualClock } from '../src/lib/clock';
import type { TestClient } from './helpers/client';
import { loggedInUser, multipartBody, sampleFiles } from './helpers/factories';
import { approvedBroker, approvedDriverApi, createLoad } from './helpers/load-factories';
import { createTestApp, type TestContext } from './helpers/test-app';

const HOUR = 3_600_000;
/** The server's clock, frozen during each test and set to the real time before it. */
const clock = new ManualClock();
let ctx: TestContext;
let staff: TestClient;
let brokerId: number;
let alice: Awaited<ReturnType<typeof approvedDriverApi>>;
let bob: Awaited<ReturnType<typeof approvedDriverApi>>;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  const admin = (await loggedInUser(ctx, { role: 'Admin user' })).authorization;
  staff = ctx.api.as(admin);
  brokerId = (await approvedBroker(ctx, admin)).id;
  alice = await approvedDriverApi(ctx, admin, 'Alice');
  bob = await approvedDriverApi(ctx, admin, 'Bob');
});
beforeEach(() => {
  clock.set(new Date());
});
afterAll(async () => {
  await ctx?.close();
});

let keys = 0;
const newKey = () => `key-${Date.now()}-${++keys}`;
const keyed = (key: string) => ({ headers: { 'idempotency-key': key } });
const replayed = (r: LightMyRequestResponse) => r.headers['idempotency-replayed'] === 'true';
const minutesAgo = (n: number) => new Date(clock.now().getTime() - n * 60_000).toISOString();

/** A new load of `driverId`, accepted (4) when `accepted`. */
async function newLoad(driverId: number, accepted = true) {
  const id = (await createLoad(staff, brokerId, driverId)).id;
  if (accepted) await ctx.services.loads.transition(id, 'accept', { userId: driverId, role: 'Driver' });
  return id;
}
const history = async (loadId: number) =>
  (await staff.get(`/api/load-details/load-status/${loadId}`)).json().data as Array<{
    status_id: number;
    at: string;
  }>;
const storedFiles = async () => (await ctx.services.storage.keys()).length;
const keyRows = (driverId: number) =>
  ctx.database.db.$count(idempotencyKeys, eq(idempotencyKeys.driverId, driverId));

describe('Idempotency-Key on driver API POSTs', () => {
  it('a repeated advance answers the same and advances once', async () => {
    const id = await newLoad(alice.id);
    const key = newKey();
    const first = await alice.api.post(`/api/driver/loads/${id}/advance`, undefined, keyed(key));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.loadbook_status_id).toBe(LOAD_STATUS.onTheWayToPickup);
    expect(replayed(first)).toBe(false);
    const again = await alice.api.post(`/api/driver/loads/${id}/advance`, undefined, keyed(key));
    expect(again.statusCode).toBe(200);
    expect(replayed(again)).toBe(true);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.body).toBe(first.body);
    // The load's new version, as the first answer sent it (docs/product.md "Stale edits").
    expect(first.headers.etag).toMatch(/^"\d+"$/);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await history(id)).map((h) => h.status_id)).toEqual([
      LOAD_STATUS.new,
      LOAD_STATUS.accepted,
      LOAD_STATUS.onTheWayToPickup,
    ]);
    // Without a key, every call runs.
    const next = await alice.api.post(`/api/driver/loads/${id}/advance`);
    expect(next.json().data.loadbook_status_id).toBe(LOAD_STATUS.atPickup);
    expect(next.headers.etag).not.toBe(first.headers.etag);
    // A later repeat still answers the first answer's version, not the load's newest.
    const late = await alice.api.post(`/api/driver/loads/${id}/advance`, undefined, keyed(key));
    expect(late.headers.etag).toBe(first.headers.etag);
  });

  it('a repeated ping batch is stored once', async () => {
    const id = await newLoad(alice.id);
    const key = newKey();
    const points = [
      { lat: 32.7, lon: -96.8, at: minutesAgo(3) },
      { lat: 32.8, lon: -96.7, at: minutesAgo(2) },
    ];
    const url = `/api/driver/loads/${id}/locations`;
    const first = await alice.api.post(url, { points }, keyed(key));
    expect(first.statusCode, first.body).toBe(201);
    const again = await alice.api.post(url, { points }, keyed(key));
    expect(again.statusCode).toBe(201);
    expect(replayed(again)).toBe(true);
    expect(again.json()).toEqual({ message: 'Locations recorded', data: { recorded: 2 } });
    const map = (await staff.get(`/api/load-details/route-map/location/${id}`)).json().data;
    expect(map.points).toHaveLength(2);
  });

  it('a repeated report creates one report (and one notification)', async () => {
    const id = await newLoad(alice.id);
    const key = newKey();
    const body = { type: 'alert', kind: 'delay', text: 'Stuck behind an accident' };
    const url = `/api/driver/loads/${id}/reports`;
    const first = await alice.api.post(url, body, keyed(key));
    expect(first.statusCode, first.body).toBe(201);
    const again = await alice.api.post(url, body, keyed(key));
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    const reports = (await staff.get(`/api/loadbook/loadbookreport/findByLoadbookId/${id}`)).json().data;
    expect(reports).toHaveLength(1);
    const bell = (await staff.get('/api/notifications?take=50')).json().data.items as Array<{
      type: string;
      entityId: number;
    }>;
    expect(bell.filter((n) => n.type === 'report' && n.entityId === first.json().data.id)).toHaveLength(1);
  });

  it('refuses the same key with another body, path or method (422), and keeps the first answer', async () => {
    const key = newKey();
    const body = { status: 'driving', at: minutesAgo(5), lat: 32.7, lon: -96.8 };
    const first = await alice.api.post('/api/driver/duty', body, keyed(key));
    expect(first.statusCode, first.body).toBe(201);
    const other = await alice.api.post('/api/driver/duty', { ...body, status: 'on_duty' }, keyed(key));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      statusCode: 422,
      error: 'UnprocessableEntity',
      message: idempotencyMessages.mismatch,
    });
    const id = await newLoad(alice.id);
    const elsewhere = await alice.api.post(`/api/driver/loads/${id}/advance`, undefined, keyed(key));
    expect(elsewhere.statusCode).toBe(422);
    expect((await history(id)).at(-1)?.status_id).toBe(LOAD_STATUS.accepted);
    // Trailing slash and a repeat of the same body still match.
    const same = await alice.api.post('/api/driver/duty/', body, keyed(key));
    expect(same.statusCode).toBe(201);
    expect(same.body).toBe(first.body);
    const list = (await alice.api.get('/api/driver/duty')).json().data as Array<{ id: number }>;
    expect(list.filter((e) => e.id === first.json().data.id)).toHaveLength(1);
  });

  it('scopes keys per driver', async () => {
    const key = newKey();
    const body = { status: 'on_duty', at: minutesAgo(1), lat: 40, lon: -74 };
    const a = await alice.api.post('/api/driver/duty', body, keyed(key));
    const b = await bob.api.post('/api/driver/duty', body, keyed(key));
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(replayed(b)).toBe(false);
    expect(b.json().data.id).not.toBe(a.json().data.id);
  });

  it('replays within 24 hours, not after: an expired key runs again and its old row is gone', async () => {
    const id = await newLoad(alice.id);
    const key = newKey();
    const url = `/api/driver/loads/${id}/advance`;
    const first = await alice.api.post(url, undefined, keyed(key));
    expect(first.json().data.loadbook_status_id).toBe(LOAD_STATUS.onTheWayToPickup);
    clock.advance(24 * HOUR - 60_000);
    const within = await alice.api.post(url, undefined, keyed(key));
    expect(replayed(within)).toBe(true);
    expect(within.body).toBe(first.body);
    clock.advance(2 * 60_000);
    const after = await alice.api.post(url, undefined, keyed(key));
    expect(after.statusCode, after.body).toBe(200);
    expect(replayed(after)).toBe(false);
    expect(after.json().data.loadbook_status_id).toBe(LOAD_STATUS.atPickup);
    const rows = await ctx.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.createdAt.getTime()).toBe(clock.now().getTime());
  });

  it('sweeps expired rows of every driver', async () => {
    await bob.api.post(
      '/api/driver/duty',
      { status: 'off_duty', at: minutesAgo(1), lat: 1, lon: 1 },
      keyed(newKey()),
    );
    expect(await keyRows(bob.id)).toBeGreaterThan(0);
    clock.advance(25 * HOUR);
    const r = await alice.api.post(
      '/api/driver/duty',
      { status: 'off_duty', at: minutesAgo(1), lat: 1, lon: 1 },
      keyed(newKey()),
    );
    expect(r.statusCode, r.body).toBe(201);
    expect(await keyRows(bob.id)).toBe(0);
  });

  it('runs concurrent repeats once: the others wait and answer what it kept', async () => {
    const id = await newLoad(alice.id);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        alice.api.post(`/api/driver/loads/${id}/advance`, undefined, keyed(key)),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((r) => !replayed(r))).toHaveLength(1);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect((await history(id)).filter((h) => h.status_id === LOAD_STATUS.onTheWayToPickup)).toHaveLength(1);

    const pingKey = newKey();
    const points = [{ lat: 33, lon: -96, at: minutesAgo(1) }];
    const pings = await Promise.all(
      Array.from({ length: 3 }, () =>
        alice.api.post(`/api/driver/loads/${id}/locations`, { points }, keyed(pingKey)),
      ),
    );
    expect(pings.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const map = (await staff.get(`/api/load-details/route-map/location/${id}`)).json().data;
    expect(map.points).toHaveLength(1);
  });

  it('keeps only successes: a refused request with a key runs again when repeated', async () => {
    const id = await newLoad(alice.id, false);
    const key = newKey();
    const early = await alice.api.post(`/api/driver/loads/${id}/advance`, undefined, keyed(key));
    expect(early.statusCode).toBe(409);
    await alice.api.post(`/api/driver/loads/${id}/accept`);
    const later = await alice.api.post(`/api/driver/loads/${id}/advance`, undefined, keyed(key));
    expect(later.statusCode, later.body).toBe(200);
    expect(replayed(later)).toBe(false);
  });

  it('takes 1 to 255 printable ASCII characters as a key, else 400', async () => {
    const body = () => ({ status: 'driving', at: minutesAgo(1), lat: 1, lon: 1 });
    for (const key of ['', 'x'.repeat(256), 'clé', 'tab\there']) {
      const r = await alice.api.post('/api/driver/duty', body(), keyed(key));
      expect(r.statusCode, JSON.stringify(key)).toBe(400);
      expect(r.json().message).toBe(idempotencyMessages.key);
      expect(r.json().details).toContainEqual({
        path: 'headers.idempotency-key',
        message: idempotencyMessages.key,
      });
    }
    for (const key of ['x'.repeat(255), '~ !"#$%&()*+,-./09:;<=>?@AZ[\\]^_`az{|}']) {
      const r = await alice.api.post('/api/driver/duty', body(), keyed(key));
      expect(r.statusCode, r.body).toBe(201);
    }
  });

  it('works for the proof of delivery upload: the file decides, staged copies are not kept', async () => {
    const id = await newLoad(alice.id);
    const url = `/api/driver/loads/${id}/documents`;
    const key = newKey();
    const upload = async (text: string) => {
      const form = await multipartBody([{ name: 'file', file: sampleFiles.pdf(text), filename: 'pod.pdf' }]);
      return alice.api.post(url, form.payload, { headers: { ...form.headers, ...keyed(key).headers } });
    };
    const filesBefore = await storedFiles();
    const first = await upload('POD 1');
    expect(first.statusCode, first.body).toBe(201);
    const again = await upload('POD 1');
    expect(again.statusCode).toBe(201);
    expect(replayed(again)).toBe(true);
    expect(again.json().data.id).toBe(first.json().data.id);
    const other = await upload('POD 2');
    expect(other.statusCode).toBe(422);
    const docs = (
      await staff.get(`/api/documents/list-files?entityTypeId=${ENTITY_TYPE.load}&entityId=${id}`)
    ).json().data as Array<{ documentType: number }>;
    expect(docs.filter((d) => d.documentType === DOCUMENT_TYPE.proofOfDelivery)).toHaveLength(1);
    // The replayed and the refused uploads left no file behind (onResponse runs just after the answer).
    await expect.poll(storedFiles).toBe(filesBefore + 1);
  });

  it('documents the header on every driver POST, and no other route takes it', async () => {
    const doc = (await ctx.api.get('/api/docs')).json();
    const driverPosts = ctx.app.routeAccess.filter((r) => r.access === 'driver' && r.method === 'POST');
    expect(driverPosts.length).toBeGreaterThanOrEqual(6);
    for (const { url, method } of ctx.app.routeAccess) {
      const operation = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      const names = (operation?.parameters ?? []).map((p: { name: string }) => p.name);
      const expected = driverPosts.some((r) => r.url === url && r.method === method);
      expect(names.includes('idempotency-key'), `${method} ${url}`).toBe(expected);
    }
  });
});
