import { describe, expect, it } from 'vitest';
import { bookingBody, brokerBody, createBroker } from './helpers/broker-factories';
import {
  driverPayload,
  loggedInUser,
  makeDriver,
  makeDriverUser,
  makeTrailer,
  makeTruck,
  trailerPayload,
  truckPayload,
  type UserOverrides,
  uploadDocument,
} from './helpers/factories';
import { approvedBroker, approvedDriver, createLoad, loadBody } from './helpers/load-factories';
import { worldPerFile } from './helpers/setup';
import { createTestApp } from './helpers/test-app';

/**
 * Stale edits (docs/product.md "Stale edits"): a record's GET answers its version as ETag, an update with an
 * older If-Match answers 412 naming who changed it and when, one without If-Match still goes through, and two
 * saves racing with the same version cannot both win.
 */
const w = worldPerFile(async () => {
  const ctx = await createTestApp();
  const user = async (overrides: UserOverrides) => (await loggedInUser(ctx, overrides)).authorization;
  return {
    ctx,
    ana: await user({ role: 'Dispatcher', firstName: 'Ana', lastName: 'Ruiz' }),
    ben: await user({ role: 'Dispatcher', firstName: 'Ben', lastName: 'Ode' }),
    admin: await user({ role: 'Carriers' }),
  };
});

async function openTruck(as: string) {
  const driver = await makeDriverUser(w.ctx);
  const truck = await makeTruck(w.ctx, as, { user_id: driver.id });
  const form = await truckPayload(w.ctx, driver.id, {
    vin_number: truck.vin_number,
    licenseplate_number: truck.licenseplate_number,
  });
  return { id: truck.id, form };
}

/** The truck form's update of truck `id` by `as`, with `ifMatch` as its If-Match header when given. */
const putTruck = (id: number, body: object, as: string, ifMatch?: string) =>
  w.ctx.api.put(`/api/vehicle/updateTruck/${id}`, body, {
    as,
    ...(ifMatch === undefined ? {} : { headers: { 'if-match': ifMatch } }),
  });

describe('stale edits of a truck', () => {
  it('answers the version as ETag, and refuses an update from an older version with who and when', async () => {
    const { id, form } = await openTruck(w.ana);
    const first = await w.ctx.api.get(`/api/vehicle/find/${id}`, { as: w.ana });
    expect(first.headers.etag).toBe('"1"');
    expect((await w.ctx.api.get(`/api/vehicle/findTruck/${id}`, { as: w.ben })).headers.etag).toBe('"1"');

    const saved = await putTruck(id, { ...form, gps_company: 'Geotab' }, w.ana, '"1"');
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await w.ctx.api.get(`/api/vehicle/find/${id}`, { as: w.ana })).headers.etag).toBe('"2"');

    const stale = await putTruck(id, { ...form, odometers: 190000 }, w.ben, '"1"');
    expect(stale.statusCode).toBe(412);
    const body = stale.json();
    expect(body).toMatchObject({ statusCode: 412, error: 'PreconditionFailed' });
    expect(body.message).toMatch(
      /^Ana Ruiz changed this truck at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} UTC\. Reload to see the changes\.$/,
    );
    const kept = (await w.ctx.api.get(`/api/vehicle/findTruck/${id}`, { as: w.ben })).json().data.info;
    expect(kept).toMatchObject({ gps_company: 'Geotab', odometers: form.odometers });
  });

  it('accepts the current version, a weak or bare one, and an update without If-Match', async () => {
    const { id, form } = await openTruck(w.ana);
    for (const [ifMatch, version] of [
      ['W/"1"', 2],
      ['2', 3],
      ['*', 4],
    ] as const) {
      const r = await putTruck(id, { ...form, odometers: 1000 + version }, w.ben, ifMatch);
      expect(r.statusCode, `${ifMatch}: ${r.body}`).toBe(200);
      expect((await w.ctx.api.get(`/api/vehicle/find/${id}`, { as: w.ben })).headers.etag).toBe(
        `"${version}"`,
      );
    }
    const old = await putTruck(id, { ...form, odometers: 5 }, w.ben);
    expect(old.statusCode, old.body).toBe(200);
    const garbage = await putTruck(id, form, w.ben, 'not-a-version');
    expect(garbage.statusCode).toBe(412);
  });

  it('names who made the current version, not who added a document since', async () => {
    const { id, form } = await openTruck(w.ana);
    const saved = await putTruck(id, { ...form, gps_company: 'Motive' }, w.ana, '"1"');
    expect(saved.statusCode, saved.body).toBe(200);
    const upload = await uploadDocument(w.ctx, w.ben, { entityTypeId: 5, entityId: id });
    expect(upload.statusCode, upload.body).toBe(201);
    const stale = await putTruck(id, form, w.ben, '"1"');
    expect(stale.statusCode).toBe(412);
    expect(stale.json().message).toMatch(/^Ana Ruiz changed this truck at /);
  });

  it('lets exactly one of two saves from the same version win', async () => {
    const { id, form } = await openTruck(w.ana);
    const save = (as: string, odometers: number) => putTruck(id, { ...form, odometers }, as, '"1"');
    const answers = await Promise.all([save(w.ana, 2001), save(w.ben, 2002)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 412]);
    expect((await w.ctx.api.get(`/api/vehicle/find/${id}`, { as: w.ana })).headers.etag).toBe('"2"');
  });

  it('answers 404, not 412, for a record that does not exist', async () => {
    const { form } = await openTruck(w.ana);
    const r = await putTruck(999999, form, w.ana, '"1"');
    expect(r.statusCode).toBe(404);
  });
});

