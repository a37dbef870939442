import { EQUIPMENT_STATE } from '@fletx/contract/equipment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStaffOnly } from './helpers/access';
import { expectAnswer, expectInvalid, expectMissing, type TestClient } from './helpers/client';
import { makeTrailer, makeTruck, trailerPayload, uniquePlate } from './helpers/factories';
import { createTestAppAs } from './helpers/setup';
import type { TestContext } from './helpers/test-app';

let ctx: TestContext;
let api: TestClient;
let authorization: string;
let truck: { id: number; licenseplate_number: string };
beforeAll(async () => {
  ({ ctx, api, authorization } = await createTestAppAs({ role: 'Dispatcher' }));
  truck = await makeTruck(ctx, authorization);
});
afterAll(async () => {
  await ctx?.close();
});

const nextYear = new Date().getUTCFullYear() + 1;

describe('POST /api/trailer/', () => {
  it('creates a trailer on the truck found by its plate (any case)', async () => {
    const body = trailerPayload(truck.licenseplate_number.toLowerCase(), {
      vin: ' 1jjv532d8kl123456 ',
      licenseplate_number: ' trl  5501 ',
      vehicle_id: 999999,
    });
    const r = await api.post('/api/trailer', body);
    expect(expectAnswer(r, 201, 'The trailer has been created.')).toMatchObject({
      vin: '1JJV532D8KL123456',
      licenseplate_number: 'TRL 5501',
      licenseplate_truck_number: truck.licenseplate_number,
      vehicle_id: truck.id,
      size_id: 2,
      size_name: '53 ft',
      size_other: null,
      type_id: 1,
      type_name: 'Dry Van',
      year: 2021,
      is_deleted: false,
      status: 'Active',
    });
  });

  it("says 'No found plate' when no active truck has that plate", async () => {
    const r = await api.post('/api/trailer/', trailerPayload('NOPE 000'));
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      message: 'No found plate',
      details: [{ path: 'body.licenseplate_truck_number', message: 'No found plate' }],
    });
    const retired = await makeTruck(ctx, authorization);
    await api.delete(`/api/vehicle/${retired.id}`);
    const onRetired = await api.post('/api/trailer/', trailerPayload(retired.licenseplate_number));
    expect(onRetired.statusCode).toBe(400);
    expect(onRetired.json().message).toBe('No found plate');
  });

  it("size 3 (other) needs size_other: 'You must provide an other size'; other sizes drop it", async () => {
    const missing = await api.post(
      '/api/trailer/',
      trailerPayload(truck.licenseplate_number, { size_id: 3, size_other: '   ' }),
    );
    expectInvalid(missing, 'body.size_other', 'You must provide an other size');
    const other = await api.post(
      '/api/trailer/',
      trailerPayload(truck.licenseplate_number, { size_id: 3, size_other: '  45 ft  ' }),
    );
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json().data).toMatchObject({ size_id: 3, size_name: 'other', size_other: '45 ft' });
    const dropped = await api.post(
      '/api/trailer/',
      trailerPayload(truck.licenseplate_number, { size_id: 1, size_other: '45 ft' }),
    );
    expect(dropped.json().data).toMatchObject({ size_id: 1, size_other: null });
  });

  it('the year rule works: 2000 to next year', async () => {
    for (const year of [1999, nextYear + 1]) {
      const r = await api.post('/api/trailer/', trailerPayload(truck.licenseplate_number, { year }));
      expectInvalid(r, 'body.year', `The year must be between 2000 and ${nextYear}`, String(year));
    }
    for (const year of [2000, nextYear]) {
      const r = await api.post('/api/trailer/', trailerPayload(truck.licenseplate_number, { year }));
      expect(r.statusCode, String(year)).toBe(201);
    }
  });

  it('answers 400 for missing fields, unknown sizes and types, bad VIN and dates', async () => {
    const empty = await api.post('/api/trailer/', {});
    expectMissing(empty, [
      'vin',
      'size_id',
      'year',
      'licenseplate_expiration',
      'trailer_number',
      'type_id',
      'licenseplate_number',
      'licenseplate_truck_number',
    ]);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ size_id: 4 }, 'body.size_id', 'The size must be 1 (48 ft), 2 (53 ft) or 3 (other)'],
      [
        { type_id: 9 },
        'body.type_id',
        'The type must be 1 (Dry Van), 2 (Flatbed), 3 (Reefer) or 4 (Power Only)',
      ],
      [{ vin: 'ABC' }, 'body.vin', 'A VIN has 17 letters and digits (no I, O or Q)'],
      [
        { licenseplate_expiration: '2027-13-01' },
        'body.licenseplate_expiration',
        'Use a date like 2027-12-31',
      ],
      [{ trailer_number: '  ' }, 'body.trailer_number', 'Required field'],
    ];
    for (const [override, path, message] of cases) {
      const r = await api.post('/api/trailer/', trailerPayload(truck.licenseplate_number, override));
      expectInvalid(r, path, message, JSON.stringify(override));
    }
  });

  it('answers 409 for a VIN, plate or trailer number of another active trailer', async () => {
    const t = await makeTrailer(ctx, authorization, { licenseplate_truck_number: truck.licenseplate_number });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ vin: t.vin.toLowerCase() }, `A trailer with the VIN ${t.vin} already exists.`],
      [
        { licenseplate_number: t.licenseplate_number },
        `A trailer with the licence plate ${t.licenseplate_number} already exists.`,
      ],
      [{ trailer_number: t.trailer_number }, `A trailer with the number ${t.trailer_number} already exists.`],
    ];
    for (const [override, message] of cases) {
      const r = await api.post('/api/trailer/', trailerPayload(truck.licenseplate_number, override));
      expect(r.statusCode, message).toBe(409);
      expect(r.json()).toMatchObject({ error: 'Conflict', message });
    }
    await api.delete(`/api/trailer/${t.id}`);
    const reuse = await api.post('/api/trailer/', trailerPayload(truck.licenseplate_number, { vin: t.vin }));
    expect(reuse.statusCode).toBe(201);
  });
});

