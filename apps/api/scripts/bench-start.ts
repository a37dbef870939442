/**
 * The start-up figures of `npm run bench` (bench.ts; docs/performance.md "Issue 31: start and memory"):
 * - restart to healthy: `npm start` run as a person runs it (its Node.js check, the build of what changed —
 *   nothing — and the server) on a database that already exists, timed from the command's start to the first
 *   200 of `GET /api/health`; the median of `runs` restarts after one unmeasured start;
 * - idle memory: the resident memory (RSS) of the server process, with any child it still has, five seconds
 *   after it answered healthy on its FIRST start with the demo data on a new embedded database, started with
 *   the Node.js options `npm start` gives it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rssMb } from './bench-cpu';
import { freePort } from './free-port';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface StartFigures {
  /** Restart to healthy, in ms: the median and every run. */
  restartMs: { median: number; runs: number[] };
  /** RSS in MB five seconds after the first start with the demo data (embedded database only). */
  idleRssAfterFirstStart: number | undefined;
}

/** The Node.js options `npm start` gives the server (package.json), without the .env file's. */
export function startNodeOptions(): string[] {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const server = /node ([^&]*?)apps\/api\/dist\/main\.js$/.exec(scripts.start)?.[1] ?? '';
  return server.split(/\s+/).filter((option) => option.startsWith('--') && !option.startsWith('--env-file'));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spawns `command` in a process group of its own; answers when /api/health answers 200, with the ms taken. */
async function startAndWait(
  command: string,
  args: string[],
  env: Record<string, string>,
  port: number,
): Promise<{ child: ChildProcess; ms: number; stop: () => Promise<void> }> {
  const began = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited early:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok)
        return { child, ms: performance.now() - began, stop };
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  await stop();
  throw new Error(`${command} ${args.join(' ')} not healthy in time:\n${output}`);
}

/**
 * Measures both figures: the first start and its memory on a new embedded folder (skipped with
 * `databaseUrl`), then `runs` restarts of `npm start` on the same database.
 */
export async function measureStart(options: {
  main: string;
  databaseUrl: string | undefined;
  adminPassword: string;
  runs?: number;
  log?: (line: string) => void;
}): Promise<StartFigures> {
  const { main, databaseUrl, runs = 5, log = () => {} } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fletx-bench-start-'));
  const env: Record<string, string> = databaseUrl
    ? { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ADMIN_PASSWORD: options.adminPassword, SEED_DEMO: '0' }
    : { DATA_DIR: dataDir, SEED_DEMO: '1' };
  try {
    let idleRssAfterFirstStart: number | undefined;
    if (!databaseUrl) {
      log('first start with the demo data on a new embedded database…');
      const first = await startAndWait(process.execPath, [...startNodeOptions(), main], env, freePort());
      await sleep(5000);
      idleRssAfterFirstStart = rssMb(first.child.pid);
      await first.stop();
    }
    const restartMs: number[] = [];
    for (let run = 0; run <= runs; run++) {
      log(run === 0 ? 'npm start, unmeasured…' : `npm start, restart ${run} of ${runs}…`);
      const started = await startAndWait('npm', ['start', '--silent'], env, freePort());
      if (run > 0) restartMs.push(Math.round(started.ms));
      await started.stop();
    }
    const sorted = restartMs.toSorted((a, b) => a - b);
    return {
      restartMs: { median: sorted[Math.floor(sorted.length / 2)] ?? 0, runs: restartMs },
      idleRssAfterFirstStart,
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The figures as the report's lines. */
export function startLines(figures: StartFigures): string {
  const { restartMs, idleRssAfterFirstStart } = figures;
  const runs = restartMs.runs.map((ms) => (ms / 1000).toFixed(2)).join(', ');
  const rss =
    idleRssAfterFirstStart === undefined
      ? ''
      : `\nidle RSS 5 s after the first start with the demo data (new embedded database): ${idleRssAfterFirstStart} MB`;
  return `npm start, restart to healthy: median ${(restartMs.median / 1000).toFixed(2)} s (runs: ${runs} s)${rss}\n`;
}
