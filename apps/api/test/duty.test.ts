import { DUTY_MAX_CLOCK_SKEW_MINUTES, dutyMessages } from '@fletx/contract/duty';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInDriver, loggedInUser } from './helpers/factories';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const postDuty = (authorization: string, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/driver/duty',
    payload: payload as object,
    headers: { authorization },
  });
const listDuty = (authorization: string, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/driver/duty${query}`, headers: { authorization } });

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

describe('POST /api/driver/duty', () => {
  it('records a change and answers it with 201', async () => {
    const driver = await loggedInDriver(ctx);
    const at = minutesAgo(30);
    const r = await postDuty(driver.authorization, { status: 'driving', at, lat: 40.7128, lon: -74.006 });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({
      message: dutyMessages.recorded,
      data: { id: expect.any(Number), status: 'driving', at, lat: 40.7128, lon: -74.006 },
    });
  });

  it('stores times with an offset as UTC', async () => {
    const driver = await loggedInDriver(ctx);
    const r = await postDuty(driver.authorization, {
      status: 'on_duty',
      at: '2026-01-10T08:00:00-05:00',
      lat: 0,
      lon: 0,
    });
    expect(r.statusCode).toBe(201);
    expect(r.json().data.at).toBe('2026-01-10T13:00:00.000Z');
  });

  it('accepts late (out-of-order) changes and lists them by time', async () => {
    const driver = await loggedInDriver(ctx);
    for (const [status, minutes] of [
      ['driving', 60],
      ['sleeper_berth', 10],
      ['on_duty', 120],
    ] as const) {
      expect(
        (await postDuty(driver.authorization, { status, at: minutesAgo(minutes), lat: 35, lon: -90 }))
          .statusCode,
      ).toBe(201);
    }
    const r = await listDuty(driver.authorization);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.map((e: { status: string }) => e.status)).toEqual([
      'on_duty',
      'driving',
      'sleeper_berth',
    ]);
  });

  it('refuses bad coordinates, statuses and times with 400 and the field', async () => {
    const driver = await loggedInDriver(ctx);
    const good = { status: 'driving', at: minutesAgo(1), lat: 10, lon: 10 };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ lat: 90.0001 }, 'lat', dutyMessages.lat],
      [{ lat: -91 }, 'lat', dutyMessages.lat],
      [{ lon: 180.5 }, 'lon', dutyMessages.lon],
      [{ lon: -181 }, 'lon', dutyMessages.lon],
      [{ lat: '40' }, 'lat', dutyMessages.lat],
      [{ status: 'resting' }, 'status', dutyMessages.status],
      [{ at: '2026-01-10 08:00' }, 'at', dutyMessages.at],
      [{ at: 'yesterday' }, 'at', dutyMessages.at],
    ];
    for (const [change, path, message] of cases) {
      const r = await postDuty(driver.authorization, { ...good, ...change });
      expect(r.statusCode, JSON.stringify(change)).toBe(400);
      expect(r.json().details).toContainEqual({ path: `body.${path}`, message });
    }
    const missing = await postDuty(driver.authorization, {});
    expect(missing.statusCode).toBe(400);
    expect((await listDuty(driver.authorization)).json().data).toEqual([]);
  });

  it('accepts the extreme coordinates', async () => {
    const driver = await loggedInDriver(ctx);
    for (const [lat, lon] of [
      [90, 180],
      [-90, -180],
    ]) {
      expect(
        (await postDuty(driver.authorization, { status: 'off_duty', at: minutesAgo(5), lat, lon }))
          .statusCode,
      ).toBe(201);
    }
  });

  it(`refuses a time more than ${DUTY_MAX_CLOCK_SKEW_MINUTES} minutes ahead, accepts a small clock drift`, async () => {
    const driver = await loggedInDriver(ctx);
    const ahead = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const late = await postDuty(driver.authorization, { status: 'driving', at: ahead(10), lat: 1, lon: 1 });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(dutyMessages.future);
    const drift = await postDuty(driver.authorization, { status: 'driving', at: ahead(2), lat: 1, lon: 1 });
    expect(drift.statusCode).toBe(201);
  });

  it('is for drivers only', async () => {
    const staff = await loggedInUser(ctx, { role: 'Carriers' });
    const body = { status: 'driving', at: minutesAgo(1), lat: 1, lon: 1 };
    expect((await postDuty(staff.authorization, body)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/driver/duty', payload: body })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/driver/duty', () => {
  it('answers only the driver’s own changes, in the period asked', async () => {
    const mine = await loggedInDriver(ctx);
    const other = await loggedInDriver(ctx);
    await postDuty(mine.authorization, { status: 'driving', at: '2026-02-01T10:00:00Z', lat: 1, lon: 1 });
    await postDuty(mine.authorization, { status: 'off_duty', at: '2026-02-03T10:00:00Z', lat: 1, lon: 1 });
    await postDuty(other.authorization, { status: 'driving', at: '2026-02-02T10:00:00Z', lat: 2, lon: 2 });
    const r = await listDuty(mine.authorization, '?from=2026-02-01T00:00:00Z&to=2026-02-02T23:59:59Z');
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toEqual([
      { id: expect.any(Number), status: 'driving', at: '2026-02-01T10:00:00.000Z', lat: 1, lon: 1 },
    ]);
    const all = await listDuty(mine.authorization, '?from=2026-01-01T00:00:00Z&to=2026-03-01T00:00:00Z');
    expect(all.json().data).toHaveLength(2);
  });

  it('refuses a period that ends before it starts, or bad dates', async () => {
    const driver = await loggedInDriver(ctx);
    const backwards = await listDuty(
      driver.authorization,
      '?from=2026-02-03T00:00:00Z&to=2026-02-01T00:00:00Z',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(dutyMessages.range);
    expect((await listDuty(driver.authorization, '?from=soon')).statusCode).toBe(400);
  });
});