describe('PUT /api/trailer/{id}', () => {
  it('updates a trailer and moves it to another truck by plate', async () => {
    const t = await makeTrailer(ctx, authorization, { licenseplate_truck_number: truck.licenseplate_number });
    const other = await makeTruck(ctx, authorization);
    const r = await api.put(
      `/api/trailer/${t.id}/`,
      trailerPayload(other.licenseplate_number, {
        vin: t.vin,
        licenseplate_number: t.licenseplate_number,
        trailer_number: t.trailer_number,
        type_id: 3,
        size_id: 3,
        size_other: '40 ft',
      }),
    );
    expect(expectAnswer(r, 200, 'The trailer has been updated.')).toMatchObject({
      id: t.id,
      vehicle_id: other.id,
      type_name: 'Reefer',
      size_other: '40 ft',
    });
  });

  it('answers 404, 409 (deleted, duplicate), 400 (No found plate, bad id)', async () => {
    const payload = trailerPayload(truck.licenseplate_number);
    expect((await api.put('/api/trailer/999999', payload)).statusCode).toBe(404);
    expect((await api.put('/api/trailer/x', payload)).statusCode).toBe(400);
    const a = await makeTrailer(ctx, authorization, { licenseplate_truck_number: truck.licenseplate_number });
    const b = await makeTrailer(ctx, authorization, { licenseplate_truck_number: truck.licenseplate_number });
    const dup = await api.put(
      `/api/trailer/${b.id}`,
      trailerPayload(truck.licenseplate_number, { vin: a.vin }),
    );
    expect(dup.statusCode).toBe(409);
    const noPlate = await api.put(`/api/trailer/${b.id}`, trailerPayload(uniquePlate()));
    expect(noPlate.statusCode).toBe(400);
    expect(noPlate.json().message).toBe('No found plate');
    await api.delete(`/api/trailer/${a.id}`);
    const deleted = await api.put(`/api/trailer/${a.id}`, payload);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe('This trailer is inactive and can no longer be edited.');
  });
});

