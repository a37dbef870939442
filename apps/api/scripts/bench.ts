/**
 * `npm run bench`: the HTTP benchmark of docs/performance.md, in one run. It builds the compiled server
 * (scripts/build-api.mjs), fills a database with the generator of bench-fill.ts (a fresh embedded one in a
 * temporary folder; with DATABASE_URL, that PostgreSQL database, filled only when it holds no loads), starts a
 * bare Fastify hello-world and the real server (`node apps/api/dist/main.js`, production settings, request
 * logging at info as shipped), and drives each endpoint with autocannon (50 connections, a fixed time each).
 * Prints req/s, p50, p99 and the ratio to hello-world as a Markdown table.
 *
 * Options: --loads N (default 1 000 000 on PostgreSQL, 100 000 on the embedded database; a PostgreSQL database
 * already filled is used as it is), --duration S per endpoint (default 3), --warmup S unmeasured for every
 * endpoint before any is measured, then again before each (default 1), --connections C (default 50),
 * --workers N (the server's processes, WORKERS: by default one per core on PostgreSQL, one on the embedded
 * database),
 * --only TEXT[,TEXT…] (endpoints whose name contains one), --logging (also measure request logging: a second server
 * with LOG_LEVEL=warn, which drops the per-request lines, on the same data; the two are driven in turn, three
 * times each, and the table shows the means), --profile DIR (the server writes a V8 CPU profile of the whole run into
 * DIR when it stops; `npx tsx apps/api/scripts/profile-summary.ts DIR/*.cpuprofile` says where its time went).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
// @ts-expect-error scripts/build-api.mjs is plain JavaScript without declarations
import { buildApi } from '../../../scripts/build-api.mjs';
import { prepareBenchDatabase } from './bench-fill';
import { childPids } from './child-pids';
import { freePort as port } from './free-port';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const AUTOCANNON = path.join(root, 'node_modules/autocannon/autocannon.js');
const ADMIN = { email: 'bench.admin@fletx.app', password: 'Bench#Password1' };

const { values } = parseArgs({
  options: {
    loads: { type: 'string' },
    duration: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '1' },
    workers: { type: 'string' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    logging: { type: 'boolean', default: false },
    profile: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(
    'Usage: npm run bench -- [--loads N] [--duration S] [--warmup S] [--connections C] [--workers N] [--only TEXT] [--logging] [--profile DIR]',
  );
  process.exit(0);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
const loads = Number(values.loads ?? (databaseUrl ? 1_000_000 : 100_000));
const duration = Number(values.duration);
const warmup = Number(values.warmup);
/** The server's processes (WORKERS): one per core on PostgreSQL, as a production server would run. */
const workers = Number(values.workers ?? (databaseUrl ? os.availableParallelism() : 1));
const connections = Number(values.connections);

interface Result {
  requestsPerSecond: number;
  /** The server's CPU time per answered request (Linux; 0 elsewhere): steadier than req/s on a shared machine. */
  cpuMsPerRequest: number;
  /** PostgreSQL's CPU time per request (all its processes on this machine; 0 on the embedded database). */
  dbCpuMsPerRequest: number;
  /** How busy the machine's cores were during the run (0–1): near 1, the machine, not a lock, is the limit. */
  machineBusy: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * CPU time (user + system) a process has used so far, in ms (Linux), or 0; with `reaped`, also that of its
 * children that ended and were waited for.
 */
function cpuMs(pid: number | undefined, reaped = false): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime, stime, cutime and cstime are fields 14 to 17 of the file, in clock ticks (100 a second on Linux).
    const own = Number(fields[11]) + Number(fields[12]);
    return (reaped ? own + Number(fields[13]) + Number(fields[14]) : own) * 10;
  } catch {
    return 0;
  }
}

/** A process and its children (the server's workers, WORKERS > 1). */
const processTree = (pid: number | undefined): Array<number | undefined> => [pid, ...childPids(pid)];

/** CPU time used so far by a process and its workers, in ms (Linux), or 0. */
const treeCpuMs = (pid: number | undefined) => processTree(pid).reduce<number>((sum, p) => sum + cpuMs(p), 0);

/**
 * CPU time used so far by every PostgreSQL process of this machine (server and backends), in ms (Linux), or 0.
 * A backend that ends (a pool closing an idle connection) moves its time to the server process's reaped
 * children's, so the sum does not drop when one does.
 */
