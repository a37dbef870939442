import { BOOKING_STATUS } from '@fletx/contract/bookings';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, createBroker } from './helpers/broker-factories';
import { expectAnswer, expectBadQueries, expectInvalid } from './helpers/client';
import { loggedInUser } from './helpers/factories';
import { createTestAppAs, worldPerFile } from './helpers/setup';

const w = worldPerFile(async () => {
  const { ctx, api } = await createTestAppAs({ role: 'Dispatcher' });
  const admin = (await loggedInUser(ctx, { role: 'Admin user' })).authorization;
  const broker = await createBroker(ctx, admin, { brokerName: 'Coyote Logistics' }, 'Approved');
  return { ctx, api, admin, approvedId: broker.info.id, approvedName: broker.info.brokerName };
});

/** The booking form's create: the world's approved broker, with `overrides`. */
const postBookingForm = (overrides: Record<string, unknown> = {}) =>
  w.api.post('/api/bookings/manualCreate', { ...bookingBody(w.approvedId), ...overrides });

async function createBooking(overrides: Record<string, unknown> = {}) {
  const r = await postBookingForm(overrides);
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data;
}

describe('POST /api/bookings/manualCreate', () => {
  it("creates a booking 'Active' (statusId 1) with its wire names, USA, the broker's name and the trip rate", async () => {
    const r = await postBookingForm({
      idNumber: '  BK-7788 ',
      stateCodePickup: 'tx',
      freightCompany: '2450.50',
      distance: '781',
      loadWeight: '42000.5',
    });
    const data = expectAnswer(r, 201, 'The booking has been created.');
    expect(data).toMatchObject({
      idNumber: 'BK-7788',
      loadBrokerId: w.approvedId,
      companyName: w.approvedName,
      distance: 781,
      openTimePickup: '2026-03-02T08:00:00.000Z',
      closeTimePickup: '2026-03-02T12:00:00.000Z',
      datePickup: '2026-03-02',
      nameLocationPickup: 'Walmart DC 6094',
      postalCodePickup: '75261',
      countryCodePickup: 'USA',
      stateCodePickup: 'TX',
      cityPickup: 'Dallas',
      openTimeDelivery: '2026-03-03T14:00:00.000Z',
      dateDelivery: '2026-03-03',
      countryCodeDelivery: 'USA',
      stateCodeDelivery: 'GA',
      productName: 'Canned goods',
      freightCompany: 2450.5,
      loadWeight: 42000.5,
      trailerType: 1,
      trailerTypeName: 'Dry Van',
      lenght: '53 ft',
      loadType: 'FTL',
      statusId: BOOKING_STATUS.active,
      statusName: 'Active',
    });
    const found = await w.api.get(`/api/bookings/find/${data.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual(data);
  });

  it('keeps money exact: 0.1 + 0.2 style amounts round-trip to the cent', async () => {
    const data = await createBooking({ freightCompany: 1999.99 });
    expect(data.freightCompany).toBe(1999.99);
    const bad = await postBookingForm({ freightCompany: 10.001 });
    expectInvalid(bad, 'body.freightCompany', 'Must be an amount with at most 2 decimals');
  });

  it('leaves delivery times, facility and trip details optional', async () => {
    const data = await createBooking({
      openTimeDelivery: '',
      closeTimeDelivery: null,
      nameLocationDelivery: '',
      distance: '',
      freightCompany: null,
      loadWeight: undefined,
      productName: '',
      lenght: '',
      loadType: '',
      instruction: '',
    });
    expect(data).toMatchObject({
      openTimeDelivery: null,
      closeTimeDelivery: null,
      dateDelivery: null,
      nameLocationDelivery: null,
      distance: null,
      freightCompany: null,
      loadWeight: null,
      productName: null,
      lenght: null,
      loadType: null,
      instruction: null,
    });
  });

  it('requires ID number, broker, pickup times, ZIPs, states, cities and trailer type', async () => {
    const r = await w.api.post('/api/bookings/manualCreate', {});
    expect(r.statusCode).toBe(400);
    const paths = r.json().details.map((d: { path: string }) => d.path);
    expect(paths.sort()).toEqual(
      [
        'idNumber',
        'loadBrokerId',
        'openTimePickup',
        'closeTimePickup',
        'postalCodePickup',
        'stateCodePickup',
        'cityPickup',
        'postalCodeDelivery',
        'stateCodeDelivery',
        'cityDelivery',
        'trailerType',
      ]
        .map((p) => `body.${p}`)
        .sort(),
    );
    expect(r.json().message).toBe('Required field');
  });

  it('checks formats: numeric ZIPs, US states, USA only, times, trailer type, load type, coordinates', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ postalCodePickup: '7526A' }, 'postalCodePickup', 'Must be 5 digits'],
      [{ postalCodeDelivery: '303361' }, 'postalCodeDelivery', 'Maximum 5 characters'],
      [{ stateCodePickup: 'ZZ' }, 'stateCodePickup', 'Choose a US state'],
      [{ stateCodeDelivery: 'Georgia' }, 'stateCodeDelivery', 'Choose a US state'],
      [{ countryCodePickup: 'MEX' }, 'countryCodePickup', 'The country code is USA'],
      [{ openTimePickup: '02/03/2026 08:00' }, 'openTimePickup', 'Enter a date and time (yyyy-MM-ddTHH:mm)'],
      [
        { closeTimePickup: '2026-03-02T07:00' },
        'closeTimePickup',
        'The close time must not be before the open time',
      ],
      [
        { openTimeDelivery: '2026-03-01T14:00', closeTimeDelivery: '2026-03-01T18:00' },
        'openTimeDelivery',
        'The delivery must not open before the pickup opens',
      ],
      [{ trailerType: 9 }, 'trailerType', 'Choose a trailer type'],
      [{ loadType: 'XL' }, 'loadType', 'Choose FTL or LTL'],
      [{ latPickup: 91 }, 'latPickup', 'Must be a latitude between -90 and 90'],
      [{ distance: 'far' }, 'distance', 'Must be a number'],
      [{ loadWeight: -5 }, 'loadWeight', 'Must be a number'],
    ];
    for (const [override, path, message] of cases) {
      const r = await postBookingForm(override);
      expect(r.statusCode, path).toBe(400);
      expect(r.json().details, path).toContainEqual({ path: `body.${path}`, message });
    }
  });

  it('accepts only approved brokers: 409 for pending or suspended, 400 for an unknown one', async () => {
    const pending = await createBroker(w.ctx, w.admin, { brokerName: 'Pending Freight' });
    const suspended = await createBroker(w.ctx, w.admin, { brokerName: 'Suspended Freight' }, 'Suspended');
    const p = await w.api.post('/api/bookings/manualCreate', bookingBody(pending.info.id));
    expect(p.statusCode).toBe(409);
    expect(p.json().message).toBe(
      'Only approved brokers can be chosen: Pending Freight is Pending approval.',
    );
    const s = await w.api.post('/api/bookings/manualCreate', bookingBody(suspended.info.id));
    expect(s.statusCode).toBe(409);
    expect(s.json().message).toBe('Only approved brokers can be chosen: Suspended Freight is Suspended.');
    const u = await w.api.post('/api/bookings/manualCreate', bookingBody(999999));
    expect(u.statusCode).toBe(400);
    expect(u.json().message).toBe('The chosen broker does not exist.');
  });
});

describe('PUT /api/bookings/{id}', () => {
  it('updates every field and keeps the status', async () => {
    const created = await createBooking();
    const r = await w.api.put(`/api/bookings/${created.id}`, {
      ...bookingBody(w.approvedId),
      idNumber: 'BK-EDITED',
      openTimePickup: '2026-04-10T06:30',
      closeTimePickup: '2026-04-10T09:00',
      openTimeDelivery: '2026-04-11T14:00',
      closeTimeDelivery: '2026-04-11T18:00',
      cityDelivery: 'Savannah',
      postalCodeDelivery: '31401',
      freightCompany: 3100,
      trailerType: 3,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('The booking has been updated.');
    expect(r.json().data).toMatchObject({
      id: created.id,
      idNumber: 'BK-EDITED',
      datePickup: '2026-04-10',
      cityDelivery: 'Savannah',
      freightCompany: 3100,
      trailerType: 3,
      trailerTypeName: 'Reefer',
      statusId: BOOKING_STATUS.active,
      statusName: 'Active',
    });
    expect((await w.api.get(`/api/bookings/find/${created.id}`)).json().data.idNumber).toBe('BK-EDITED');
  });

  it('keeps a broker suspended since, refuses switching to a broker that is not approved', async () => {
    const broker = await createBroker(w.ctx, w.admin, { brokerName: 'Later Suspended' }, 'Approved');
    const created = await createBooking({ loadBrokerId: broker.info.id });
    await w.api.get(`/api/bookings/brokers/changeStatus/${broker.info.id}?status=Suspended`, { as: w.admin });
    const same = await w.api.put(`/api/bookings/${created.id}`, {
      ...bookingBody(broker.info.id),
      idNumber: 'KEEP',
    });
    expect(same.statusCode).toBe(200);
    const other = await createBroker(w.ctx, w.admin, { brokerName: 'Never Approved' });
    const switched = await w.api.put(`/api/bookings/${created.id}`, bookingBody(other.info.id));
    expect(switched.statusCode).toBe(409);
  });

  it('answers 404 for an unknown booking and 400 for bad input', async () => {
    expect((await w.api.put('/api/bookings/999999', bookingBody(w.approvedId))).statusCode).toBe(404);
    expect((await w.api.get('/api/bookings/find/999999')).statusCode).toBe(404);
    expect((await w.api.get('/api/bookings/find/abc')).statusCode).toBe(400);
    const created = await createBooking();
    expect((await w.api.put(`/api/bookings/${created.id}`, { idNumber: '' })).statusCode).toBe(400);
  });
});

describe('lists: findForBookings and findForDate', () => {
  let ctxDates: string[];
  beforeAll(async () => {
    ctxDates = ['2027-01-05', '2027-01-06', '2027-01-07', '2027-01-08'];
    for (const [i, date] of ctxDates.entries()) {
      await createBooking({
        idNumber: `RANGE-${i}`,
        openTimePickup: `${date}T23:30`,
        closeTimePickup: `${date}T23:59`,
        openTimeDelivery: '',
        closeTimeDelivery: '',
      });
    }
  });

  it('findForBookings pages latest pickup first, with the total', async () => {
    const r = await w.api.get('/api/bookings/findForBookings?take=2&page=1');
    expect(r.statusCode).toBe(200);
    const { data } = r.json();
    expect(data.info.map((b: { idNumber: string }) => b.idNumber)).toEqual(['RANGE-3', 'RANGE-2']);
    expect(data.extraData).toMatchObject({ page: 1, take: 2 });
    expect(data.extraData.total).toBeGreaterThanOrEqual(4);
    const next = (await w.api.get('/api/bookings/findForBookings?take=2&page=2')).json().data;
    expect(next.info.map((b: { idNumber: string }) => b.idNumber)).toEqual(['RANGE-1', 'RANGE-0']);
  });

  it('findForDate keeps pickup dates within the range, both ends inclusive (UTC dates)', async () => {
    const r = await w.api.get(
      '/api/bookings/findForDate/?take=10&page=1&initialDate=2027-01-06&finalDate=2027-01-07',
    );
    expect(r.statusCode).toBe(200);
    const { data } = r.json();
    expect(data.info.map((b: { idNumber: string }) => b.idNumber)).toEqual(['RANGE-2', 'RANGE-1']);
    expect(data.extraData.total).toBe(2);
    const oneDay = (
      await w.api.get('/api/bookings/findForDate?initialDate=2027-01-08&finalDate=2027-01-08')
    ).json();
    expect(oneDay.data.info.map((b: { idNumber: string }) => b.idNumber)).toEqual(['RANGE-3']);
    const openEnded = (await w.api.get('/api/bookings/findForDate?initialDate=2027-01-07')).json();
    expect(openEnded.data.extraData.total).toBe(2);
  });

  it('refuses bad dates and reversed ranges (400)', async () => {
    const reversed = await w.api.get('/api/bookings/findForDate?initialDate=2027-01-08&finalDate=2027-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('The initial date must not be after the final date');
    await expectBadQueries(w.api, '/api/bookings/findForDate', [
      'initialDate=08/01/2027',
      'finalDate=2027-02-30',
      'take=0',
      'page=x',
    ]);
  });
});

describe('a booking turned into a load', () => {
  /** The booking as each read answers it: by id, in both lists, and its CSV row's Status and Load cells. */
  async function readsOf(id: number, idNumber: string, date: string) {
    const byId = (await w.api.get(`/api/bookings/find/${id}`)).json().data;
    const inRange = (
      await w.api.get(`/api/bookings/findForDate?initialDate=${date}&finalDate=${date}`)
    ).json().data.info;
    const all = (await w.api.get('/api/bookings/findForBookings?take=100')).json().data.info;
    const csv = await w.api.get(`/api/bookings/findForDate?initialDate=${date}&finalDate=${date}&format=csv`);
    const csvRow = csv.body.split('\r\n').find((line: string) => line.startsWith(`${id},${idNumber},`));
    return {
      byId,
      inRange: inRange.find((b: { id: number }) => b.id === id),
      inAll: all.find((b: { id: number }) => b.id === id),
      csvStatusAndLoad: csvRow?.split(',').slice(-2),
    };
  }

  it("reads 'Converted' with its load's id everywhere; a second conversion is a 409 naming that load", async () => {
    const fields = {
      idNumber: 'CONV-1',
      openTimePickup: '2026-05-04T08:00',
      closeTimePickup: '2026-05-04T10:00',
      openTimeDelivery: '2026-05-05T14:00',
      closeTimeDelivery: '2026-05-05T18:00',
    };
    const booking = await createBooking(fields);
    expect(booking).toMatchObject({ statusId: BOOKING_STATUS.active, statusName: 'Active', loadId: null });
    const before = await readsOf(booking.id, 'CONV-1', '2026-05-04');
    expect(before.inRange).toMatchObject({ statusName: 'Active', loadId: null });
    expect(before.csvStatusAndLoad).toEqual(['Active', '']);

    const made = await w.api.post(`/api/bookings/${booking.id}/toLoad`);
    expect(made.statusCode, made.body).toBe(201);
    const loadId = made.json().data.id as number;
    const converted = { statusId: BOOKING_STATUS.converted, statusName: 'Converted', loadId };
    const after = await readsOf(booking.id, 'CONV-1', '2026-05-04');
    expect(after.byId).toMatchObject(converted);
    expect(after.inRange).toEqual(after.byId);
    expect(after.inAll).toEqual(after.byId);
    expect(after.csvStatusAndLoad).toEqual(['Converted', String(loadId)]);

    const again = await w.api.post(`/api/bookings/${booking.id}/toLoad`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`This booking is already load #${loadId}.`);
  });

  it('is closed once converted: an edit is a 409 naming the load, and nothing changes', async () => {
    const booking = await createBooking({ idNumber: 'CONV-CLOSED', productName: 'Steel' });
    const loadId = (await w.api.post(`/api/bookings/${booking.id}/toLoad`)).json().data.id as number;
    const read = await w.api.get(`/api/bookings/find/${booking.id}`);
    const edit = { ...bookingBody(w.approvedId), idNumber: 'CONV-CLOSED', productName: 'Paper' };
    const refused = await w.api.put(`/api/bookings/${booking.id}`, edit, {
      headers: { 'if-match': read.headers.etag as string },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'Conflict',
      message: `This booking is load #${loadId} now: change the load instead.`,
    });
    const after = await w.api.get(`/api/bookings/find/${booking.id}`);
    expect(after.json().data).toEqual(read.json().data);
    expect(after.headers.etag).toBe(read.headers.etag);
    // The OpenAPI description declares the answer.
    const doc = (await w.api.get('/api/docs/json')).json();
    expect(Object.keys(doc.paths['/api/bookings/{id}'].put.responses)).toContain('409');
  });

  it('an edit and a conversion at once cannot both win: the load has what the booking keeps', async () => {
    const racing = await Promise.all(
      [1, 2, 3].map(async (n) => {
        const booking = await createBooking({ idNumber: `RACE-${n}`, productName: 'Steel' });
        const edit = { ...bookingBody(w.approvedId), idNumber: `RACE-${n}`, productName: 'Paper' };
        const [edited, made] = await Promise.all([
          w.api.put(`/api/bookings/${booking.id}`, edit),
          w.api.post(`/api/bookings/${booking.id}/toLoad`),
        ]);
        expect(made.statusCode, made.body).toBe(201);
        expect([200, 409]).toContain(edited.statusCode);
        const kept = (await w.api.get(`/api/bookings/find/${booking.id}`)).json().data;
        return { edited: edited.statusCode, kept: kept.productName, load: made.json().data.product_name };
      }),
    );
    for (const race of racing) {
      // Edited first: the load took the edit. Converted first: the edit was refused.
      expect(race.load).toBe(race.kept);
      expect(race.kept).toBe(race.edited === 200 ? 'Paper' : 'Steel');
    }
  });

  it('two conversions at once make one load; the other is the same clear 409', async () => {
    const booking = await createBooking({ idNumber: 'CONV-2' });
    const answers = await Promise.all([
      w.api.post(`/api/bookings/${booking.id}/toLoad`),
      w.api.post(`/api/bookings/${booking.id}/toLoad`),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409]);
    const made = answers.find((a) => a.statusCode === 201)?.json().data.id;
    const refused = answers.find((a) => a.statusCode === 409)?.json().message;
    expect(refused).toBe(`This booking is already load #${made}.`);
    expect((await w.api.get(`/api/bookings/find/${booking.id}`)).json().data.loadId).toBe(made);
  });
});
