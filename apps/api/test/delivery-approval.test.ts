import { TRANSACTION_TYPE } from '@fletx/contract/load-ledger';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadsService } from '../src/modules/loads/loads.service';
import type { TestClient } from './helpers/client';
import { loggedInUser } from './helpers/factories';
import { approvedBroker, approvedDriver, createLoad, driveTo, loadBody } from './helpers/load-factories';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let dispatcher: string;
let carrier: string;
let api: TestClient;
let brokerId: number;
let driverId: number;
let service: LoadsService;

beforeAll(async () => {
  ctx = await createTestApp();
  dispatcher = (await loggedInUser(ctx, { role: 'Dispatcher' })).authorization;
  api = ctx.api.as(dispatcher);
  carrier = (await loggedInUser(ctx, { role: 'Carriers', firstName: 'Carl', lastName: 'Carrier' }))
    .authorization;
  ({ id: brokerId } = await approvedBroker(ctx, carrier, 'Coyote Logistics'));
  driverId = await approvedDriver(ctx, carrier);
  service = ctx.services.loads;
});
afterAll(async () => {
  await ctx?.close();
});

let seq = 0;
async function endedLoad() {
  const { id } = await createLoad(api, brokerId, driverId, { id_number: `DA-${++seq}` });
  await driveTo(service, id, driverId, LOAD_STATUS.delivered);
  expect(
    (await api.put(`/api/loadbook/update/${id}`, { loadbook_status_id: LOAD_STATUS.ended })).statusCode,
  ).toBe(200);
  return id;
}

describe('delivery approval', () => {
  it('computes the statement to the cent, freezes it on approval, and moves the load to 12', async () => {
    const id = await endedLoad();
    const acc = await api.post('/api/finance/transactions', {
      loadbook_id: id,
      transaction_type_id: TRANSACTION_TYPE.lumper,
      amount: 150.25,
      comment: 'Lumper',
    });
    expect(acc.statusCode, acc.body).toBe(201);
    const list = (await api.get('/api/delivery-approval/?search=DA-')).json().data;
    expect(list.info.map((l: { id: number }) => l.id)).toContain(id);
    const row = list.info.find((l: { id: number }) => l.id === id);
    expect(row.ended_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const osd = await api.post(`/api/delivery-approval/${id}/osd`, {
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

    expect((await api.post(`/api/delivery-approval/${id}/approve`, { quickPay: true })).statusCode).toBe(403);
    const ok = await api.post(`/api/delivery-approval/${id}/approve`, { quickPay: true }, { as: carrier });
    expect(ok.statusCode, ok.body).toBe(200);
    const data = ok.json().data;
    expect(data.load.loadbook_status_id).toBe(LOAD_STATUS.deliveryApproved);
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
        await api.post(`/api/delivery-approval/${id}/osd`, {
          kind: 'short',
          note: 'x',
          amount_cents: 1,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await api.post(`/api/delivery-approval/${id}/approve`, { quickPay: false }, { as: carrier }))
        .statusCode,
    ).toBe(409);
    const list2 = (await api.get('/api/delivery-approval/?take=100')).json().data;
    expect(list2.info.map((l: { id: number }) => l.id)).not.toContain(id);
  });

  it('deletes OS&D entries while ended; refuses bad input and loads not at 11', async () => {
    const id = await endedLoad();
    const added = (
      await api.post(`/api/delivery-approval/${id}/osd`, {
        kind: 'short',
        note: 'One case',
        amount_cents: 2599,
      })
    ).json().data;
    const osdId = added.osd[0].id;
    const del = await api.delete(`/api/delivery-approval/${id}/osd/${osdId}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().data.osd).toEqual([]);
    expect((await api.delete(`/api/delivery-approval/${id}/osd/${osdId}`)).statusCode).toBe(404);
    expect(
      (
        await api.post(`/api/delivery-approval/${id}/osd`, {
          kind: 'lost',
          note: 'x',
          amount_cents: 1,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await api.post(`/api/delivery-approval/${id}/osd`, {
          kind: 'over',
          note: 'x',
          amount_cents: 1.5,
        })
      ).statusCode,
    ).toBe(400);
    const fresh = (
      await api.post('/api/loadbook/manualCreate', {
        ...loadBody(brokerId, driverId),
        id_number: 'DA-NEW',
      })
    ).json().data.id;
    expect(
      (await api.post(`/api/delivery-approval/${fresh}/approve`, { quickPay: false }, { as: carrier }))
        .statusCode,
    ).toBe(409);
    expect((await api.get('/api/delivery-approval/999999')).statusCode).toBe(404);
  });
});