/** Each record a person edits: its GET and its update of row `id`, and how to make one with a valid body. */
interface EditedRecord {
  noun: string;
  get(id: number): string;
  put(id: number): string;
  make(): Promise<{ id: number; body: () => object }>;
}

describe('every edited record answers an ETag and refuses a stale update', () => {
  const records: EditedRecord[] = [
    {
      noun: 'user',
      get: (id) => `/api/user/findById?id=${id}`,
      put: (id) => `/api/user/${id}`,
      async make() {
        const { user } = await loggedInUser(w.ctx, { role: 'Dispatcher' });
        const body = () => ({
          first_name: 'Renamed',
          last_name: 'Person',
          email: user.email,
          phone: '3055550101',
          role: 'Dispatcher',
        });
        return { id: user.id, body };
      },
    },
    {
      noun: 'user',
      get: (id) => `/api/user/findById?id=${id}`,
      put: (id) => `/api/user?id=${id}`,
      async make() {
        const { user } = await loggedInUser(w.ctx, { role: 'Dispatcher' });
        let n = 0;
        return { id: user.id, body: () => ({ email: `renamed.${user.id}.${++n}@example.com` }) };
      },
    },
    {
      noun: 'driver',
      get: (id) => `/api/infodriver/driverinformation/user/${id}`,
      put: (id) => `/api/user/infoDriver/${id}`,
      async make() {
        return { id: await makeDriver(w.ctx, w.admin), body: () => driverPayload() };
      },
    },
    {
      noun: 'trailer',
      get: (id) => `/api/trailer/find/${id}`,
      put: (id) => `/api/trailer/${id}`,
      async make() {
        const truck = await makeTruck(w.ctx, w.admin);
        const trailer = await makeTrailer(w.ctx, w.admin, {
          licenseplate_truck_number: truck.licenseplate_number,
        });
        return { id: trailer.id, body: () => trailerPayload(truck.licenseplate_number) };
      },
    },
    {
      noun: 'broker',
      get: (id) => `/api/bookings/brokers/findDetailBroker/${id}`,
      put: (id) => `/api/bookings/brokers/${id}`,
      async make() {
        const broker = await createBroker(w.ctx, w.admin);
        return { id: broker.info.id, body: () => brokerBody() };
      },
    },
    {
      noun: 'booking',
      get: (id) => `/api/bookings/find/${id}`,
      put: (id) => `/api/bookings/${id}`,
      async make() {
        const broker = await approvedBroker(w.ctx, w.admin);
        const r = await w.ctx.api.post('/api/bookings/manualCreate', bookingBody(broker.id), { as: w.admin });
        const id = r.json().data.id as number;
        return { id, body: () => bookingBody(broker.id, { idNumber: `BK-${id}` }) };
      },
    },
    {
      noun: 'load',
      get: (id) => `/api/loadbook/find/${id}`,
      put: (id) => `/api/loadbook/manualUpdate/${id}`,
      async make() {
        const broker = await approvedBroker(w.ctx, w.admin);
        const driverId = await approvedDriver(w.ctx, w.admin);
        const load = await createLoad(w.ctx.api.as(w.admin), broker.id, driverId);
        return { id: load.id, body: () => loadBody(broker.id, driverId, { id_number: `LD-${load.id}` }) };
      },
    },
  ];

  it.each(records.map((record) => [record.noun, record] as const))('%s', async (noun, record) => {
    const { id, body } = await record.make();
    const [get, put] = [record.get(id), record.put(id)];
    const etag = (await w.ctx.api.get(get, { as: w.admin })).headers.etag;
    expect(etag, get).toMatch(/^"\d+"$/);
    const fresh = await w.ctx.api.put(put, body(), { as: w.admin, headers: { 'if-match': String(etag) } });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const next = (await w.ctx.api.get(get, { as: w.admin })).headers.etag;
    expect(Number(JSON.parse(String(next)))).toBe(Number(JSON.parse(String(etag))) + 1);
    const stale = await w.ctx.api.put(put, body(), { as: w.admin, headers: { 'if-match': String(etag) } });
    expect(stale.statusCode, stale.body).toBe(412);
    expect(stale.json().message).toMatch(
      new RegExp(`changed this ${noun} at .+\\. Reload to see the changes\\.$`),
    );
    const blind = await w.ctx.api.put(put, body(), { as: w.admin });
    expect(blind.statusCode, blind.body).toBe(200);
  });
});
