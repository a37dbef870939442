import { DRIVER_TIME_MAX_AGE_HOURS } from '@fletx/contract/constants';
import { DUTY_MAX_CLOCK_SKEW_MINUTES, dutyMessages } from '@fletx/contract/duty';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { expectInvalid } from './helpers/client';
import { loggedInDriver, loggedInUser } from './helpers/factories';
import { createTestApp, type TestContext } from './helpers/test-app';

/** The server's clock: the real time when each test starts, then still (times are checked against it). */
const clock = new ManualClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
beforeEach(() => {
  clock.set(new Date());
});
afterAll(async () => {
  await ctx?.close();
});

const postDuty = (authorization: string, payload: unknown) =>
  ctx.api.post('/api/driver/duty', payload as object, { as: authorization });
const listDuty = (authorization: string, query = '') =>
  ctx.api.get(`/api/driver/duty${query}`, { as: authorization });

const minutesAgo = (n: number) => new Date(clock.now().getTime() - n * 60_000).toISOString();

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
    const utc = new Date(Math.floor(clock.now().getTime() / 1000) * 1000 - 3_600_000);
    const newYork = `${new Date(utc.getTime() - 5 * 3_600_000).toISOString().slice(0, 19)}-05:00`;
    const r = await postDuty(driver.authorization, { status: 'on_duty', at: newYork, lat: 0, lon: 0 });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().data.at).toBe(utc.toISOString());
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
      expectInvalid(r, `body.${path}`, message, JSON.stringify(change));
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

  it(`takes times up to ${DUTY_MAX_CLOCK_SKEW_MINUTES} minutes ahead and ${DRIVER_TIME_MAX_AGE_HOURS} hours back, bounds included`, async () => {
    const driver = await loggedInDriver(ctx);
    const now = clock.now().getTime();
    const post = (offsetMs: number) =>
      postDuty(driver.authorization, {
        status: 'driving',
        at: new Date(now + offsetMs).toISOString(),
        lat: 1,
        lon: 1,
      });
    const ahead = DUTY_MAX_CLOCK_SKEW_MINUTES * 60_000;
    const back = DRIVER_TIME_MAX_AGE_HOURS * 3_600_000;
    for (const offset of [ahead, -back]) expect((await post(offset)).statusCode).toBe(201);
    for (const [offset, message] of [
      [ahead + 1, dutyMessages.future],
      [10 * 60_000, dutyMessages.future],
      [-back - 1, dutyMessages.tooOld],
      [-30 * 86_400_000, dutyMessages.tooOld],
    ] as const) {
      const r = await post(offset);
      expect(r.statusCode, String(offset)).toBe(400);
      expect(r.json()).toMatchObject({ message, details: [{ path: 'body.at', message }] });
    }
    expect(dutyMessages.future).toBe('The time must not be more than 2 minutes in the future');
    expect(dutyMessages.tooOld).toBe('The time must not be more than 24 hours in the past');
  });

  it('is for drivers only', async () => {
    const staff = await loggedInUser(ctx, { role: 'Carriers' });
    const body = { status: 'driving', at: minutesAgo(1), lat: 1, lon: 1 };
    expect((await postDuty(staff.authorization, body)).statusCode).toBe(403);
    expect((await ctx.api.post('/api/driver/duty', body)).statusCode).toBe(401);
  });
});

describe('GET /api/driver/duty', () => {
  it('answers only the driver’s own changes, in the period asked', async () => {
    const mine = await loggedInDriver(ctx);
    const other = await loggedInDriver(ctx);
    const hoursAgo = (n: number) => new Date(Math.floor(clock.now().getTime() / 1000) * 1000 - n * 3_600_000);
    await postDuty(mine.authorization, { status: 'driving', at: hoursAgo(20).toISOString(), lat: 1, lon: 1 });
    await postDuty(mine.authorization, { status: 'off_duty', at: hoursAgo(2).toISOString(), lat: 1, lon: 1 });
    await postDuty(other.authorization, {
      status: 'driving',
      at: hoursAgo(15).toISOString(),
      lat: 2,
      lon: 2,
    });
    const period = (from: Date, to: Date) => `?from=${from.toISOString()}&to=${to.toISOString()}`;
    const r = await listDuty(mine.authorization, period(hoursAgo(21), hoursAgo(10)));
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toEqual([
      { id: expect.any(Number), status: 'driving', at: hoursAgo(20).toISOString(), lat: 1, lon: 1 },
    ]);
    const all = await listDuty(mine.authorization, period(hoursAgo(48), hoursAgo(0)));
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
