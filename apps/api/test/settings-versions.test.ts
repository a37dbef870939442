import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createBroker } from './helpers/broker-factories';
import { loggedInUser, multipartBody, sampleFiles } from './helpers/factories';
import { carrierDetails } from './helpers/invoice-factories';
import { approvedBroker, approvedDriver, createLoad } from './helpers/load-factories';
import { worldPerFile } from './helpers/setup';
import { createTestApp } from './helpers/test-app';

/**
 * The settings people edit follow the stale-edit rule of the records (docs/product.md "Stale edits",
 * docs/decisions/0049-settings-versions.md): what stale-edits.test.ts checks of every record, plus what is
 * their own — a record that is always there but never saved (version 0), the logo counted as a change of the
 * carrier settings, check calls and contacts counted as changes of their broker, the IFTA rates' import.
 */
const w = worldPerFile(async () => {
  const ctx = await createTestApp();
  const admin = (await loggedInUser(ctx, { role: 'Carriers', firstName: 'Cara', lastName: 'Boss' }))
    .authorization;
  const ana = (await loggedInUser(ctx, { role: 'Dispatcher', firstName: 'Ana', lastName: 'Ruiz' }))
    .authorization;
  const bo = (await loggedInUser(ctx, { role: 'Admin user', firstName: 'Bo', lastName: 'Lane' }))
    .authorization;
  return { ctx, admin, ana, bo, api: ctx.api.as(admin) };
});

type Answer = LightMyRequestResponse;

const ifMatch = (etag: string) => ({ headers: { 'if-match': etag } });

/** The 412 of a stale save, naming who saved `noun` since. */
function expectStale(r: Answer, who: string, noun: string) {
  expect(r.statusCode, r.body).toBe(412);
  expect(r.json()).toMatchObject({ statusCode: 412, error: 'PreconditionFailed' });
  expect(r.json().message).toMatch(
    new RegExp(
      `^${who} changed this ${noun} at \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} UTC\\. Reload to see the changes\\.$`,
    ),
  );
  expect(r.headers.etag).toBeUndefined();
}

/** The version an ETag names (`"3"` → 3). */
const versionIn = (etag: string) => Number(JSON.parse(etag));

/** A 2xx answer's ETag. */
function etagOf(r: Answer, status = 200): string {
  expect(r.statusCode, r.body).toBe(status);
  expect(r.headers.etag).toMatch(/^"\d+"$/);
  return String(r.headers.etag);
}

const logoForm = () => multipartBody([{ name: 'file', file: sampleFiles.png(), filename: 'logo.png' }]);

const uploadLogo = async (etag?: string) => {
  const form = await logoForm();
  const headers = { ...form.headers, ...(etag === undefined ? {} : { 'if-match': etag }) };
  return w.api.post('/api/carrier-settings/logo', form.payload, { headers });
};

describe('the carrier settings', () => {
  it('are at version 0 until first saved; the first save sent with it makes them 1, and only one such save wins', async () => {
    const empty = await w.api.get('/api/carrier-settings');
    expect(empty.json().data.configured).toBe(false);
    expect(etagOf(empty)).toBe('"0"');
    expect((await w.api.put('/api/carrier-settings', carrierDetails(), ifMatch('"1"'))).statusCode).toBe(412);
    expect((await w.api.put('/api/carrier-settings', carrierDetails(), ifMatch('nonsense'))).statusCode).toBe(
      412,
    );
    expect((await w.api.get('/api/carrier-settings')).json().data.configured).toBe(false);

    const first = await w.api.put(
      '/api/carrier-settings',
      carrierDetails({ name: 'First Co' }),
      ifMatch('"0"'),
    );
    expect(etagOf(first)).toBe('"1"');
    expect(first.json().data).toMatchObject({ configured: true, name: 'First Co' });
    const late = await w.ctx.api.put('/api/carrier-settings', carrierDetails({ name: 'Late Co' }), {
      as: w.bo,
      ...ifMatch('"0"'),
    });
    expectStale(late, 'Cara Boss', 'carrier settings');
    expect((await w.api.get('/api/carrier-settings')).json().data.name).toBe('First Co');
  });

  it('count a new logo and its removal as changes: both answer the new version and honour If-Match', async () => {
    const read = etagOf(await w.api.get('/api/carrier-settings'));
    const saved = etagOf(await w.api.put('/api/carrier-settings', carrierDetails(), ifMatch(read)));

    const staleUpload = await uploadLogo(read);
    expectStale(staleUpload, 'Cara Boss', 'carrier settings');
    expect((await w.api.get('/api/carrier-settings')).json().data.hasLogo).toBe(false);

    const uploaded = await uploadLogo(saved);
    const afterLogo = etagOf(uploaded);
    expect(versionIn(afterLogo)).toBe(versionIn(saved) + 1);
    expect(uploaded.json().data.hasLogo).toBe(true);
    expect((await w.api.get('/api/carrier-settings')).headers.etag).toBe(afterLogo);

    // A form filled before the logo changed is stale; the logo's own answer is the version to save with.
    const form = carrierDetails({ name: 'After Logo Co' });
    expectStale(
      await w.api.put('/api/carrier-settings', form, ifMatch(saved)),
      'Cara Boss',
      'carrier settings',
    );
    const again = etagOf(await w.api.put('/api/carrier-settings', form, ifMatch(afterLogo)));

    expectStale(
      await w.api.delete('/api/carrier-settings/logo', ifMatch(afterLogo)),
      'Cara Boss',
      'carrier settings',
    );
    const removed = await w.api.delete('/api/carrier-settings/logo', ifMatch(again));
    expect(versionIn(etagOf(removed))).toBe(versionIn(again) + 1);
    expect(removed.json().data.hasLogo).toBe(false);
    // Without If-Match, as older clients send them, both still go through.
    expect(etagOf(await uploadLogo())).toBe(`"${versionIn(again) + 2}"`);
    expect(etagOf(await w.api.delete('/api/carrier-settings/logo'))).toBe(`"${versionIn(again) + 3}"`);
  });
});

