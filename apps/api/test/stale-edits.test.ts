import { DRIVER_STATUS } from '@fletx/contract/drivers';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { truckBody } from '@fletx/contract/trucks';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
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
import { carrierDetails } from './helpers/invoice-factories';
import { approvedBroker, approvedDriver, createLoad, driveTo, loadBody } from './helpers/load-factories';
import { worldPerFile } from './helpers/setup';
import { createTestApp } from './helpers/test-app';

/**
 * Stale edits (docs/product.md "Stale edits"): a record's GET answers
 * its version as ETag; an update passes the version its If-Match expects down to the repository and answers
 * the new version as ETag, so a second save needs no GET; an older version answers 412 naming who changed the
 * record and when, and changes nothing; one without If-Match still goes through; two saves racing with the
 * same version cannot both win; a soft delete is guarded the same way.
 */
const w = worldPerFile(async () => {
  const ctx = await createTestApp();
  const user = async (overrides: UserOverrides) => (await loggedInUser(ctx, overrides)).authorization;
  return {
    ctx,
    ana: await user({ role: 'Dispatcher', firstName: 'Ana', lastName: 'Ruiz' }),
    ben: await user({ role: 'Dispatcher', firstName: 'Ben', lastName: 'Ode' }),
    admin: await user({ role: 'Carriers', firstName: 'Cara', lastName: 'Boss' }),
  };
});

type Answer = LightMyRequestResponse;

/** The options of a call as `as`, with `ifMatch` as its If-Match header when given. */
const sent = (as: string, ifMatch?: string) => ({
  as,
  ...(ifMatch === undefined ? {} : { headers: { 'if-match': ifMatch } }),
});

/** The version an answer's ETag says (`"3"` → 3). */
function versionOf(answer: Answer): number {
  const etag = String(answer.headers.etag);
  expect(etag, answer.body).toMatch(/^"\d+"$/);
  return Number(JSON.parse(etag));
}

/** The 412 of a stale save by Cara Boss, the admin every matrix save is made as. */
const staleBy = (noun: string) =>
  new RegExp(
    `^Cara Boss changed this ${noun} at \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} UTC\\. Reload to see the changes\\.$`,
  );

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
  w.ctx.api.put(`/api/vehicle/updateTruck/${id}`, body, sent(as, ifMatch));

