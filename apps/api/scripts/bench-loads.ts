/**
 * Measures the load lists with 100 000 loads: findAllActive / findAllInactive, plain, sorted by Start and
 * End, paged deep, and searched by city, driver, broker and load number, through the real app (app.inject).
 * Run: `npx tsx apps/api/scripts/bench-loads.ts [loads] [rounds]` on a fresh embedded database, or with
 * DATABASE_URL set to an empty PostgreSQL database. Prints p50 and p99 per call.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { createMailer } from '../src/lib/mailer';
import { createServices } from '../src/services';

const total = Number(process.argv[2] ?? 100_000);
const rounds = Number(process.argv[3] ?? 100);
const secret = 'bench-secret-that-is-long-enough-for-hs256';
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fletx-bench-loads-'));
const url = process.env.DATABASE_URL;
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite' });
await database.migrate();
const mailer = createMailer({
  from: 'bench@fletx.app',
  outboxDir: path.join(dir, 'outbox'),
  logger: pino({ level: 'silent' }),
});
const services = createServices(database, { mailer, jwtSecret: secret, filesDir: path.join(dir, 'files') });
const app = await buildApp({ services });
await app.ready();
const { db } = database;
const admin = await services.users.createStaff({
  firstName: 'Bench',
  lastName: 'Admin',
  email: `bench.${Date.now()}@fletx.app`,
  role: 'Carriers',
  password: 'Bench#Password1',
});
const { accessToken } = await services.signer.sign(admin);

const started = performance.now();
// 300 drivers, 60 brokers, then the loads in one INSERT … SELECT (statuses spread over 1–16).
await db.execute(sql`
  INSERT INTO users (first_name, last_name, email, role, "group", password_hash, status)
  SELECT (ARRAY['Michael','David','Joshua','Daniel','Kevin','Brian','Jason','Ryan','Zoe','Carlos'])[1 + i % 10],
         'Driver' || i, 'bench.driver.' || i || '@example.com', 'Driver', 'drivers', 'x', 2
  FROM generate_series(1, 300) AS i`);
await db.execute(sql`
  INSERT INTO brokers (name, mc_number, invoicing_email, address, city, state_code, zip_code, days_to_pay, status)
  SELECT 'Broker ' || md5(i::text), 'MC-B' || i, 'b' || i || '@example.com', '1 Main St', 'Chicago', 'IL',
         '60601', 30, 'Approved'
  FROM generate_series(1, 60) AS i`);
await db.execute(sql`
  WITH d AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE "group" = 'drivers'),
       b AS (SELECT array_agg(id ORDER BY id) AS ids FROM brokers),
       c AS (SELECT ARRAY['Dallas','Atlanta','Houston','Chicago','Phoenix','Denver','Savannah','Columbus',
                          'Memphis','Fresno','Tulsa','Omaha','Reno','Boise','Tampa','Miami'] AS names)
  INSERT INTO loads (id_number, status_id, driver_id, broker_id, distance_miles, pickup_open_at, pickup_close_at,
                     pickup_zip, pickup_state, pickup_city, delivery_open_at, delivery_close_at, delivery_zip,
                     delivery_state, delivery_city, trip_rate_cents, trailer_type_id, load_type)
  SELECT 'LD-' || lpad(i::text, 7, '0'), 1 + i % 16, d.ids[1 + i % 300], b.ids[1 + i % 60], 100 + i % 2000,
         now() - make_interval(hours => i), now() - make_interval(hours => i) + interval '4 hours', '75261', 'TX',
         c.names[1 + i % 16], now() - make_interval(hours => i) + interval '30 hours',
         now() - make_interval(hours => i) + interval '34 hours', '30336', 'GA', c.names[1 + (i * 7) % 16],
         100000 + i % 500000, 1 + i % 4, 'FTL'
  FROM generate_series(1, ${total}) AS i, d, b, c`);
await db.execute(sql`ANALYZE`);
console.log(
  `inserted ${total} loads in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind})`,
);

const CALLS: Array<[string, string]> = [
  ['active, page 1', '/api/loadbook/findAllActive?page=1&take=10'],
  ['finished, page 1', '/api/loadbook/findAllInactive?page=1&take=10'],
  ['active, sort Start ASC', '/api/loadbook/findAllActive?take=10&sort=start&order=ASC'],
  ['active, sort End DESC, page 500', '/api/loadbook/findAllActive?page=500&take=10&sort=end&order=DESC'],
  ['finished, sort Start DESC', '/api/loadbook/findAllInactive?take=10&sort=start&order=DESC'],
  ['active, search city "tulsa"', '/api/loadbook/findAllActive?take=10&filter=tulsa&sort=start&order=DESC'],
  ['active, search driver "driver123"', '/api/loadbook/findAllActive?take=10&filter=driver123'],
  ['finished, search broker md5 prefix', '/api/loadbook/findAllInactive?take=10&filter=broker%20c4ca'],
  ['active, search load number', '/api/loadbook/findAllActive?take=10&filter=LD-0054321'],
  ['countLoads', '/api/loadbook/countLoads'],
];

const headers = { authorization: `Bearer ${accessToken}` };
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
console.log(`| call | rows found | p50 ms | p99 ms |`);
console.log(`|---|---|---|---|`);
for (const [name, url] of CALLS) {
  const first = await app.inject({ method: 'GET', url, headers });
  if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
  const body = first.json() as { data: { extraData?: { total: number }; total?: number } };
  const found = body.data.extraData?.total ?? body.data.total ?? 0;
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `| ${name} | ${found} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 99).toFixed(1)} |`,
  );
}

await app.close();
await database.close();
await fs.rm(dir, { recursive: true, force: true });
