/**
 * The benchmark's measuring (bench.ts): autocannon runs against a server, with the CPU the server, PostgreSQL
 * and the machine spent meanwhile, and each chosen endpoint driven in turn.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineCpuMs, postgresCpuMs, treeCpuMs } from './bench-cpu';
import type { Endpoint } from './bench-endpoints';
import type { Started } from './bench-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const AUTOCANNON = path.join(root, 'node_modules/autocannon/autocannon.js');

export interface Result {
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

/** How a run drives: its connections, its seconds, and whether PostgreSQL's CPU is read (0 when not). */
export interface Load {
  connections: number;
  seconds: number;
  postgres: boolean;
}

/**
 * One autocannon run in a process of its own, so the measuring does not slow this one down; `pid` is the
 * server's, whose CPU time is sampled around the run.
 */
function autocannon(url: string, headers: Record<string, string>, pid: number | undefined, load: Load) {
  const postgresMs = () => (load.postgres ? postgresCpuMs() : 0);
  const cpuBefore = treeCpuMs(pid);
  const dbBefore = postgresMs();
  const machineBefore = machineCpuMs();
  const args = [AUTOCANNON, '-c', String(load.connections), '-d', String(load.seconds), '-j'];
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
        dbCpuMsPerRequest: perRequest(postgresMs() - dbBefore),
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

/** One autocannon run against `url`, `seconds` long (the load's own unless given). */
export type Drive = (
  url: string,
  headers: Record<string, string>,
  pid: number | undefined,
  seconds?: number,
) => Promise<Result>;

/** Runs of `load`, the seconds changeable run by run (a warm-up is shorter than a measure). */
export const driver =
  (load: Load): Drive =>
  (url, headers, pid, seconds = load.seconds) =>
    autocannon(url, headers, pid, { ...load, seconds });

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

/** Each endpoint's figures by its name, or why it was not measured (`HTTP 404`). */
export type Results = Map<string, Result | string>;

/**
 * Each endpoint against `target`; with a second server, alternately, `rounds` times each, the means. Every
 * run `drive`s; `warmup` seconds unmeasured first (none at 0).
 */
export async function measureEndpoints(
  {
    endpoints,
    auth,
    warmup,
    drive,
  }: { endpoints: Endpoint[]; auth: Record<string, string>; warmup: number; drive: Drive },
  target: Started,
  other?: Started,
  rounds = 1,
): Promise<{ results: Results; others: Results }> {
  const results: Results = new Map();
  const others: Results = new Map();
  // Every endpoint driven once, unmeasured, before any is measured: V8 keeps optimising the code all the
  // lists share (the server, pg, the serializers) for several seconds, and the first endpoint measured paid
  // for it (docs/performance.md, session 12).
  if (warmup > 0)
    for (const [, url, withToken] of endpoints)
      for (const server of other ? [target, other] : [target])
        await drive(`${server.url}${url}`, withToken ? auth : {}, server.child.pid, warmup);
  for (const [name, url, withToken] of endpoints) {
    const headers = withToken ? auth : {};
    const first = await fetch(`${target.url}${url}`, { headers });
    if (!first.ok) {
      results.set(name, `HTTP ${first.status}`);
      continue;
    }
    console.error(`  ${name}…`);
    // Unmeasured: the endpoint's code compiled by V8 and its rows in the database's cache, as in a server
    // that has been running (the first endpoint measured otherwise paid for both).
    if (warmup > 0) await drive(`${target.url}${url}`, headers, target.child.pid, warmup);
    const mine: Result[] = [];
    const theirs: Result[] = [];
    for (let round = 0; round < rounds; round++) {
      mine.push(await drive(`${target.url}${url}`, headers, target.child.pid));
      if (other) theirs.push(await drive(`${other.url}${url}`, headers, other.child.pid));
    }
    results.set(name, mean(mine));
    if (other) others.set(name, mean(theirs));
  }
  return { results, others };
}
