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
 *
 * Before the endpoints, the start-up figures (bench-start.ts): `npm start`'s restart to healthy, and the idle
 * memory after a first start with the demo data on a new embedded database; --start-only measures them alone.
 *
 * The parts: bench-endpoints.ts (what is measured), bench-server.ts (the processes), bench-measure.ts and
 * bench-cpu.ts (autocannon, the CPU and memory read around it), bench-report.ts (the table).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
// @ts-expect-error scripts/build-api.mjs is plain JavaScript without declarations
import { buildApi } from '../../../scripts/build-api.mjs';
import { rssMb } from './bench-cpu';
import { benchEndpoints, chooseEndpoints, signIn } from './bench-endpoints';
import { prepareBenchDatabase } from './bench-fill';
import { driver, measureEndpoints, type Result } from './bench-measure';
import { counterPositionsPerSecond } from './bench-miles-counter';
import { printReport } from './bench-report';
import { type Started, start, stopAll, waitForWorkers } from './bench-server';
import { measureStart, type StartFigures, startLines } from './bench-start';
import { freePort as port } from './free-port';

const here = path.dirname(fileURLToPath(import.meta.url));
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
    'start-only': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(
    'Usage: npm run bench -- [--loads N] [--duration S] [--warmup S] [--connections C] [--workers N] [--only TEXT] [--logging] [--profile DIR] [--start-only]',
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

const drive = driver({ connections, seconds: duration, postgres: Boolean(databaseUrl) });

/** The bare Fastify hello-world's figures: every endpoint's yardstick. */
async function measureHello(): Promise<Result> {
  const helloPort = port();
  const hello = await start([path.join(here, 'bench-hello.mjs'), String(helloPort)], {}, '/', helloPort);
  if (warmup > 0) await drive(`${hello.url}/`, {}, hello.child.pid, warmup);
  const yardstick = await drive(`${hello.url}/`, {}, hello.child.pid);
  await hello.stop();
  return yardstick;
}

/** The real server's environment: production settings, the bench's database, request logs at `logLevel`. */
const serverEnv = (dataDir: string, logLevel: string) => ({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  SEED_DEMO: '0',
  // A production start refuses the published password; the bench's database has its own first user.
  ADMIN_PASSWORD: ADMIN.password,
  BACKUP_KEEP: '0',
  LOG_LEVEL: logLevel,
  HOST: '127.0.0.1',
  WORKERS: String(workers),
});

/** The compiled server `main` on the bench's database, request logs at info as shipped, all workers up. */
async function startServer(main: string, dataDir: string): Promise<Started> {
  const serverPort = port();
  const profiling = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.profile)}`] : [];
  const server = await start(
    [...profiling, main],
    { ...serverEnv(dataDir, 'info'), PORT: String(serverPort) },
    '/api/health',
    serverPort,
  );
  await waitForWorkers(server, workers);
  return server;
}

/** With `--logging`: a second server without request logs (LOG_LEVEL=warn) on the same data. */
async function startQuietServer(main: string, dataDir: string): Promise<Started> {
  const quietPort = port();
  return start(
    [main],
    // On PostgreSQL both servers read the same database and the same folder (its token secret: a token
    // signed by one is refused by a server with another secret); an embedded one reads its copy.
    {
      ...serverEnv(dataDir, 'warn'),
      ...(databaseUrl ? {} : { DATA_DIR: `${dataDir}-quiet` }),
      PORT: String(quietPort),
    },
    '/api/health',
    quietPort,
  );
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fletx-bench-'));
  try {
    console.error('building the server…');
    const serverMain: string = await buildApi();
    // On PostgreSQL the restarts run on the bench's database, filled first (with --start-only, as it is).
    const measureStartUp = async (): Promise<StartFigures> => {
      console.error('measuring start-up…');
      return measureStart({
        main: serverMain,
        databaseUrl,
        adminPassword: ADMIN.password,
        log: (line) => console.error(line),
      });
    };
    if (values['start-only']) {
      console.log(`\n${startLines(await measureStartUp())}`);
      return;
    }
    console.error(databaseUrl ? 'preparing the PostgreSQL database…' : 'filling an embedded database…');
    const held = await prepareBenchDatabase({
      dataDir,
      databaseUrl,
      loads,
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      log: (line) => console.error(line),
    });
    const startFigures = await measureStartUp();

    // The same database for a second server without request logs (an embedded one: a copy of the folder).
    if (values.logging && !databaseUrl) fs.cpSync(dataDir, `${dataDir}-quiet`, { recursive: true });

    const yardstick = await measureHello();
    const server = await startServer(serverMain, dataDir);
    const idleRss = rssMb(server.child.pid);
    const auth = await signIn(server.url, ADMIN);
    const endpoints = chooseEndpoints(await benchEndpoints(server.url, auth, held), values.only);

    const quietServer = values.logging ? await startQuietServer(serverMain, dataDir) : undefined;
    const { results: measured, others } = await measureEndpoints(
      { endpoints, auth, warmup, drive },
      server,
      quietServer,
      quietServer ? 3 : 1,
    );
    await server.stop();
    await quietServer?.stop();

    printReport({
      postgres: Boolean(databaseUrl),
      held,
      connections,
      duration,
      workers,
      startMs: server.startMs,
      idleRss,
      yardstick,
      endpoints,
      measured,
      quiet: quietServer ? others : undefined,
    });
    console.log(`\n${startLines(startFigures)}`);
    console.log(`State-miles counter: ${counterPositionsPerSecond()} positions/s (one core, in process)`);
  } finally {
    await stopAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(`${dataDir}-quiet`, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
