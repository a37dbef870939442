import { LOAD_STATUS } from '@fletx/contract/load-status';
import type { ProfitReport } from '@fletx/contract/profit';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fuelPurchases, loadStatusHistory, loads } from '../src/db/schema';
import { loggedInUser, makeTruck } from './helpers/factories';
import { approvedBroker, approvedDriver } from './helpers/load-factories';
import { approvedDelivery } from './helpers/settlement-factories';
import { worldPerFile } from './helpers/setup';
import { createTestApp } from './helpers/test-app';

/**
 * Profit's days and weeks are the carrier's (carrier settings' time zone, America/Chicago by default;
 * docs/decisions/0070-carriers-day.md): a load delivered on Sunday 8 February at 21:00 in Chicago (03:00 UTC on
 * Monday the 9th) and the fuel its truck bought then are of the week of Monday 2 February and of a period
 * ending on the 8th; one delivered on Monday the 9th at 01:00 in Chicago (07:00 UTC) is of the next week.
 */
const SUNDAY_EVENING = '2026-02-09T03:00:00Z';
const MONDAY_NIGHT = '2026-02-09T07:00:00Z';

const w = worldPerFile(async () => {
  const ctx = await createTestApp();
  const carrier = (await loggedInUser(ctx, { role: 'Carriers' })).authorization;
  const api = ctx.api.as(carrier);
  const { id: brokerId } = await approvedBroker(ctx, carrier, 'Evening Brokers');
  const driverId = await approvedDriver(ctx, carrier, {
    first_name: 'Sue',
    last_name: 'Sunday',
    ...{ companyDriver: true, driverOwner: false, ownerThirdParty: false },
  });
  const truck = await makeTruck(ctx, carrier, { user_id: driverId, unit_number: 'T-SUN' });
  const deliver = async (idNumber: string, tripRate: number, at: string) => {
    const id = await approvedDelivery(
      ctx,
      api,
      carrier,
      { brokerId, driverId },
      { idNumber, tripRate, approvedAt: at },
    );
    await ctx.database.db.update(loads).set({ actualMiles: '100.0' }).where(eq(loads.id, id));
    await ctx.database.db.insert(loadStatusHistory).values({
      loadId: id,
      fromStatus: LOAD_STATUS.atDelivery,
      toStatus: LOAD_STATUS.delivered,
      action: 'test',
      changedByName: 'Test',
      changedAt: new Date(at),
    });
  };
  await deliver('SUN-1', 1000, SUNDAY_EVENING);
  await deliver('MON-1', 300, MONDAY_NIGHT);
  await ctx.database.db.insert(fuelPurchases).values({
    truckId: truck.id,
    at: new Date(SUNDAY_EVENING),
    jurisdiction: 'IL',
    gallons: '50.000',
    amountCents: 20000,
  });
  return { ctx, api };
});

async function report(period: string): Promise<ProfitReport> {
  const r = await w.api.get(`/api/reports/profit?${period}&groupBy=load&sort=label&order=asc`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as ProfitReport;
}

describe("Profit's carrier days", () => {
  it("puts a load delivered on Sunday evening in Chicago in that Sunday's week", async () => {
    const { weeks } = await report('from=2026-02-02&to=2026-02-15');
    expect(weeks.map(({ weekStart, revenue }) => ({ weekStart, revenue }))).toEqual([
      { weekStart: '2026-02-02', revenue: 1000 },
      { weekStart: '2026-02-09', revenue: 300 },
    ]);
  });

  it("cuts the period at the carrier's midnight: the loads and fuel of Sunday evening are the 8th's", async () => {
    const sunday = await report('from=2026-02-02&to=2026-02-08');
    expect(sunday.items.map((r) => r.label)).toEqual(['SUN-1']);
    expect(sunday.totals.fuel).toBe(200);
    const monday = await report('from=2026-02-09&to=2026-02-15');
    expect(monday.items.map((r) => r.label)).toEqual(['MON-1']);
    expect(monday.totals.fuel).toBe(0);
  });
});
