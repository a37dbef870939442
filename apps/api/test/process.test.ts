import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl } from './helpers/postgres-url';

/** The real process, as `npm start` runs it: configuration, first start, lock, outbox, shutdown. */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(apiRoot, '../../node_modules/.bin/tsx');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Started {
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: apiRoot,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', WEB_DIST: '/nonexistent', ...env },
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
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, started: Started): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    if (started.child.exitCode !== null) throw new Error(`process exited early:\n${started.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not healthy in time:\n${started.output()}`);
}

const freePort = () => 20000 + Math.floor(Math.random() * 20000);

let dataDir: string;
let port: number;
let main: Started;
let extraEnv: Record<string, string> = {};
let dropDatabase = async () => {};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fletx-process-'));
  port = freePort();
  if (inject('dbKind') === 'postgres') {
    const server = inject('postgresUrl');
    const name = `fletx_process_${crypto.randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    extraEnv = { DATABASE_URL: databaseUrl(server, name) };
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  main = start({
    ...extraEnv,
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'owner@carrier.example',
    ADMIN_PASSWORD: 'Owner#Pass2026',
    SEED_DEMO: '0',
  });
  await waitForHealth(port, main);
}, 90_000);

afterAll(async () => {
  if (main?.child.exitCode === null) {
    main.child.kill('SIGKILL');
    await main.exited;
  }
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('creates the first Carriers user from ADMIN_EMAIL / ADMIN_PASSWORD', async () => {
    const r = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'owner@carrier.example', password: 'Owner#Pass2026' }),
    });
    expect(r.status).toBe(200);
    const { data } = (await r.json()) as { data: { idToken: string } };
    const claims = JSON.parse(Buffer.from(data.idToken.split('.')[1] ?? '', 'base64url').toString());
    expect(claims['cognito:groups']).toEqual(['carriers']);
    expect(claims['custom:role']).toBe('Carriers');
  });

  it('generates JWT_SECRET once and keeps it in DATA_DIR', () => {
    const secret = fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
  });

  it('writes mail to DATA_DIR/outbox when SMTP_URL is unset', async () => {
    const r = await fetch(`http://127.0.0.1:${port}/api/auth/forgotpassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'owner@carrier.example' }),
    });
    expect(r.status).toBe(200);
    const outbox = path.join(dataDir, 'outbox');
    const files = fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(outbox, files[0] ?? ''), 'utf8');
    expect(eml).toMatch(/^To: owner@carrier\.example$/m);
    expect(eml).toMatch(/verification code is \d{6}/);
    await expect.poll(() => main.output(), { timeout: 5000 }).toMatch(/mail written to the outbox/);
  });

  // The lock guards the embedded database's folder; PostgreSQL has its own.
  if (inject('dbKind') === 'pglite') {
    it('refuses to open a data folder another process holds', async () => {
      const second = start({ PORT: String(freePort()), DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/is in use by another Fletx process/);
    }, 60_000);
  }

  it('shuts down cleanly on SIGTERM and releases the data folder', async () => {
    main.child.kill('SIGTERM');
    expect(await main.exited, main.output()).toBe(0);
    expect(main.output()).toMatch(/shutting down/);
    expect(fs.existsSync(path.join(dataDir, '.fletx.lock'))).toBe(false);
    // The folder (or database) opens again, keeps its data and does not seed twice.
    const again = start({ ...extraEnv, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: '0' });
    try {
      await waitForHealth(port, again);
      expect(again.output()).not.toMatch(/first user created/);
    } finally {
      again.child.kill('SIGTERM');
      expect(await again.exited, again.output()).toBe(0);
    }
  }, 90_000);

  it('fails fast with a clear message on a bad setting', async () => {
    const bad = start({ PORT: 'not-a-port', DATA_DIR: path.join(dataDir, 'other') });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/Invalid configuration:\s+PORT/);
  }, 30_000);
});
