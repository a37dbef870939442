import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fuelMessages } from '@fletx/contract/fuel';
import { fuelImportMessages as im } from '@fletx/contract/fuel-import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { expectInvalid, type TestClient } from './helpers/client';
import { loggedInDriver, loggedInUser, makeTruck, multipartBody, sampleFiles } from './helpers/factories';
import { createTestApp, type TestContext } from './helpers/test-app';

const clock = new ManualClock();
let ctx: TestContext;
let admin: string;
let api: TestClient;
let truck101: number;
let truck102: number;
let driverId: number;
let driverApi: TestClient;

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', 'fuel', name));

beforeAll(async () => {
  clock.set(new Date('2026-11-28T12:00:00.000Z'));
  ctx = await createTestApp({ clock });
  admin = (await loggedInUser(ctx, { role: 'Admin user' })).authorization;
  api = ctx.api.as(
    (await loggedInUser(ctx, { role: 'Dispatcher', firstName: 'Dana', lastName: 'Fuel' })).authorization,
  );
  const driver = await loggedInDriver(ctx);
  driverId = driver.user.id;
  driverApi = ctx.api.as(driver.authorization);
  truck101 = (await makeTruck(ctx, admin, { unit_number: 'FX-101', user_id: driverId })).id;
  truck102 = (await makeTruck(ctx, admin, { unit_number: 'FX-102' })).id;
});
afterAll(async () => {
  await ctx?.close();
});

const purchase = (overrides: Record<string, unknown> = {}) => ({
  truckId: truck101,
  at: '2026-10-20T10:00:00Z',
  state: 'tx',
  gallons: 101.25,
  amount: 395.99,
  vendor: 'Pilot 421',
  ...overrides,
});

async function importFile(name: string, file: Buffer, mapping?: object) {
  const form = await multipartBody([
    ...(mapping ? [{ name: 'mapping', value: JSON.stringify(mapping) }] : []),
    { name: 'file', file, filename: name, type: 'text/csv' },
  ]);
  const r = await api.post('/api/fuel/purchases/import', form.payload, { headers: form.headers });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
}

describe('fuel purchases by hand (docs/product.md "Fuel")', () => {
  it('records a purchase exactly: the state upper case, gallons to the thousandth, the amount in cents', async () => {
    const r = await api.post('/api/fuel/purchases', purchase());
    expect(r.statusCode, r.body).toBe(201);
    expect(r.headers.etag).toBe('"1"');
    expect(r.json().data).toMatchObject({
      truckId: truck101,
      state: 'TX',
      gallons: 101.25,
      amount: 395.99,
      amountCents: 39599,
      source: 'manual',
    });
  });

  it('answers 400 naming the field for every malformed value, never a 5xx', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ gallons: 0 }, 'body.gallons', fuelMessages.gallons],
      [{ gallons: -3 }, 'body.gallons', fuelMessages.gallons],
      [{ gallons: 1.2345 }, 'body.gallons', fuelMessages.gallons],
      [{ gallons: '12' }, 'body.gallons', fuelMessages.gallons],
      [{ amount: 10.005 }, 'body.amount', fuelMessages.amount],
      [{ amount: -1 }, 'body.amount', fuelMessages.amount],
      [{ state: 'ZZ' }, 'body.state', fuelMessages.state],
      [{ state: 7 }, 'body.state', fuelMessages.state],
      [{ at: 'yesterday' }, 'body.at', fuelMessages.at],
      [{ at: '2027-01-01T00:00:00Z' }, 'body.at', fuelMessages.future],
      [{ truckId: 'x' }, 'body.truckId', fuelMessages.truckId],
      [{ truckId: 999_999 }, 'body.truckId', fuelMessages.noTruck],
      [{ driverId: 999_999 }, 'body.driverId', fuelMessages.noDriver],
    ];
    for (const [overrides, field, message] of cases)
      expectInvalid(await api.post('/api/fuel/purchases', purchase(overrides)), field, message, field);
    for (const body of [null, 'text', [], {}]) {
      const r = await api.post('/api/fuel/purchases', body);
      expect([400, 415], JSON.stringify(body)).toContain(r.statusCode);
    }
    const bad = await api.get('/api/fuel/purchases?from=2026-13-01&take=0');
    expect(bad.statusCode).toBe(400);
  });

  it('lists newest first, by truck and period, counted and summed; edits at a version; deletes', async () => {
    const ids: number[] = [];
    for (const day of ['2026-09-01', '2026-09-02', '2026-09-03']) {
      const r = await api.post(
        '/api/fuel/purchases',
        purchase({ truckId: truck102, at: `${day}T08:00:00Z` }),
      );
      ids.push(r.json().data.id);
    }
    const page = await api.get(
      `/api/fuel/purchases?truckId=${truck102}&from=2026-09-02&to=2026-09-03&take=1`,
    );
    expect(page.json().data).toMatchObject({ total: 2, take: 1, page: 1, gallons: 202.5, amount: 791.98 });
    expect(page.json().data.items.map((p: { id: number }) => p.id)).toEqual([ids[2]]);

    const edited = await api.put(
      `/api/fuel/purchases/${ids[0]}`,
      purchase({ truckId: truck102, gallons: 50 }),
      {
        headers: { 'if-match': '"1"' },
      },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.headers.etag).toBe('"2"');
    const stale = await api.put(`/api/fuel/purchases/${ids[0]}`, purchase(), {
      headers: { 'if-match': '"1"' },
    });
    expect(stale.statusCode).toBe(412);
    // Who made the version it is at now, and when (the purchase's trail; docs/product.md "Stale edits").
    expect(stale.json().message).toMatch(
      /^Dana Fuel changed this fuel purchase at \d\d\/\d\d\/\d{4} \d\d:\d\d UTC\. Reload to see the changes\.$/,
    );
    const deleted = await api.delete(`/api/fuel/purchases/${ids[1]}`, { headers: { 'if-match': '"1"' } });
    expect(deleted.statusCode).toBe(200);
    // The message alone: the purchase is gone, and so is its version (no ETag).
    expect(deleted.json()).toEqual({ message: fuelMessages.deleted });
    expect(deleted.headers.etag).toBeUndefined();
    expect((await api.get(`/api/fuel/purchases/${ids[1]}`)).statusCode).toBe(404);
    // A money entry: its creation, edit and deletion are in the audit trail, with who.
    const trail = async (id: number | undefined) =>
      (await ctx.api.get(`/api/audit?entityType=fuelPurchase&entityId=${id}`, { as: admin })).json().data
        .items;
    const editedTrail = await trail(ids[0]);
    expect(editedTrail.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(editedTrail[0]).toMatchObject({ actorName: 'Dana Fuel' });
    expect(editedTrail[0].changes).toContainEqual({ field: 'gallons', before: 101.25, after: 50 });
    expect((await trail(ids[1])).map((e: { action: string }) => e.action)).toEqual(['delete', 'create']);
    expect((await api.get(`/api/fuel/purchases/${ids[0]}`, { as: null })).statusCode).toBe(401);
  });

  it('answers 400 to days the database cannot hold, as a page and as CSV (never a CSV cut short)', async () => {
    for (const period of ['from=0000-01-01', 'to=9999-12-31']) {
      for (const format of ['', '&format=csv']) {
        const r = await api.get(`/api/fuel/purchases?${period}${format}`);
        expect(r.statusCode, `${period}${format}: ${r.body}`).toBe(400);
        expect(r.headers['content-type'], period).toMatch(/^application\/json/);
        expect(r.json()).toMatchObject({ statusCode: 400, error: 'BadRequest' });
      }
    }
  });
});