describe("a broker's check calls and contacts, kept on the broker", () => {
  it('answer the broker’s version; saving them is a change of the broker, so its form opened before is stale', async () => {
    const broker = await createBroker(w.ctx, w.admin);
    const id = broker.info.id;
    const detail = await w.api.get(`/api/bookings/brokers/findDetailBroker/${id}`);
    const read = await w.api.get(`/api/brokers/${id}/check-calls`);
    expect(etagOf(read)).toBe(etagOf(detail));

    const body = { contacts: [broker.extraData.brokerContactPeople[0]?.id], events: ['delivered'] };
    const saved = await w.ctx.api.put(`/api/brokers/${id}/check-calls`, body, {
      as: w.ana,
      ...ifMatch(etagOf(read)),
    });
    expect(versionIn(etagOf(saved))).toBe(versionIn(etagOf(read)) + 1);
    expect((await w.api.get(`/api/bookings/brokers/findDetailBroker/${id}`)).headers.etag).toBe(
      saved.headers.etag,
    );

    const form = { ...detail.json().data.info, contactPeople: undefined };
    const staleForm = await w.api.put(
      `/api/bookings/brokers/${id}`,
      brokerForm(form),
      ifMatch(etagOf(detail)),
    );
    expectStale(staleForm, 'Ana Ruiz', 'broker');
    const trail = await w.api.get(`/api/audit?entityType=broker&entityId=${id}`);
    expect(trail.json().data.items[0]).toMatchObject({ actorName: 'Ana Ruiz', summary: 'Check calls saved' });
  });

  it('count adding and removing a contact as changes of the broker: a form that would drop the new one is stale', async () => {
    const broker = await createBroker(w.ctx, w.admin);
    const id = broker.info.id;
    const detail = await w.api.get(`/api/bookings/brokers/findDetailBroker/${id}`);
    const v = etagOf(detail);
    const contact = {
      contactName: 'Nia Cole',
      role: 'Billing',
      phoneNumber: '2145550103',
      email: 'nia@lsf.com',
    };
    const added = await w.api.post(
      `/api/bookings/brokers/${id}/contactPeople`,
      { contactPeople: [contact] },
      ifMatch(v),
    );
    const afterAdd = etagOf(added, 201);
    expect(versionIn(afterAdd)).toBe(versionIn(v) + 1);

    // The edit form read before the contact was added sends its contact list, which would remove it.
    const kept = detail
      .json()
      .data.extraData.brokerContactPeople.map(
        (c: { id: number; contactName: string; role: string; phoneNumber: string; email: string }) => ({
          id: c.id,
          contactName: c.contactName,
          role: c.role,
          phoneNumber: c.phoneNumber,
          email: c.email,
        }),
      );
    const form = brokerForm({ ...detail.json().data.info, contactPeople: kept });
    expectStale(await w.api.put(`/api/bookings/brokers/${id}`, form, ifMatch(v)), 'Cara Boss', 'broker');
    const contacts = (await w.api.get(`/api/bookings/brokers/findDetailBroker/${id}`)).json().data.extraData
      .brokerContactPeople;
    expect(contacts).toHaveLength(3);

    const newest = added.json().data[0].id as number;
    expectStale(
      await w.api.delete(`/api/bookings/brokersContactPeople/${newest}`, ifMatch(v)),
      'Cara Boss',
      'broker',
    );
    const removed = await w.api.delete(`/api/bookings/brokersContactPeople/${newest}`, ifMatch(afterAdd));
    expect(versionIn(etagOf(removed))).toBe(versionIn(afterAdd) + 1);
    const status = await w.api.get(`/api/bookings/brokers/changeStatus/${id}?status=Approved`);
    expect(versionIn(etagOf(status))).toBe(versionIn(afterAdd) + 2);
  });
});