describe('stale edits of a truck', () => {
  it('answers the version as ETag, and refuses an update from an older version with who and when', async () => {
    const { id, form } = await openTruck(w.ana);
    const first = await w.ctx.api.get(`/api/vehicle/find/${id}`, { as: w.ana });
    expect(first.headers.etag).toBe('"1"');
    expect((await w.ctx.api.get(`/api/vehicle/findTruck/${id}`, { as: w.ben })).headers.etag).toBe('"1"');

    const saved = await putTruck(id, { ...form, gps_company: 'Geotab' }, w.ana, '"1"');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
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
      expect(r.headers.etag).toBe(`"${version}"`);
      expect((await w.ctx.api.get(`/api/vehicle/find/${id}`, { as: w.ben })).headers.etag).toBe(
        `"${version}"`,
      );
    }
    const old = await putTruck(id, { ...form, odometers: 5 }, w.ben);
    expect(old.statusCode, old.body).toBe(200);
    expect(old.headers.etag).toBe('"5"');
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

  it('answers 404, not 412, for a record that does not exist', async () => {
    const { form } = await openTruck(w.ana);
    const r = await putTruck(999999, form, w.ana, '"1"');
    expect(r.statusCode).toBe(404);
    const gone = await w.ctx.api.delete('/api/vehicle/999999', sent(w.ana, '"1"'));
    expect(gone.statusCode).toBe(404);
  });

  it('refuses the write when the truck moved on after it was read: the repository guards the version', async () => {
    const { id, form } = await openTruck(w.ana);
    const { users, trucks } = w.ctx.services;
    const driversAmong = users.driversAmong.bind(users);
    // Someone saves the truck between this update's read and its write (in its transaction, so on either
    // database): the version the update read and checked is no longer the row's when it writes.
    const meanwhile = vi.spyOn(users, 'driversAmong').mockImplementationOnce(async (ids) => {
      await trucks.update(id, truckBody.parse({ ...form, gps_company: 'Meanwhile' }));
      return driversAmong(ids);
    });
    try {
      const r = await putTruck(id, { ...form, odometers: 7 }, w.ana, '"1"');
      expect(meanwhile).toHaveBeenCalled();
      expect(r.statusCode, r.body).toBe(412);
      expect(r.json().message).toMatch(/ changed this truck at .+ UTC\. Reload to see the changes\.$/);
    } finally {
      meanwhile.mockRestore();
    }
    // Nothing of either save stayed: the 412 rolled back the whole transaction.
    const kept = await w.ctx.api.get(`/api/vehicle/find/${id}`, { as: w.ana });
    expect(kept.headers.etag).toBe('"1"');
    expect(kept.json().data).toMatchObject({ gps_company: form.gps_company, odometers: form.odometers });
  });
});

/**
 * A record a person edits: its GET, and how to make one and change it — `save` sends a new valid change on
 * each call, as the admin, with `ifMatch` as its If-Match header when given.
 */
interface EditedRecord {
  noun: string;
  get(id: number): string;
  make(): Promise<{ id: number; save: (ifMatch?: string) => Promise<Answer> }>;
}

/** A change sent by `method` to `url` as the admin, its body made afresh on each call. */
const change = (method: 'PUT' | 'PATCH' | 'DELETE', url: string, body?: () => object) => (ifMatch?: string) =>
  w.ctx.api.request(method, url, { ...sent(w.admin, ifMatch), ...(body && { body: body() }) });

/** A load by the admin, New (2) with an approved driver: its id, broker and driver. */
async function newLoad() {
  const broker = await approvedBroker(w.ctx, w.admin);
  const driverId = await approvedDriver(w.ctx, w.admin);
  const load = await createLoad(w.ctx.api.as(w.admin), broker.id, driverId);
  return { id: load.id, brokerId: broker.id, driverId };
}

/** A Dispatcher's user record, changed by PUT `url` with the n-th `body`. */
const userEdit = (
  url: (id: number) => string,
  body: (user: { id: number; email: string }, n: number) => object,
): EditedRecord => ({
  noun: 'user',
  get: (id) => `/api/user/findById?id=${id}`,
  async make() {
    const { user } = await loggedInUser(w.ctx, { role: 'Dispatcher' });
    let n = 0;
    return { id: user.id, save: change('PUT', url(user.id), () => body(user, ++n)) };
  },
});

const records: Record<string, EditedRecord> = {
  'user (PUT /api/user/{id})': userEdit(
    (id) => `/api/user/${id}`,
    (user, n) => ({
      first_name: `Renamed${n}`,
      last_name: 'Person',
      email: user.email,
      phone: '3055550101',
      role: 'Dispatcher',
    }),
  ),
  'user (PUT /api/user?id=, the username)': userEdit(
    (id) => `/api/user?id=${id}`,
    (user, n) => ({ email: `renamed.${user.id}.${n}@example.com` }),
  ),
  driver: {
    noun: 'driver',
    get: (id) => `/api/infodriver/driverinformation/user/${id}`,
    async make() {
      const id = await makeDriver(w.ctx, w.admin);
      return { id, save: change('PUT', `/api/user/infoDriver/${id}`, () => driverPayload()) };
    },
  },
  truck: {
    noun: 'truck',
    get: (id) => `/api/vehicle/find/${id}`,
    async make() {
      const { id, form } = await openTruck(w.admin);
      let n = 0;
      return {
        id,
        save: change('PUT', `/api/vehicle/updateTruck/${id}`, () => ({ ...form, odometers: ++n })),
      };
    },
  },
  trailer: {
    noun: 'trailer',
    get: (id) => `/api/trailer/find/${id}`,
    async make() {
      const truck = await makeTruck(w.ctx, w.admin);
      const plate = truck.licenseplate_number;
      const trailer = await makeTrailer(w.ctx, w.admin, { licenseplate_truck_number: plate });
      return {
        id: trailer.id,
        save: change('PUT', `/api/trailer/${trailer.id}`, () => trailerPayload(plate)),
      };
    },
  },
  broker: {
    noun: 'broker',
    get: (id) => `/api/bookings/brokers/findDetailBroker/${id}`,
    async make() {
      const id = (await createBroker(w.ctx, w.admin)).info.id;
      return { id, save: change('PUT', `/api/bookings/brokers/${id}`, () => brokerBody()) };
    },
  },
  booking: {
    noun: 'booking',
    get: (id) => `/api/bookings/find/${id}`,
    async make() {
      const broker = await approvedBroker(w.ctx, w.admin);
      const r = await w.ctx.api.post('/api/bookings/manualCreate', bookingBody(broker.id), { as: w.admin });
      const id = r.json().data.id as number;
      let n = 0;
      const body = () => bookingBody(broker.id, { idNumber: `BK-${id}`, loadWeight: 40000 + ++n });
      return { id, save: change('PUT', `/api/bookings/${id}`, body) };
    },
  },
  load: {
    noun: 'load',
    get: (id) => `/api/loadbook/find/${id}`,
    async make() {
      const { id, brokerId, driverId } = await newLoad();
      let n = 0;
      const body = () => loadBody(brokerId, driverId, { id_number: `LD-${id}`, load_weight: 40000 + ++n });
      return { id, save: change('PUT', `/api/loadbook/manualUpdate/${id}`, body) };
    },
  },
  invoice: {
    noun: 'invoice',
    get: (id) => `/api/invoices/${id}`,
    async make() {
      const { id: loadId, driverId } = await newLoad();
      await driveTo(w.ctx.services.loads, loadId, driverId, LOAD_STATUS.delivered);
      const r = await w.ctx.api.post('/api/invoices', { loadId }, { as: w.admin });
      expect(r.statusCode, r.body).toBe(201);
      const id = r.json().data.id as number;
      let n = 0;
      return { id, save: change('PATCH', `/api/invoices/${id}`, () => ({ notes: `Note ${++n}` })) };
    },
  },
  // The settings people edit (docs/decisions/0049-settings-versions.md).
  'carrier settings (one record)': {
    noun: 'carrier settings',
    get: () => '/api/carrier-settings',
    async make() {
      let n = 0;
      return {
        id: 1,
        save: change('PUT', '/api/carrier-settings', () => carrierDetails({ name: `Carrier ${++n}` })),
      };
    },
  },
  "broker's check calls (kept on the broker)": {
    noun: 'broker',
    get: (id) => `/api/brokers/${id}/check-calls`,
    async make() {
      const id = (await createBroker(w.ctx, w.admin)).info.id;
      let n = 0;
      const body = () => ({ contacts: [], events: ['delivered'], detentionFreeMinutes: 60 + ++n });
      return { id, save: change('PUT', `/api/brokers/${id}/check-calls`, body) };
    },
  },
  "quarter's IFTA rates (the year stands for the record)": {
    noun: "quarter's rates",
    get: (year) => `/api/ifta/rates?year=${year}&quarter=2`,
    async make() {
      const year = 2000 + ++rateYears;
      let n = 0;
      const body = () => ({ rates: [{ code: 'TX', rate: 0.2 + ++n / 1000 }] });
      return { id: year, save: change('PUT', `/api/ifta/rates?year=${year}&quarter=2`, body) };
    },
  },
  "load's instructions (read by the load)": {
    noun: "load's instructions",
    get: (loadId) => `/api/loadbook/loadbookinstructions/findByLoadbookId/${loadId}`,
    async make() {
      const { id: loadId } = await newLoad();
      const made = await w.ctx.api.post(
        '/api/loadbook/loadbookinstructions',
        { loadbook_id: loadId, instruction_load: 'Gate 4' },
        { as: w.admin },
      );
      expect(made.statusCode, made.body).toBe(201);
      const url = `/api/loadbook/loadbookinstructions/${made.json().data.id}`;
      let n = 0;
      return { id: loadId, save: change('PUT', url, () => ({ instruction_load: `Gate ${++n}` })) };
    },
  },
};

/** The years the IFTA rates' records use, one per record made. */
let rateYears = 0;

const get = (url: string) => w.ctx.api.get(url, { as: w.admin });

describe.each(Object.entries(records))('every edited record: %s', (_label, record) => {
  it('answers the new version as ETag; a second save with it needs no GET; one without If-Match goes through', async () => {
    const { id, save } = await record.make();
    const v = versionOf(await get(record.get(id)));
    const saved = await save(`"${v}"`);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(versionOf(saved)).toBe(v + 1);
    const again = await save(String(saved.headers.etag));
    expect(again.statusCode, again.body).toBe(200);
    expect(versionOf(again)).toBe(v + 2);
    expect(versionOf(await get(record.get(id)))).toBe(v + 2);
    const blind = await save();
    expect(blind.statusCode, blind.body).toBe(200);
    expect(versionOf(blind)).toBe(v + 3);
    const any = await save('*');
    expect(any.statusCode, any.body).toBe(200);
    expect(versionOf(any)).toBe(v + 4);
  });

  it('refuses a stale version with who changed it and when, and changes nothing', async () => {
    const { id, save } = await record.make();
    const v = versionOf(await get(record.get(id)));
    expect((await save(`"${v}"`)).statusCode).toBe(200);
    const before = await get(record.get(id));
    const stale = await save(`"${v}"`);
    expect(stale.statusCode, stale.body).toBe(412);
    expect(stale.json()).toMatchObject({ statusCode: 412, error: 'PreconditionFailed' });
    expect(stale.json().message).toMatch(staleBy(record.noun));
    expect(stale.headers.etag).toBeUndefined();
    const after = await get(record.get(id));
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(after.json()).toEqual(before.json());
  });

  it('lets exactly one of two saves from the same version win', async () => {
    const { id, save } = await record.make();
    const v = versionOf(await get(record.get(id)));
    const answers = await Promise.all([save(`"${v}"`), save(`"${v}"`)]);
    expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join('\n')).toEqual([
      200, 412,
    ]);
    const won = answers.find((r) => r.statusCode === 200);
    expect(won && versionOf(won)).toBe(v + 1);
    expect(versionOf(await get(record.get(id)))).toBe(v + 1);
  });
});

