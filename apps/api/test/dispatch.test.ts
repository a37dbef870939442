import { bookingStopKeys } from '@fletx/contract/bookings';
import { addDays } from '@fletx/contract/compliance';
import { HOS_LIMITS } from '@fletx/contract/hos';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { loadStopKeys } from '@fletx/contract/loads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverInformation } from '../src/db/schema';
import { ManualClock } from '../src/lib/clock';
import { dallasToAtlantaStops } from './helpers/bodies';
import { bookingBody } from './helpers/broker-factories';
import { expectBadQueries, type TestClient } from './helpers/client';
import { loggedInUser, makeDriver } from './helpers/factories';
import { approvedBroker, approvedDriver, createLoad, driveTo } from './helpers/load-factories';
import { createTestApp, type TestContext } from './helpers/test-app';

/** The dispatch board (docs/product.md "Dispatch board"): rows, queue, assignment rules and warnings, time off. */
const NOW = new Date('2026-03-01T12:00:00Z');
const clock = new ManualClock(NOW);
const WEEK = 'from=2026-03-01T00:00:00Z&to=2026-03-08T00:00:00Z';
let ctx: TestContext;
let admin: TestClient;
let dispatcher: TestClient;
let brokerId: number;
let seq = 0;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  admin = ctx.api.as((await loggedInUser(ctx, { role: 'Admin user' })).authorization);
  dispatcher = ctx.api.as((await loggedInUser(ctx, { role: 'Dispatcher' })).authorization);
  carrierAuth = (await loggedInUser(ctx, { role: 'Carriers' })).authorization;
  brokerId = (await approvedBroker(ctx, carrierAuth)).id;
});
afterAll(async () => {
  await ctx?.close();
});

type Board = {
  drivers: Array<{
    id: number;
    name: string;
    hos: { driveLeft: number; shiftLeft: number; cycleLeft: number };
    compliance: string;
    complianceNote: string | null;
    available: Array<{ from: string; to: string }>;
    timeOff: Array<{ id: number; kind: string }>;
    loads: Array<{ id: number; number: string; status: number; start: string; end: string; from: string }>;
    location: string | null;
  }>;
  unassigned: Array<{ id: number; number: string; originState: string }>;
};

