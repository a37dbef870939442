/**
 * `DATABASE_URL=… npx tsx apps/api/scripts/bench-search.ts [rounds]`: the load searches of docs/performance.md
 * "Searches at 1 M loads", one request at a time, through the real app (`app.inject`: token checked, answers
 * validated and serialised) on a database `npm run bench:fill` filled (its admin, `ADMIN_EMAIL` /
 * `ADMIN_PASSWORD`, signs in). Prints per call the total, the page's first ids, p50 / p99 ms and this process's
 * CPU ms per request (the rest is PostgreSQL's).
 */
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { loadEnv } from '../src/env';
import { createMailer } from '../src/lib/mailer';
import { createServices } from '../src/services';

const rounds = Number(process.argv[2] ?? 50);
const env = loadEnv();
if (!env.DATABASE_URL) throw new Error('Set DATABASE_URL to a database bench:fill filled.');
const database = await openDatabase({ kind: 'postgres', url: env.DATABASE_URL });
await database.migrate();
const silent = pino({ level: 'silent' });
const dir = path.join(os.tmpdir(), 'fletx-bench-search');
const services = createServices(database, {
  mailer: createMailer({ from: 'bench@fletx.app', outboxDir: path.join(dir, 'outbox'), logger: silent }),
  jwtSecret: 'bench-secret-that-is-long-enough-for-hs256',
  filesDir: path.join(dir, 'files'),
});
const app = await buildApp({ services });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { name: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
});
if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
const headers = { authorization: `Bearer ${login.json().data.accessToken.jwtToken}` };

const CALLS: Array<[string, string]> = [
  ['city "tulsa", sort Start DESC', '/api/loadbook/findAllActive?take=10&filter=tulsa&sort=start&order=DESC'],
  ['city "tulsa", newest, page 3', '/api/loadbook/findAllActive?take=10&page=3&filter=tulsa'],
  ['driver "driver123"', '/api/loadbook/findAllActive?take=10&filter=driver123'],
  ['broker "broker c4ca"', '/api/loadbook/findAllInactive?take=10&filter=broker%20c4ca'],
  ['load number LD-0004321', '/api/loadbook/findAllActive?take=10&filter=LD-0004321'],
  ['load number, finished list', '/api/loadbook/findAllInactive?take=10&filter=LD-0004321'],
  ['nothing matches', '/api/loadbook/findAllActive?take=10&filter=no%20such%20load'],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
console.log(
  `${rounds} requests each, one at a time; load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log('| call | total | first ids | p50 ms | p99 ms | app CPU ms/request |');
console.log('|---|---|---|---|---|---|');
for (const [name, url] of CALLS) {
  const first = await app.inject({ method: 'GET', url, headers });
  if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
  const { data } = first.json() as { data: { info: Array<{ id: number }>; extraData: { total: number } } };
  for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url, headers });
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - t);
  }
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  const ids = data.info.map((l) => l.id);
  console.log(
    `| ${name} | ${data.extraData.total} | ${ids.slice(0, 3).join(' ')}${ids.length > 3 ? ' …' : ''} | ` +
      `${percentile(times, 50).toFixed(1)} | ${percentile(times, 99).toFixed(1)} | ` +
      `${((used.user + used.system) / 1000 / rounds).toFixed(2)} |`,
  );
}
await app.close();
await database.close();
