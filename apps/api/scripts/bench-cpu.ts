/**
 * What the benchmark (bench.ts) reads of the processes and the machine, from Linux's /proc: CPU time and
 * resident memory; zeros (or undefined) elsewhere.
 */
import fs from 'node:fs';
import { childPids } from './child-pids';

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
export const processTree = (pid: number | undefined): Array<number | undefined> => [pid, ...childPids(pid)];

/** CPU time used so far by a process and its workers, in ms (Linux), or 0. */
export const treeCpuMs = (pid: number | undefined) =>
  processTree(pid).reduce<number>((sum, p) => sum + cpuMs(p), 0);

/**
 * CPU time used so far by every PostgreSQL process of this machine (server and backends), in ms (Linux), or 0.
 * A backend that ends (a pool closing an idle connection) moves its time to the server process's reaped
 * children's, so the sum does not drop when one does.
 */
export function postgresCpuMs(): number {
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
export function machineCpuMs(): { busy: number; total: number } {
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

/** Resident memory of a process and its workers in MB (Linux), or undefined. */
export function rssMb(pid: number | undefined): number | undefined {
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
