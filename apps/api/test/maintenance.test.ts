import { maintenanceMessages } from '@fletx/contract/maintenance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import type { TestClient } from './helpers/client';
import { loggedInDriver, loggedInUser, makeTrailer, makeTruck } from './helpers/factories';
import { createTestApp, type TestContext } from './helpers/test-app';

const clock = new ManualClock(new Date('2026-06-01T12:00:00Z'));
let ctx: TestContext;
let api: TestClient;
let truckId: number;
let trailerId: number;
let driverAuth: string;
let staffAuth: string;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  const { authorization } = await loggedInUser(ctx, { role: 'Dispatcher' });
  staffAuth = authorization;
  api = ctx.api.as(authorization);
  truckId = (await makeTruck(ctx, authorization)).id;
  trailerId = (await makeTrailer(ctx, authorization)).id;
  driverAuth = (await loggedInDriver(ctx)).authorization;
});
afterAll(async () => {
  await ctx?.close();
});

const onDay = (day: string) => clock.set(new Date(`${day}T12:00:00Z`));

const schedule = (overrides: Record<string, unknown> = {}) => ({
  unitType: 'truck',
  unitId: truckId,
  task: 'annual_inspection',
  everyDays: 365,
  lastDoneAt: '2026-01-10',
  lastDoneMiles: 100_000,
  ...overrides,
});

async function createSchedule(overrides: Record<string, unknown> = {}) {
  const r = await api.post('/api/maintenance/schedules', schedule(overrides));
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as { id: number };
}

async function stateOf(id: number, unitType = 'truck', unitId = truckId) {
  const r = await api.get(`/api/maintenance/schedules?unitType=${unitType}&unitId=${unitId}&take=100`);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json().data.items as Array<{ id: number }>).find((s) => s.id === id) as Record<string, unknown>;
}