async function board(query = ''): Promise<Board> {
  const r = await dispatcher.get(`/api/dispatch/board?${WEEK}${query}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
}

let carrierAuth: string;
const driver = (overrides: Record<string, unknown> = {}) =>
  approvedDriver(ctx, carrierAuth, { first_name: `Dina${++seq}`, ...overrides });

/** A load with a driver, Dallas → Atlanta on the days given. */
async function loadFor(driverId: number, days: [string, string] = ['2026-03-02', '2026-03-03']) {
  const load = await createLoad(dispatcher, brokerId, driverId, {
    id_number: `DB-${++seq}`,
    ...dallasToAtlantaStops(loadStopKeys, days),
  });
  return load as typeof load & { id_number: string; version?: number };
}

/** A load without a driver (a booking turned into a load, at 16), Dallas → Atlanta unless overridden. */
async function queued(
  days: [string, string] = ['2026-03-04', '2026-03-05'],
  overrides: Record<string, unknown> = {},
) {
  const booking = await dispatcher.post(
    '/api/bookings/manualCreate',
    bookingBody(brokerId, {
      idNumber: `BK-${++seq}`,
      ...dallasToAtlantaStops(bookingStopKeys, days),
      ...overrides,
    }),
  );
  expect(booking.statusCode, booking.body).toBe(201);
  const r = await dispatcher.post(`/api/bookings/${booking.json().data.id}/toLoad`);
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as { id: number; id_number: string };
}

/** The load's version now (its ETag). */
async function versionOf(loadId: number): Promise<number> {
  const r = await dispatcher.get(`/api/loadbook/find/${loadId}`);
  return Number(String(r.headers.etag).replaceAll('"', ''));
}

/** The driver starts driving at `at`, in Dallas (a duty event, as the drivers' app posts it). */
const startDriving = (driverId: number, at: string) =>
  ctx.services.duty.record(driverId, { status: 'driving', at, lat: 32.7, lon: -96.8 });

const assign = (client: TestClient, body: Record<string, unknown>, version?: number) =>
  client.post(
    '/api/dispatch/assign',
    body,
    version === undefined ? {} : { headers: { 'if-match': `"${version}"` } },
  );

describe('GET /api/dispatch/board', () => {
  it("one row per active driver with the week's loads, hours left and where they are; the queue beside", async () => {
    const dina = await driver();
    const pending = await makeDriver(ctx, carrierAuth, { first_name: 'Pending' });
    const inWeek = await loadFor(dina);
    const nextWeek = await loadFor(dina, ['2026-03-10', '2026-03-11']);
    const waiting = await queued();
    const b = await board();
    expect(b.drivers.some((d) => d.id === pending)).toBe(false);
    const row = b.drivers.find((d) => d.id === dina);
    expect(row).toMatchObject({
      hos: { driveLeft: HOS_LIMITS.drivingMinutes, shiftLeft: HOS_LIMITS.windowMinutes, cycleLeft: 70 * 60 },
      location: 'Dallas, TX',
      available: [{ from: '2026-03-01T00:00:00.000Z', to: '2026-03-08T00:00:00.000Z' }],
    });
    expect(row?.compliance).not.toBe('blocked');
    expect(row?.loads.map((l) => l.id)).toEqual([inWeek.id]);
    expect(row?.loads.map((l) => l.id)).not.toContain(nextWeek.id);
    expect(row?.loads[0]).toMatchObject({
      status: LOAD_STATUS.new,
      start: '2026-03-02T08:00:00.000Z',
      end: '2026-03-03T18:00:00.000Z',
      // Where the bar sits: 08:00 at the Dallas dock (Central), 18:00 at the Atlanta one (Eastern).
      startAt: '2026-03-02T14:00:00.000Z',
      endAt: '2026-03-03T23:00:00.000Z',
      from: 'Dallas, TX',
    });
    expect(b.unassigned.map((l) => l.id)).toContain(waiting.id);
  });

  it('says where a driver is from loads outside the week: the last one delivered before it, else the next one', async () => {
    const dina = await driver();
    // Delivered in Atlanta a week before the board's week: no bar, but it is where Dina is.
    await loadFor(dina, ['2026-02-22', '2026-02-23']);
    const row = (await board()).drivers.find((d) => d.id === dina);
    expect(row?.loads).toEqual([]);
    expect(row?.location).toBe('Atlanta, GA');

    // A later week, Ola's only load picked up before it and not started yet: where she will be, its pickup.
    const ola = await driver();
    await loadFor(ola, ['2026-03-05', '2026-03-06']);
    const later = await dispatcher.get(
      '/api/dispatch/board?from=2026-03-15T00:00:00Z&to=2026-03-22T00:00:00Z',
    );
    const olaRow = (later.json().data as Board).drivers.find((d) => d.id === ola);
    expect(olaRow?.loads).toEqual([]);
    expect(olaRow?.location).toBe('Dallas, TX');
  });

  it("places a bar on the clock of its docks' ZIP codes, not their states' majority zones", async () => {
    const dina = await driver();
    const { pickup, delivery } = loadStopKeys;
    await createLoad(dispatcher, brokerId, dina, {
      id_number: `DB-${++seq}`,
      ...dallasToAtlantaStops(loadStopKeys, ['2026-03-02', '2026-03-03']),
      [pickup.postalCode]: '79901',
      [pickup.city]: 'El Paso',
      [delivery.postalCode]: '32502',
      [delivery.stateCode]: 'FL',
      [delivery.city]: 'Pensacola',
    });
    const row = (await board()).drivers.find((d) => d.id === dina);
    expect(row?.loads[0]).toMatchObject({
      start: '2026-03-02T08:00:00.000Z',
      end: '2026-03-03T18:00:00.000Z',
      // 08:00 at El Paso, Texas: Mountain (MST), not Central; 18:00 at Pensacola, Florida: Central, not Eastern.
      startAt: '2026-03-02T15:00:00.000Z',
      endAt: '2026-03-04T00:00:00.000Z',
      from: 'El Paso, TX',
    });
  });

  it('filters the queue by origin state, pickup day and trailer type', async () => {
    const tulsa = await queued(['2026-03-06', '2026-03-07'], {
      [bookingStopKeys.pickup.stateCode]: 'OK',
      [bookingStopKeys.pickup.city]: 'Tulsa',
    });
    const ids = async (q: string) => (await board(q)).unassigned.map((l) => l.id);
    expect(await ids('&originState=ok')).toEqual([tulsa.id]);
    expect(await ids('&originState=OK&date=2026-03-05')).toEqual([]);
    expect(await ids('&originState=OK&date=2026-03-06')).toEqual([tulsa.id]);
    expect(await ids('&originState=OK&trailerTypeId=2')).toEqual([]);
  });

  it("queues the loads picked up before the week's end on their dock's clock: a bar dropped from it is in the week", async () => {
    const { openTime, closeTime } = bookingStopKeys.pickup;
    const at = (open: string, close: string) => ({ [openTime]: open, [closeTime]: close });
    // The board's week ends 2026-03-08 00:00 UTC: 17:00 in Dallas (Central, UTC−6) on the 7th, 23:00 UTC.
    const before = await queued(['2026-03-07', '2026-03-08'], at('2026-03-07T17:00', '2026-03-07T17:30'));
    const after = await queued(['2026-03-07', '2026-03-08'], at('2026-03-07T18:30', '2026-03-07T20:00'));
    const b = await board();
    const ids = b.unassigned.map((l) => l.id);
    expect(ids).toContain(before.id);
    expect(ids).not.toContain(after.id);
    expect(b.unassigned.find((l) => l.id === before.id)).toMatchObject({
      startAt: '2026-03-07T23:00:00.000Z',
    });
    // The next week's board queues it.
    const next = await dispatcher.get(
      '/api/dispatch/board?from=2026-03-08T00:00:00Z&to=2026-03-15T00:00:00Z',
    );
    expect(next.json().data.unassigned.map((l: { id: number }) => l.id)).toContain(after.id);
  });

  it('counts the hours of service from the duty events', async () => {
    const dina = await driver();
    await startDriving(dina, '2026-03-01T08:00:00.000Z');
    const row = (await board()).drivers.find((d) => d.id === dina);
    expect(row?.hos).toEqual({ driveLeft: 660 - 240, shiftLeft: 840 - 240, cycleLeft: 4200 - 240 });
  });

  it('answers 400, never 5xx, to a bad period', async () => {
    await expectBadQueries(dispatcher, '/api/dispatch/board', [
      '',
      'from=2026-03-01',
      'from=x&to=y',
      'from=2026-03-08&to=2026-03-01',
      'from=2026-03-01&to=2026-05-01',
    ]);
  });
});

describe('POST /api/dispatch/assign', () => {
  it('gives a queued load to a driver (confirmed for them), and the undo takes it back to the queue', async () => {
    const dina = await driver();
    const load = await queued();
    const r = await assign(dispatcher, { loadId: load.id, driverId: dina }, await versionOf(load.id));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers.etag).toBeDefined();
    expect(r.json().data).toMatchObject({
      load: { id: load.id, status: LOAD_STATUS.new, driverId: dina },
      previousDriverId: null,
      hosWarning: null,
      overlapWarning: null,
    });
    let b = await board();
    expect(b.unassigned.map((l) => l.id)).not.toContain(load.id);
    expect(b.drivers.find((d) => d.id === dina)?.loads.map((l) => l.id)).toContain(load.id);

    const undo = await assign(
      dispatcher,
      { loadId: load.id, driverId: null },
      Number(r.headers.etag?.toString().replaceAll('"', '')),
    );
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().data.load).toMatchObject({ status: LOAD_STATUS.awaitingConfirmation, driverId: null });
    b = await board();
    expect(b.unassigned.map((l) => l.id)).toContain(load.id);
  });

  it('moves a load from one driver to another; the undo gives it back', async () => {
    const [first, second] = [await driver(), await driver()];
    const load = await loadFor(first);
    const moved = await assign(dispatcher, { loadId: load.id, driverId: second });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ previousDriverId: first, load: { driverId: second } });
    const back = await assign(dispatcher, { loadId: load.id, driverId: first });
    expect(back.json().data).toMatchObject({ previousDriverId: second, load: { driverId: first } });
    expect((await assign(dispatcher, { loadId: load.id, driverId: first })).statusCode).toBe(409);
  });

  it('answers 409 for compliance; the override is for Carriers and Admin users only', async () => {
    const blocked = await driver();
    await ctx.database.db
      .update(driverInformation)
      .set({ cdlExpiration: addDays('2026-03-01', -1) })
      .where(eq(driverInformation.userId, blocked));
    const load = await queued();
    expect((await board()).drivers.find((d) => d.id === blocked)).toMatchObject({ compliance: 'blocked' });
    const refused = await assign(dispatcher, { loadId: load.id, driverId: blocked });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/CDL|licen/i);
    const override = { reason: 'Renewal receipt seen' };
    expect(
      (await assign(dispatcher, { loadId: load.id, driverId: blocked, complianceOverride: override }))
        .statusCode,
    ).toBe(403);
    const ok = await assign(admin, { loadId: load.id, driverId: blocked, complianceOverride: override });
    expect(ok.statusCode, ok.body).toBe(200);
    const history = (await dispatcher.get(`/api/loadbook/find/${load.id}`)).json().data.extraData.history;
    expect(history.at(-1).comment).toContain('Renewal receipt seen');
  });

  it('warns when the driver lacks the hours before the delivery window closes, or has a load then', async () => {
    const dina = await driver();
    await startDriving(dina, '2026-03-01T02:00:00.000Z');
    // Dallas → Atlanta, about 940 road miles: some 19 hours of driving, the delivery closing a day later.
    const tight = await queued(['2026-03-01', '2026-03-02']);
    const r = await assign(dispatcher, { loadId: tight.id, driverId: dina });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.hosWarning).toMatch(/may not have the hours/);
    expect(r.json().data.overlapWarning).toBeNull();
    const roomy = await queued(['2026-03-04', '2026-03-06']);
    expect(
      (await assign(dispatcher, { loadId: roomy.id, driverId: dina })).json().data.hosWarning,
    ).toBeNull();
    const same = await queued(['2026-03-05', '2026-03-06']);
    const overlap = await assign(dispatcher, { loadId: same.id, driverId: dina });
    expect(overlap.json().data.overlapWarning).toContain(`already has load ${roomy.id_number}`);
  });

  it("reads the delivery window's close on the Atlanta dock's clock, not as UTC", async () => {
    const fresh = await driver();
    // 08:00 in Dallas on the 4th to 16:00 in Atlanta on the 5th: 31 hours (26 had 16:00 been UTC), enough for
    // some 17 hours of driving with a 10-hour rest between.
    const trip = await queued(['2026-03-04', '2026-03-05'], {
      [bookingStopKeys.delivery.openTime]: '2026-03-05T12:00',
      [bookingStopKeys.delivery.closeTime]: '2026-03-05T16:00',
    });
    const r = await assign(dispatcher, { loadId: trip.id, driverId: fresh });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.hosWarning).toBeNull();
  });

  it("reads the delivery's close on the clock of its ZIP code: Pensacola keeps Central time, not Florida's Eastern", async () => {
    const fresh = await driver();
    // 08:00 in Dallas (14:00 UTC) to a Pensacola dock closing at 10:00 the same day: 16:00 UTC, two hours.
    const trip = await queued(['2026-03-04', '2026-03-04'], {
      [bookingStopKeys.delivery.openTime]: '2026-03-04T09:00',
      [bookingStopKeys.delivery.closeTime]: '2026-03-04T10:00',
      [bookingStopKeys.delivery.postalCode]: '32502',
      [bookingStopKeys.delivery.stateCode]: 'FL',
      [bookingStopKeys.delivery.city]: 'Pensacola',
    });
    const r = await assign(dispatcher, { loadId: trip.id, driverId: fresh });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.hosWarning).toContain(', 2 h 00 are left before');
  });

  it('refuses an inactive driver, a delivered load, a stale board, a load given twice', async () => {
    const dina = await driver();
    const inactive = await makeDriver(ctx, carrierAuth, { first_name: 'Idle' });
    const load = await queued();
    expect((await assign(dispatcher, { loadId: load.id, driverId: inactive })).statusCode).toBe(409);
    expect((await assign(dispatcher, { loadId: load.id, driverId: 999_999 })).statusCode).toBe(400);

    const done = await loadFor(dina);
    await driveTo(ctx.services.loads, done.id, dina, LOAD_STATUS.delivered);
    const delivered = await assign(dispatcher, { loadId: done.id, driverId: await driver() });
    expect(delivered.statusCode).toBe(409);
    expect(delivered.json().message).toContain('Delivered');

    const version = await versionOf(load.id);
    const [a, b] = await Promise.all([
      assign(dispatcher, { loadId: load.id, driverId: dina }, version),
      assign(admin, { loadId: load.id, driverId: await driver() }, version),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 412]);
    expect((await assign(dispatcher, { loadId: load.id, driverId: dina }, version)).statusCode).toBe(412);
  });

  it('answers 400, never 5xx, to malformed bodies', async () => {
    for (const body of [
      {},
      { loadId: 'x', driverId: 1 },
      { loadId: 1 },
      { loadId: -1, driverId: 1 },
      { loadId: 1, driverId: 1, complianceOverride: { reason: '' } },
    ])
      expect((await dispatcher.post('/api/dispatch/assign', body)).statusCode).toBe(400);
    expect((await dispatcher.post('/api/dispatch/assign', { loadId: 999_999, driverId: 1 })).statusCode).toBe(
      404,
    );
  });
});

describe('time off', () => {
  it('is set and removed; the board shows it and leaves it out of the available time; assignments warn', async () => {
    const dina = await driver();
    const created = await dispatcher.post('/api/dispatch/time-off', {
      driverId: dina,
      kind: 'day_off',
      from: '2026-03-05T00:00:00Z',
      to: '2026-03-06T00:00:00Z',
    });
    expect(created.statusCode, created.body).toBe(201);
    const row = (await board()).drivers.find((d) => d.id === dina);
    expect(row?.timeOff).toMatchObject([{ kind: 'day_off' }]);
    expect(row?.available).toEqual([
      { from: '2026-03-01T00:00:00.000Z', to: '2026-03-05T00:00:00.000Z' },
      { from: '2026-03-06T00:00:00.000Z', to: '2026-03-08T00:00:00.000Z' },
    ]);
    const load = await queued(['2026-03-04', '2026-03-05']);
    const r = await assign(dispatcher, { loadId: load.id, driverId: dina });
    expect(r.json().data.timeOffWarning).toMatch(/a day off/);
    const id = created.json().data.id;
    expect((await dispatcher.delete(`/api/dispatch/time-off/${id}`)).statusCode).toBe(200);
    expect((await dispatcher.delete(`/api/dispatch/time-off/${id}`)).statusCode).toBe(404);
    expect((await board()).drivers.find((d) => d.id === dina)?.timeOff).toEqual([]);
  });

  it('answers 400 to a bad period or kind', async () => {
    const dina = await driver();
    for (const body of [
      { driverId: dina, kind: 'day_off', from: '2026-03-05T00:00:00Z', to: '2026-03-04T00:00:00Z' },
      { driverId: dina, kind: 'vacation', from: '2026-03-05T00:00:00Z', to: '2026-03-06T00:00:00Z' },
      { driverId: 999_999, kind: 'day_off', from: '2026-03-05T00:00:00Z', to: '2026-03-06T00:00:00Z' },
    ])
      expect((await dispatcher.post('/api/dispatch/time-off', body)).statusCode).toBe(400);
  });
});
