import { LOAD_STATUS } from '@fletx/contract/load-status';
import { PROFIT_GROUPS, type ProfitReport, type ProfitRow, profitQuery } from '@fletx/contract/profit';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fuelPurchases, loadStatusHistory, loads, workOrders } from '../src/db/schema';
import { ProfitService } from '../src/modules/profit/profit.service';
import { ProfitQueries } from '../src/modules/read-model/profit.queries';
import { expectBadQueries } from './helpers/client';
import { driverPayload, loggedInUser, makeTruck } from './helpers/factories';
import { approvedBroker, approvedDriver } from './helpers/load-factories';
import { approvedDelivery, type DeliveryPlan } from './helpers/settlement-factories';
import { worldPerFile } from './helpers/setup';
import { createTestApp } from './helpers/test-app';

/**
 * One week (Mon 2026-02-02 – Sun 2026-02-08), hand-computed (docs/product.md "Profit"):
 * - L1 Ana (per mile $0.50, truck T-101): $2,000 + $100 lumper, 800 actual + 200 deadhead miles → pay $500.
 * - L2 Ana: $1,000, IL → OH, 300 miles → pay $150.
 * - L3 Ben (the 15 % fee, truck T-202): $1,500 less $100 OS&D, 600 planned miles → pay $1,190.
 * - L4 Cal (the fee, no truck, no miles): $500 → pay $425.
 * Fuel: T-101 bought $500 in the week (and $999 in January, outside), spread 1000 : 300 → $384.62 and
 * $115.38; T-202 bought none: 600 mi × the fleet's $500 / 1,300 mi → $230.77. Work orders done in the week:
 * T-101 $260 → $200 and $60; T-202 $90; a truck without loads $45 (unallocated); an open one counts nothing.
 * Ana, Ben and Cal are company drivers: their trucks' fuel and repairs are the carrier's.
 *
 * The next week (Mon 2026-02-09 – Sun 2026-02-15), owner-operated trucks (decision 0045, session 29):
 * - L5 Dee (owns her truck T-404, the fee): $2,000, 1,000 miles → pay $1,700; T-404 bought $600 of fuel and
 *   had a $300 repair: the owner's, not the carrier's.
 * - L6 Eve (company, $0.60 a mile, T-505): $1,800, 900 miles → pay $540; T-505 bought $540, repair $120.
 * - L7 Fay (company, $0.55 a mile, T-606 bought nothing): $1,000, 500 miles → pay $275; fuel 500 mi × the
 *   carrier's $540 / 900 mi = $300 (Dee's fuel is not the carrier's cost per mile).
 * - Gus drives T-707 for a third party; it delivered nothing and bought $250: the owner's, not unallocated.
 */
