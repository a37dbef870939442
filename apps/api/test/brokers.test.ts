import { describe, expect, it } from 'vitest';
import { brokerBody, createBroker } from './helpers/broker-factories';
import { expectAnswer, expectBadQueries, expectMissing } from './helpers/client';
import { loggedInUser } from './helpers/factories';
import { createTestAppAs, worldPerFile } from './helpers/setup';

const w = worldPerFile(async () => {
  const { ctx, api, authorization: dispatcher } = await createTestAppAs({ role: 'Dispatcher' });
  return { ctx, api, dispatcher, admin: (await loggedInUser(ctx, { role: 'Admin user' })).authorization };
});

describe('POST /api/bookings/brokers', () => {
  it("creates a broker 'Pending approval' with its contact people, trimmed and normalised", async () => {
    const body = brokerBody({ brokerName: '  Acme Logistics  ', mcNumber: 'mc-778812', state: 'tx' });
    const r = await w.api.post('/api/bookings/brokers', {
      ...body,
      involvingEmail: ' Billing@Acme.COM ',
      daysToPay: '45',
      comment: 'Pays on time',
    });
    const data = expectAnswer(r, 201, 'The broker has been created.');
    expect(data.info).toMatchObject({
      brokerName: 'Acme Logistics',
      mcNumber: 'MC-778812',
      involvingEmail: 'billing@acme.com',
      state: 'TX',
      zipCode: '75202',
      daysToPay: 45,
      status: 'Pending approval',
      comment: 'Pays on time',
    });
    expect(data.extraData.brokerContactPeople).toHaveLength(2);
    expect(data.extraData.brokerContactPeople[0]).toMatchObject({
      brokerId: data.info.id,
      contactName: 'Dana Whitfield',
      role: 'Dispatcher',
      phoneNumber: '2145550101',
      email: 'dana@lsf.com',
    });
  });

  it("refuses zero contact rows with 'Contact info must not be provided'", async () => {
    const r = await w.api.post('/api/bookings/brokers', brokerBody({ contactPeople: [] }));
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('Contact info must not be provided');
    const missing = await w.api.post('/api/bookings/brokers', {
      ...brokerBody(),
      contactPeople: undefined,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Contact info must not be provided');
  });

  it('requires every broker field and every contact field', async () => {
    const r = await w.api.post('/api/bookings/brokers', { contactPeople: [{}] });
    expectMissing(r, [
      'brokerName',
      'mcNumber',
      'involvingEmail',
      'address',
      'city',
      'state',
      'zipCode',
      'daysToPay',
      'contactPeople.0.contactName',
      'contactPeople.0.role',
      'contactPeople.0.phoneNumber',
      'contactPeople.0.email',
    ]);
    expect(r.json().details[0].message).toBe('Required field');
  });

  it('checks formats: email, numeric ZIP, US state, days to pay, phone', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ involvingEmail: 'not-an-email' }, 'involvingEmail', 'The email is invalid'],
      [{ zipCode: '75A02' }, 'zipCode', 'Must be 5 digits'],
      [{ zipCode: '752021' }, 'zipCode', 'Maximum 5 characters'],
      [{ state: 'XX' }, 'state', 'Choose a US state'],
      [{ daysToPay: 400 }, 'daysToPay', 'Must be a whole number from 0 to 365'],
      [{ daysToPay: 'ten' }, 'daysToPay', 'Must be a whole number from 0 to 365'],
      [{ daysToPay: 2.5 }, 'daysToPay', 'Must be a whole number from 0 to 365'],
      [{ mcNumber: 'MC 12/3' }, 'mcNumber', 'Letters, digits and dashes only'],
      [
        {
          contactPeople: [{ contactName: 'A', role: 'B', phoneNumber: '12ab', email: 'a@b.co' }],
        },
        'contactPeople.0.phoneNumber',
        'Does not comply with the format',
      ],
    ];
    for (const [override, path, message] of cases) {
      const r = await w.api.post('/api/bookings/brokers', { ...brokerBody(), ...override });
      expect(r.statusCode, path).toBe(400);
      expect(r.json().details, path).toContainEqual({ path: `body.${path}`, message });
    }
  });

  it('refuses a second broker with the same MC number (409), whatever its case', async () => {
    await createBroker(w.ctx, w.dispatcher, { mcNumber: 'MC-555001' });
    const r = await w.api.post('/api/bookings/brokers', brokerBody({ mcNumber: 'mc-555001' }));
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({
      error: 'Conflict',
      message: 'A broker with the MC number MC-555001 already exists.',
    });
  });
});

