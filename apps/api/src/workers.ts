import cluster, { type Worker } from 'node:cluster';
import type pino from 'pino';

/**
 * `WORKERS=n` on PostgreSQL (README "Running several processes"): this process forks n server processes that
 * share its port (Node's cluster: it accepts the connections and hands them round), so one machine's cores
 * all serve requests — a single Node process runs JavaScript on one core, and under load a list request is
 * bound by that core's CPU, not by the database (docs/performance.md "Session 9"). Each worker is the whole
 * server, as separate processes on one database already are: background work is claimed through the
 * database, never duplicated.
 *
 * The first worker starts alone, so that it alone migrates the database and makes the first user; the others
 * start once it listens. When the first cannot start, this process stops, as a failed start of one process
 * would. A worker that dies later is replaced (a crash must not halve the capacity until someone notices).
 * SIGTERM or SIGINT stops the workers, each finishing its requests, then this process.
 */
export function runWorkers(count: number, logger: pino.Logger): void {
  let stopping = false;
  let started = false;
  /** Wait before replacing a worker that could not start (the database away): 1 s, doubling to 30 s. */
  let retryMs = 1000;

  const fork = () => {
    const worker = cluster.fork();
    let served = false;
    worker.once('listening', () => {
      served = true;
      retryMs = 1000;
      if (!started) {
        started = true;
        for (let more = 1; more < count; more++) fork();
      }
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      if (!started) {
        logger.error({ code, signal }, 'the first worker stopped before it listened: stopping');
        void stop(1);
      } else if (served) {
        logger.error({ code, signal, pid: worker.process.pid }, 'a worker stopped: starting another');
        fork();
      } else {
        logger.error({ code, signal, retryMs }, 'a worker could not start: trying again');
        setTimeout(() => stopping || fork(), retryMs);
        retryMs = Math.min(retryMs * 2, 30_000);
      }
    });
  };

  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    process.exit(code);
  };

  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));
  logger.info({ workers: count }, 'starting the server processes');
  fork();
}