describe.each([
  {
    noun: 'truck',
    url: (id: number) => `/api/vehicle/${id}`,
    get: (id: number) => `/api/vehicle/find/${id}`,
    make: () => records.truck?.make(),
  },
  {
    noun: 'trailer',
    url: (id: number) => `/api/trailer/${id}`,
    get: (id: number) => `/api/trailer/find/${id}`,
    make: () => records.trailer?.make(),
  },
])('a guarded delete of a $noun', ({ noun, url, get: getOf, make }) => {
  const opened = async () => {
    const made = await make();
    if (!made) throw new Error('no record');
    return made;
  };

  it('goes through with the ETag of the save before it, answering the new version', async () => {
    const { id, save } = await opened();
    const v = versionOf(await get(getOf(id)));
    const saved = await save(`"${v}"`);
    const deleted = await change('DELETE', url(id))(String(saved.headers.etag));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(versionOf(deleted)).toBe(v + 2);
    expect(deleted.json().data).toMatchObject({ is_deleted: true, status: 'Inactive' });
    const read = await get(getOf(id));
    expect(versionOf(read)).toBe(v + 2);
    expect(read.json().data).toEqual(deleted.json().data);
  });

  it('refuses a stale version with who and when, and leaves the record active', async () => {
    const { id, save } = await opened();
    const v = versionOf(await get(getOf(id)));
    expect((await save(`"${v}"`)).statusCode).toBe(200);
    const before = await get(getOf(id));
    const stale = await change('DELETE', url(id))(`"${v}"`);
    expect(stale.statusCode, stale.body).toBe(412);
    expect(stale.json().message).toMatch(staleBy(noun));
    const after = await get(getOf(id));
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(after.json().data).toEqual(before.json().data);
    expect(after.json().data).toMatchObject({ is_deleted: false, status: 'Active' });
  });

  it('lets exactly one of two deletes from the same version win; without If-Match a delete still goes', async () => {
    const { id } = await opened();
    const v = versionOf(await get(getOf(id)));
    const answers = await Promise.all([
      change('DELETE', url(id))(`"${v}"`),
      change('DELETE', url(id))(`"${v}"`),
    ]);
    expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join('\n')).toEqual([
      200, 412,
    ]);
    const other = await opened();
    const blind = await change('DELETE', url(other.id))();
    expect(blind.statusCode, blind.body).toBe(200);
    expect(versionOf(blind)).toBe(versionOf(await get(getOf(other.id))));
  });
});

