import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A new embedded database with the demo data is made by a child process of the server
 * (docs/decisions/0037-start-and-logs.md):
 * the child creates it, applies the migrations, makes the first user and the demo data, writes the first
 * backup and exits; the server then opens the database as on any restart. What that work leaves behind —
 * the seed's objects, the embedded database's memory grown by creating and filling it, the native memory
 * of the password hashes and of the copies made on the way — goes with the child, instead of staying in the
 * server for its whole life (memory a native allocator freed is not given back to the system). The child is
 * the server's own entry run with this argument; the server keeps the data folder's lock meanwhile.
 */
export const FIRST_START = '--first-start';

/** Whether the embedded database's folder holds no database yet (PostgreSQL's PG_VERSION marks one). */
export function isFreshDataDir(pgliteDir: string): boolean {
  return !fs.existsSync(path.join(pgliteDir, 'PG_VERSION'));
}

/**
 * Runs `entry` (the server's main module) with FIRST_START in a child process sharing this one's output
 * and Node.js options (`execArgv`: tsx's loader under `npm run dev`); `done` settles once it has exited,
 * rejecting unless it succeeded. `stop` ends it (a shutdown meanwhile).
 */
export function prepareInChild(entry: string): { done: Promise<void>; stop: () => void } {
  const child = fork(entry, [FIRST_START], { stdio: 'inherit', execArgv: process.execArgv });
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`making the new database failed (${signal ?? `exit code ${code}`})`)),
    );
  });
  return {
    done,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
    },
  };
}