const w = worldPerFile(async () => {
  const ctx = await createTestApp();
  const carrier = (await loggedInUser(ctx, { role: 'Carriers', firstName: 'Pat', lastName: 'Profit' }))
    .authorization;
  const dispatcher = (await loggedInUser(ctx, { role: 'Dispatcher' })).authorization;
  const api = ctx.api.as(carrier);
  const { id: brokerId } = await approvedBroker(ctx, carrier, 'Profit Brokers');
  const company = { companyDriver: true, driverOwner: false, ownerThirdParty: false };
  const driver = (first: string, terms: Record<string, unknown> = company) =>
    approvedDriver(ctx, carrier, { first_name: first, last_name: 'Test', ...terms });
  const [ana, ben, cal] = [await driver('Ana'), await driver('Ben'), await driver('Cal')];
  const perMile = async (id: number, first: string, rate: number) => {
    const body = { first_name: first, last_name: 'Test', ...company, payRule: { kind: 'perMile', rate } };
    const r = await api.put(`/api/user/infoDriver/${id}`, driverPayload(body));
    expect(r.statusCode, r.body).toBe(200);
  };
  await perMile(ana, 'Ana', 0.5);
  const t1 = await makeTruck(ctx, carrier, { user_id: ana, unit_number: 'T-101' });
  const t2 = await makeTruck(ctx, carrier, { user_id: ben, unit_number: 'T-202' });
  const idle = await makeTruck(ctx, carrier, { unit_number: 'T-303' });

  let seq = 0;
  const deliver = async (
    driverId: number,
    plan: Omit<DeliveryPlan, 'idNumber' | 'approvedAt'>,
    miles: Partial<typeof loads.$inferInsert>,
    deliveredOn?: string,
  ) => {
    const id = await approvedDelivery(
      ctx,
      api,
      carrier,
      { brokerId, driverId },
      { idNumber: `PF-${++seq}`, approvedAt: '2026-02-06T12:00:00Z', ...plan },
    );
    // The miles module plans every load from its stops: the cases below set the miles they are about (a
    // planned figure as the route service's).
    const none = { plannedMiles: null, plannedMilesEstimated: false, actualMiles: null, deadheadMiles: null };
    await ctx.database.db
      .update(loads)
      .set({ ...none, ...miles })
      .where(eq(loads.id, id));
    await ctx.database.db.insert(loadStatusHistory).values({
      loadId: id,
      fromStatus: LOAD_STATUS.atDelivery,
      toStatus: LOAD_STATUS.delivered,
      action: 'test',
      changedByName: 'Test',
      changedAt: new Date(`${deliveredOn ?? `2026-02-0${2 + seq}`}T10:00:00Z`),
    });
    return id;
  };
  await deliver(ana, { tripRate: 2000, lumper: 100 }, { actualMiles: '800.0', deadheadMiles: '200.0' });
  await deliver(ana, { tripRate: 1000 }, { actualMiles: '300.0', pickupState: 'IL', deliveryState: 'OH' });
  await deliver(ben, { tripRate: 1500, osdCents: 10000 }, { plannedMiles: '600.0' });
  await deliver(cal, { tripRate: 500 }, { distanceMiles: null });

  const fuel = (truckId: number, at: string, amountCents: number) => ({
    truckId,
    at: new Date(at),
    jurisdiction: 'TX',
    gallons: '100.000',
    amountCents,
  });
  const purchases = [
    fuel(t1.id, '2026-02-03T08:00:00Z', 40000),
    fuel(t1.id, '2026-02-08T23:00:00Z', 10000),
    fuel(t1.id, '2026-01-20T08:00:00Z', 99900),
  ];
  const order = (unitId: number, totalCents: number, doneAt: string | null) => ({
    unitType: 'truck' as const,
    unitId,
    status: doneAt ? ('done' as const) : ('open' as const),
    totalCents,
    doneAt: doneAt ? new Date(doneAt) : null,
  });
  await ctx.database.db
    .insert(workOrders)
    .values([
      order(t1.id, 26000, '2026-02-04T12:00:00Z'),
      order(t2.id, 9000, '2026-02-05T12:00:00Z'),
      order(t2.id, 77700, null),
      order(idle.id, 4500, '2026-02-07T12:00:00Z'),
    ]);

  const owner = { companyDriver: false, driverOwner: true, ownerThirdParty: false };
  const [dee, eve, fay] = [await driver('Dee', owner), await driver('Eve'), await driver('Fay')];
  const gus = await driver('Gus', { companyDriver: false, driverOwner: false, ownerThirdParty: true });
  await perMile(eve, 'Eve', 0.6);
  await perMile(fay, 'Fay', 0.55);
  const [t4, t5] = [
    await makeTruck(ctx, carrier, { user_id: dee, unit_number: 'T-404' }),
    await makeTruck(ctx, carrier, { user_id: eve, unit_number: 'T-505' }),
  ];
  await makeTruck(ctx, carrier, { user_id: fay, unit_number: 'T-606' });
  const t7 = await makeTruck(ctx, carrier, { user_id: gus, unit_number: 'T-707' });
  await deliver(dee, { tripRate: 2000 }, { actualMiles: '1000.0' }, '2026-02-10');
  await deliver(eve, { tripRate: 1800 }, { actualMiles: '900.0' }, '2026-02-11');
  await deliver(fay, { tripRate: 1000 }, { actualMiles: '500.0' }, '2026-02-12');
  purchases.push(
    fuel(t4.id, '2026-02-10T08:00:00Z', 60000),
    fuel(t5.id, '2026-02-11T08:00:00Z', 54000),
    fuel(t7.id, '2026-02-12T08:00:00Z', 25000),
  );
  await ctx.database.db.insert(fuelPurchases).values(purchases);
  await ctx.database.db
    .insert(workOrders)
    .values([order(t4.id, 30000, '2026-02-13T12:00:00Z'), order(t5.id, 12000, '2026-02-13T12:00:00Z')]);
  // Alone in the week of 2026-03-02: Cal asked for quick pay on $1,000 → the fee's $850 less 1.5 % = $835.
  await deliver(cal, { tripRate: 1000, quickPay: true }, { actualMiles: '400.0' }, '2026-03-04');
  return { ctx, api, dispatcher };
});

