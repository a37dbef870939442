import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { ManualClock } from '../src/lib/clock';
import type { TestClient } from './helpers/client';
import { loggedInUser, makeTruck } from './helpers/factories';
import { approvedBroker, approvedDriver, createLoad } from './helpers/load-factories';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * The report's speed (issue 34 "Speed", docs/performance.md "IFTA report"): a quarter of 100 trucks, the state
 * miles about 4 M positions produce (one row per truck, load, jurisdiction and day: 100 trucks × 90 days ×
 * 4 jurisdictions), two fuel purchases per truck and day, and gaps — answered within 5 s on PostgreSQL.
 */
const TRUCKS = 100;
const clock = new ManualClock();
let ctx: TestContext;
let api: TestClient;

beforeAll(async () => {
  clock.set(new Date('2025-06-15T12:00:00Z'));
  ctx = await createTestApp({ clock });
  const admin = (await loggedInUser(ctx, { role: 'Admin user' })).authorization;
  api = ctx.api.as(admin);
  const driverId = await approvedDriver(ctx, admin);
  const broker = await approvedBroker(ctx, admin);
  for (let i = 0; i < 10; i++) await createLoad(api, broker.id, driverId);
  for (let i = 0; i < TRUCKS; i++) await makeTruck(ctx, admin, { user_id: driverId });
  const db = ctx.database.db;
  await db.execute(sql`
    WITH t AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM vehicles),
         l AS (SELECT array_agg(id ORDER BY id) AS ids FROM loads),
         codes AS (SELECT ARRAY['TX','OK','KS','MO','IL','IN','OH','PA','NY','NJ','GA','FL','AL','MS','LA','AR','TN','KY','NM','AZ'] AS c)
    INSERT INTO state_miles (truck_id, load_id, jurisdiction, day, miles)
    SELECT t.id, l.ids[1 + ((t.n + d) % 10)], codes.c[1 + ((t.n + d + k) % 20)], date '2025-01-01' + d,
           round((50 + random() * 250)::numeric, 3)
    FROM t, l, codes, generate_series(0, 89) AS d, generate_series(0, 3) AS k`);
  await db.execute(sql`
    INSERT INTO fuel_purchases (truck_id, at, jurisdiction, gallons, amount_cents, source)
    SELECT v.id, timestamptz '2025-01-01 08:00+00' + d * interval '12 hours',
           (ARRAY['TX','OK','KS','MO','IL','GA','TN','AR'])[1 + ((v.id + d) % 8)],
           round((60 + random() * 90)::numeric, 3), (20000 + random() * 40000)::int, 'import'
    FROM vehicles v, generate_series(0, 179) AS d`);
  await db.execute(sql`
    INSERT INTO mileage_gaps (truck_id, load_id, from_at, to_at, from_lat, from_lon, to_lat, to_lon, miles)
    SELECT v.id, (SELECT min(id) FROM loads), timestamptz '2025-02-01 00:00+00' + v.id * interval '1 hour',
           timestamptz '2025-02-01 03:00+00' + v.id * interval '1 hour', 35, -100, 35.5, -99, 60.0
    FROM vehicles v`);
  await db.execute(sql`ANALYZE state_miles; ANALYZE fuel_purchases; ANALYZE mileage_gaps`);
}, 600_000);
afterAll(async () => {
  await ctx?.close();
});

describe('the IFTA report of a quarter for 100 trucks (PostgreSQL)', () => {
  it('answers the report, its CSV and its PDF within 5 s each (the PDF once its fonts are loaded)', async () => {
    let warm = false;
    const counted = await ctx.database.db.execute(sql`SELECT count(*)::int AS n FROM state_miles`);
    expect(rowsOf<{ n: number }>(counted)[0]?.n).toBe(TRUCKS * 90 * 4);
    // The first PDF of a process loads and embeds its typeface: measured, not bound.
    for (const format of ['json', 'csv', 'pdf', 'pdf']) {
      const started = performance.now();
      const r = await api.get(`/api/ifta?year=2025&quarter=1&format=${format}`);
      const ms = performance.now() - started;
      expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
      // The figure goes to docs/performance.md; the bound is the issue's.
      console.info(`IFTA report (${format}) of 100 trucks: ${Math.round(ms)} ms`);
      if (format !== 'pdf' || warm) expect(ms).toBeLessThan(5000);
      if (format === 'pdf') warm = true;
    }
    const report = (await api.get('/api/ifta?year=2025&quarter=1')).json().data;
    expect(report.jurisdictions).toHaveLength(20);
    expect(report.gaps).toHaveLength(TRUCKS);
  });
});
