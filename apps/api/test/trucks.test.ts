import { EQUIPMENT_STATE, equipmentMessages } from '@fletx/contract/equipment';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { expectStaffOnly } from './helpers/access';
import { TRUCK_PERMITS } from './helpers/bodies';
import { expectAnswer, expectInvalid, expectMissing, type TestClient } from './helpers/client';
import {
  loggedInUser,
  makeDriverUser,
  makeTruck,
  makeUser,
  truckPayload,
  uniquePlate,
  uniqueVin,
} from './helpers/factories';
import { createTestAppAs } from './helpers/setup';
import type { TestContext } from './helpers/test-app';

let ctx: TestContext;
let api: TestClient;
let authorization: string;
beforeAll(async () => {
  ({ ctx, api, authorization } = await createTestAppAs({ role: 'Dispatcher' }));
});
afterAll(async () => {
  await ctx?.close();
});

describe('POST /api/vehicle/createTruck', () => {
  it('creates a truck with clutch, engine and gearbox sharing one id', async () => {
    const driver = await makeDriverUser(ctx, { firstName: 'Luis', lastName: 'Peña' });
    const owner = await makeDriverUser(ctx, { firstName: 'Owen', lastName: 'Owner' });
    const payload = await truckPayload(ctx, driver.id, {
      owner_id: owner.id,
      vin_number: ' 1xkyd49x0nj123456 ',
      licenseplate_number: ' tx  4821 ab ',
    });
    const r = await api.post('/api/vehicle/createTruck/', payload);
    const truck = expectAnswer(r, 201, 'The truck has been created.');
    expect(truck).toMatchObject({
      user_id: driver.id,
      user_name: 'Luis Peña',
      owner_id: owner.id,
      owner_name: 'Owen Owner',
      vin_number: '1XKYD49X0NJ123456',
      licenseplate_number: 'TX 4821 AB',
      make_name: 'Kenworth',
      model_name: 'T680',
      year: 2022,
      odometers: 184500,
      brand: 'PACCAR MX-13',
      engineRepaired: false,
      fuelType: 1,
      fuel_name: 'Diesel',
      brandGearbox: 'Eaton Fuller',
      type: 'Eaton Advantage 15.5"',
      ...TRUCK_PERMITS,
      permitNuevoMexico: null,
      permitNmExpiration: null,
      is_deleted: false,
      status: 'Active',
    });
    expect(truck.clutch_id).toBeGreaterThan(0);
    expect(truck.engine_id).toBe(truck.clutch_id);
    expect(truck.gearbox_id).toBe(truck.clutch_id);
  });

  it('ignores clutch_id / engine_id / gearbox_id sent by the client', async () => {
    const driver = await makeDriverUser(ctx);
    const r = await api.post(
      '/api/vehicle/createTruck',
      await truckPayload(ctx, driver.id, { clutch_id: 999, engine_id: 999, gearbox_id: 999 }),
    );
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().data.clutch_id).not.toBe(999);
  });

  it('answers 400 with the field messages for missing required fields', async () => {
    const r = await api.post('/api/vehicle/createTruck', {});
    const body = r.json();
    expect(body.error).toBe('ValidationError');
    const paths = expectMissing(r, [
      'user_id',
      'vin_number',
      'make_id',
      'model_id',
      'year',
      'unit_number',
      'licenseplate_number',
      'licenseplate_expiration',
      'IFTA_number',
      'IFTA_expiration',
      'gps_company',
      'odometers',
      'brand',
      'serialNumber',
      'engineRepaired',
      'fuelType',
      'brandGearbox',
      'serialNumberGearbox',
      'type',
      'permitKentucky',
      'permitKyExpiration',
    ]);
    expect(paths).not.toContain('body.owner_id');
    expect(paths).not.toContain('body.permitNewjersey');
    expect(body.details.find((d: { path: string }) => d.path === 'body.unit_number').message).toBe(
      'Required field',
    );
  });

  it('checks VIN, plate, year, odometer and date formats', async () => {
    const driver = await makeDriverUser(ctx);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ vin_number: 'SHORTVIN' }, 'body.vin_number', 'A VIN has 17 letters and digits (no I, O or Q)'],
      [
        { vin_number: '1XKYD49X0NJ12345O' },
        'body.vin_number',
        'A VIN has 17 letters and digits (no I, O or Q)',
      ],
      [
        { licenseplate_number: 'TOO-LONG-PLATE' },
        'body.licenseplate_number',
        'A licence plate has 1 to 10 letters, digits, spaces or dashes',
      ],
      [{ year: 1980 }, 'body.year', `The year must be between 1990 and ${new Date().getUTCFullYear() + 1}`],
      [
        { year: new Date().getUTCFullYear() + 2 },
        'body.year',
        `The year must be between 1990 and ${new Date().getUTCFullYear() + 1}`,
      ],
      [
        { odometers: -5 },
        'body.odometers',
        'The odometer reading is a whole number of miles from 0 to 9,999,999',
      ],
      [{ IFTA_expiration: '31/12/2027' }, 'body.IFTA_expiration', 'Use a date like 2027-12-31'],
      [{ permitKyExpiration: '2027-02-30' }, 'body.permitKyExpiration', 'Use a date like 2027-12-31'],
      [{ unit_number: 'x'.repeat(21) }, 'body.unit_number', 'Does not meet max length'],
      [{ engineRepaired: 'Yes' }, 'body.engineRepaired', 'Required field'],
    ];
    for (const [override, path, message] of cases) {
      const r = await api.post('/api/vehicle/createTruck', await truckPayload(ctx, driver.id, override));
      expect(r.statusCode, JSON.stringify(override)).toBe(400);
      expect(r.json().details, JSON.stringify(override)).toContainEqual({ path, message });
    }
  });

  it('accepts next year as the model year', async () => {
    const truck = await makeTruck(ctx, authorization, { year: new Date().getUTCFullYear() + 1 });
    expect(truck.id).toBeGreaterThan(0);
  });

  it('an optional permit needs its expiration, and an expiration its number', async () => {
    const driver = await makeDriverUser(ctx);
    const noDate = await api.post(
      '/api/vehicle/createTruck',
      await truckPayload(ctx, driver.id, { permitNewjersey: 'NJ-1', permitNjExpiration: null }),
    );
    expectInvalid(noDate, 'body.permitNjExpiration', 'Required field');
    const noNumber = await api.post(
      '/api/vehicle/createTruck',
      await truckPayload(ctx, driver.id, { permitNuevoMexico: '', permitNmExpiration: '2027-01-01' }),
    );
    expectInvalid(noNumber, 'body.permitNuevoMexico', 'Required field');
  });

  it('refuses a driver or owner that is not a driver, a model of another make, an unknown fuel', async () => {
    const driver = await makeDriverUser(ctx);
    const staff = await makeUser(ctx, { role: 'Dispatcher' });
    const base = await truckPayload(ctx, driver.id);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ user_id: staff.id }, 'body.user_id', 'The selected driver does not exist.'],
      [{ user_id: 999999 }, 'body.user_id', 'The selected driver does not exist.'],
      [{ owner_id: staff.id }, 'body.owner_id', 'The selected owner does not exist.'],
      [{ make_id: 999999 }, 'body.make_id', 'The selected make does not exist.'],
      [
        { make_id: base.make_id + 1 },
        'body.model_id',
        'The selected model does not belong to the chosen make.',
      ],
      [{ fuelType: 999 }, 'body.fuelType', 'The selected fuel type does not exist.'],
    ];
    for (const [override, path, message] of cases) {
      const r = await api.post('/api/vehicle/createTruck', { ...base, ...override });
      expectInvalid(r, path, message, JSON.stringify(override));
      expect(r.json().message).toBe(message);
    }
  });

  it('answers 409 for a VIN or plate of another active truck, in any case', async () => {
    const truck = await makeTruck(ctx, authorization);
    const driver = await makeDriverUser(ctx);
    const sameVin = await api.post(
      '/api/vehicle/createTruck',
      await truckPayload(ctx, driver.id, { vin_number: truck.vin_number.toLowerCase() }),
    );
    expect(sameVin.statusCode).toBe(409);
    expect(sameVin.json()).toMatchObject({
      error: 'Conflict',
      message: `A truck with the VIN ${truck.vin_number} already exists.`,
    });
    const samePlate = await api.post(
      '/api/vehicle/createTruck',
      await truckPayload(ctx, driver.id, { licenseplate_number: truck.licenseplate_number.toLowerCase() }),
    );
    expect(samePlate.statusCode).toBe(409);
    expect(samePlate.json().message).toBe(
      `A truck with the licence plate ${truck.licenseplate_number} already exists.`,
    );
  });

  it('lets a new truck reuse the VIN and plate of a deleted one', async () => {
    const truck = await makeTruck(ctx, authorization);
    expect((await api.delete(`/api/vehicle/${truck.id}`)).statusCode).toBe(200);
    const again = await makeTruck(ctx, authorization, {
      vin_number: truck.vin_number,
      licenseplate_number: truck.licenseplate_number,
    });
    expect(again.id).not.toBe(truck.id);
  });
});

