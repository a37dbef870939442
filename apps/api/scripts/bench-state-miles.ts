/**
 * Measures the state-miles counter (docs/performance.md "State miles"): positions per second through the
 * counter alone (a coast-to-coast track, one position a minute), and the locations POST of a demo load in
 * transit, one position per request, with the part of it the counting takes.
 * Run: `npx tsx apps/api/scripts/bench-state-miles.ts [requests]` (DATABASE_URL: an empty PostgreSQL database;
 * unset: an in-memory embedded one, filled with the demo first).
 */
import { greatCirclePoint } from '@fletx/contract/geo';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { seedOnFirstStart } from '../src/seed/seed';
import { openBenchApp } from './bench-app';
import { counterPositionsPerSecond, LOS_ANGELES, NEW_YORK } from './bench-miles-counter';

const requests = Number(process.argv[2] ?? 300);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const counterPerSecond = counterPositionsPerSecond();
const la = LOS_ANGELES;
const ny = NEW_YORK;

// 2. Through the API: a demo load in transit, one position per request, then the counting alone.
const bench = await openBenchApp('fletx-bench-miles', (database, dir) =>
  seedOnFirstStart(
    database,
    { ADMIN_EMAIL: 'admin@fletx.test', ADMIN_PASSWORD: 'Fletx#Admin2026', SEED_DEMO: true },
    { info: () => {} },
    {
      mailer: { send: async () => {}, close: () => {} },
      jwtSecret: 'bench-secret-that-is-long-enough-for-hs256',
      filesDir: dir,
    },
  ),
);
const { database, services, app } = bench;
const [load] = rowsOf<{ id: number; driver_id: number }>(
  await database.db.execute(
    sql`SELECT id, driver_id FROM loads WHERE status_id BETWEEN ${LOAD_STATUS.accepted} AND ${LOAD_STATUS.atDelivery}
      AND EXISTS (SELECT 1 FROM vehicles v WHERE v.driver_id = loads.driver_id AND NOT v.is_deleted)
      ORDER BY status_id DESC LIMIT 1`,
  ),
);
if (!load) throw new Error('no demo load on the road whose driver has a truck');
const driver = await services.users.findById(load.driver_id);
if (!driver) throw new Error('no driver');
const { accessToken } = await services.signer.sign(driver);
const headers = { authorization: `Bearer ${accessToken}` };
const posts: number[] = [];
for (let i = 0; i < requests; i++) {
  const p = greatCirclePoint(la, ny, 0.5 + i / 5000);
  // Each position newer than the last (the demo's track ends now): counted on, never recounted.
  const payload = { points: [{ lat: p.lat, lon: p.lon, at: new Date().toISOString() }] };
  const t = performance.now();
  const r = await app.inject({
    method: 'POST',
    url: `/api/driver/loads/${load.id}/locations`,
    payload,
    headers,
  });
  posts.push(performance.now() - t);
  if (r.statusCode !== 201) throw new Error(`POST ${r.statusCode}: ${r.body}`);
}
const counts: number[] = [];
for (let i = 0; i < requests; i++) {
  const p = greatCirclePoint(la, ny, 0.6 + i / 5000);
  const point = { lat: p.lat, lon: p.lon, at: new Date() };
  const t = performance.now();
  await services.miles.countPositions(load.id, [point], async () => []);
  counts.push(performance.now() - t);
}
console.log(
  JSON.stringify({
    database: database.kind,
    counterPositionsPerSecond: counterPerSecond,
    postMedianMs: Number(median(posts).toFixed(2)),
    countingMedianMs: Number(median(counts).toFixed(2)),
    requests,
  }),
);
await bench.close();