describe('reading, counting and deleting trailers', () => {
  it('find/{id} answers the trailer; unknown is 404', async () => {
    const t = await makeTrailer(ctx, authorization);
    const r = await api.get(`/api/trailer/find/${t.id}`);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.id).toBe(t.id);
    const missing = await api.get('/api/trailer/find/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This trailer does not exist.');
  });

  it('findBySize pages newest first and searches plate, VIN, number and truck plate', async () => {
    const hitch = await makeTruck(ctx, authorization, { licenseplate_number: 'HX 9931' });
    const t = await makeTrailer(ctx, authorization, {
      licenseplate_truck_number: hitch.licenseplate_number,
      trailer_number: 'RF-5531',
      licenseplate_number: 'QW 1200',
    });
    const other = await makeTrailer(ctx, authorization);
    // The plate and number typed without their spaces and dashes too (trailers_compact_trgm_idx).
    for (const search of ['hx 99', 'rf-553', 'qw 12', t.vin.slice(3, 12).toLowerCase(), 'RF5531', 'qw1200']) {
      const { items, meta } = (
        await api.get(`/api/trailer/findBySize/?search=${encodeURIComponent(search)}`)
      ).json().data;
      const ids = items.map((i: { id: number }) => i.id);
      expect(ids, search).toContain(t.id);
      expect(ids, search).not.toContain(other.id);
      expect(meta.itemCount, search).toBe(1);
    }
    const page = (await api.get('/api/trailer/findBySize?page=1&take=2')).json().data;
    expect(page.items).toHaveLength(2);
    expect(page.items[0].id).toBeGreaterThan(page.items[1].id);
    expect(page.meta).toMatchObject({ page: 1, take: 2 });
    expect((await api.get('/api/trailer/findBySize?take=101')).statusCode).toBe(400);
  });

  it('findBySize answers a searched number with its trailer first, then the numbers starting with it, each newest first', async () => {
    for (const [number, plate] of [
      ['TR-6215', 'RK 301'],
      ['62150', 'RK 302'],
      ['96215', 'RK 6215'],
    ])
      await makeTrailer(ctx, authorization, { trailer_number: number, licenseplate_number: plate });
    const found = async (search: string) =>
      (await api.get(`/api/trailer/findBySize/?take=20&search=${encodeURIComponent(search)}`))
        .json()
        .data.items.map((t: { trailer_number: string }) => t.trailer_number);
    expect(await found('6215')).toEqual(['TR-6215', '62150', '96215']);
    expect(await found('tr6215')).toEqual(['TR-6215']);
  });

  it('findBySize with status=Active leaves the deleted trailers out, Inactive keeps only them', async () => {
    const kept = await makeTrailer(ctx, authorization, { trailer_number: 'RETIRE-T1' });
    const gone = await makeTrailer(ctx, authorization, { trailer_number: 'RETIRE-T2' });
    await api.delete(`/api/trailer/${gone.id}`);
    const ids = async (status: string) =>
      (await api.get(`/api/trailer/findBySize/?search=RETIRE-T${status}`))
        .json()
        .data.items.map((t: { id: number }) => t.id);
    expect(await ids('')).toEqual([gone.id, kept.id]);
    expect(await ids('&status=Active')).toEqual([kept.id]);
    expect(await ids('&status=Inactive')).toEqual([gone.id]);
    expect((await api.get('/api/trailer/findBySize/?status=active')).statusCode).toBe(400);
  });

  it('findBySize with order=number (the pickers) lists active trailers first, by number, then the deleted', async () => {
    const made: Record<string, number> = {};
    for (const number of ['PKT-20', 'PKT-3', 'PKT-100']) {
      made[number] = (await makeTrailer(ctx, authorization, { trailer_number: number })).id;
    }
    await api.delete(`/api/trailer/${made['PKT-3']}`);
    const numbers = async (query: string) =>
      (await api.get(`/api/trailer/findBySize/?search=PKT${query}`))
        .json()
        .data.items.map((t: { trailer_number: string }) => t.trailer_number);
    expect(await numbers('&order=number')).toEqual(['PKT-20', 'PKT-100', 'PKT-3']);
    expect(await numbers('')).toEqual(['PKT-100', 'PKT-3', 'PKT-20']);
  });

  it('countTrailers and countByState/1..3 follow creates and deletes; DELETE is soft', async () => {
    const counts = async () => (await api.get('/api/trailer/countTrailers')).json().data;
    const before = await counts();
    expect(Object.keys(before).sort()).toEqual(['InactiveTrailers', 'activeTrailers', 'totalTrailers']);
    const t = await makeTrailer(ctx, authorization);
    const del = await api.delete(`/api/trailer/${t.id}/`);
    expect(expectAnswer(del, 200, 'The trailer has been deleted.')).toMatchObject({
      id: t.id,
      status: 'Inactive',
    });
    expect((await api.get(`/api/trailer/find/${t.id}`)).json().data.is_deleted).toBe(true);
    const after = await counts();
    expect(after.totalTrailers - before.totalTrailers).toBe(1);
    expect(after.InactiveTrailers - before.InactiveTrailers).toBe(1);
    expect(after.activeTrailers).toBe(before.activeTrailers);
    for (const [state, key] of [
      [EQUIPMENT_STATE.created, 'totalTrailers'],
      [EQUIPMENT_STATE.active, 'activeTrailers'],
      [EQUIPMENT_STATE.inactive, 'InactiveTrailers'],
    ] as const) {
      expect((await api.get(`/api/trailer/countByState/${state}`)).json().data).toBe(after[key]);
    }
    expect((await api.get('/api/trailer/countByState/0')).statusCode).toBe(400);
    const again = await api.delete(`/api/trailer/${t.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This trailer is already inactive.');
    expect((await api.delete('/api/trailer/999999')).statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 for a driver on every trailer call', async () => {
    await expectStaffOnly(ctx, [
      ['GET', '/api/trailer/findBySize'],
      ['GET', '/api/trailer/find/1'],
      ['GET', '/api/trailer/countByState/1'],
      ['GET', '/api/trailer/countTrailers'],
      ['POST', '/api/trailer/'],
      ['PUT', '/api/trailer/1'],
      ['DELETE', '/api/trailer/1'],
    ]);
  });
});
