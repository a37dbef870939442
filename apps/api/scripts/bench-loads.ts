import { openBenchApp } from './bench-app';
import { fillLoads } from './bench-fill';

const total = Number(process.argv[2] ?? 100_000);
const rounds = Number(process.argv[3] ?? 100);
const bench = await openBenchApp('fletx-bench-loads');
const { database, app, accessToken } = bench;

const started = performance.now();
// 300 drivers, 60 brokers, then the loads (the generator of bench-fill.ts), then ANALYZE.
await fillLoads(database, total);
console.log(
  `inserted ${total} loads in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind})`,
);

const CALLS: Array<[string, string]> = [
  ['active, page 1', '/api/loadbook/findAllActive?page=1&take=10'],
  ['finished, page 1', '/api/loadbook/findAllInactive?page=1&take=10'],
  ['active, sort Start ASC', '/api/loadbook/findAllActive?take=10&sort=start&order=ASC'],
  ['finished, sort End DESC, page 500', '/api/loadbook/findAllInactive?page=500&take=10&sort=end&order=DESC'],
  ['finished, sort Start DESC', '/api/loadbook/findAllInactive?take=10&sort=start&order=DESC'],
  ['active, search city "tulsa"', '/api/loadbook/findAllActive?take=10&filter=tulsa&sort=start&order=DESC'],
  ['active, search driver "driver123"', '/api/loadbook/findAllActive?take=10&filter=driver123'],
  ['finished, search broker md5 prefix', '/api/loadbook/findAllInactive?take=10&filter=broker%20c4ca'],
  ['finished, search load number', '/api/loadbook/findAllInactive?take=10&filter=LD-0054321'],
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

await bench.close();
