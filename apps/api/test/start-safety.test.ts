import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, PUBLISHED_ADMIN_PASSWORD } from '../src/env';
import { type ServerHome, serverHome, startServer } from './helpers/server-process';

/**
 * Safe defaults at start (docs/security.md "A server on the open internet"): with DATABASE_URL or
 * NODE_ENV=production the published admin password is refused with a message saying how to set one, and the
 * demo data is off unless SEED_DEMO says otherwise; the embedded database in development keeps the quick
 * start's defaults.
 */
const URL = 'postgres://fletx@db.example:5432/fletx';
const OWN = 'Owner#Pass2026';
const REFUSAL =
  /ADMIN_PASSWORD: the published default password .* ADMIN_PASSWORD='<9\+ characters>' npm start/;

describe('the configuration', () => {
  it('refuses the published password with DATABASE_URL, set or left to its default', () => {
    expect(() => loadEnv({ DATABASE_URL: URL })).toThrow(REFUSAL);
    expect(() => loadEnv({ DATABASE_URL: URL, ADMIN_PASSWORD: PUBLISHED_ADMIN_PASSWORD })).toThrow(REFUSAL);
  });

  it('refuses it with NODE_ENV=production, on the embedded database too', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(REFUSAL);
    expect(() => loadEnv({ NODE_ENV: 'production', ADMIN_PASSWORD: PUBLISHED_ADMIN_PASSWORD })).toThrow(
      REFUSAL,
    );
  });

  it('there, the demo data is off unless SEED_DEMO=1 is set', () => {
    expect(loadEnv({ DATABASE_URL: URL, ADMIN_PASSWORD: OWN }).SEED_DEMO).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', ADMIN_PASSWORD: OWN }).SEED_DEMO).toBe(false);
    expect(loadEnv({ DATABASE_URL: URL, ADMIN_PASSWORD: OWN, SEED_DEMO: '1' }).SEED_DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production', ADMIN_PASSWORD: OWN, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it('the embedded database outside production keeps the quick start: the published password and the demo', () => {
    for (const source of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }]) {
      const env = loadEnv(source);
      expect(env.ADMIN_PASSWORD).toBe(PUBLISHED_ADMIN_PASSWORD);
      expect(env.SEED_DEMO).toBe(true);
    }
    expect(loadEnv({ SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
  });
});

describe('the server process', () => {
  let home: ServerHome;
  beforeAll(async () => {
    home = await serverHome('safety');
  });
  afterAll(async () => {
    await home?.close();
  });

  it('stops at once with the message on the published password (DATABASE_URL or production)', async () => {
    const refused = startServer({
      ...home.database.env,
      DATA_DIR: path.join(home.dataDir, 'refused'),
      NODE_ENV: 'production',
      ADMIN_PASSWORD: PUBLISHED_ADMIN_PASSWORD,
    });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(REFUSAL);
    expect(fs.existsSync(path.join(home.dataDir, 'refused', 'pglite'))).toBe(false);
  }, 60_000);

  it('in production, starts with a password of its own and makes the first user without demo data', async () => {
    // SEED_DEMO empty: unset (the test servers' default turns it off explicitly).
    const server = await home.start({ NODE_ENV: 'production', ADMIN_PASSWORD: OWN, SEED_DEMO: '' });
    expect(server.output()).toMatch(/"demo":false[^\n]*empty database: first user created/);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'admin@fletx.app', password: OWN }),
    });
    expect(login.status).toBe(200);
    const demoUser = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'maria.gonzalez@fletx.app', password: 'Fletx#Demo2026' }),
    });
    expect(demoUser.status).toBe(401);
  }, 90_000);
});
