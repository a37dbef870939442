import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingsService } from '../src/modules/bookings/bookings.service';
import { BrokersService } from '../src/modules/brokers/brokers.service';
import { LoadsService } from '../src/modules/loads/loads.service';
import { loggedInUser } from './helpers/factories';
import { approvedBroker, approvedDriver, loadBody } from './helpers/load-factories';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let dispatcher: string;
let carrier: string;
let brokerId: number;
let driverId: number;
let service: LoadsService;

beforeAll(async () => {
  ctx = await createTestApp();
  dispatcher = (await loggedInUser(ctx, { role: 'Dispatcher' })).authorization;
  carrier = (await loggedInUser(ctx, { role: 'Carriers', firstName: 'Carl', lastName: 'Carrier' }))
    .authorization;
  ({ id: brokerId } = await approvedBroker(ctx, carrier, 'Coyote Logistics'));
  driverId = await approvedDriver(ctx, carrier);
  const brokers = new BrokersService(ctx.database.db);
  service = new LoadsService(ctx.database.db, brokers, new BookingsService(ctx.database.db, brokers));
});
afterAll(async () => {
  await ctx?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  authorization: string,
  payload?: object,
) =>
  ctx.app.inject({ method, url, headers: { authorization }, ...(payload === undefined ? {} : { payload }) });

let seq = 0;
async function endedLoad() {
  const r = await call('POST', '/api/loadbook/manualCreate', dispatcher, {
    ...loadBody(brokerId, driverId),
    id_number: `DA-${++seq}`,
  });
  const id = r.json().data.id as number;
  const actor = { userId: driverId, role: 'Driver' };
  await service.transition(id, 'accept', actor);
  for (let s = 4; s < 10; s++) await service.transition(id, 'advance', actor);
  expect(
    (await call('PUT', `/api/loadbook/update/${id}`, dispatcher, { loadbook_status_id: 11 })).statusCode,
  ).toBe(200);
  return id;
}

describe('delivery approval', () => {
  it('computes the statement to the cent, freezes it on approval, and moves the load to 12', async () => {
    const id = await endedLoad();
    const acc = await call('POST', '/api/finance/transactions', dispatcher, {
      loadbook_id: id,
      transaction_type_id: 3,
      amount: 150.25,
      comment: 'Lumper',
    });
    expect(acc.statusCode, acc.body).toBe(201);
    const list = (await call('GET', '/api/delivery-approval/?search=DA-', dispatcher)).json().data;
    expect(list.info.map((l: { id: number }) => l.id)).toContain(id);
    const row = list.info.find((l: { id: number }) => l.id === id);
    expect(row.ended_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const osd = await call('POST', `/api/delivery-approval/${id}/osd`, dispatcher, {
      kind: 'damaged',
      note: 'Two pallets crushed',
      amount_cents: 10000,
    });
    expect(osd.statusCode, osd.body).toBe(201);
    const live = osd.json().data;
    expect(live.statement).toEqual({
      tripRate: 245050,
      accessorialsTotal: 15025,
      osdTotal: 10000,
      gross: 250075,
      productFee: 37511,
      quickPayDiscount: 0,
      net: 212564,
    });
    expect(live.statementQuickPay).toMatchObject({ quickPayDiscount: 3751, net: 208813 });

    expect(
      (await call('POST', `/api/delivery-approval/${id}/approve`, dispatcher, { quickPay: true })).statusCode,
    ).toBe(403);
    const ok = await call('POST', `/api/delivery-approval/${id}/approve`, carrier, { quickPay: true });
    expect(ok.statusCode, ok.body).toBe(200);
    const data = ok.json().data;
    expect(data.load.loadbook_status_id).toBe(12);
    expect(data.approved).toMatchObject({
      quickPay: true,
      gross: 250075,
      productFee: 37511,
      quickPayDiscount: 3751,
      net: 208813,
      approvedBy: 'Carl Carrier',
    });
    // Frozen: no more OS&D, no second approval.
    expect(
      (
        await call('POST', `/api/delivery-approval/${id}/osd`, dispatcher, {
          kind: 'short',
          note: 'x',
          amount_cents: 1,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `/api/delivery-approval/${id}/approve`, carrier, { quickPay: false })).statusCode,
    ).toBe(409);
    const list2 = (await call('GET', '/api/delivery-approval/?take=100', dispatcher)).json().data;
    expect(list2.info.map((l: { id: number }) => l.id)).not.toContain(id);
  });

  it('deletes OS&D entries while ended; refuses bad input and loads not at 11', async () => {
    const id = await endedLoad();
    const added = (
      await call('POST', `/api/delivery-approval/${id}/osd`, dispatcher, {
        kind: 'short',
        note: 'One case',
        amount_cents: 2599,
      })
    ).json().data;
    const osdId = added.osd[0].id;
    const del = await call('DELETE', `/api/delivery-approval/${id}/osd/${osdId}`, dispatcher);
    expect(del.statusCode).toBe(200);
    expect(del.json().data.osd).toEqual([]);
    expect((await call('DELETE', `/api/delivery-approval/${id}/osd/${osdId}`, dispatcher)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call('POST', `/api/delivery-approval/${id}/osd`, dispatcher, {
          kind: 'lost',
          note: 'x',
          amount_cents: 1,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', `/api/delivery-approval/${id}/osd`, dispatcher, {
          kind: 'over',
          note: 'x',
          amount_cents: 1.5,
        })
      ).statusCode,
    ).toBe(400);
    const fresh = (
      await call('POST', '/api/loadbook/manualCreate', dispatcher, {
        ...loadBody(brokerId, driverId),
        id_number: 'DA-NEW',
      })
    ).json().data.id;
    expect(
      (await call('POST', `/api/delivery-approval/${fresh}/approve`, carrier, { quickPay: false }))
        .statusCode,
    ).toBe(409);
    expect((await call('GET', '/api/delivery-approval/999999', dispatcher)).statusCode).toBe(404);
  });
});
