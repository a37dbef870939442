import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/client';
import {
  killServer,
  SERVER_ADMIN,
  type Server,
  serverDatabase,
  startServer,
  waitForHealth,
} from './helpers/server-process';

/**
 * Four server processes started at once on an empty PostgreSQL database (db/client.ts `migrate` and
 * `exclusive`, README "Running several processes"): the migrations run under an advisory lock, so the
 * database is migrated once, the first user made once, and every process becomes healthy without an error.
 * PostgreSQL only: the embedded database is one process's.
 */
const PROCESSES = 4;
const journal = JSON.parse(
  fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
) as {
  entries: unknown[];
};
let servers: Server[] = [];
let databaseUrl = '';
let drop = async () => {};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fletx-migration-lock-'));

beforeAll(async () => {
  const database = await serverDatabase('fletx_migration_lock');
  drop = database.drop;
  databaseUrl = database.env.DATABASE_URL ?? '';
  servers = Array.from({ length: PROCESSES }, (_, i) =>
    startServer({
      ...database.env,
      DATA_DIR: path.join(dataDir, String(i)),
      JWT_SECRET: 'migration-lock-secret-long-enough-for-hs256',
    }),
  );
  await Promise.all(servers.map((server) => waitForHealth(server, 120_000)));
}, 180_000);

afterAll(async () => {
  for (const server of servers) await killServer(server);
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('four processes on an empty database', () => {
  it('all answer, each after applying or finding the migrations, none with an error', async () => {
    for (const server of servers) {
      const health = await fetch(`${server.url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok' });
      expect(server.output()).toMatch(/migrations applied/);
      expect(server.output()).not.toMatch(/error|fatal|"level":[56]0/i);
    }
  });

  it("ran each migration once: one row per migration in drizzle's table", async () => {
    const rows = await query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations');
    expect(rows).toHaveLength(journal.entries.length);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(journal.entries.length);
  });

  it('made the first user once, and any process signs it in', async () => {
    const users = await query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = $1', [
      SERVER_ADMIN.name,
    ]);
    expect(users).toEqual([{ n: 1 }]);
    const created = servers.filter((s) => /first user created/.test(s.output()));
    expect(created).toHaveLength(1);
    for (const server of servers) {
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(SERVER_ADMIN),
      });
      expect(login.status).toBe(200);
    }
  });
});