function postgresCpuMs(): number {
  if (!databaseUrl) return 0;
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.includes(' (postgres) ')) total += cpuMs(Number(entry), true);
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/** The machine's busy and total CPU time so far, over all cores, in ms (Linux; zeros elsewhere). */
function machineCpuMs(): { busy: number; total: number } {
  try {
    const ticks = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const total = ticks.slice(0, 8).reduce((sum, n) => sum + n, 0);
    // idle and iowait are the 4th and 5th: the rest (user, nice, system, irq, softirq, steal) is work.
    return { busy: (total - (ticks[3] ?? 0) - (ticks[4] ?? 0)) * 10, total: total * 10 };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/**
 * One autocannon run in a process of its own, so the measuring does not slow this one down; `pid` is the
 * server's, whose CPU time is sampled around the run.
 */
function autocannon(
  url: string,
  headers: Record<string, string>,
  pid?: number,
  c = connections,
  d = duration,
) {
  const cpuBefore = treeCpuMs(pid);
  const dbBefore = postgresCpuMs();
  const machineBefore = machineCpuMs();
  const args = [AUTOCANNON, '-c', String(c), '-d', String(d), '-j'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise<Result>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const r = JSON.parse(out) as {
        requests: { average: number; total: number };
        latency: { p50: number; p99: number };
        errors: number;
        non2xx: number;
      };
      const machine = machineCpuMs();
      const perRequest = (ms: number) => (r.requests.total > 0 ? ms / r.requests.total : 0);
      resolve({
        requestsPerSecond: r.requests.average,
        cpuMsPerRequest: perRequest(treeCpuMs(pid) - cpuBefore),
        dbCpuMsPerRequest: perRequest(postgresCpuMs() - dbBefore),
        machineBusy:
          machine.total > machineBefore.total
            ? (machine.busy - machineBefore.busy) / (machine.total - machineBefore.total)
            : 0,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors,
        non2xx: r.non2xx,
      });
    });
  });
}

interface Started {
  child: ChildProcess;
  url: string;
  startMs: number;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited early:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`not answering in time:\n${output()}`);
}

/** Every process started, stopped at the end even when the run fails half-way. */
const children: ChildProcess[] = [];