const PERIOD = 'from=2026-02-02&to=2026-02-08';
async function report(query: string, period = PERIOD): Promise<ProfitReport> {
  const r = await w.api.get(`/api/reports/profit?${period}&${query}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as ProfitReport;
}
const pick = (row: ProfitRow | undefined) =>
  row && [
    row.label,
    row.loads,
    row.revenue,
    row.driverPay,
    row.fuel,
    row.maintenance,
    row.otherCosts,
    row.margin,
    row.miles,
    row.revenuePerMile,
    row.costPerMile,
  ];

describe('GET /api/reports/profit', () => {
  it('per load: revenue, pay rule, fuel and work orders spread by miles, OS&D; no miles → no per-mile figures', async () => {
    const { items, total, totals, weeks } = await report('groupBy=load&sort=label&order=asc');
    expect(total).toBe(4);
    expect(items.map(pick)).toEqual([
      ['PF-1', 1, 2100, 500, 384.62, 200, 0, 1015.38, 1000, 2.1, 1.08],
      ['PF-2', 1, 1000, 150, 115.38, 60, 0, 674.62, 300, 3.33, 1.08],
      ['PF-3', 1, 1500, 1190, 230.77, 90, 100, -110.77, 600, 2.5, 2.68],
      ['PF-4', 1, 500, 425, 0, 0, 0, 75, null, null, null],
    ]);
    expect(items.map((i) => [i.deadheadShare, i.fuelEstimated])).toEqual([
      [0.2, false],
      [null, false],
      [null, true],
      [null, true],
    ]);
    expect(totals).toMatchObject({
      loads: 4,
      revenue: 5100,
      driverPay: 2265,
      fuel: 730.77,
      maintenance: 350,
      otherCosts: 100,
      costs: 3445.77,
      margin: 1654.23,
      miles: 1900,
      unallocatedFuel: 0,
      unallocatedMaintenance: 45,
      ownerOperatedFuel: 0,
      ownerOperatedMaintenance: 0,
      ownerOperatedLoads: 0,
      fuelCostPerMile: 0.38,
    });
    expect(weeks).toEqual([{ weekStart: '2026-02-02', revenue: 5100, costs: 3445.77, margin: 1654.23 }]);
  });

  it('per truck and per lane, sorted by margin', async () => {
    const trucks = await report('groupBy=truck&sort=margin');
    expect(trucks.items.map(pick)).toEqual([
      ['T-101', 2, 3100, 650, 500, 260, 0, 1690, 1300, 2.38, 1.08],
      ['No truck', 1, 500, 425, 0, 0, 0, 75, null, null, null],
      ['T-202', 1, 1500, 1190, 230.77, 90, 100, -110.77, 600, 2.5, 2.68],
    ]);
    expect(trucks.items[0]?.deadheadShare).toBe(0.154);
    const lanes = await report('groupBy=lane&sort=revenue');
    expect(lanes.items.map((r) => [r.key, r.label, r.revenue, r.margin, r.miles])).toEqual([
      ['TX-GA', 'TX → GA', 4100, 979.61, 1600],
      ['IL-OH', 'IL → OH', 1000, 674.62, 300],
    ]);
    const drivers = await report('groupBy=driver&sort=driverPay');
    expect(drivers.items.map((r) => [r.label, r.driverPay])).toEqual([
      ['Ben Test', 1190],
      ['Ana Test', 650],
      ['Cal Test', 425],
    ]);
    const brokers = await report('groupBy=broker');
    expect(brokers.items.map((r) => [r.label, r.loads, r.revenue])).toEqual([['Profit Brokers', 4, 5100]]);
  });

  it("counts a company driver's truck's fuel and repairs, not an owner-operator's (the owner's, set apart)", async () => {
    const week = 'from=2026-02-09&to=2026-02-15';
    const { items, totals } = await report('groupBy=load&sort=label&order=asc', week);
    expect(items.map(pick)).toEqual([
      ['PF-5', 1, 2000, 1700, 0, 0, 0, 300, 1000, 2, 1.7],
      ['PF-6', 1, 1800, 540, 540, 120, 0, 600, 900, 2, 1.33],
      ['PF-7', 1, 1000, 275, 300, 0, 0, 425, 500, 2, 1.15],
    ]);
    expect(items.map((i) => [i.ownerOperatedLoads, i.fuelEstimated])).toEqual([
      [1, false],
      [0, false],
      [0, true],
    ]);
    expect(totals).toMatchObject({
      loads: 3,
      revenue: 4800,
      driverPay: 2515,
      fuel: 840,
      maintenance: 120,
      margin: 1325,
      ownerOperatedLoads: 1,
      unallocatedFuel: 0,
      unallocatedMaintenance: 0,
      ownerOperatedFuel: 850,
      ownerOperatedMaintenance: 300,
      fuelCostPerMile: 0.6,
    });
    const trucks = await report('groupBy=truck&sort=label&order=asc', week);
    expect(trucks.items.map((r) => [r.label, r.fuel, r.maintenance, r.ownerOperatedLoads])).toEqual([
      ['T-404', 0, 0, 1],
      ['T-505', 540, 120, 0],
      ['T-606', 300, 0, 0],
    ]);
  });

  it("takes the quick pay discount off the driver's pay (the load's delivery statement)", async () => {
    const { items } = await report('groupBy=load', 'from=2026-03-02&to=2026-03-08');
    expect(items.map((row) => [row.label, row.revenue, row.driverPay, row.margin])).toEqual([
      ['PF-8', 1000, 835, 165],
    ]);
  });

  it('pages the rows, keeps the totals of all; an empty period is zeros with every week', async () => {
    const page = await report('groupBy=load&sort=revenue&take=2&page=2');
    expect([page.total, page.page, page.take, page.items.map((i) => i.label)]).toEqual([
      4,
      2,
      2,
      ['PF-2', 'PF-4'],
    ]);
    expect(page.totals.revenue).toBe(5100);
    const r = await w.api.get('/api/reports/profit?from=2025-03-03&to=2025-03-16&groupBy=lane');
    expect(r.statusCode).toBe(200);
    const empty = r.json().data as ProfitReport;
    expect([empty.total, empty.totals.revenue, empty.totals.miles, empty.totals.revenuePerMile]).toEqual([
      0,
      0,
      null,
      null,
    ]);
    expect(empty.weeks.map((x) => x.weekStart)).toEqual(['2025-03-03', '2025-03-10']);
  });

  it('exports every row as CSV', async () => {
    const r = await w.api.get(`/api/reports/profit?${PERIOD}&groupBy=truck&take=1&format=csv`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    const lines = r.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'key,label,loads,revenue,driverPay,fuel,maintenance,otherCosts,costs,margin,miles,deadheadMiles,deadheadShare,revenuePerMile,costPerMile,fuelEstimated,ownerOperatedLoads',
    );
    expect(lines).toHaveLength(4);
    expect(lines).toContain('none,No truck,1,500.00,425.00,0.00,0.00,0.00,425.00,75.00,,,,,,true,0');
  });

  it('reads the period a part at a time with the same answers', async () => {
    const { uow, carrierClock } = w.ctx.services;
    for (const part of [1, 3]) {
      const service = new ProfitService(new ProfitQueries(uow), carrierClock, part);
      for (const groupBy of PROFIT_GROUPS) {
        // Both weeks: the owner-operators are met in a later part than the first.
        const query = profitQuery.parse({ from: '2026-02-02', to: '2026-02-15', groupBy, sort: 'margin' });
        expect(await service.report(query, { page: 1, take: 10 })).toEqual(
          await report(`groupBy=${groupBy}&sort=margin`, 'from=2026-02-02&to=2026-02-15'),
        );
      }
    }
  });

  it('answers 400 to malformed parameters and 403 to a dispatcher', async () => {
    await expectBadQueries(w.api, '/api/reports/profit', [
      'groupBy=city',
      'from=2026-02-10&to=2026-02-01',
      'from=2026-13-01',
      'from=2024-01-01&to=2026-01-01',
      'sort=profit',
      'order=up',
      'take=0',
      'page=-1',
      'from=yesterday',
      // A malformed day beside a good one, and days whose period runs past year 9999: 400, never a 5xx.
      'from=2026-01-01T00:00:00Z&to=2026-02-01',
      'from=%2B2026-01-01&to=2026-01-10',
      'from=9999-12-31',
      'from=9999-12-01&to=9999-12-31',
      'to=0000-01-01',
    ]);
    expect((await w.api.get('/api/reports/profit', { as: w.dispatcher })).statusCode).toBe(403);
    expect((await w.api.get('/api/reports/profit', { as: null })).statusCode).toBe(401);
  });
});
