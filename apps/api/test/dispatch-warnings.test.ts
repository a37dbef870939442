import { bookingStopKeys } from '@fletx/contract/bookings';
import { loadStopKeys } from '@fletx/contract/loads';
import { TRAILER_TYPE } from '@fletx/contract/parametrics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { dallasToAtlantaStops } from './helpers/bodies';
import { bookingBody } from './helpers/broker-factories';
import { expectBadQueries } from './helpers/client';
import { makeTrailer, makeTruck, trailerPayload } from './helpers/factories';
import { approvedDriver, approvedDriverApi, createLoad, loadWorld } from './helpers/load-factories';

/**
 * The dispatch warnings wherever a driver is chosen (docs/product.md "Dispatch board" → "Warnings"): the
 * trailer of another type on the board's assignment, and `GET /api/dispatch/warnings` before a form saves —
 * a saved load, or the trip a form holds.
 */
/** A dispatcher (`api`), a Carriers user (`manager`), an approved broker, on 1 March 2026 at noon. */
let world: Awaited<ReturnType<typeof loadWorld>>;
let seq = 0;

beforeAll(async () => {
  world = await loadWorld({
    manager: { role: 'Carriers' },
    clock: new ManualClock(new Date('2026-03-01T12:00:00Z')),
  });
});
afterAll(() => world?.ctx.close());

const NONE = { hosWarning: null, overlapWarning: null, timeOffWarning: null, trailerWarning: null };

/** An approved driver (first name `first`, last name Tester) whose truck pulls a trailer of `typeId`, if any. */
async function driverPulling(first: string, typeId?: number) {
  const id = await approvedDriver(world.ctx, world.manager, { first_name: first, last_name: 'Tester' });
  const truck = await makeTruck(world.ctx, world.manager, { user_id: id });
  const trailer =
    typeId === undefined
      ? null
      : await makeTrailer(world.ctx, world.manager, {
          licenseplate_truck_number: truck.licenseplate_number,
          type_id: typeId,
        });
  return { id, truck, trailer };
}

/** A booking turned into a load (no driver, at 16): Dallas → Atlanta on the days given, a Dry Van unless told. */
async function queued(days: [string, string], trailerType: number = TRAILER_TYPE.dryVan) {
  const booking = await world.api.post(
    '/api/bookings/manualCreate',
    bookingBody(world.brokerId, {
      idNumber: `WB-${++seq}`,
      ...dallasToAtlantaStops(bookingStopKeys, days),
      trailerType,
    }),
  );
  expect(booking.statusCode, booking.body).toBe(201);
  const r = await world.api.post(`/api/bookings/${booking.json().data.id}/toLoad`);
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as { id: number; id_number: string };
}

/** A Reefer load of the driver, Dallas → Atlanta on the days given: its id and number. */
async function reeferLoadOf(driverId: number, days: [string, string]) {
  const number = `WL-${++seq}`;
  const { id } = await createLoad(world.api, world.brokerId, driverId, {
    id_number: number,
    trailer_type: TRAILER_TYPE.reefer,
    ...dallasToAtlantaStops(loadStopKeys, days),
  });
  return { id, number };
}

/** The warnings' query of a trip Dallas → Atlanta as a form holds it, picked up and delivered on the days given. */
const proposal = ([pickup, delivery]: [string, string], extra: Record<string, string | number> = {}) => ({
  pickupOpen: `${pickup}T08:00`,
  pickupClose: `${pickup}T12:00`,
  pickupZip: '75261',
  pickupCity: 'Dallas',
  pickupState: 'TX',
  deliveryOpen: `${delivery}T14:00`,
  deliveryClose: `${delivery}T18:00`,
  deliveryZip: '30336',
  deliveryCity: 'Atlanta',
  deliveryState: 'GA',
  trailerTypeId: TRAILER_TYPE.dryVan,
  ...extra,
});

/** A query string of these parameters. */
const queryOf = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();