describe('PUT /api/vehicle/updateTruck/{id}', () => {
  it('updates the truck and its specification, keeping the shared id', async () => {
    const truck = await makeTruck(ctx, authorization);
    const before = (await api.get(`/api/vehicle/find/${truck.id}`)).json().data;
    const driver = await makeDriverUser(ctx, { firstName: 'Aisha', lastName: 'Brown' });
    const changes = {
      odometers: 190000,
      engineRepaired: true,
      brandGearbox: 'Allison',
      type: 'Dual disc',
      permitNewjersey: 'NJ-7781',
      permitNjExpiration: '2027-09-30',
    };
    const payload = await truckPayload(ctx, driver.id, {
      vin_number: truck.vin_number,
      licenseplate_number: truck.licenseplate_number,
      ...changes,
    });
    const r = await api.put(`/api/vehicle/updateTruck/${truck.id}/`, payload);
    expect(expectAnswer(r, 200, 'The truck has been updated.')).toMatchObject({
      id: truck.id,
      user_id: driver.id,
      user_name: 'Aisha Brown',
      ...changes,
      clutch_id: before.clutch_id,
      engine_id: before.clutch_id,
      gearbox_id: before.clutch_id,
    });
  });

  it('answers 409 when the new VIN or plate belongs to another truck', async () => {
    const a = await makeTruck(ctx, authorization);
    const b = await makeTruck(ctx, authorization);
    const driver = await makeDriverUser(ctx);
    const r = await api.put(
      `/api/vehicle/updateTruck/${b.id}`,
      await truckPayload(ctx, driver.id, {
        licenseplate_number: a.licenseplate_number,
        vin_number: b.vin_number,
      }),
    );
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(`A truck with the licence plate ${a.licenseplate_number} already exists.`);
  });

  it('answers 404 for an unknown truck, 409 for a deleted one, 400 for a bad id', async () => {
    const driver = await makeDriverUser(ctx);
    const payload = await truckPayload(ctx, driver.id);
    const missing = await api.put('/api/vehicle/updateTruck/999999', payload);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This truck does not exist.');
    const truck = await makeTruck(ctx, authorization);
    await api.delete(`/api/vehicle/${truck.id}`);
    const deleted = await api.put(`/api/vehicle/updateTruck/${truck.id}`, payload);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe('This truck is inactive and can no longer be edited.');
    expect((await api.put('/api/vehicle/updateTruck/abc', payload)).statusCode).toBe(400);
  });
});