describe('status changes', () => {
  it("a load's status change is checked against the version and answers the new one", async () => {
    const { id, brokerId, driverId } = await newLoad();
    const v = versionOf(await get(`/api/loadbook/find/${id}`));
    const edited = await change('PUT', `/api/loadbook/manualUpdate/${id}`, () =>
      loadBody(brokerId, driverId, { id_number: `LD-${id}`, product_name: 'Paper goods' }),
    )(`"${v}"`);
    expect(edited.statusCode, edited.body).toBe(200);
    const cancel = change('PUT', `/api/loadbook/update/${id}`, () => ({
      loadbook_status_id: LOAD_STATUS.cancelled,
      comment: 'The broker cancelled',
    }));
    const stale = await cancel(`"${v}"`);
    expect(stale.statusCode, stale.body).toBe(412);
    expect(stale.json().message).toMatch(staleBy('load'));
    const answers = await Promise.all([
      cancel(String(edited.headers.etag)),
      cancel(String(edited.headers.etag)),
    ]);
    expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join('\n')).toEqual([
      200, 412,
    ]);
    const done = answers.find((r) => r.statusCode === 200);
    expect(done && versionOf(done)).toBe(v + 2);
    expect(done?.json().data.loadbook_status_id).toBe(LOAD_STATUS.cancelled);
    const read = await get(`/api/loadbook/find/${id}`);
    expect(versionOf(read)).toBe(v + 2);
    expect(read.json().data.info[0]).toEqual(done?.json().data);
  });

  it("a driver's status change is checked against the driver's version, which it leaves as it is", async () => {
    const id = await makeDriver(w.ctx, w.admin);
    const url = `/api/infodriver/driverinformation/user/${id}`;
    const v = versionOf(await get(url));
    const approve = change('PUT', `/api/user/${id}`, () => ({ status: DRIVER_STATUS.active, comment: 'ok' }));
    const approved = await approve(`"${v}"`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(versionOf(approved)).toBe(v);
    const edited = await change('PUT', `/api/user/infoDriver/${id}`, () => driverPayload())(`"${v}"`);
    expect(versionOf(edited)).toBe(v + 1);
    const suspend = change('PUT', `/api/user/${id}`, () => ({
      status: DRIVER_STATUS.inactive,
      comment: 'x',
    }));
    const stale = await suspend(`"${v}"`);
    expect(stale.statusCode, stale.body).toBe(412);
    expect(stale.json().message).toMatch(staleBy('driver'));
    const suspended = await suspend(String(edited.headers.etag));
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(versionOf(suspended)).toBe(v + 1);
  });
});

