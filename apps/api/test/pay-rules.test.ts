import { LOAD_STATUS } from '@fletx/contract/load-status';
import type { SettlementDetail, SettlementItem } from '@fletx/contract/settlements';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadStatusHistory, loads } from '../src/db/schema';
import { ADA_ADMIN, driverPayload, loggedInUser } from './helpers/factories';
import { approvedBroker, approvedDriver } from './helpers/load-factories';
import { deliveriesOf, pdfText } from './helpers/settlement-factories';
import { worldPerFile } from './helpers/setup';
import { createTestApp } from './helpers/test-app';

const w = worldPerFile(async () => {
  const ctx = await createTestApp();
  const carrier = (await loggedInUser(ctx, { role: 'Carriers', firstName: 'Pay', lastName: 'Owner' }))
    .authorization;
  const admin = (await loggedInUser(ctx, ADA_ADMIN)).authorization;
  const { id: brokerId } = await approvedBroker(ctx, carrier, 'Pay Rule Logistics');
  return { ctx, carrier, admin, api: ctx.api.as(carrier), brokerId };
});

/** An approved driver with these pay terms (through the driver form's API). */
async function driverWith(first: string, terms: Record<string, unknown>) {
  const id = await approvedDriver(w.ctx, w.carrier, { first_name: first, last_name: 'Rule' });
  const r = await w.api.put(`/api/user/infoDriver/${id}`, driverPayload({ first_name: first, ...terms }));
  expect(r.statusCode, r.body).toBe(200);
  return id;
}
const deliver = deliveriesOf(w, 'PR');
const setMiles = (id: number, miles: { actual?: string; planned?: string; deadhead?: string }) =>
  w.ctx.database.db
    .update(loads)
    .set({
      actualMiles: miles.actual ?? null,
      plannedMiles: miles.planned ?? null,
      deadheadMiles: miles.deadhead ?? null,
      plannedMilesEstimated: false,
    })
    .where(eq(loads.id, id));
