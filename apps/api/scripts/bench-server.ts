/**
 * The benchmark's processes (bench.ts): the bare Fastify hello-world and the real server, each started on its
 * own port and waited for until it answers, every one stopped at the end even when the run fails half-way.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { processTree } from './bench-cpu';

export interface Started {
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

/** Starts `node args…` with `env` added and waits until `readyPath` answers on `port`. */
export async function start(
  args: string[],
  env: Record<string, string>,
  readyPath: string,
  port: number,
): Promise<Started> {
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
  };
}

/** Waits until a server started with WORKERS = `workers` has forked them all and they have settled. */
export async function waitForWorkers(server: Started, workers: number): Promise<void> {
  // Healthy means the first worker listens; the others start after it (src/workers.ts).
  while (workers > 1 && processTree(server.child.pid).length < workers + 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Forked is not yet listening, and nothing outside the server says when a worker listens (its log goes
  // to the stdout this script ignores, so as not to read every request's line while measuring): a settle.
  if (workers > 1) await new Promise((resolve) => setTimeout(resolve, 3000));
}

/** Stops every process `start` started that is still running, and waits for them to exit. */
export async function stopAll(): Promise<void> {
  await Promise.all(
    children
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map((child) => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        return exited;
      }),
  );
}