describe('schedules (docs/product.md "Maintenance")', () => {
  it('creates, lists newest first, updates with ETag and If-Match, deletes', async () => {
    onDay('2026-06-01');
    const created = await api.post(
      '/api/maintenance/schedules',
      schedule({ unitType: 'trailer', unitId: trailerId, task: 'brakes', everyMiles: 60_000 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers.etag).toBe('"1"');
    const first = created.json().data;
    expect(first).toMatchObject({
      unitType: 'trailer',
      unitId: trailerId,
      task: 'brakes',
      everyMiles: 60_000,
      everyDays: 365,
      blocksDispatch: false,
      dueAt: '2027-01-10',
      dueMiles: 160_000,
      currentMiles: 100_000,
      state: 'ok',
      warnings: [],
    });
    const second = await createSchedule({ unitType: 'trailer', unitId: trailerId, task: 'tires' });
    const list = await api.get(`/api/maintenance/schedules?unitType=trailer&unitId=${trailerId}`);
    expect(list.json().data).toMatchObject({ total: 2, page: 1, take: 10 });
    expect(list.json().data.items.map((s: { id: number }) => s.id)).toEqual([second.id, first.id]);

    const put = await api.put(
      `/api/maintenance/schedules/${first.id}`,
      schedule({
        unitType: 'trailer',
        unitId: trailerId,
        task: 'brakes',
        everyMiles: 50_000,
        blocksDispatch: true,
      }),
      { headers: { 'if-match': '"1"' } },
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.headers.etag).toBe('"2"');
    expect(put.json()).toMatchObject({
      message: 'The maintenance schedule has been updated.',
      data: { everyMiles: 50_000, blocksDispatch: true },
    });

    const stale = await api.put(
      `/api/maintenance/schedules/${first.id}`,
      schedule({ unitType: 'trailer', unitId: trailerId }),
      { headers: { 'if-match': '"1"' } },
    );
    expect(stale.statusCode).toBe(412);
    // Who made the version it is at now, and when (the schedule's trail; docs/product.md "Stale edits").
    expect(stale.json().message).toMatch(
      /^\S.* changed this maintenance schedule at \d\d\/\d\d\/\d{4} \d\d:\d\d UTC\. Reload to see the changes\.$/,
    );
    expect(stale.json().message).not.toMatch(/^Someone/);
    const staleDelete = await api.delete(`/api/maintenance/schedules/${first.id}`, {
      headers: { 'if-match': '"1"' },
    });
    expect(staleDelete.statusCode).toBe(412);

    const deleted = await api.delete(`/api/maintenance/schedules/${first.id}`, {
      headers: { 'if-match': '"2"' },
    });
    expect(deleted.statusCode).toBe(200);
    // The schedule as it was, with no version: it is gone.
    expect(deleted.json()).toMatchObject({
      message: maintenanceMessages.deleted,
      data: { id: first.id, everyMiles: 50_000, blocksDispatch: true },
    });
    expect(deleted.headers.etag).toBeUndefined();
    expect((await api.delete(`/api/maintenance/schedules/${first.id}`)).statusCode).toBe(404);
    expect((await api.put(`/api/maintenance/schedules/${first.id}`, schedule())).statusCode).toBe(404);
    const after = await api.get(`/api/maintenance/schedules?unitType=trailer&unitId=${trailerId}`);
    expect(after.json().data.total).toBe(1);
  });

  it('is due by days at exactly 30, 14, 7 and 1 days before, overdue the day after', async () => {
    const { id } = await createSchedule({ lastDoneAt: '2025-06-05' });
    const expectations: Array<[string, string, number | null]> = [
      ['2026-05-05', 'ok', null],
      ['2026-05-06', 'due_soon', 30],
      ['2026-05-22', 'due_soon', 14],
      ['2026-05-29', 'due_soon', 7],
      ['2026-06-04', 'due_soon', 1],
      ['2026-06-05', 'due_soon', 1],
      ['2026-06-06', 'overdue', null],
    ];
    for (const [day, state, within] of expectations) {
      onDay(day);
      const s = await stateOf(id);
      expect([day, s.state, s.dueAt]).toEqual([day, state, '2026-06-05']);
      if (state !== 'ok') expect((s.warnings as Array<{ within: number | null }>)[0]?.within).toBe(within);
    }
    onDay('2026-06-06');
    const overdue = await api.get(
      `/api/maintenance/schedules?unitType=truck&unitId=${truckId}&state=overdue`,
    );
    expect(overdue.json().data.items.map((s: { id: number }) => s.id)).toContain(id);
    const ok = await api.get(`/api/maintenance/schedules?unitType=truck&unitId=${truckId}&state=ok`);
    expect(ok.json().data.items.map((s: { id: number }) => s.id)).not.toContain(id);
  });

  it('is due by miles within 1,000 and 500 miles, overdue at the due odometer', async () => {
    onDay('2026-06-01');
    const unitId = (await makeTruck(ctx, staffAuth)).id;
    const { id } = await createSchedule({ unitId, task: 'oil_filter', everyDays: null, everyMiles: 25_000 });
    expect(await stateOf(id, 'truck', unitId)).toMatchObject({ dueAt: null, dueMiles: 125_000, state: 'ok' });
    const cases: Array<[number, string, number | null]> = [
      [123_999, 'ok', null],
      [124_000, 'due_soon', 1000],
      [124_500, 'due_soon', 500],
      [124_999, 'due_soon', 500],
      [125_000, 'overdue', null],
    ];
    let minute = 0;
    for (const [miles, state, within] of cases) {
      minute += 1;
      const at = `2026-06-01T10:${String(minute).padStart(2, '0')}:00Z`;
      const r = await api.post('/api/maintenance/odometer', { unitType: 'truck', unitId, miles, at });
      expect(r.statusCode, r.body).toBe(201);
      const s = await stateOf(id, 'truck', unitId);
      expect([miles, s.state, s.currentMiles]).toEqual([miles, state, miles]);
      const warning = (s.warnings as Array<{ by: string; within: number | null; left: number }>)[0];
      if (state !== 'ok') expect(warning).toMatchObject({ by: 'miles', within, left: 125_000 - miles });
    }
  });

  it('refuses a schedule with neither miles nor days, and bad values, with messages', async () => {
    const neither = await api.post('/api/maintenance/schedules', schedule({ everyDays: undefined }));
    expect(neither.statusCode).toBe(400);
    expect(neither.body).toContain(
      'Enter every how many miles or every how many days the task is due (or both)',
    );
    const nulls = await api.post(
      '/api/maintenance/schedules',
      schedule({ everyDays: null, everyMiles: null }),
    );
    expect(nulls.statusCode).toBe(400);
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ everyDays: 0 }, 'Enter the days between services'],
      [{ everyMiles: 1.5 }, 'Enter the miles between services'],
      [{ lastDoneAt: '2026-13-01' }, 'yyyy-MM-dd'],
      [{ lastDoneMiles: -1 }, 'Enter the odometer when the task was last done'],
      [{ unitType: 'bus' }, 'Choose truck or trailer'],
      [{ task: '  ' }, 'Name the task'],
    ];
    for (const [overrides, message] of bad) {
      const r = await api.post('/api/maintenance/schedules', schedule(overrides));
      expect([JSON.stringify(overrides), r.statusCode]).toEqual([JSON.stringify(overrides), 400]);
      expect(r.body).toContain(message);
    }
  });

  it('refuses a unit that does not exist or is deleted', async () => {
    const missing = await api.post('/api/maintenance/schedules', schedule({ unitId: 999_999 }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('No active truck has this id: choose a truck from the trucks list');
    const retired = (await makeTruck(ctx, staffAuth)).id;
    expect((await api.delete(`/api/vehicle/${retired}`)).statusCode).toBe(200);
    expect((await api.post('/api/maintenance/schedules', schedule({ unitId: retired }))).statusCode).toBe(
      400,
    );
    const trailer = await api.post('/api/maintenance/odometer', {
      unitType: 'trailer',
      unitId: truckId + 1000,
      miles: 1,
      at: '2026-06-01T00:00:00Z',
    });
    expect(trailer.statusCode).toBe(400);
  });

  it('answers malformed ids, queries and bodies with 400, never 5xx', async () => {
    for (const url of [
      '/api/maintenance/schedules/abc',
      '/api/maintenance/schedules/0',
      '/api/maintenance/schedules/99999999999',
    ]) {
      expect((await api.put(url, schedule())).statusCode).toBe(400);
      expect((await api.delete(url)).statusCode).toBe(400);
    }
    expect((await api.get('/api/maintenance/schedules?state=late')).statusCode).toBe(400);
    expect((await api.get('/api/maintenance/schedules?unitId=x')).statusCode).toBe(400);
    expect((await api.get('/api/maintenance/odometer?unitType=truck')).statusCode).toBe(400);
    expect(
      (
        await api.post('/api/maintenance/schedules', 'not json', {
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await api.post('/api/maintenance/schedules', [])).statusCode).toBe(400);
    expect(
      (
        await api.post('/api/maintenance/odometer', {
          unitType: 'truck',
          unitId: truckId,
          miles: 5,
          at: 'yesterday',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('the odometer', () => {
  it('refuses going backwards with a message, and records a reset with its reason', async () => {
    const unitId = (await makeTruck(ctx, staffAuth)).id;
    const read = (miles: number, at: string, extra: Record<string, unknown> = {}) =>
      api.post('/api/maintenance/odometer', { unitType: 'truck', unitId, miles, at, ...extra });
    expect((await read(200_000, '2026-05-01T08:00:00Z')).statusCode).toBe(201);
    expect((await read(200_000, '2026-05-02T08:00:00Z')).statusCode).toBe(201);
    const back = await read(199_999, '2026-05-03T08:00:00Z');
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(
      'The odometer cannot go backwards: the latest reading is 200,000 mi at 02/05/2026 08:00 UTC. Check the number, or record it as a reset with a reason.',
    );
    const ahead = await read(201_000, '2026-05-01T20:00:00Z');
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().message).toContain('A later reading says 200,000 mi at 02/05/2026 08:00 UTC');
    expect((await read(150, '2026-05-03T08:00:00Z', { reset: { reason: '' } })).statusCode).toBe(400);
    const reset = await read(150, '2026-05-03T08:00:00Z', {
      reset: { reason: 'Instrument cluster replaced' },
    });
    expect(reset.statusCode, reset.body).toBe(201);
    expect(reset.json()).toMatchObject({
      message: 'The odometer reset has been recorded.',
      data: { miles: 150, resetReason: 'Instrument cluster replaced', source: 'manual' },
    });
    // Before the reset, the readings may be above it: the reset is not a ceiling.
    expect((await read(200_500, '2026-05-02T20:00:00Z')).statusCode).toBe(201);
    expect((await read(100, '2026-05-04T08:00:00Z')).statusCode).toBe(409);
    expect((await read(400, '2026-05-04T08:00:00Z')).statusCode).toBe(201);

    const list = await api.get(`/api/maintenance/odometer?unitType=truck&unitId=${unitId}&take=2`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ total: 5, page: 1, take: 2 });
    expect(list.json().data.items.map((r: { miles: number }) => r.miles)).toEqual([400, 150]);
  });

  it('names the unit of each reading by its number beside its id (docs/product.md "Where the screens get the names")', async () => {
    const truck = await makeTruck(ctx, staffAuth);
    const trailer = await makeTrailer(ctx, staffAuth);
    const units = [
      { unitType: 'truck', unitId: truck.id, unitNumber: truck.unit_number },
      { unitType: 'trailer', unitId: trailer.id, unitNumber: trailer.trailer_number },
    ];
    for (const { unitType, unitId, unitNumber } of units) {
      const saved = await api.post('/api/maintenance/odometer', {
        unitType,
        unitId,
        miles: 1_000,
        at: '2026-05-01T08:00:00Z',
      });
      expect(saved.statusCode, saved.body).toBe(201);
      expect(saved.json().data).toMatchObject({ unitType, unitId, unitNumber, miles: 1_000 });
      const list = await api.get(`/api/maintenance/odometer?unitType=${unitType}&unitId=${unitId}`);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().data.items).toEqual([
        expect.objectContaining({ unitType, unitId, unitNumber, miles: 1_000 }),
      ]);
    }
  });

  it('refuses a reading dated more than a day ahead: it would cap every real reading until then (session 47)', async () => {
    const unitId = (await makeTruck(ctx, staffAuth)).id;
    const ahead = new Date(clock.now().getTime() + 3 * 86_400_000).toISOString();
    const r = await api.post('/api/maintenance/odometer', {
      unitType: 'truck',
      unitId,
      miles: 1000,
      at: ahead,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      message: maintenanceMessages.future,
      details: [{ path: 'body.at', message: maintenanceMessages.future }],
    });
    const now = clock.now().toISOString();
    expect(
      (await api.post('/api/maintenance/odometer', { unitType: 'truck', unitId, miles: 1000, at: now }))
        .statusCode,
    ).toBe(201);
  });
});

describe('access', () => {
  it('answers 401 without a token and 403 to a driver on every maintenance route', async () => {
    const routes: Array<[string, string]> = [
      ['GET', '/api/maintenance/templates'],
      ['GET', '/api/maintenance/schedules'],
      ['POST', '/api/maintenance/schedules'],
      ['PUT', '/api/maintenance/schedules/1'],
      ['DELETE', '/api/maintenance/schedules/1'],
      ['GET', '/api/maintenance/odometer?unitType=truck&unitId=1'],
      ['POST', '/api/maintenance/odometer'],
    ];
    for (const [method, url] of routes) {
      expect([method, url, (await api.request(method, url, { as: null })).statusCode]).toEqual([
        method,
        url,
        401,
      ]);
      expect([method, url, (await api.request(method, url, { as: driverAuth })).statusCode]).toEqual([
        method,
        url,
        403,
      ]);
    }
  });

  it('lets Carriers and Admin users manage schedules; offers the templates', async () => {
    for (const role of ['Carriers', 'Admin user'] as const) {
      const { authorization } = await loggedInUser(ctx, { role });
      const r = await ctx.api.post('/api/maintenance/schedules', schedule({ task: `pm_a_${role}` }), {
        as: authorization,
      });
      expect(r.statusCode, r.body).toBe(201);
    }
    const templates = await api.get('/api/maintenance/templates');
    expect(templates.json().data).toContainEqual({
      task: 'oil_filter',
      label: 'Oil and filter',
      everyMiles: 25_000,
      everyDays: null,
    });
    expect(templates.json().data).toContainEqual({
      task: 'annual_inspection',
      label: 'Annual inspection',
      everyMiles: null,
      everyDays: 365,
    });
  });

  it('documents the routes in /api/docs', async () => {
    const r = await api.get('/api/docs/json');
    const paths = Object.keys(r.json().paths ?? {});
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/maintenance/schedules',
        '/api/maintenance/schedules/{id}',
        '/api/maintenance/odometer',
        '/api/maintenance/templates',
      ]),
    );
  });
});