async function start(args: string[], env: Record<string, string>, readyPath: string, port: number) {
  const began = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${readyPath}`, child, () => output);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    child,
    url,
    startMs: performance.now() - began,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  } satisfies Started;
}

/** Resident memory of a process in MB (Linux), or undefined. */
function rssMb(pid: number | undefined): number | undefined {
  let kb = 0;
  for (const p of processTree(pid)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return kb > 0 ? Math.round(kb / 1024) : undefined;
}

const mean = (runs: Result[]): Result => {
  const avg = (pick: (r: Result) => number) => runs.reduce((sum, r) => sum + pick(r), 0) / runs.length;
  return {
    requestsPerSecond: avg((r) => r.requestsPerSecond),
    cpuMsPerRequest: avg((r) => r.cpuMsPerRequest),
    dbCpuMsPerRequest: avg((r) => r.dbCpuMsPerRequest),
    machineBusy: avg((r) => r.machineBusy),
    p50: Math.round(avg((r) => r.p50)),
    p99: Math.round(avg((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  };
};

const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fletx-bench-'));
  try {
    console.error('building the server…');
    const main: string = await buildApi();
    console.error(databaseUrl ? 'preparing the PostgreSQL database…' : 'filling an embedded database…');
    const held = await prepareBenchDatabase({
      dataDir,
      databaseUrl,
      loads,
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      log: (line) => console.error(line),
    });

    // The same database for a second server without request logs (an embedded one: a copy of the folder).
    if (values.logging && !databaseUrl) fs.cpSync(dataDir, `${dataDir}-quiet`, { recursive: true });

    const helloPort = port();
    const hello = await start([path.join(here, 'bench-hello.mjs'), String(helloPort)], {}, '/', helloPort);
    if (warmup > 0) await autocannon(`${hello.url}/`, {}, hello.child.pid, connections, warmup);
    const yardstick = await autocannon(`${hello.url}/`, {}, hello.child.pid);
    await hello.stop();

    const serverEnv = (logLevel: string) => ({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SEED_DEMO: '0',
      BACKUP_KEEP: '0',
      LOG_LEVEL: logLevel,
      HOST: '127.0.0.1',
      WORKERS: String(workers),
    });
    const serverPort = port();
    const profiling = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.profile)}`] : [];
    const server = await start(
      [...profiling, main],
      { ...serverEnv('info'), PORT: String(serverPort) },
      '/api/health',
      serverPort,
    );
    const startMs = server.startMs;
    // Healthy means the first worker listens; the others start after it (src/workers.ts).
    while (workers > 1 && processTree(server.child.pid).length < workers + 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Forked is not yet listening, and nothing outside the server says when a worker listens (its log goes
    // to the stdout this script ignores, so as not to read every request's line while measuring): a settle.
    if (workers > 1) await new Promise((resolve) => setTimeout(resolve, 3000));
    const idleRss = rssMb(server.child.pid);

    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: ADMIN.email, password: ADMIN.password }),
    });
    if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
    const token = ((await login.json()) as { data: { accessToken: { jwtToken: string } } }).data.accessToken
      .jwtToken;
    const auth = { authorization: `Bearer ${token}` };

    const active = (await (
      await fetch(`${server.url}/api/loadbook/findAllActive?page=1&take=10`, { headers: auth })
    ).json()) as unknown;
    const loadId = JSON.stringify(active).match(/"id":(\d+)/)?.[1] ?? '1';
    const loadNumber = `LD-${String(Math.min(held, 4321)).padStart(7, '0')}`;

    const endpoints: Array<[string, string, boolean]> = [
      ['health', '/api/health', false],
      ['loads active, page 1', '/api/loadbook/findAllActive?page=1&take=10', true],
      ['loads finished, page 1', '/api/loadbook/findAllInactive?page=1&take=10', true],
      ['loads active, sort Start ASC', '/api/loadbook/findAllActive?take=10&sort=start&order=ASC', true],
      // Deep pages and old load numbers are the finished loads' (the generator's active loads are the last 30
      // days': about 110 at 10 k, no page 500).
      [
        'loads finished, sort End DESC, page 500',
        '/api/loadbook/findAllInactive?page=500&take=10&sort=end&order=DESC',
        true,
      ],
      ['search city "tulsa"', '/api/loadbook/findAllActive?take=10&filter=tulsa&sort=start&order=DESC', true],
      ['search driver "driver123"', '/api/loadbook/findAllActive?take=10&filter=driver123', true],
      // At 10 k the driver's active search is an empty page (the active loads are ~110); the finished one is a
      // full page at both sizes, so it is the one to compare 1 M with 10 k.
      ['search driver "driver123", finished', '/api/loadbook/findAllInactive?take=10&filter=driver123', true],
      ['search broker', '/api/loadbook/findAllInactive?take=10&filter=broker%20c4ca', true],
      [
        `search load number ${loadNumber}`,
        `/api/loadbook/findAllInactive?take=10&filter=${loadNumber}`,
        true,
      ],
      ['countLoads', '/api/loadbook/countLoads', true],
      ['load detail', `/api/loadbook/find/${loadId}`, true],
      ['drivers, page 1', '/api/user/all/info/drivers?page=1&take=10', true],
      ['trucks, page 1', '/api/vehicle/?page=1&take=10', true],
      ['trailers, page 1', '/api/trailer/findBySize?page=1&take=10', true],
      ['brokers, page 1', '/api/bookings/brokers?page=1&take=10', true],
      ['bookings, page 1', '/api/bookings/findForBookings?page=1&take=10', true],
      ['reports, page 1', '/api/loadbook/loadbookreport/?page=1&take=10', true],
      ['delivery approval, page 1', '/api/delivery-approval/?page=1&take=10', true],
      ['parametrics trailertypes', '/api/parametrics/trailertypes', true],
    ];
    const only = values.only?.split(',').map((part) => part.trim());
    const chosen = endpoints.filter(([name]) => !only || only.some((part) => name.includes(part)));

    /** Each endpoint against the server; with a second server, alternately, `rounds` times each. */
    const run = async (target: Started, other?: Started, rounds = 1) => {
      const results = new Map<string, Result | string>();
      const others = new Map<string, Result | string>();
      // Every endpoint driven once, unmeasured, before any is measured: V8 keeps optimising the code all the
      // lists share (the server, pg, the serializers) for several seconds, and the first endpoint measured paid
      // for it (loads active: 1.09 → 0.78 ms of server CPU a request with 6 s of warm-up instead of 1).
      if (warmup > 0)
        for (const [, url, withToken] of chosen)
          for (const server of other ? [target, other] : [target])
            await autocannon(
              `${server.url}${url}`,
              withToken ? auth : {},
              server.child.pid,
              connections,
              warmup,
            );
      for (const [name, url, withToken] of chosen) {
        const headers = withToken ? auth : {};
        const first = await fetch(`${target.url}${url}`, { headers });
        if (!first.ok) {
          results.set(name, `HTTP ${first.status}`);
          continue;
        }
        console.error(`  ${name}…`);
        // Unmeasured: the endpoint's code compiled by V8 and its rows in the database's cache, as in a server
        // that has been running (the first endpoint measured otherwise paid for both).
        if (warmup > 0)
          await autocannon(`${target.url}${url}`, headers, target.child.pid, connections, warmup);
        const mine: Result[] = [];
        const theirs: Result[] = [];
        for (let round = 0; round < rounds; round++) {
          mine.push(await autocannon(`${target.url}${url}`, headers, target.child.pid));
          if (other) theirs.push(await autocannon(`${other.url}${url}`, headers, other.child.pid));
        }
        results.set(name, mean(mine));
        if (other) others.set(name, mean(theirs));
      }
      return { results, others };
    };

    let quietServer: Started | undefined;
    if (values.logging) {
      const quietPort = port();
      quietServer = await start(
        [main],
        // On PostgreSQL both servers read the same database and the same folder (its token secret: a token
        // signed by one is refused by a server with another secret); an embedded one reads its copy.
        {
          ...serverEnv('warn'),
          ...(databaseUrl ? {} : { DATA_DIR: `${dataDir}-quiet` }),
          PORT: String(quietPort),
        },
        '/api/health',
        quietPort,
      );
    }
    const { results: measured, others } = await run(server, quietServer, quietServer ? 3 : 1);
    const quiet = quietServer ? others : undefined;
    await server.stop();
    await quietServer?.stop();

    const cpus = os.cpus();
    console.log(
      `\n${new Date().toISOString().slice(0, 10)} · ${cpus.length} × ${cpus[0]?.model ?? 'cpu'} · Node ${process.version} · ` +
        `${databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'} with ${held.toLocaleString('en-US')} loads · ` +
        `autocannon ${connections} connections, ${duration} s each\n`,
    );
    console.log(
      `server: ${workers} process${workers > 1 ? 'es (WORKERS)' : ''}, healthy ${(startMs / 1000).toFixed(2)} s after start (existing data folder), RSS ${idleRss ?? '?'} MB when healthy\n`,
    );
    // Where each request's CPU went: the server, PostgreSQL (its own processes), and how busy the machine was
    // (the rest of the busy time is the load generator and the kernel's network work on the same cores).
    const cost = (r: Result) =>
      `${r.cpuMsPerRequest.toFixed(3)} |${databaseUrl ? ` ${r.dbCpuMsPerRequest.toFixed(3)} |` : ''} ${Math.round(r.machineBusy * 100)} % |`;
    const header = `| endpoint | req/s | p50 ms | p99 ms | × hello-world | server CPU ms/request |${databaseUrl ? ' PostgreSQL CPU ms/request |' : ''} machine busy |${quiet ? ' logging off: req/s | CPU ms/request | logging cost (CPU) |' : ''}`;
    const blank = ' |'.repeat(header.split('|').length - 4);
    console.log(header);
    console.log(header.replace(/[^|]+/g, '---'));
    console.log(
      `| bare Fastify hello-world | ${fmt(yardstick.requestsPerSecond)} | ${yardstick.p50} | ${yardstick.p99} | 100 % | ${cost(yardstick)}${quiet ? ' | | |' : ''}`,
    );
    for (const [name] of chosen) {
      const r = measured.get(name);
      if (!r || typeof r === 'string') {
        console.log(`| ${name} | ${r ?? 'not run'}${blank}`);
        continue;
      }
      const failures = r.errors + r.non2xx > 0 ? ` (${r.errors + r.non2xx} failed)` : '';
      const ratio = `${((r.requestsPerSecond / yardstick.requestsPerSecond) * 100).toFixed(1)} %`;
      let line = `| ${name} | ${fmt(r.requestsPerSecond)}${failures} | ${r.p50} | ${r.p99} | ${ratio} | ${cost(r)}`;
      if (quiet) {
        const q = quiet.get(name);
        line +=
          q && typeof q !== 'string'
            ? ` ${fmt(q.requestsPerSecond)}${q.errors + q.non2xx > 0 ? ` (${q.errors + q.non2xx} failed)` : ''} | ${q.cpuMsPerRequest.toFixed(3)} | ${((1 - q.cpuMsPerRequest / r.cpuMsPerRequest) * 100).toFixed(1)} % |`
            : ' | | |';
      }
      console.log(line);
    }
  } finally {
    await Promise.all(
      children
        .filter((child) => child.exitCode === null && child.signalCode === null)
        .map((child) => {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          return exited;
        }),
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(`${dataDir}-quiet`, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
