import { fieldMessages } from '@fletx/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody } from './helpers/broker-factories';
import { expectInvalid, type TestClient } from './helpers/client';
import { loggedInUser } from './helpers/factories';
import { approvedBroker, approvedDriverApi, createLoad, loadBody } from './helpers/load-factories';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * A stop's contact phone (docs/product.md "Stops"): optional on a booking's and a load's pickup and delivery,
 * kept through the booking → load step, and given to the driver's app with the load (its Call button).
 */
let ctx: TestContext;
let api: TestClient;
let dispatcher: string;
let brokerId: number;
let driver: Awaited<ReturnType<typeof approvedDriverApi>>;

beforeAll(async () => {
  ctx = await createTestApp();
  dispatcher = (await loggedInUser(ctx, { role: 'Dispatcher' })).authorization;
  const admin = (await loggedInUser(ctx, { role: 'Admin user' })).authorization;
  api = ctx.api.as(dispatcher);
  brokerId = (await approvedBroker(ctx, admin)).id;
  driver = await approvedDriverApi(ctx, admin, 'Phoebe');
});
afterAll(async () => {
  await ctx?.close();
});

/** The load as the driver API lists it to its driver. */
async function driverSees(loadId: number) {
  const r = await driver.api.get('/api/driver/loads');
  expect(r.statusCode, r.body).toBe(200);
  type Phones = { id: number; phone_pickup: string | null; phone_delivery: string | null };
  const load = (r.json().data as Phones[]).find((l) => l.id === loadId);
  expect(load).toBeDefined();
  return load;
}

describe("a stop's contact phone", () => {
  it('round-trips through a load and reaches the driver API; empty means none', async () => {
    const created = await createLoad(api, brokerId, driver.id, {
      phone_pickup: ' 2145550100 ',
      phone_delivery: '',
    });
    expect(created).toMatchObject({ phone_pickup: '2145550100', phone_delivery: null });
    const found = (await api.get(`/api/loadbook/find/${created.id}`)).json().data;
    expect(found.info[0]).toMatchObject({ phone_pickup: '2145550100', phone_delivery: null });
    expect(await driverSees(created.id)).toMatchObject({ phone_pickup: '2145550100', phone_delivery: null });

    const updated = await api.put(`/api/loadbook/manualUpdate/${created.id}`, {
      ...loadBody(brokerId, driver.id),
      phone_pickup: null,
      phone_delivery: '4045550123',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ phone_pickup: null, phone_delivery: '4045550123' });
    expect(await driverSees(created.id)).toMatchObject({ phone_pickup: null, phone_delivery: '4045550123' });
  });

  it('leaves the phones out of a load that does not give them', async () => {
    const created = await createLoad(api, brokerId, driver.id);
    expect(created).toMatchObject({ phone_pickup: null, phone_delivery: null });
  });

  it('is kept on a booking and passed on to the load made from it', async () => {
    const r = await api.post(
      '/api/bookings/manualCreate',
      bookingBody(brokerId, { phonePickup: '2145550199', phoneDelivery: '4045550188' }),
    );
    expect(r.statusCode, r.body).toBe(201);
    const booking = r.json().data;
    expect(booking).toMatchObject({ phonePickup: '2145550199', phoneDelivery: '4045550188' });
    expect((await api.get(`/api/bookings/find/${booking.id}`)).json().data).toMatchObject({
      phonePickup: '2145550199',
    });
    const toLoad = await api.post(`/api/bookings/${booking.id}/toLoad`, {});
    expect(toLoad.statusCode, toLoad.body).toBe(201);
    expect(toLoad.json().data).toMatchObject({ phone_pickup: '2145550199', phone_delivery: '4045550188' });
  });

  it('refuses anything but 7 to 15 digits, under the field', async () => {
    const load = await api.post('/api/loadbook/manualCreate', {
      ...loadBody(brokerId, driver.id),
      phone_pickup: '214-555',
    });
    expectInvalid(load, 'body.phone_pickup', fieldMessages.format);
    const booking = await api.post('/api/bookings/manualCreate', {
      ...bookingBody(brokerId),
      phoneDelivery: '12ab',
    });
    expectInvalid(booking, 'body.phoneDelivery', fieldMessages.format);
  });
});