describe('fuel card imports (WEX, EFS, Comdata, mapped layouts)', () => {
  it('recognises WEX by its headers and resolves units to trucks', async () => {
    const data = await importFile('wex.csv', fixture('wex.csv'));
    expect(data).toMatchObject({
      layout: 'WEX',
      needsMapping: false,
      imported: 3,
      duplicates: 0,
      errors: [],
    });
    const list = await api.get(`/api/fuel/purchases?truckId=${truck102}&from=2026-10-07&to=2026-10-07`);
    expect(list.json().data.items[0]).toMatchObject({ state: 'NM', gallons: 1010.5, amountCents: 404099 });
  });

  it('recognises EFS, skipping what is not diesel (DEF) with its line', async () => {
    const data = await importFile('efs.csv', fixture('efs.csv'));
    expect(data).toMatchObject({ layout: 'EFS', imported: 2, duplicates: 0 });
    expect(data.errors).toEqual([{ line: 3, reason: im.notFuel('DEFD') }]);
  });

  it('recognises Comdata (12-hour times, unit numbers in any case)', async () => {
    const data = await importFile('comdata.csv', fixture('comdata.csv'));
    expect(data).toMatchObject({ layout: 'Comdata', imported: 2, errors: [] });
    const list = await api.get(`/api/fuel/purchases?truckId=${truck101}&from=2026-10-08&to=2026-10-08`);
    expect(list.json().data.items[0]).toMatchObject({
      at: '2026-10-08T15:45:00.000Z',
      state: 'TX',
      gallons: 75,
    });
  });

  it('recognises the Comdata export with diesel and DEF columns, taking the diesel', async () => {
    const data = await importFile('comdata-diesel.csv', fixture('comdata-diesel.csv'));
    expect(data).toMatchObject({ layout: 'Comdata', imported: 1, errors: [] });
    const list = await api.get(`/api/fuel/purchases?truckId=${truck102}&from=2026-10-12&to=2026-10-12`);
    expect(list.json().data.items).toMatchObject([
      { state: 'OK', gallons: 118.4, amountCents: 42612, vendor: 'LOVES #210' },
    ]);
  });

  it('recognises a WEX network export (Unit #, Merchant State / Province)', async () => {
    const data = await importFile('wex-network.csv', fixture('wex-network.csv'));
    expect(data).toMatchObject({ layout: 'WEX', imported: 1, errors: [] });
    const list = await api.get(`/api/fuel/purchases?truckId=${truck101}&from=2026-10-13&to=2026-10-13`);
    expect(list.json().data.items).toMatchObject([{ state: 'NM', gallons: 101.25, amountCents: 39275 }]);
  });

  it('imports the same file twice once', async () => {
    const again = await importFile('wex.csv', fixture('wex.csv'));
    expect(again).toMatchObject({ imported: 0, duplicates: 3, errors: [] });
  });

  it('answers each bad row with its line and reason and imports the rest (a row twice in a file once)', async () => {
    const data = await importFile('bad-rows.csv', fixture('bad-rows.csv'));
    expect(data).toMatchObject({ layout: 'WEX', imported: 1, duplicates: 1 });
    expect(data.errors).toEqual([
      { line: 3, reason: im.badDate('13/45/2026') },
      { line: 4, reason: im.badState('ZZ') },
      { line: 5, reason: im.badGallons('0') },
      { line: 6, reason: im.badGallons('-12') },
      { line: 7, reason: im.badAmount('175.005') },
      { line: 8, reason: im.unknownUnit('FX-999') },
    ]);
  });

  it('asks for the mapping of an unknown layout, then remembers it by its headers', async () => {
    const first = await importFile('custom.csv', fixture('custom.csv'));
    expect(first).toMatchObject({ layout: null, needsMapping: true, imported: 0 });
    expect(first.headers).toEqual(['Fecha', 'Camion', 'Estado', 'Galones', 'Importe', 'Estacion']);
    expect(first.suggested).toMatchObject({ gallons: 'Galones', unit: null });

    const form = await multipartBody([
      { name: 'mapping', value: JSON.stringify({ date: 'Fecha', unit: 'Nope' }) },
      { name: 'file', file: fixture('custom.csv'), filename: 'custom.csv', type: 'text/csv' },
    ]);
    const refused = await api.post('/api/fuel/purchases/import', form.payload, { headers: form.headers });
    expectInvalid(refused, 'body.mapping', im.mappingUnknownHeader('Nope'));

    const mapping = {
      date: 'Fecha',
      unit: 'Camion',
      state: 'Estado',
      gallons: 'Galones',
      amount: 'Importe',
      vendor: 'Estacion',
    };
    const mapped = await importFile('custom.csv', fixture('custom.csv'), mapping);
    expect(mapped).toMatchObject({ layout: 'mapped', imported: 2, errors: [] });
    const remembered = await importFile('custom-more.csv', fixture('custom-more.csv'));
    expect(remembered).toMatchObject({ layout: 'mapped', needsMapping: false, imported: 1 });
  });

  it('refuses what is not a CSV or has no file, with a 4xx', async () => {
    const png = await multipartBody([{ name: 'file', file: sampleFiles.png(), filename: 'x.csv' }]);
    expect(
      (await api.post('/api/fuel/purchases/import', png.payload, { headers: png.headers })).statusCode,
    ).toBe(400);
    const none = await multipartBody([{ name: 'other', value: 'x' }]);
    expect(
      (await api.post('/api/fuel/purchases/import', none.payload, { headers: none.headers })).statusCode,
    ).toBe(400);
    expect((await api.post('/api/fuel/purchases/import', { file: 'x' })).statusCode).toBe(415);
  });
});

