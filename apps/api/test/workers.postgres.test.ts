import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childPids } from '../scripts/child-pids';
import { loadEnv } from '../src/env';
import {
  killServer,
  type Server,
  serverDatabase,
  startServer,
  waitForHealth,
} from './helpers/server-process';

/**
 * `WORKERS=2` (src/workers.ts, README "Running several processes"): one command, two server processes on the
 * port, a dead one replaced, the first start's migrations and first user made once, a clean stop.
 * PostgreSQL only: the embedded database lives in one process.
 */
const ADMIN = { name: 'owner@workers.example', password: 'Owner#Pass2026' };
let server: Server;
let databaseUrl: string;
let drop = async () => {};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fletx-workers-'));

/** The pids of the primary's child processes (its workers). */
const workers = () => childPids(server.child.pid);

/** Waits until `check` holds, polling the process table (there is no event to await from outside). */
async function until(check: () => boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen in time:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether both workers listen: 20 fresh connections in a row are all answered. */
async function allAnswer() {
  for (let i = 0; i < 20; i++) {
    const r = await fetch(`${server.url}/api/health`, { headers: { connection: 'close' } });
    expect(r.status).toBe(200);
  }
}

beforeAll(async () => {
  const database = await serverDatabase('fletx_workers');
  drop = database.drop;
  databaseUrl = database.env.DATABASE_URL ?? '';
  server = startServer({
    ...database.env,
    DATA_DIR: dataDir,
    WORKERS: '2',
    JWT_SECRET: 'workers-secret-that-is-long-enough-for-hs256',
    ADMIN_EMAIL: ADMIN.name,
    ADMIN_PASSWORD: ADMIN.password,
  });
  await waitForHealth(server);
  await until(() => workers().length === 2, 'the second worker');
}, 120_000);

afterAll(async () => {
  await killServer(server);
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('WORKERS: several server processes from one command', () => {
  it('serves from two workers, after the first one alone migrated and made the first user', async () => {
    await allAnswer();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [
        ADMIN.name,
      ]);
      expect(rows[0]).toEqual({ n: 1 });
    } finally {
      await client.end();
    }
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
  });

  it('replaces a worker that dies, and keeps answering meanwhile', async () => {
    const [victim, survivor] = workers();
    process.kill(victim as number, 'SIGKILL');
    await until(() => {
      const now = workers();
      return now.length === 2 && !now.includes(victim as number) && now.includes(survivor as number);
    }, 'a new worker');
    await waitForHealth(server);
    await allAnswer();
  });

  it('stops every worker, then itself, on SIGTERM', async () => {
    const pids = workers();
    expect(pids).toHaveLength(2);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    for (const pid of pids) expect(fs.existsSync(`/proc/${pid}`)).toBe(false);
  });
});

describe('WORKERS on the embedded database', () => {
  it('is refused: the embedded database lives in one process', () => {
    expect(() => loadEnv({ WORKERS: '2' })).toThrow(/WORKERS: more than one process needs DATABASE_URL/);
    const postgres = { WORKERS: '2', DATABASE_URL: 'postgres://db/fletx', ADMIN_PASSWORD: ADMIN.password };
    expect(loadEnv(postgres).WORKERS).toBe(2);
  });
});