describe('GET /api/vehicle/find, findTruck, findByLicensePlate', () => {
  it('find/{id} answers the whole truck; findTruck/{id} adds clutch, engine, gearbox and operation', async () => {
    const driver = await makeDriverUser(ctx, { firstName: 'Maria', lastName: 'Lopez' });
    const truck = await makeTruck(ctx, authorization, { user_id: driver.id });
    const find = await api.get(`/api/vehicle/find/${truck.id}`);
    expect(find.statusCode).toBe(200);
    expect(find.json().data).toMatchObject({
      id: truck.id,
      IFTA_number: 'IFTA-TX-123456',
      gps_company: 'Samsara',
    });

    const detail = await api.get(`/api/vehicle/findTruck/${truck.id}`);
    expect(detail.statusCode).toBe(200);
    const { info, extraData } = detail.json().data;
    expect(info.id).toBe(truck.id);
    expect(extraData.clutch).toEqual({ id: info.clutch_id, type: 'Eaton Advantage 15.5"' });
    expect(extraData.engine).toEqual({
      id: info.clutch_id,
      brand: 'PACCAR MX-13',
      serialNumber: 'MX13-7781234',
      engineRepaired: false,
      fuelType: 1,
      fuel_name: 'Diesel',
    });
    expect(extraData.gearbox).toEqual({
      id: info.clutch_id,
      brandGearbox: 'Eaton Fuller',
      serialNumberGearbox: 'EF-5566021',
    });
    expect(extraData.operation).toMatchObject({
      status: 'Active',
      driver: { id: driver.id, first_name: 'Maria', last_name: 'Lopez' },
      owner: null,
      make: { name: 'Kenworth' },
      model: { name: 'T680' },
    });
  });

  it('answers 404 for unknown trucks and 400 for bad ids', async () => {
    for (const url of ['/api/vehicle/find/999999', '/api/vehicle/findTruck/999999']) {
      const r = await api.get(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.json().message).toBe('This truck does not exist.');
    }
    const bad = await api.get('/api/vehicle/find/0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toEqual({
      path: 'params.id',
      message: 'The id must be a whole number of 1 or more',
    });
  });

  it('findByLicensePlate finds an active truck in any case, or says No found plate', async () => {
    const plate = uniquePlate();
    const truck = await makeTruck(ctx, authorization, { licenseplate_number: plate });
    const r = await api.get(`/api/vehicle/findByLicensePlate/${plate.toLowerCase()}`);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.id).toBe(truck.id);
    const missing = await api.get('/api/vehicle/findByLicensePlate/NOPE123');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'NotFound', message: 'No found plate' });
    await api.delete(`/api/vehicle/${truck.id}`);
    expect((await api.get(`/api/vehicle/findByLicensePlate/${plate}`)).statusCode).toBe(404);
  });
});