describe('GET /api/bookings/brokers (list)', () => {
  it('pages newest first with the total and the contact count', async () => {
    for (let i = 0; i < 3; i++) await createBroker(w.ctx, w.dispatcher, { brokerName: `Paging Broker ${i}` });
    const r = await w.api.get('/api/bookings/brokers?page=1&take=2');
    expect(r.statusCode).toBe(200);
    const { data } = r.json();
    expect(data.info).toHaveLength(2);
    expect(data.extraData).toMatchObject({ page: 1, take: 2 });
    expect(data.extraData.total).toBeGreaterThanOrEqual(3);
    expect(data.info[0].brokerName).toBe('Paging Broker 2');
    expect(data.info[0].contactPeopleCount).toBe(2);
    const second = (await w.api.get('/api/bookings/brokers?page=2&take=2')).json().data;
    expect(second.info[0].id).not.toBe(data.info[0].id);
    const defaults = (await w.api.get('/api/bookings/brokers')).json().data;
    expect(defaults.extraData).toMatchObject({ page: 1, take: 10 });
  });

  it('searches name, MC number, city and email, ignoring case and accents', async () => {
    await createBroker(w.ctx, w.dispatcher, {
      brokerName: 'Transportes Peñasco',
      mcNumber: 'MC-990011',
      city: 'San Antonio',
    });
    for (const term of ['peñasco', 'PENASCO', 'mc-990011', 'san anto']) {
      const { data } = (await w.api.get(`/api/bookings/brokers?search=${encodeURIComponent(term)}`)).json();
      expect(
        data.info.map((b: { brokerName: string }) => b.brokerName),
        term,
      ).toContain('Transportes Peñasco');
    }
    const none = (await w.api.get('/api/bookings/brokers?search=%25%25zzz_')).json().data;
    expect(none.info).toEqual([]);
    expect(none.extraData.total).toBe(0);
  });

  it('refuses bad paging (400)', async () => {
    await expectBadQueries(w.api, '/api/bookings/brokers', ['page=0', 'take=101', 'page=abc', 'take=-1']);
  });
});

