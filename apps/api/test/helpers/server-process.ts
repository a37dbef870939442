import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { freePort } from '../../scripts/free-port';
import { databaseKind, databaseUrl } from './postgres-url';

/**
 * The real server process, as `npm start` runs it: src/main.ts with tsx's loader, in this very process (the
 * tsx command would run it in a child of its own, which a SIGKILL of the command leaves running).
 */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The first user's password of the servers started here: on PostgreSQL a start refuses the published one
 * (src/env.ts), so the tests never rely on it.
 */
export const SERVER_ADMIN = { name: 'admin@fletx.app', password: 'Server#Owner2026' };

export interface Server {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts the server with `env` over quiet test defaults (no demo data, no web build, info logs). `args`:
 * what node runs (default src/main.ts through tsx's loader), in `cwd` (default apps/api); PORT: a free one
 * unless `env` gives it (as it is, so a bad value can be tested).
 */
export interface StartOptions {
  args?: string[];
  cwd?: string;
}

export function startServer(
  env: Record<string, string>,
  { args = ['--import', 'tsx', 'src/main.ts'], cwd = apiRoot }: StartOptions = {},
): Server {
  const port = env.PORT === undefined ? freePort() : Number(env.PORT);
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
      SEED_DEMO: '0',
      ADMIN_PASSWORD: SERVER_ADMIN.password,
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Kills a server still running (SIGKILL) and waits for it to be gone. */
export async function killServer(server: Server | undefined): Promise<void> {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
}

export async function waitForHealth(server: Server, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const r = await fetch(`${server.url}/api/health`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    if (server.child.exitCode !== null) throw new Error(`process exited early:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not healthy in time:\n${server.output()}`);
}

/**
 * On the PostgreSQL project, an empty database of its own (the server migrates it) as `DATABASE_URL`, and
 * its drop; on the PGlite project, nothing (the server uses DATA_DIR).
 */
export async function serverDatabase(
  prefix: string,
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (databaseKind() !== 'postgres') return { env: {}, drop: async () => {} };
  const server = inject('postgresUrl');
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    env: { DATABASE_URL: databaseUrl(server, name) },
    drop: async () => {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface ServerHome {
  dataDir: string;
  database: Awaited<ReturnType<typeof serverDatabase>>;
  /** Starts a server on this data folder and database (`env` over them) and waits for its health. */
  start(env?: Record<string, string>, options?: StartOptions): Promise<Server>;
  /** Kills the servers it started, drops the database and removes the data folder. */
  close(): Promise<void>;
}

/** A fresh data folder (`fletx-<name>-…` in the temporary folder) and database for one test file's servers. */
export async function serverHome(name: string): Promise<ServerHome> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `fletx-${name}-`));
  const database = await serverDatabase(`fletx_${name}`);
  const servers: Server[] = [];
  return {
    dataDir,
    database,
    start: async (env = {}, options = {}) => {
      const server = startServer({ ...database.env, DATA_DIR: dataDir, ...env }, options);
      servers.push(server);
      await waitForHealth(server);
      return server;
    },
    close: async () => {
      for (const server of servers) await killServer(server);
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
