/**
 * `DATABASE_URL=… npx tsx apps/api/scripts/bench-profit.ts`: the profit report (`GET /api/reports/profit`,
 * docs/performance.md "the profit report at 1 M loads") through the compiled server on PostgreSQL, on a database
 * `npm run bench:fill` filled (filled here first when it holds no loads: --loads N, default 1 000 000). For
 * groupBy=truck, groupBy=load (page 1 and a deep page) and the other groupings, over the last 4 weeks, a
 * quarter and a year up to today: each request alone, `rounds` times after one unmeasured (the median and
 * every run), the server's and PostgreSQL's CPU per request, the server's RSS after the period and its peak;
 * then `connections` clients at once, `rounds` requests each (p50 and p99). The server runs with the Node.js
 * options `npm start` gives it.
 *
 * Options: --rounds N (default 5), --connections C (default 4, 0: none), --workers N (the server's processes,
 * default 1 so that its memory is one process's), --main PATH (a server already built, e.g. another commit's
 * `node scripts/build-api.mjs` output; by default this tree is built), --only TEXT[,TEXT…] (the calls whose
 * name contains one).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
// @ts-expect-error scripts/build-api.mjs is plain JavaScript without declarations
import { buildApi } from '../../../scripts/build-api.mjs';
import { postgresCpuMs, treeCpuMs } from './bench-cpu';
import { signIn } from './bench-endpoints';
import { prepareBenchDatabase } from './bench-fill';
import { type Started, start, stopAll, waitForWorkers } from './bench-server';
import { startNodeOptions } from './bench-start';
import { freePort } from './free-port';

const { values } = parseArgs({
  options: {
    loads: { type: 'string', default: '1000000' },
    main: { type: 'string' },
    rounds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '4' },
    only: { type: 'string' },
    workers: { type: 'string', default: '1' },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to a PostgreSQL database (filled here when empty).');
const admin = {
  email: process.env.ADMIN_EMAIL ?? 'bench.admin@fletx.app',
  password: process.env.ADMIN_PASSWORD ?? 'Bench#Password1',
};
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const workers = Number(values.workers);

/** `yyyy-MM-dd`, `days` before today (UTC). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const PERIODS: Array<[string, string]> = [
  ['4 weeks', `from=${daysAgo(27)}&to=${daysAgo(0)}`],
  ['quarter', `from=${daysAgo(90)}&to=${daysAgo(0)}`],
  ['year', `from=${daysAgo(364)}&to=${daysAgo(0)}`],
];
const GROUPINGS: Array<[string, string]> = [
  ['truck', 'groupBy=truck'],
  ['load, page 1', 'groupBy=load&page=1&take=50'],
  ['load, page 100', 'groupBy=load&page=100&take=50&sort=margin&order=asc'],
  ['driver', 'groupBy=driver'],
  ['broker', 'groupBy=broker'],
  ['lane', 'groupBy=lane'],
];
const parts = values.only?.split(',').map((p) => p.trim());
const calls = PERIODS.flatMap(([period, range]) =>
  GROUPINGS.map(([grouping, query]) => ({
    name: `${grouping}, ${period}`,
    path: `/api/reports/profit?${query}&${range}`,
  })),
).filter((c) => !parts || parts.some((p) => c.name.includes(p)));

/** Resident and peak resident memory of the server and its workers, in MB (Linux). */
function memoryMb(pid: number | undefined): { rss: number; peak: number } {
  const read = (field: string) => {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
    } catch {
      return 0;
    }
  };
  return { rss: read('VmRSS'), peak: read('VmHWM') };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** One request; answers its ms, the rows of the grouping and the answer's bytes. */
async function timed(server: Started, url: string, headers: Record<string, string>) {
  const began = performance.now();
  const response = await fetch(`${server.url}${url}`, { headers });
  const body = await response.text();
  const ms = performance.now() - began;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${body.slice(0, 300)}`);
  const total = /"total":(\d+)/.exec(body)?.[1] ?? '?';
  const loads = /"totals":\{"loads":(\d+)/.exec(body)?.[1] ?? '?';
  return { ms, total, loads, bytes: body.length };
}

async function alone(server: Started, headers: Record<string, string>) {
  console.log(`\nOne request at a time, ${rounds} after one unmeasured (WORKERS=${workers})`);
  console.log(
    '| call | loads | rows | bytes | median ms | runs ms | server CPU ms | PostgreSQL CPU ms | RSS MB |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const call of calls) {
    await timed(server, call.path, headers);
    const cpu = treeCpuMs(server.child.pid);
    const db = postgresCpuMs();
    const runs: number[] = [];
    let last = { total: '?', loads: '?', bytes: 0 };
    for (let i = 0; i < rounds; i++) {
      const r = await timed(server, call.path, headers);
      runs.push(r.ms);
      last = r;
    }
    const perRequest = (ms: number) => (ms / rounds).toFixed(0);
    const sorted = runs.toSorted((a, b) => a - b);
    console.log(
      `| ${call.name} | ${last.loads} | ${last.total} | ${last.bytes} | ${percentile(sorted, 50).toFixed(0)} | ` +
        `${runs.map((ms) => ms.toFixed(0)).join(', ')} | ${perRequest(treeCpuMs(server.child.pid) - cpu)} | ` +
        `${perRequest(postgresCpuMs() - db)} | ${memoryMb(server.child.pid).rss} |`,
    );
  }
}

async function together(server: Started, headers: Record<string, string>) {
  console.log(`\n${connections} clients at once, ${rounds} requests each`);
  console.log('| call | p50 ms | p99 ms | requests/s |');
  console.log('|---|---|---|---|');
  for (const call of calls) {
    const times: number[] = [];
    const began = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        for (let i = 0; i < rounds; i++) times.push((await timed(server, call.path, headers)).ms);
      }),
    );
    const seconds = (performance.now() - began) / 1000;
    const sorted = times.toSorted((a, b) => a - b);
    console.log(
      `| ${call.name} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 99).toFixed(0)} | ` +
        `${(times.length / seconds).toFixed(1)} |`,
    );
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fletx-bench-profit-'));
  try {
    const held = await prepareBenchDatabase({
      dataDir,
      databaseUrl,
      loads: Number(values.loads),
      adminEmail: admin.email,
      adminPassword: admin.password,
      log: (line) => console.error(line),
    });
    const main: string = values.main ? path.resolve(values.main) : await buildApi();
    const port = freePort();
    // With the Node.js options `npm start` gives the server (its young generation's size shapes the memory).
    const server = await start(
      [...startNodeOptions(), main],
      {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        SEED_DEMO: '0',
        ADMIN_PASSWORD: admin.password,
        BACKUP_KEEP: '0',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        WORKERS: String(workers),
        PORT: String(port),
      },
      '/api/health',
      port,
    );
    await waitForWorkers(server, workers);
    const idle = memoryMb(server.child.pid);
    const headers = await signIn(server.url, admin);
    const load = os.loadavg().map((l) => l.toFixed(1));
    console.log(`${held} loads; ${main}; idle RSS ${idle.rss} MB; load average ${load.join(' ')}`);
    await alone(server, headers);
    console.log(
      `\nafter them: RSS ${memoryMb(server.child.pid).rss} MB, peak ${memoryMb(server.child.pid).peak} MB`,
    );
    if (connections > 0) await together(server, headers);
    const after = os.loadavg().map((l) => l.toFixed(1));
    console.log(
      `\npeak RSS ${memoryMb(server.child.pid).peak} MB; load average at the end ${after.join(' ')}`,
    );
    await server.stop();
  } finally {
    await stopAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
