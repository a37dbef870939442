import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Server,
  type ServerHome,
  serverHome,
  startServer,
  waitForHealth,
} from './helpers/server-process';

/** The real process, as `npm start` runs it: configuration, first start, lock, outbox, shutdown. */
let home: ServerHome;
let port: number;
let main: Server;

beforeAll(async () => {
  home = await serverHome('process');
  main = await home.start({ ADMIN_EMAIL: 'owner@carrier.example', ADMIN_PASSWORD: 'Owner#Pass2026' });
  port = main.port;
}, 90_000);

afterAll(async () => {
  await home?.close();
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
    const secret = fs.readFileSync(path.join(home.dataDir, 'jwt-secret'), 'utf8');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(home.dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
  });

  it('writes mail to DATA_DIR/outbox when SMTP_URL is unset', async () => {
    const r = await fetch(`http://127.0.0.1:${port}/api/auth/forgotpassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'owner@carrier.example' }),
    });
    expect(r.status).toBe(200);
    const outbox = path.join(home.dataDir, 'outbox');
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
      const second = startServer({ DATA_DIR: home.dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/is in use by another Fletx process/);
    }, 60_000);
  }

  it('shuts down cleanly on SIGTERM and releases the data folder', async () => {
    main.child.kill('SIGTERM');
    expect(await main.exited, main.output()).toBe(0);
    expect(main.output()).toMatch(/shutting down/);
    expect(fs.existsSync(path.join(home.dataDir, '.fletx.lock'))).toBe(false);
    // The folder (or database) opens again, keeps its data and does not seed twice.
    const again = startServer({ ...home.database.env, PORT: String(port), DATA_DIR: home.dataDir });
    try {
      await waitForHealth(again);
      expect(again.output()).not.toMatch(/first user created/);
    } finally {
      again.child.kill('SIGTERM');
      expect(await again.exited, again.output()).toBe(0);
    }
  }, 90_000);

  it('fails fast with a clear message on a bad setting', async () => {
    const bad = startServer({ PORT: 'not-a-port', DATA_DIR: path.join(home.dataDir, 'other') });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/Invalid configuration:\s+PORT/);
  }, 30_000);
});