describe('GET /api/vehicle/ (list and search)', () => {
  it('pages newest first with meta.itemCount', async () => {
    for (let i = 0; i < 3; i++) await makeTruck(ctx, authorization);
    const r = await api.get('/api/vehicle/?page=1&take=2');
    expect(r.statusCode).toBe(200);
    const { items, meta } = r.json().data;
    expect(items).toHaveLength(2);
    expect(items[0].id).toBeGreaterThan(items[1].id);
    expect(meta.page).toBe(1);
    expect(meta.take).toBe(2);
    expect(meta.itemCount).toBeGreaterThanOrEqual(3);
    expect(meta.pageCount).toBe(Math.ceil(meta.itemCount / 2));
    const page2 = (await api.get('/api/vehicle/?page=2&limit=2')).json().data;
    expect(page2.items[0].id).toBeLessThan(items[1].id);
    expect(Object.keys(items[0]).sort()).toEqual(
      [
        'id',
        'licenseplate_number',
        'licenseplate_expiration',
        'owner_id',
        'owner_name',
        'user_id',
        'user_name',
        'dispatcher_name',
        'make_id',
        'make_name',
        'model_id',
        'model_name',
        'year',
        'vin_number',
        'unit_number',
        'is_deleted',
        'status',
      ].sort(),
    );
    const byDefault = (await api.get('/api/vehicle')).json().data;
    expect(byDefault.meta.take).toBe(10);
  });

  it('searches plate, VIN, unit number and driver name, case- and accent-insensitively', async () => {
    const driver = await makeDriverUser(ctx, { firstName: 'Zoë', lastName: 'Quiñónez' });
    const truck = await makeTruck(ctx, authorization, {
      user_id: driver.id,
      unit_number: 'UNIT-7731',
      licenseplate_number: 'ZQ 4410',
      vin_number: '3AKJHHDR5LSLA7711',
    });
    const other = await makeTruck(ctx, authorization);
    for (const search of ['zq 44', 'lsla77', 'unit-7731', 'zoe', 'QUINONEZ', 'zoë quiñ']) {
      const { items, meta } = (await api.get(`/api/vehicle/?search=${encodeURIComponent(search)}`)).json()
        .data;
      const ids = items.map((t: { id: number }) => t.id);
      expect(ids, search).toContain(truck.id);
      expect(ids, search).not.toContain(other.id);
      expect(meta.itemCount, search).toBe(1);
    }
    const none = (await api.get('/api/vehicle/?search=%25')).json().data;
    expect(none.items).toEqual([]);
  });

  it('finds a truck by its unit number and plate as a dispatcher types them: a prefix, any case, without spaces or dashes', async () => {
    // The web's truck pickers ask this as a person types (apps/web/src/lib/units.ts `useUnitSearch`).
    for (const [unit, plate] of [
      ['QP-1', 'QP 901'],
      ['QP-15', 'QP 915'],
      ['QP-150', 'QP 950'],
    ])
      await makeTruck(ctx, authorization, { unit_number: unit, licenseplate_number: plate });
    const found = async (search: string) =>
      (await api.get(`/api/vehicle/?take=20&search=${encodeURIComponent(search)}`))
        .json()
        .data.items.map((t: { unit_number: string }) => t.unit_number);
    // The unit whose number is the text first, then those whose number starts with it, each newest first.
    expect(await found('QP-15')).toEqual(['QP-15', 'QP-150']);
    expect(await found('qp-1')).toEqual(['QP-1', 'QP-150', 'QP-15']);
    expect(await found('qp 915')).toEqual(['QP-15']);
    expect(await found('QP 9')).toEqual(['QP-150', 'QP-15', 'QP-1']);
    // Spaces and dashes aside (vehicles_compact_trgm_idx): 'QP915' is the plate 'QP 915', 'qp15' the unit 'QP-15'.
    expect(await found('QP915')).toEqual(['QP-15']);
    expect(await found('qp15')).toEqual(['QP-15', 'QP-150']);
    expect(await found('q-p 1')).toEqual(['QP-1', 'QP-150', 'QP-15']);
  });

  it('answers a searched number with its unit first, then the numbers starting with it, then the rest, each newest first', async () => {
    // Typing '4815' in a fleet: U-4815 (its number without the letters) before newer trucks that merely hold it.
    for (const [unit, plate] of [
      ['U-4815', 'WK 101'],
      ['48150', 'WK 102'],
      ['94815', 'WK 103'],
      ['WK-7', 'WK 4815'],
      ['48151', 'WK 104'],
    ])
      await makeTruck(ctx, authorization, { unit_number: unit, licenseplate_number: plate });
    // Another test's truck may match too: its driver's name or email holds a timestamp (factories' `unique`).
    const mine = new Set(['U-4815', '48150', '94815', 'WK-7', '48151']);
    const found = async (search: string, page = 1, take = 20) =>
      (await api.get(`/api/vehicle/?page=${page}&take=${take}&search=${encodeURIComponent(search)}`))
        .json()
        .data.items.map((t: { unit_number: string }) => t.unit_number)
        .filter((unit: string) => mine.has(unit));
    expect(await found('4815')).toEqual(['U-4815', '48151', '48150', 'WK-7', '94815']);
    expect(await found('u4815')).toEqual(['U-4815']);
    // The pages follow the same order.
    expect([
      ...(await found('4815', 1, 2)),
      ...(await found('4815', 2, 2)),
      ...(await found('4815', 3, 2)),
    ]).toEqual(await found('4815'));
    // The whole list stays newest first.
    expect(await found('', 1, 5)).toEqual(['48151', 'WK-7', '94815', '48150', 'U-4815']);
  });

  it('shows deleted trucks as Inactive', async () => {
    const truck = await makeTruck(ctx, authorization, { unit_number: 'GONE-1' });
    await api.delete(`/api/vehicle/${truck.id}`);
    const { items } = (await api.get('/api/vehicle/?search=GONE-1')).json().data;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: truck.id, is_deleted: true, status: 'Inactive' });
  });

  it('status=Active leaves the deleted trucks out (the pickers of a record), Inactive keeps only them; the CSV too', async () => {
    const kept = await makeTruck(ctx, authorization, { unit_number: 'RETIRE-1' });
    const gone = await makeTruck(ctx, authorization, { unit_number: 'RETIRE-2' });
    await api.delete(`/api/vehicle/${gone.id}`);
    const ids = async (status: string) =>
      (await api.get(`/api/vehicle/?search=RETIRE${status}`))
        .json()
        .data.items.map((t: { id: number }) => t.id);
    expect(await ids('')).toEqual([gone.id, kept.id]);
    expect(await ids('&status=Active')).toEqual([kept.id]);
    expect(await ids('&status=Inactive')).toEqual([gone.id]);
    const csv = await api.get('/api/vehicle/?search=RETIRE&status=Active&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('RETIRE-1');
    expect(csv.body).not.toContain('RETIRE-2');
    const bad = await api.get('/api/vehicle/?status=Retired');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('ValidationError');
  });

  it('order=number (the pickers) lists active trucks first, by unit number as a person counts, then the deleted', async () => {
    const made: Record<string, number> = {};
    for (const unit of ['PKR-101', 'PKR-5', 'PKR-1000', 'PKR-99'])
      made[unit] = (await makeTruck(ctx, authorization, { unit_number: unit })).id;
    await api.delete(`/api/vehicle/${made['PKR-5']}`);
    const units = async (query: string) =>
      (await api.get(`/api/vehicle/?search=PKR${query}`))
        .json()
        .data.items.map((t: { unit_number: string }) => t.unit_number);
    expect(await units('&order=number')).toEqual(['PKR-99', 'PKR-101', 'PKR-1000', 'PKR-5']);
    expect(await units('')).toEqual(['PKR-99', 'PKR-1000', 'PKR-5', 'PKR-101']);
    expect(await units('&order=newest')).toEqual(await units(''));
    expectInvalid(await api.get('/api/vehicle/?order=oldest'), 'querystring.order', equipmentMessages.order);
  });

  it('refuses bad paging with 400', async () => {
    for (const q of ['page=0', 'page=x', 'take=0', 'take=101', 'limit=500']) {
      const r = await api.get(`/api/vehicle/?${q}`);
      expect(r.statusCode, q).toBe(400);
      expect(r.json().error).toBe('ValidationError');
    }
  });
});

