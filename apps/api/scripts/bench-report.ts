/** The benchmark's answer (bench.ts): the run's setting in two lines, then a Markdown table, an endpoint a row. */
import os from 'node:os';
import type { Endpoint } from './bench-endpoints';
import type { Result, Results } from './bench-measure';

export interface Report {
  /** PostgreSQL (its CPU a column), else the embedded database. */
  postgres: boolean;
  /** The loads the database holds. */
  held: number;
  connections: number;
  duration: number;
  workers: number;
  /** How long the server took to answer its health check, and its resident memory then. */
  startMs: number;
  idleRss: number | undefined;
  /** The bare Fastify hello-world's figures, every endpoint's yardstick. */
  yardstick: Result;
  endpoints: Endpoint[];
  measured: Results;
  /** With `--logging`: the figures of the server without request logs. */
  quiet: Results | undefined;
}

const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));

const failed = (r: Result) => (r.errors + r.non2xx > 0 ? ` (${r.errors + r.non2xx} failed)` : '');

/** Prints the report on the standard output. */
export function printReport(report: Report): void {
  const { postgres, held, connections, duration, workers, yardstick, quiet } = report;
  const cpus = os.cpus();
  console.log(
    `\n${new Date().toISOString().slice(0, 10)} · ${cpus.length} × ${cpus[0]?.model ?? 'cpu'} · Node ${process.version} · ` +
      `${postgres ? 'PostgreSQL' : 'PGlite (embedded)'} with ${held.toLocaleString('en-US')} loads · ` +
      `autocannon ${connections} connections, ${duration} s each\n`,
  );
  console.log(
    `server: ${workers} process${workers > 1 ? 'es (WORKERS)' : ''}, healthy ${(report.startMs / 1000).toFixed(2)} s after start (existing data folder), RSS ${report.idleRss ?? '?'} MB when healthy\n`,
  );
  // Where each request's CPU went: the server, PostgreSQL (its own processes), and how busy the machine was
  // (the rest of the busy time is the load generator and the kernel's network work on the same cores).
  const cost = (r: Result) =>
    `${r.cpuMsPerRequest.toFixed(3)} |${postgres ? ` ${r.dbCpuMsPerRequest.toFixed(3)} |` : ''} ${Math.round(r.machineBusy * 100)} % |`;
  const header = `| endpoint | req/s | p50 ms | p99 ms | × hello-world | server CPU ms/request |${postgres ? ' PostgreSQL CPU ms/request |' : ''} machine busy |${quiet ? ' logging off: req/s | CPU ms/request | logging cost (CPU) |' : ''}`;
  const blank = ' |'.repeat(header.split('|').length - 4);
  console.log(header);
  console.log(header.replace(/[^|]+/g, '---'));
  console.log(
    `| bare Fastify hello-world | ${fmt(yardstick.requestsPerSecond)} | ${yardstick.p50} | ${yardstick.p99} | 100 % | ${cost(yardstick)}${quiet ? ' | | |' : ''}`,
  );
  for (const [name] of report.endpoints) {
    const r = report.measured.get(name);
    if (!r || typeof r === 'string') {
      console.log(`| ${name} | ${r ?? 'not run'}${blank}`);
      continue;
    }
    const ratio = `${((r.requestsPerSecond / yardstick.requestsPerSecond) * 100).toFixed(1)} %`;
    let line = `| ${name} | ${fmt(r.requestsPerSecond)}${failed(r)} | ${r.p50} | ${r.p99} | ${ratio} | ${cost(r)}`;
    if (quiet) {
      const q = quiet.get(name);
      line +=
        q && typeof q !== 'string'
          ? ` ${fmt(q.requestsPerSecond)}${failed(q)} | ${q.cpuMsPerRequest.toFixed(3)} | ${((1 - q.cpuMsPerRequest / r.cpuMsPerRequest) * 100).toFixed(1)} % |`
          : ' | | |';
    }
    console.log(line);
  }
}
