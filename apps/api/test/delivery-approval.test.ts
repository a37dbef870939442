import { TRANSACTION_TYPE } from '@fletx/contract/load-ledger';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { describe, expect, it } from 'vitest';
import { dallasToAtlanta } from './helpers/bodies';
import { addLedgerEntry, createLoad, driveTo, loadBody, loadWorld } from './helpers/load-factories';
import { worldPerFile } from './helpers/setup';

const w = worldPerFile(async () => {
  const { manager: carrier, ...world } = await loadWorld({
    manager: { role: 'Carriers', firstName: 'Carl', lastName: 'Carrier' },
  });
  return { ...world, carrier };
});

async function endedLoad() {
  const id = await w.loadAt(LOAD_STATUS.delivered, 'DA');
  expect(
    (await w.api.put(`/api/loadbook/update/${id}`, { loadbook_status_id: LOAD_STATUS.ended })).statusCode,
  ).toBe(200);
  return id;
}

describe('delivery approval', () => {
  it('computes the statement to the cent, freezes it on approval, and moves the load to 12', async () => {
    const id = await endedLoad();
    await addLedgerEntry(w.api, id, TRANSACTION_TYPE.lumper, 150.25, 'Lumper');
    const list = (await w.api.get('/api/delivery-approval/?search=DA-')).json().data;
    expect(list.info.map((l: { id: number }) => l.id)).toContain(id);
    const row = list.info.find((l: { id: number }) => l.id === id);
    expect(row.ended_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const osd = await w.api.post(`/api/delivery-approval/${id}/osd`, {
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

    expect((await w.api.post(`/api/delivery-approval/${id}/approve`, { quickPay: true })).statusCode).toBe(
      403,
    );
    const ok = await w.api.post(
      `/api/delivery-approval/${id}/approve`,
      { quickPay: true },
      { as: w.carrier },
    );
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
        await w.api.post(`/api/delivery-approval/${id}/osd`, {
          kind: 'short',
          note: 'x',
          amount_cents: 1,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await w.api.post(`/api/delivery-approval/${id}/approve`, { quickPay: false }, { as: w.carrier }))
        .statusCode,
    ).toBe(409);
    const list2 = (await w.api.get('/api/delivery-approval/?take=100')).json().data;
    expect(list2.info.map((l: { id: number }) => l.id)).not.toContain(id);
  });

  it('deletes OS&D entries while ended; refuses bad input and loads not at 11', async () => {
    const id = await endedLoad();
    const added = (
      await w.api.post(`/api/delivery-approval/${id}/osd`, {
        kind: 'short',
        note: 'One case',
        amount_cents: 2599,
      })
    ).json().data;
    const osdId = added.osd[0].id;
    const del = await w.api.delete(`/api/delivery-approval/${id}/osd/${osdId}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().data.osd).toEqual([]);
    expect((await w.api.delete(`/api/delivery-approval/${id}/osd/${osdId}`)).statusCode).toBe(404);
    expect(
      (
        await w.api.post(`/api/delivery-approval/${id}/osd`, {
          kind: 'lost',
          note: 'x',
          amount_cents: 1,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await w.api.post(`/api/delivery-approval/${id}/osd`, {
          kind: 'over',
          note: 'x',
          amount_cents: 1.5,
        })
      ).statusCode,
    ).toBe(400);
    const fresh = (
      await w.api.post('/api/loadbook/manualCreate', {
        ...loadBody(w.brokerId, w.driverId),
        id_number: 'DA-NEW',
      })
    ).json().data.id;
    expect(
      (await w.api.post(`/api/delivery-approval/${fresh}/approve`, { quickPay: false }, { as: w.carrier }))
        .statusCode,
    ).toBe(409);
    expect((await w.api.get('/api/delivery-approval/999999')).statusCode).toBe(404);
  });

  it('lists the oldest delivery first: the longest waiting on top, its CSV in the same order', async () => {
    const ended = async (number: string, days: [string, string]) => {
      const body = dallasToAtlanta(w.brokerId, w.driverId, number, days);
      const { id } = await createLoad(w.api, w.brokerId, w.driverId, body);
      await driveTo(w.service, id, w.driverId, LOAD_STATUS.delivered);
      const r = await w.api.put(`/api/loadbook/update/${id}`, { loadbook_status_id: LOAD_STATUS.ended });
      expect(r.statusCode, r.body).toBe(200);
      return id;
    };
    // Entered in another order than delivered: the list follows the deliveries.
    const middle = await ended('ORD-2', ['2026-02-09', '2026-02-10']);
    const newest = await ended('ORD-3', ['2026-02-16', '2026-02-17']);
    const oldest = await ended('ORD-1', ['2026-02-02', '2026-02-03']);
    const ids = (query: string) =>
      w.api
        .get(`/api/delivery-approval/?${query}`)
        .then((r) => r.json().data.info.map((l: { id: number }) => l.id));
    expect(await ids('search=ORD-')).toEqual([oldest, middle, newest]);
    expect(await ids('search=ORD-&take=2&page=2')).toEqual([newest]);
    // Unsearched (the counters' total): the other tests' ended loads deliver in March, after these.
    expect((await ids('')).slice(0, 3)).toEqual([oldest, middle, newest]);
    const csv = await w.api.get('/api/delivery-approval/?search=ORD-&format=csv');
    expect(csv.statusCode).toBe(200);
    const numbers = csv.body.split('\n').flatMap((line) => /ORD-\d/.exec(line) ?? []);
    expect(numbers).toEqual(['ORD-1', 'ORD-2', 'ORD-3']);
  });
});