describe('counts, delete and the driver selector', () => {
  it('countVehicles and countByState/1..3 follow creates and deletes', async () => {
    const counts = async () => (await api.get('/api/vehicle/countVehicles')).json().data;
    const byState = async (s: number) => (await api.get(`/api/vehicle/countByState/${s}`)).json().data;
    const before = await counts();
    expect(Object.keys(before).sort()).toEqual(['InactiveVehicle', 'activeVehicle', 'totalVehicle']);
    const truck = await makeTruck(ctx, authorization);
    await makeTruck(ctx, authorization);
    await api.delete(`/api/vehicle/${truck.id}`);
    const after = await counts();
    expect(after.totalVehicle - before.totalVehicle).toBe(2);
    expect(after.activeVehicle - before.activeVehicle).toBe(1);
    expect(after.InactiveVehicle - before.InactiveVehicle).toBe(1);
    expect(await byState(EQUIPMENT_STATE.created)).toBe(after.totalVehicle);
    expect(await byState(EQUIPMENT_STATE.active)).toBe(after.activeVehicle);
    expect(await byState(EQUIPMENT_STATE.inactive)).toBe(after.InactiveVehicle);
    const bad = await api.get('/api/vehicle/countByState/4');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The state must be 1 (created), 2 (active) or 3 (inactive)');
  });

  it('DELETE is a soft delete: the truck stays, Inactive; a second delete is a 409; unknown is 404', async () => {
    const truck = await makeTruck(ctx, authorization);
    const r = await api.delete(`/api/vehicle/${truck.id}/`);
    expect(expectAnswer(r, 200, 'The truck has been deleted.')).toMatchObject({
      id: truck.id,
      status: 'Inactive',
    });
    const still = await api.get(`/api/vehicle/find/${truck.id}`);
    expect(still.json().data).toMatchObject({ is_deleted: true, status: 'Inactive' });
    const again = await api.delete(`/api/vehicle/${truck.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This truck is already inactive.');
    expect((await api.delete('/api/vehicle/999999')).statusCode).toBe(404);
  });

  it('findByUsers lists the drivers (id, first_name, last_name) under data.extraData.trailerSize.data', async () => {
    const driver = await makeDriverUser(ctx, { firstName: 'Aaron', lastName: 'Abbott' });
    const staff = await makeUser(ctx, { role: 'Carriers', firstName: 'Aaron', lastName: 'Staff' });
    const r = await api.get('/api/vehicle/findByUsers');
    expect(r.statusCode).toBe(200);
    const list = r.json().data.extraData.trailerSize.data;
    expect(list).toContainEqual({ id: driver.id, first_name: 'Aaron', last_name: 'Abbott' });
    expect(list.map((u: { id: number }) => u.id)).not.toContain(staff.id);
  });
});

describe('access', () => {
  it('answers 401 without a token and 403 for a driver, on every truck call', async () => {
    await expectStaffOnly(ctx, [
      ['GET', '/api/vehicle/'],
      ['POST', '/api/vehicle/createTruck'],
      ['PUT', '/api/vehicle/updateTruck/1'],
      ['GET', '/api/vehicle/countByState/1'],
      ['GET', '/api/vehicle/countVehicles'],
      ['GET', '/api/vehicle/findByLicensePlate/ABC'],
      ['GET', '/api/vehicle/find/1'],
      ['GET', '/api/vehicle/findTruck/1'],
      ['GET', '/api/vehicle/findByUsers'],
      ['DELETE', '/api/vehicle/1'],
    ]);
  });

  it('lets every back-office role operate trucks', async () => {
    for (const role of ['Carriers', 'Admin user', 'Dispatcher'] as const) {
      const user = await loggedInUser(ctx, { role });
      const truck = await makeTruck(ctx, user.authorization, { vin_number: uniqueVin() });
      expect(truck.id, role).toBeGreaterThan(0);
    }
  });
});

describe('the dispatcher column', () => {
  it("names the back-office user the truck's driver is assigned to", async () => {
    const dispatcherUser = await makeUser(ctx, {
      firstName: 'Dina',
      lastName: 'Dispatch',
      role: 'Dispatcher',
    });
    const driver = await makeDriverUser(ctx);
    await ctx.database.db
      .update(users)
      .set({ dispatcherId: dispatcherUser.id })
      .where(eq(users.id, driver.id));
    const truck = await makeTruck(ctx, authorization, { user_id: driver.id });
    const unassigned = await makeTruck(ctx, authorization);
    const rows = (await api.get('/api/vehicle/?take=100')).json().data.items as Array<{
      id: number;
      dispatcher_name: string | null;
    }>;
    expect(rows.find((r) => r.id === truck.id)?.dispatcher_name).toBe('Dina Dispatch');
    expect(rows.find((r) => r.id === unassigned.id)?.dispatcher_name).toBeNull();
  });
});
