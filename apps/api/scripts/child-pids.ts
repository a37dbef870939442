import fs from 'node:fs';

/**
 * The pids of a process's children (a server's workers, WORKERS > 1), read from /proc (Linux; none elsewhere
 * or once it has ended): the benchmark adds up their CPU and memory, the workers test watches them.
 */
export function childPids(pid: number | undefined): number[] {
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return children ? children.split(/\s+/).map(Number) : [];
  } catch {
    return [];
  }
}