/** A Dispatcher's user record of the matrix, with the version its GET answers. */
async function userRecord() {
  const made = await records['user (PUT /api/user/{id})']?.make();
  if (!made) throw new Error('no record');
  return { ...made, v: versionOf(await get(`/api/user/findById?id=${made.id}`)) };
}

describe('a guarded delete of a user (DELETE /api/user/{id})', () => {
  it('refuses a stale version with who and when and keeps the user; the current version deletes it', async () => {
    const { id, save, v } = await userRecord();
    expect((await save(`"${v}"`)).statusCode).toBe(200);
    const stale = await change('DELETE', `/api/user/${id}`)(`"${v}"`);
    expect(stale.statusCode, stale.body).toBe(412);
    expect(stale.json().message).toMatch(staleBy('user'));
    expect((await get(`/api/user/findById?id=${id}`)).statusCode).toBe(200);
    const deleted = await change('DELETE', `/api/user/${id}`)(`"${v + 1}"`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await get(`/api/user/findById?id=${id}`)).statusCode).toBe(404);
  });
});

describe("a user's password is no field of their form", () => {
  it('a password change leaves the version as it is: a form opened before it still saves', async () => {
    const { id, save, v } = await userRecord();
    const password = 'Another#Pass2026';
    const changed = await change('PUT', `/api/user/${id}/password`, () => ({
      password,
      confirmPassword: password,
    }))();
    expect(changed.statusCode, changed.body).toBe(200);
    expect(versionOf(await get(`/api/user/findById?id=${id}`))).toBe(v);
    const saved = await save(`"${v}"`);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(versionOf(saved)).toBe(v + 1);
  });
});
