import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error scripts/build-api.mjs is plain JavaScript without declarations
import { buildApi } from '../../../scripts/build-api.mjs';
import { SERVER_ADMIN, type Server, type ServerHome, serverHome } from './helpers/server-process';

/**
 * The server as `npm start` runs it: one JavaScript file built by scripts/build-api.mjs, run by node without
 * tsx. It must find its migrations beside it and start, serve, and stop cleanly on SIGTERM.
 */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let outDir: string;
let home: ServerHome;
let server: Server;

beforeAll(async () => {
  outDir = path.join(apiRoot, 'dist', `test-${crypto.randomBytes(4).toString('hex')}`);
  const main: string = await buildApi({ outDir });
  home = await serverHome('compiled');
  server = await home.start({ BACKUP_KEEP: '0' }, { args: [main], cwd: os.tmpdir() });
}, 120_000);

afterAll(async () => {
  await home?.close();
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('is one JavaScript file with the migrations beside it, and no TypeScript loader', () => {
    expect(fs.existsSync(path.join(outDir, 'main.js'))).toBe(true);
    const migrations = fs.readdirSync(path.join(outDir, 'migrations'));
    expect(migrations).toEqual(fs.readdirSync(path.join(apiRoot, 'src/db/migrations')));
    expect(server.child.spawnargs.join(' ')).not.toMatch(/tsx/);
  });

  it('holds drizzle-orm itself, and imports its drivers from node_modules (docs/decisions/0069-start-time.md)', () => {
    const bundle = fs.readFileSync(path.join(outDir, 'main.js'), 'utf8');
    const imported = (name: string) => new RegExp(`^import .* from ["']${name}["'/]`, 'm').test(bundle);
    expect(imported('drizzle-orm')).toBe(false);
    expect(imported('pg')).toBe(true);
    expect(imported('@electric-sql/pglite')).toBe(true);
  });

  it('migrated its database and answers, from any working folder', async () => {
    expect(server.output()).toMatch(/migrations applied/);
    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(SERVER_ADMIN),
    });
    expect(login.status).toBe(200);
  });

  it('stops cleanly on SIGTERM', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