describe('PUT /api/bookings/brokers/{id} and findDetailBroker', () => {
  it('updates the broker and replaces its contacts when given (kept ids updated, new added, others removed)', async () => {
    const created = await createBroker(w.ctx, w.dispatcher);
    const [first, second] = created.extraData.brokerContactPeople;
    const body = brokerBody({
      brokerName: 'Renamed Freight',
      mcNumber: created.info.mcNumber,
      daysToPay: 15,
      comment: 'Quick pay',
      contactPeople: [],
    });
    const r = await w.api.put(`/api/bookings/brokers/${created.info.id}`, {
      ...body,
      contactPeople: [
        {
          id: first?.id,
          contactName: 'Dana W.',
          role: 'Lead',
          phoneNumber: '2145550199',
          email: 'dw@lsf.com',
        },
        { contactName: 'New Person', role: 'Claims', phoneNumber: '2145550177', email: 'np@lsf.com' },
      ],
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('The broker has been updated.');
    const detail = (await w.api.get(`/api/bookings/brokers/findDetailBroker/${created.info.id}`)).json();
    expect(detail.data.info).toMatchObject({
      brokerName: 'Renamed Freight',
      daysToPay: 15,
      comment: 'Quick pay',
    });
    const contacts = detail.data.extraData.brokerContactPeople;
    expect(contacts.map((c: { contactName: string }) => c.contactName)).toEqual(['Dana W.', 'New Person']);
    expect(contacts[0].id).toBe(first?.id);
    expect(contacts.some((c: { id: number }) => c.id === second?.id)).toBe(false);
  });

  it('keeps the contacts when contactPeople is left out', async () => {
    const created = await createBroker(w.ctx, w.dispatcher);
    const { contactPeople: _omit, ...body } = brokerBody({ mcNumber: created.info.mcNumber });
    const r = await w.api.put(`/api/bookings/brokers/${created.info.id}`, body);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.extraData.brokerContactPeople).toHaveLength(2);
  });

  it('refuses another broker’s MC number (409), an unknown broker or contact (404), zero contacts (400)', async () => {
    const a = await createBroker(w.ctx, w.dispatcher);
    const b = await createBroker(w.ctx, w.dispatcher);
    const dup = await w.api.put(
      `/api/bookings/brokers/${b.info.id}`,
      brokerBody({ mcNumber: a.info.mcNumber }),
    );
    expect(dup.statusCode).toBe(409);
    const unknown = await w.api.put('/api/bookings/brokers/999999', brokerBody());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This broker does not exist.');
    const foreignContact = a.extraData.brokerContactPeople[0]?.id;
    const wrong = await w.api.put(`/api/bookings/brokers/${b.info.id}`, {
      ...brokerBody({ mcNumber: b.info.mcNumber }),
      contactPeople: [
        { id: foreignContact, contactName: 'X', role: 'Y', phoneNumber: '2145550100', email: 'x@y.co' },
      ],
    });
    expect(wrong.statusCode).toBe(404);
    const empty = await w.api.put(`/api/bookings/brokers/${b.info.id}`, {
      ...brokerBody({ mcNumber: b.info.mcNumber }),
      contactPeople: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Contact info must not be provided');
  });

  it('answers 404 for an unknown broker and 400 for a bad id', async () => {
    expect((await w.api.get('/api/bookings/brokers/findDetailBroker/999999')).statusCode).toBe(404);
    expect((await w.api.get('/api/bookings/brokers/findDetailBroker/abc')).statusCode).toBe(400);
    expect((await w.api.get('/api/bookings/brokers/findDetailBroker/0')).statusCode).toBe(400);
  });
});

describe('GET /api/bookings/brokers/changeStatus/{id}?status=', () => {
  it('lets Carriers and Admin users approve, suspend and reset a broker', async () => {
    const created = await createBroker(w.ctx, w.dispatcher);
    const carriers = (await loggedInUser(w.ctx, { role: 'Carriers' })).authorization;
    for (const [status, auth] of [
      ['Approved', w.admin],
      ['Suspended', carriers],
      ['Pending approval', w.admin],
    ] as const) {
      const r = await w.api.get(
        `/api/bookings/brokers/changeStatus/${created.info.id}?status=${encodeURIComponent(status)}`,
        { as: auth },
      );
      expect(r.statusCode, status).toBe(200);
      expect(r.json().message).toBe(`The broker's status is now ${status}.`);
      expect(r.json().data.status).toBe(status);
    }
  });

  it('refuses Dispatchers (403), unknown statuses (400) and unknown brokers (404)', async () => {
    const created = await createBroker(w.ctx, w.dispatcher);
    const url = `/api/bookings/brokers/changeStatus/${created.info.id}`;
    expect((await w.api.get(`${url}?status=Approved`)).statusCode).toBe(403);
    const bad = await w.api.get(`${url}?status=Deleted`, { as: w.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The status must be one of: Pending approval, Approved, Suspended');
    expect((await w.api.get(url, { as: w.admin })).statusCode).toBe(400);
    expect(
      (await w.api.get('/api/bookings/brokers/changeStatus/999999?status=Approved', { as: w.admin }))
        .statusCode,
    ).toBe(404);
  });
});

describe('listApproved and findNames', () => {
  it('listApproved answers approved brokers only, by name', async () => {
    const approved = await createBroker(w.ctx, w.admin, { brokerName: 'AAA Approved Lines' }, 'Approved');
    const suspended = await createBroker(w.ctx, w.admin, { brokerName: 'AAA Suspended Lines' }, 'Suspended');
    const pending = await createBroker(w.ctx, w.dispatcher, { brokerName: 'AAA Pending Lines' });
    const { data } = (await w.api.get('/api/bookings/brokers/listApproved/')).json();
    const ids = data.map((b: { id: number }) => b.id);
    expect(ids).toContain(approved.info.id);
    expect(ids).not.toContain(suspended.info.id);
    expect(ids).not.toContain(pending.info.id);
    expect(data.every((b: { status: string }) => b.status === 'Approved')).toBe(true);
    expect(data.find((b: { id: number }) => b.id === approved.info.id)).toEqual({
      id: approved.info.id,
      brokerName: 'AAA Approved Lines',
      name: 'AAA Approved Lines',
      status: 'Approved',
    });
    const names = data.map((b: { name: string }) => b.name);
    expect(names).toEqual([...names].sort((x: string, y: string) => x.localeCompare(y)));
  });

  it('findNames matches a prefix first, then anywhere in the name, ignoring case and accents', async () => {
    await createBroker(w.ctx, w.dispatcher, { brokerName: 'Zephyr Haulers' });
    await createBroker(w.ctx, w.dispatcher, { brokerName: 'Blue Zéphyr Cargo' });
    const { data } = (
      await w.api.get(`/api/bookings/brokers/findNames/${encodeURIComponent('zeph')}`)
    ).json();
    expect(data.map((b: { brokerName: string }) => b.brokerName)).toEqual([
      'Zephyr Haulers',
      'Blue Zéphyr Cargo',
    ]);
    const none = (await w.api.get('/api/bookings/brokers/findNames/qqqxxx')).json();
    expect(none.data).toEqual([]);
  });
});

describe('contact people', () => {
  it('POST /brokers/{id}/contactPeople adds rows; DELETE brokersContactPeople/{id} removes one', async () => {
    const created = await createBroker(w.ctx, w.dispatcher);
    const add = await w.api.post(`/api/bookings/brokers/${created.info.id}/contactPeople`, {
      contactPeople: [
        { contactName: 'Third Person', role: 'Ops', phoneNumber: '2145550103', email: 'third@lsf.com' },
      ],
    });
    expect(add.statusCode).toBe(201);
    expect(add.json().message).toBe('The contact people have been added.');
    expect(add.json().data).toHaveLength(1);
    const contactId = add.json().data[0].id;
    const del = await w.api.delete(`/api/bookings/brokersContactPeople/${contactId}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({
      message: 'The contact person has been deleted.',
      data: { id: contactId },
    });
    expect((await w.api.delete(`/api/bookings/brokersContactPeople/${contactId}`)).statusCode).toBe(404);
  });

  it('refuses to delete the last contact person (409) and empty additions (400)', async () => {
    const created = await createBroker(w.ctx, w.dispatcher);
    const [first, second] = created.extraData.brokerContactPeople;
    expect((await w.api.delete(`/api/bookings/brokersContactPeople/${first?.id}`)).statusCode).toBe(200);
    const last = await w.api.delete(`/api/bookings/brokersContactPeople/${second?.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/at least one contact person/);
    const empty = await w.api.post(`/api/bookings/brokers/${created.info.id}/contactPeople`, {
      contactPeople: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Contact info must not be provided');
    const unknown = await w.api.post('/api/bookings/brokers/999999/contactPeople', {
      contactPeople: [{ contactName: 'A', role: 'B', phoneNumber: '2145550100', email: 'a@b.co' }],
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('access', () => {
  it('needs a token (401); drivers get 403', async () => {
    expect((await w.api.get('/api/bookings/brokers', { as: null })).statusCode).toBe(401);
  });
});