async function warnings(query: Record<string, string | number>, client = world.api) {
  const r = await client.get(`/api/dispatch/warnings?${queryOf(query)}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as typeof NONE;
}

describe('the wrong trailer on the board', () => {
  it("warns when the load asks for a trailer type other than the driver's truck pulls; not otherwise", async () => {
    const reefer = await driverPulling('Andrew', TRAILER_TYPE.reefer);
    const dryVanLoad = await queued(['2026-03-04', '2026-03-05']);
    const r = await world.api.post('/api/dispatch/assign', { loadId: dryVanLoad.id, driverId: reefer.id });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({
      ...NONE,
      trailerWarning: 'Andrew Tester pulls a Reefer trailer; this load asks for a Dry Van',
    });
    // A Reefer load for the same driver, a Power Only load (the customer's trailer): nothing to say.
    const reeferLoad = await queued(['2026-03-06', '2026-03-07'], TRAILER_TYPE.reefer);
    const same = await world.api.post('/api/dispatch/assign', {
      loadId: reeferLoad.id,
      driverId: reefer.id,
    });
    expect(same.json().data).toMatchObject(NONE);
    const powerOnly = await queued(['2026-03-08', '2026-03-09'], TRAILER_TYPE.powerOnly);
    const any = await world.api.post('/api/dispatch/assign', { loadId: powerOnly.id, driverId: reefer.id });
    expect(any.json().data).toMatchObject(NONE);
  });

  it('says nothing of a driver without a trailer on record, and stops once the trailer is the type asked', async () => {
    const bare = await driverPulling('Bea');
    const load = await queued(['2026-03-04', '2026-03-05'], TRAILER_TYPE.flatbed);
    const r = await world.api.post('/api/dispatch/assign', { loadId: load.id, driverId: bare.id });
    expect(r.json().data).toMatchObject(NONE);

    const flat = await driverPulling('Cal', TRAILER_TYPE.dryVan);
    expect((await warnings({ driverId: flat.id, loadId: load.id })).trailerWarning).toBe(
      'Cal Tester pulls a Dry Van trailer; this load asks for a Flatbed',
    );
    const { id: trailerId, vin, licenseplate_number, trailer_number } = flat.trailer ?? { id: 0 };
    const changed = await world.ctx.api.put(
      `/api/trailer/${trailerId}`,
      trailerPayload(flat.truck.licenseplate_number, {
        vin,
        licenseplate_number,
        trailer_number,
        type_id: TRAILER_TYPE.flatbed,
      }),
      { as: world.manager },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await warnings({ driverId: flat.id, loadId: load.id })).toEqual(NONE);
  });
});

describe('GET /api/dispatch/warnings', () => {
  it("answers a saved load's warnings as the assignment would, and saves nothing", async () => {
    const dan = await driverPulling('Dan', TRAILER_TYPE.reefer);
    const { number, id: theirs } = await reeferLoadOf(dan.id, ['2026-03-04', '2026-03-05']);
    // Their own load is not an overlap with itself.
    expect((await warnings({ driverId: dan.id, loadId: theirs })).overlapWarning).toBeNull();
    const load = await queued(['2026-03-05', '2026-03-06']);
    const asked = await warnings({ driverId: dan.id, loadId: load.id });
    expect(asked).toEqual({
      ...NONE,
      overlapWarning: `Dan Tester already has load ${number} at that time`,
      trailerWarning: 'Dan Tester pulls a Reefer trailer; this load asks for a Dry Van',
    });
    expect((await world.api.get(`/api/loadbook/find/${load.id}`)).json().data.info[0].user_id).toBeNull();
    const assigned = await world.api.post('/api/dispatch/assign', { loadId: load.id, driverId: dan.id });
    const { load: _load, previousDriverId: _previous, ...answered } = assigned.json().data;
    expect(answered).toEqual(asked);
    // Their own load now overlaps the one given, never itself.
    expect((await warnings({ driverId: dan.id, loadId: theirs })).overlapWarning).toBe(
      `Dan Tester already has load ${load.id_number} at that time`,
    );
  });

  it('warns of a trip a form holds: each warning while the clash lasts, none once it is gone', async () => {
    const eve = await driverPulling('Eve', TRAILER_TYPE.reefer);
    const days: [string, string] = ['2026-03-02', '2026-03-03'];
    const { number, id: theirs } = await reeferLoadOf(eve.id, days);
    const clash = await warnings({ driverId: eve.id, ...proposal(days) });
    expect(clash).toEqual({
      ...NONE,
      overlapWarning: `Eve Tester already has load ${number} at that time`,
      trailerWarning: 'Eve Tester pulls a Reefer trailer; this load asks for a Dry Van',
    });
    // The same trip as the load being edited: no overlap with itself; a Reefer asked: no trailer warning.
    expect(
      await warnings({ driverId: eve.id, loadId: theirs, ...proposal(days, { trailerTypeId: 3 }) }),
    ).toEqual(NONE);
    // Moved to later days: the overlap is gone.
    const later: [string, string] = ['2026-03-05', '2026-03-06'];
    expect(await warnings({ driverId: eve.id, ...proposal(later, { trailerTypeId: 3 }) })).toEqual(NONE);

    // Time off during the trip, then removed.
    const addOff = async (kind: string, first: string, next: string) => {
      const r = await world.api.post('/api/dispatch/time-off', {
        driverId: eve.id,
        kind,
        from: `${first}T00:00:00Z`,
        to: `${next}T00:00:00Z`,
      });
      expect(r.statusCode, r.body).toBe(201);
      return r;
    };
    const off = await addOff('home_time', '2026-03-05', '2026-03-06');
    expect(off.json().message).toBe('Time off saved');
    // Time off over a load of theirs is saved, its message naming the load to give to another driver.
    const overLoad = await addOff('day_off', '2026-03-03', '2026-03-04');
    expect(overLoad.json().message).toBe(
      `Time off saved. Eve Tester has load ${number} then: give it another driver on the board`,
    );
    await world.api.delete(`/api/dispatch/time-off/${overLoad.json().data.id}`);
    const during = await warnings({ driverId: eve.id, ...proposal(later, { trailerTypeId: 3 }) });
    expect(during.timeOffWarning).toBe('Eve Tester has home time during this trip');
    await world.api.delete(`/api/dispatch/time-off/${off.json().data.id}`);
    expect(await warnings({ driverId: eve.id, ...proposal(later, { trailerTypeId: 3 }) })).toEqual(NONE);

    // Hours: driving since 02:00, a delivery the next day is too soon for some 19 hours of driving.
    await world.ctx.services.duty.record(eve.id, {
      status: 'driving',
      at: '2026-03-01T02:00:00.000Z',
      lat: 32.7,
      lon: -96.8,
    });
    const tight = await warnings({
      driverId: eve.id,
      ...proposal(['2026-03-01', '2026-03-02'], { trailerTypeId: 3, pickupOpen: '2026-03-01T07:00' }),
    });
    // Dallas → Atlanta, some 870 road miles (the straight line × 1.2); an hour of driving left today, then
    // one 11-hour day before the Atlanta dock closes at 18:00 the next day.
    expect(tight.hosWarning).toBe(
      'Eve Tester may not have the hours: the trip needs about 17 h 21 of driving, 12 h 00 are left before the delivery window closes',
    );
    expect(tight.overlapWarning).toContain(number);
    expect(
      (await warnings({ driverId: eve.id, ...proposal(['2026-03-08', '2026-03-10'], { trailerTypeId: 3 }) }))
        .hosWarning,
    ).toBeNull();
  });

  it('has nothing to say of a driver with no clash', async () => {
    const fay = await driverPulling('Fay', TRAILER_TYPE.dryVan);
    expect(await warnings({ driverId: fay.id, ...proposal(['2026-03-04', '2026-03-05']) })).toEqual(NONE);
    const load = await queued(['2026-03-04', '2026-03-05']);
    expect(await warnings({ driverId: fay.id, loadId: load.id })).toEqual(NONE);
  });

  it('answers 400 to a malformed query and 404 to an unknown driver or load, never 5xx', async () => {
    const gil = await driverPulling('Gil');
    const trip = queryOf(proposal(['2026-03-04', '2026-03-05']));
    await expectBadQueries(world.api, '/api/dispatch/warnings', [
      '',
      `${trip}`,
      `driverId=x&${trip}`,
      `driverId=0&${trip}`,
      `driverId=${gil.id}`,
      `driverId=${gil.id}&loadId=-1`,
      `driverId=${gil.id}&pickupOpen=2026-03-04T08:00`,
      `driverId=${gil.id}&${trip.replace('pickupOpen=2026-03-04T08%3A00', 'pickupOpen=tomorrow')}`,
      `driverId=${gil.id}&${trip.replace('pickupZip=75261', 'pickupZip=7526')}`,
      `driverId=${gil.id}&${trip.replace('deliveryState=GA', 'deliveryState=ZZ')}`,
      `driverId=${gil.id}&${trip.replace('trailerTypeId=1', 'trailerTypeId=0')}`,
      `driverId=${gil.id}&${trip}&deliveryClose=soon`,
    ]);
    const load = await queued(['2026-03-04', '2026-03-05']);
    expect((await world.api.get(`/api/dispatch/warnings?driverId=${gil.id}&loadId=999999`)).statusCode).toBe(
      404,
    );
    expect((await world.api.get(`/api/dispatch/warnings?driverId=999999&loadId=${load.id}`)).statusCode).toBe(
      404,
    );
    expect((await world.api.get(`/api/dispatch/warnings?driverId=999999&${trip}`)).statusCode).toBe(404);
  });

  it('is for the back office: 401 without a token, 403 for a driver', async () => {
    const load = await queued(['2026-03-04', '2026-03-05']);
    const driver = await approvedDriverApi(world.ctx, world.manager, 'Hal');
    const path = `/api/dispatch/warnings?driverId=${driver.id}&loadId=${load.id}`;
    expect((await world.ctx.api.get(path)).statusCode).toBe(401);
    expect((await driver.api.get(path)).statusCode).toBe(403);
    expect((await world.api.get(path)).statusCode).toBe(200);
  });
});
