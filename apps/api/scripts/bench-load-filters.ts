/**
 * `npx tsx apps/api/scripts/bench-load-filters.ts --base http://127.0.0.1:3000 [--runs 5]`: the Loads list's
 * filters of docs/performance.md "Session 36: the Loads list's filters", through a running server (the compiled
 * one, `node apps/api/dist/main.js`, on a database `npm run bench:fill` filled; its admin, `ADMIN_EMAIL` /
 * `ADMIN_PASSWORD`, signs in). Each call once first, then `runs` more one at a time: prints the total, the
 * first call's ms and the median of the others. Start the server just before, so "first" is the first call.
 */
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    runs: { type: 'string', default: '5' },
  },
});
const base = args.base ?? 'http://127.0.0.1:3000';
const runs = Number(args.runs);
const email = process.env.ADMIN_EMAIL ?? 'admin@fletx.app';
const password = process.env.ADMIN_PASSWORD;
if (!password) throw new Error('Set ADMIN_PASSWORD to the password the database was filled with.');

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ name: email, password }),
});
if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
const token = ((await login.json()) as { data: { accessToken: { jwtToken: string } } }).data.accessToken
  .jwtToken;
const headers = { authorization: `Bearer ${token}` };

type Page = {
  data: {
    info: Array<{ id: number; broker_id: number; user_id: number | null }>;
    extraData: { total: number };
  };
};

async function get(path: string): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const r = await fetch(`${base}${path}`, { headers });
  const body = await r.text();
  if (!r.ok) throw new Error(`${path}: ${r.status} ${body.slice(0, 200)}`);
  return { ms: performance.now() - started, body };
}

// A driver and a broker of the finished jobs (the bench's: each has a few thousand loads), and days back from now.
const sample = (JSON.parse((await get('/api/loadbook/findAllInactive?take=1')).body) as Page).data.info[0];
if (!sample?.user_id) throw new Error('No finished load with a driver: fill the database first.');
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const week = `pickupFrom=${day(7)}`;
const pastMonth = `pickupFrom=${day(760)}&pickupTo=${day(730)}`;
const pastYear = `pickupFrom=${day(730)}&pickupTo=${day(365)}`;
const driver = `driverId=${sample.user_id}`;
const broker = `brokerId=${sample.broker_id}`;

const ACTIVE = '/api/loadbook/findAllActive?take=10';
const FINISHED = '/api/loadbook/findAllInactive?take=10';
const byStart = '&sort=start&order=ASC';
const byEnd = '&sort=end&order=DESC';

const CALLS: Array<[string, string]> = [
  ['active, no filter (before)', ACTIVE],
  ['finished, no filter (before)', FINISHED],
  ['finished, "tulsa" (before)', `${FINISHED}&filter=tulsa`],
  ['active, status New', `${ACTIVE}&statusId=2`],
  ['active, 4 statuses, by End', `${ACTIVE}&statusId=5,6,7,8${byEnd}`],
  ['active, the last 7 days', `${ACTIVE}&${week}`],
  ['active, driver', `${ACTIVE}&${driver}`],
  ['finished, status Declined', `${FINISHED}&statusId=14`],
  ['finished, status Declined, by Start', `${FINISHED}&statusId=14${byStart}`],
  ['finished, 3 statuses, by End', `${FINISHED}&statusId=1,13,14${byEnd}`],
  ['finished, broker', `${FINISHED}&${broker}`],
  ['finished, broker, by Start', `${FINISHED}&${broker}${byStart}`],
  ['finished, driver', `${FINISHED}&${driver}`],
  ['finished, driver, by End', `${FINISHED}&${driver}${byEnd}`],
  ['finished, the last 7 days', `${FINISHED}&${week}`],
  ['finished, a month 2 years ago', `${FINISHED}&${pastMonth}`],
  ['finished, a month 2 years ago, by Start', `${FINISHED}&${pastMonth}${byStart}`],
  ['finished, a month 2 years ago, by End', `${FINISHED}&${pastMonth}${byEnd}`],
  ['finished, a year', `${FINISHED}&${pastYear}`],
  ['finished, a year, by End', `${FINISHED}&${pastYear}${byEnd}`],
  ['finished, Declined and broker (none)', `${FINISHED}&statusId=14&${broker}`],
  ['finished, Declined and broker, by Start', `${FINISHED}&statusId=14&${broker}${byStart}`],
  ['finished, approved and broker', `${FINISHED}&statusId=12&${broker}`],
  ['finished, driver and a month', `${FINISHED}&${driver}&${pastMonth}`],
  ['finished, all four', `${FINISHED}&statusId=11,12&${broker}&${driver}&${pastYear}`],
  ['finished, "tulsa" and Declined', `${FINISHED}&filter=tulsa&statusId=14`],
  ['finished, "tulsa" and a month', `${FINISHED}&filter=tulsa&${pastMonth}`],
  ['finished, "tulsa" and a month, by End', `${FINISHED}&filter=tulsa&${pastMonth}${byEnd}`],
  ['finished, driver name and a year', `${FINISHED}&filter=driver123&${pastYear}`],
  ['finished, page 50 of a broker', `${FINISHED}&${broker}&page=50`],
  ['CSV: finished, driver and a month', `${FINISHED}&${driver}&${pastMonth}&format=csv`],
];

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log(`driver ${sample.user_id}, broker ${sample.broker_id}; ${runs} warm runs each`);
console.log('| call | total | first ms | warm ms (median) |');
console.log('|---|---|---|---|');
for (const [name, path] of CALLS) {
  const first = await get(path);
  const total = path.includes('format=csv')
    ? `${first.body.trim().split('\n').length - 1} rows`
    : String((JSON.parse(first.body) as Page).data.extraData.total);
  const warm: number[] = [];
  for (let i = 0; i < runs; i++) warm.push((await get(path)).ms);
  console.log(`| ${name} | ${total} | ${first.ms.toFixed(1)} | ${median(warm).toFixed(1)} |`);
}