async function settlementOf(driverId: number): Promise<SettlementDetail> {
  const list = await w.api.get(`/api/settlements?driverId=${driverId}`);
  expect(list.statusCode, list.body).toBe(200);
  const [s] = list.json().data.info as SettlementItem[];
  const r = await w.api.get(`/api/settlements/${s?.id}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as SettlementDetail;
}

describe('pay rules on the driver', () => {
  it('stores and answers the rule, extra-stop pay and detention; null goes back to the product fee', async () => {
    const id = await driverWith('Stored', {
      payRule: { kind: 'perMile', rate: '0.625' },
      extraStopPay: 75,
      detentionPerHour: '30.50',
    });
    const get = async () =>
      (await w.api.get(`/api/infodriver/driverinformation/user/${id}`)).json().data.extraData
        .driverinformation.data;
    expect(await get()).toMatchObject({
      payRule: { kind: 'perMile', rate: 0.625 },
      extraStopPay: 75,
      detentionPerHour: 30.5,
    });
    // An edit without the fields keeps them; null clears the rule.
    await w.api.put(`/api/user/infoDriver/${id}`, driverPayload({ first_name: 'Stored' }));
    expect((await get()).payRule).toEqual({ kind: 'perMile', rate: 0.625 });
    await w.api.put(`/api/user/infoDriver/${id}`, driverPayload({ first_name: 'Stored', payRule: null }));
    expect(await get()).toMatchObject({ payRule: null, extraStopPay: 75 });
  });

  it('refuses a bad rule with the reason under the field', async () => {
    const id = await approvedDriver(w.ctx, w.carrier, {});
    for (const [payRule, path] of [
      [{ kind: 'percent', rate: 101 }, 'payRule.rate'],
      [{ kind: 'perMile', rate: '0.6255' }, 'payRule.rate'],
      [{ kind: 'perMile', rate: 0 }, 'payRule.rate'],
      [{ kind: 'flat', rate: 'abc' }, 'payRule.rate'],
      [{ kind: 'hourly', rate: 20 }, 'payRule.kind'],
      ['per mile', 'payRule'],
    ] as const) {
      const r = await w.api.put(`/api/user/infoDriver/${id}`, driverPayload({ payRule }));
      expect(r.statusCode, JSON.stringify(payRule)).toBe(400);
      expect(JSON.stringify(r.json()), JSON.stringify(payRule)).toContain(path.split('.').at(-1));
    }
    const r = await w.api.put(`/api/user/infoDriver/${id}`, driverPayload({ detentionPerHour: -5 }));
    expect(r.statusCode).toBe(400);
  });
});

describe('settlements under pay rules (to the cent)', () => {
  it('per mile: actual miles plus deadhead; the line shows the rule and the miles', async () => {
    const driverId = await driverWith('Mile', { payRule: { kind: 'perMile', rate: 0.625 } });
    const id = await deliver(driverId, { tripRate: 2000, approvedAt: '2026-03-04T12:00:00Z' });
    await setMiles(id, { actual: '812.3', planned: '790.0', deadhead: '40.0' });
    const s = await settlementOf(driverId);
    // 0.625 × 852.3 mi = 532.6875 → $532.69; the carrier keeps 2000 − 532.69.
    expect(s.lines[0]).toMatchObject({
      pay_rule: { kind: 'perMile', rate: 0.625 },
      pay_basis: 'Per mile $0.625 × 852.3 mi (40 mi deadhead)',
      miles: 852.3,
      gross: 2000,
      driver_pay: 532.69,
      product_fee: 1467.31,
      quick_pay_discount: 0,
      net: 532.69,
    });
    expect(s).toMatchObject({ gross: 2000, product_fee: 1467.31, loads_net: 532.69, net: 532.69 });
    const pdf = await pdfText((await w.api.get(`/api/settlements/${s.id}/pdf`)).rawPayload);
    expect(pdf).toMatch(/Per mile \$0\.625 × 852\.3 mi \(40 mi deadhead\)\s+\$532\.69/);
    expect(pdf).toMatch(/Total net\s+\$532\.69/);
  });

  it('per loaded mile: planned miles when there are no actual ones, without deadhead; none known pays 0 and says so', async () => {
    const driverId = await driverWith('Loaded', { payRule: { kind: 'perLoadedMile', rate: '0.62' } });
    const a = await deliver(driverId, { tripRate: 1500, approvedAt: '2026-03-11T12:00:00Z' });
    await setMiles(a, { planned: '700.4', deadhead: '50.0' });
    const b = await deliver(driverId, { tripRate: 800, approvedAt: '2026-03-12T12:00:00Z' });
    await w.ctx.database.db.update(loads).set({ distanceMiles: null }).where(eq(loads.id, b));
    await setMiles(b, {});
    const s = await settlementOf(driverId);
    // 0.62 × 700.4 = 434.248 → $434.25.
    expect(s.lines.map((l) => [l.pay_basis, l.miles, l.driver_pay, l.net])).toEqual([
      ['Per loaded mile $0.62 × 700.4 mi', 700.4, 434.25, 434.25],
      ['Per loaded mile $0.62 × miles unknown', null, 0, 0],
    ]);
    expect(s.net).toBe(434.25);
  });

  it('percent: the driver keeps the percent of the gross; quick pay still takes 1.5 % of the gross', async () => {
    const driverId = await driverWith('Percent', { payRule: { kind: 'percent', rate: 80 } });
    await deliver(driverId, {
      tripRate: 1000.1,
      lumper: 50,
      quickPay: true,
      approvedAt: '2026-03-18T12:00:00Z',
    });
    const [line] = (await settlementOf(driverId)).lines;
    // Gross 1050.10: carrier 20 % = 210.02, pay 840.08; quick pay 1.5 % of 1050.10 = 15.75.
    expect(line).toMatchObject({
      pay_basis: 'Percent 80 % of $1,050.10',
      gross: 1050.1,
      product_fee: 210.02,
      driver_pay: 840.08,
      quick_pay_discount: 15.75,
      net: 824.33,
    });
  });

  it('percent 85 is exactly the default 15 % fee', async () => {
    const ruled = await driverWith('EightyFive', { payRule: { kind: 'percent', rate: 85 } });
    const plain = await approvedDriver(w.ctx, w.carrier, { first_name: 'Plain' });
    for (const d of [ruled, plain])
      await deliver(d, { tripRate: 1000.1, quickPay: true, approvedAt: '2026-03-25T12:00:00Z' });
    const [a, b] = [(await settlementOf(ruled)).lines[0], (await settlementOf(plain)).lines[0]];
    expect([a?.product_fee, a?.quick_pay_discount, a?.net]).toEqual([150.02, 15, 835.08]);
    expect([b?.product_fee, b?.quick_pay_discount, b?.net]).toEqual([150.02, 15, 835.08]);
    expect(b).toMatchObject({ pay_rule: null, pay_basis: 'Product fee 15 %', driver_pay: 850.08 });
  });

  it('flat with detention: quarter hours beyond the 2 free hours at each stop', async () => {
    const driverId = await driverWith('Flat', {
      payRule: { kind: 'flat', rate: 350 },
      detentionPerHour: 30,
      extraStopPay: 75,
    });
    const id = await deliver(driverId, { tripRate: 900, approvedAt: '2026-04-01T12:00:00Z' });
    // Arrived at the pickup 08:00, loaded 11:40: 220 minutes, 100 beyond the free 120 → 90 (6 quarters).
    const history = (toStatus: number, at: string) => ({
      loadId: id,
      fromStatus: toStatus - 1,
      toStatus,
      action: 'test',
      changedByName: 'Test',
      changedAt: new Date(at),
    });
    await w.ctx.database.db
      .insert(loadStatusHistory)
      .values([
        history(LOAD_STATUS.atPickup, '2026-03-30T08:00:00Z'),
        history(LOAD_STATUS.loaded, '2026-03-30T11:40:00Z'),
      ]);
    const s = await settlementOf(driverId);
    // $350 + 1.5 h × $30 = $395; two stops: no extra stop.
    expect(s.lines[0]).toMatchObject({
      pay_basis: 'Flat $350.00 + detention 1.5 h $45.00',
      extra_stops: 0,
      extra_stop_pay: 0,
      detention_hours: 1.5,
      detention_pay: 45,
      driver_pay: 395,
      product_fee: 505,
      net: 395,
    });
  });

  it('a paid settlement keeps its frozen lines when the rule changes', async () => {
    const driverId = await driverWith('Frozen', { payRule: { kind: 'perMile', rate: 0.5 } });
    const id = await deliver(driverId, { tripRate: 1200, approvedAt: '2026-04-08T12:00:00Z' });
    await setMiles(id, { actual: '1000.0' });
    const before = await settlementOf(driverId);
    const pay = await w.api.post(
      `/api/settlements/${before.id}/pay`,
      { paidOn: '2026-04-13', reference: 'ACH-1' },
      { as: w.admin },
    );
    expect(pay.statusCode, pay.body).toBe(200);
    await w.api.put(
      `/api/user/infoDriver/${driverId}`,
      driverPayload({ first_name: 'Frozen', payRule: { kind: 'perMile', rate: 0.9 } }),
    );
    const after = await settlementOf(driverId);
    expect(after.lines[0]).toMatchObject({ pay_basis: 'Per mile $0.50 × 1,000 mi', driver_pay: 500 });
    expect(after.net).toBe(500);
  });
});