describe('the drivers’ app Fuel receipt', () => {
  it('records on the driver’s own truck once per Idempotency-Key, the photo a document of the purchase', async () => {
    const body = { at: '2026-11-27T18:00:00Z', state: 'OK', gallons: 80.5, amount: 290.6 };
    const headers = { 'idempotency-key': 'fuel-receipt-1' };
    const first = await driverApi.post('/api/driver/fuel', body, { headers });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ truckId: truck101, driverId, source: 'driver', state: 'OK' });
    const again = await driverApi.post('/api/driver/fuel', body, { headers });
    expect(again.json().data.id).toBe(first.json().data.id);
    const list = await api.get(`/api/fuel/purchases?truckId=${truck101}&from=2026-11-27&to=2026-11-27`);
    expect(list.json().data.total).toBe(1);

    const photo = await multipartBody([
      { name: 'file', file: sampleFiles.png(), filename: 'receipt.png', type: 'image/png' },
    ]);
    const id = first.json().data.id;
    const up = await driverApi.post(`/api/driver/fuel/${id}/documents`, photo.payload, {
      headers: photo.headers,
    });
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json().data).toMatchObject({ entityTypeId: 9, entityId: id, documentType: 34 });
    expectInvalid(
      await driverApi.post('/api/driver/fuel', { ...body, gallons: 0 }),
      'body.gallons',
      fuelMessages.gallons,
    );
    expect((await api.post('/api/driver/fuel', body)).statusCode).toBe(403);
  });
});