/** The broker update body from its detail's `info` (the edit form's fields). */
function brokerForm(info: Record<string, unknown>) {
  const { brokerName, mcNumber, involvingEmail, address, city, state, zipCode, daysToPay, contactPeople } =
    info;
  return { brokerName, mcNumber, involvingEmail, address, city, state, zipCode, daysToPay, contactPeople };
}

describe("a quarter's IFTA rates", () => {
  const rates = (year: number) => `/api/ifta/rates?year=${year}&quarter=3`;
  const csv = async (text: string, etag?: string) => {
    const form = await multipartBody([
      { name: 'file', file: Buffer.from(text), filename: 'r.csv', type: 'text/csv' },
    ]);
    const headers = { ...form.headers, ...(etag === undefined ? {} : { 'if-match': etag }) };
    return w.ctx.api.post(`/api/ifta/rates/import?year=2024&quarter=3`, form.payload, { as: w.ana, headers });
  };

  it('are at version 0 until first saved; the import honours If-Match and answers the new version', async () => {
    expect(etagOf(await w.api.get(rates(2024)))).toBe('"0"');
    const imported = await csv('jurisdiction,rate\nTX,0.2000\n', '"0"');
    expect(etagOf(imported)).toBe('"1"');
    expect(imported.json().data.rates).toEqual([{ code: 'TX', rate: 0.2 }]);

    const stale = await w.api.put(rates(2024), { rates: [{ code: 'OK', rate: 0.19 }] }, ifMatch('"0"'));
    expectStale(stale, 'Ana Ruiz', "quarter's rates");
    expectStale(await csv('jurisdiction,rate\nOK,0.1900\n', '"0"'), 'Ana Ruiz', "quarter's rates");
    expect((await w.api.get(rates(2024))).json().data.rates).toEqual([{ code: 'TX', rate: 0.2 }]);

    const saved = await w.api.put(rates(2024), { rates: [{ code: 'OK', rate: 0.19 }] }, ifMatch('"1"'));
    expect(etagOf(saved)).toBe('"2"');
    expect(etagOf(await csv('jurisdiction,rate\nTX,0.2100\n'))).toBe('"3"');
  });

  it('of a closed quarter answer 409 at the current version, 412 at an older one', async () => {
    expect(etagOf(await w.api.put(rates(2023), { rates: [{ code: 'TX', rate: 0.2 }] }, ifMatch('"0"')))).toBe(
      '"1"',
    );
    expect((await w.api.post('/api/ifta/close?year=2023&quarter=3')).statusCode).toBe(200);
    expect((await w.api.put(rates(2023), { rates: [] }, ifMatch('"1"'))).statusCode).toBe(409);
    expect((await w.api.put(rates(2023), { rates: [] }, ifMatch('"0"'))).statusCode).toBe(412);
    expect((await w.api.get(rates(2023))).headers.etag).toBe('"1"');
  });
});

describe("a load's instructions", () => {
  it('answer their version when created and read; a load without any answers no ETag; 404 before 412', async () => {
    const broker = await approvedBroker(w.ctx, w.admin);
    const load = await createLoad(w.api, broker.id, await approvedDriver(w.ctx, w.admin));
    const list = `/api/loadbook/loadbookinstructions/findByLoadbookId/${load.id}`;
    const none = await w.api.get(list);
    expect(none.statusCode).toBe(200);
    expect(none.headers.etag).toBeUndefined();

    const made = await w.api.post('/api/loadbook/loadbookinstructions', {
      loadbook_id: load.id,
      instruction_load: 'Gate 4',
    });
    expect(etagOf(made, 201)).toBe('"1"');
    expect((await w.api.get(list)).headers.etag).toBe('"1"');
    const url = `/api/loadbook/loadbookinstructions/${made.json().data.id}`;
    const edited = await w.ctx.api.put(url, { instruction_load: 'Gate 5' }, { as: w.ana, ...ifMatch('"1"') });
    expect(etagOf(edited)).toBe('"2"');
    expectStale(
      await w.api.put(url, { instruction_load: 'Gate 6' }, ifMatch('"1"')),
      'Ana Ruiz',
      "load's instructions",
    );
    expect((await w.api.get(list)).json().data[0].instruction_load).toBe('Gate 5');
    expect(
      (
        await w.api.put(
          '/api/loadbook/loadbookinstructions/999999',
          { instruction_load: 'x' },
          ifMatch('"1"'),
        )
      ).statusCode,
    ).toBe(404);
  });
});
