import type { IftaReport } from '@fletx/contract/ifta';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { ManualClock } from '../src/lib/clock';
import type { TestClient } from './helpers/client';
import { loggedInUser, makeTruck } from './helpers/factories';
import { approvedBroker, approvedDriverApi, createLoad } from './helpers/load-factories';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * An IFTA quarter ends at the carrier's midnight (carrier settings' time zone, America/Chicago by default;
 * docs/decisions/0070-carriers-day.md): a purchase at 22:00 in Chicago on 31 March (03:00 UTC on 1 April),
 * the miles driven that evening and a gap that starts then are the first quarter's, not the second's.
 */
const clock = new ManualClock(new Date('2026-04-01T12:00:00Z'));
/** 21:30 in Chicago on 31 March, then every 10 minutes. */
const evening = (minutes: number) =>
  new Date(Date.parse('2026-04-01T02:30:00Z') + minutes * 60_000).toISOString();

let ctx: TestContext;
let admin: TestClient;
let loadId: number;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  const auth = (await loggedInUser(ctx, { role: 'Admin user' })).authorization;
  admin = ctx.api.as(auth);
  const driver = await approvedDriverApi(ctx, auth, 'Quinn');
  const truck = await makeTruck(ctx, auth, { user_id: driver.id });
  const broker = await approvedBroker(ctx, auth);
  loadId = (await createLoad(admin, broker.id, driver.id)).id;
  expect((await driver.api.post(`/api/driver/loads/${loadId}/accept`)).statusCode).toBe(200);
  // Across Kansas from 21:30 to 23:30 in Chicago, then a jump of over 50 miles: a gap from 23:30.
  const points = Array.from({ length: 13 }, (_, i) => ({
    lat: 38.75,
    lon: -99 + i * 0.05,
    at: evening(i * 10),
  }));
  points.push({ lat: 38.75, lon: -96.5, at: evening(130) });
  const posted = await driver.api.post(`/api/driver/loads/${loadId}/locations`, { points });
  expect(posted.statusCode, posted.body).toBe(201);
  const bought = await admin.post('/api/fuel/purchases', {
    truckId: truck.id,
    at: '2026-04-01T03:00:00Z',
    state: 'KS',
    gallons: 80,
    amount: 300,
  });
  expect(bought.statusCode, bought.body).toBe(201);
});
afterAll(async () => {
  await ctx?.close();
});

async function report(quarter: number): Promise<IftaReport> {
  const r = await admin.get(`/api/ifta?year=2026&quarter=${quarter}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as IftaReport;
}

describe("IFTA's quarter edges are the carrier's midnights", () => {
  it("dates the evening's miles by the carrier's day", async () => {
    const days = rowsOf<{ day: string }>(
      await ctx.database.db.execute(
        sql`SELECT DISTINCT day::text AS day FROM state_miles WHERE load_id = ${loadId} ORDER BY 1`,
      ),
    );
    expect(days.map((d) => d.day)).toEqual(['2026-03-31']);
  });

  it("counts the evening's purchase, miles and gap in the first quarter", async () => {
    const first = await report(1);
    const ks = first.jurisdictions.find((j) => j.code === 'KS');
    expect(ks?.paidGallons).toBe(80);
    expect(ks?.miles).toBeGreaterThan(25);
    expect(first.gaps.map((g) => g.loadId)).toEqual([loadId]);
    const second = await report(2);
    expect(second.jurisdictions.find((j) => j.code === 'KS')).toBeUndefined();
    expect(second.gaps).toEqual([]);
  });
});
