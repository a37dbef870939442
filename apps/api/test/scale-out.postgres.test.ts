import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from './helpers/event-stream';
import { driverPayload, multipartBody, sampleFiles } from './helpers/factories';
import { type Server, serverDatabase, startServer, waitForHealth } from './helpers/server-process';

/**
 * Several API processes on one PostgreSQL (README "Running several processes"): two real servers with the
 * same JWT_SECRET and their own DATA_DIR share sessions, files, live events and the mail outbox. PostgreSQL
 * only (the embedded database belongs to one process): vitest.config.ts runs `*.postgres.test.ts` there.
 */
const JWT_SECRET = 'scale-out-secret-that-is-long-enough-for-hs256';
const ADMIN = { name: 'owner@carrier.example', password: 'Owner#Pass2026' };
let a: Server;
let b: Server;
const dirs: string[] = [];
let drop = async () => {};
let token: string;

async function call(
  server: Server,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const init: RequestInit = { method, headers: { authorization: `Bearer ${token}`, ...headers } };
  if (body !== undefined) {
    init.body = Buffer.isBuffer(body) ? body : JSON.stringify(body);
    if (!Buffer.isBuffer(body)) (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  return fetch(`${server.url}${url}`, init);
}

beforeAll(async () => {
  const database = await serverDatabase('fletx_scale');
  drop = database.drop;
  const start = () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fletx-scale-'));
    dirs.push(dataDir);
    return startServer({
      ...database.env,
      DATA_DIR: dataDir,
      JWT_SECRET,
      ADMIN_EMAIL: ADMIN.name,
      ADMIN_PASSWORD: ADMIN.password,
    });
  };
  a = start();
  await waitForHealth(a); // A migrates and makes the first user; B finds both done.
  b = start();
  await waitForHealth(b);
}, 120_000);

afterAll(async () => {
  for (const server of [a, b]) {
    if (server?.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
  await drop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('two API processes on one PostgreSQL', () => {
  it('a login on A works on B', async () => {
    const r = await fetch(`${a.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(r.status).toBe(200);
    token = ((await r.json()) as { data: { accessToken: { jwtToken: string } } }).data.accessToken.jwtToken;
    expect((await call(b, 'GET', '/api/user/findById?id=1')).status).toBe(200);
  });

  it('a document uploaded through A downloads through B', async () => {
    const file = sampleFiles.pdf('Rate confirmation 2207');
    const { payload, headers } = await multipartBody([
      { name: 'entityTypeId', value: '1' },
      { name: 'entityId', value: '1' },
      { name: 'documentType', value: '27' },
      { name: 'file', file, filename: 'rate.pdf', type: 'application/pdf' },
    ]);
    const up = await call(a, 'POST', '/api/documents', payload, headers);
    expect(up.status, await up.clone().text()).toBe(201);
    const id = ((await up.json()) as { data: { id: number } }).data.id;
    const down = await call(b, 'GET', `/api/documents/${id}/download`);
    expect(down.status).toBe(200);
    expect(Buffer.from(await down.arrayBuffer()).equals(file)).toBe(true);
  });

  it('an event from A reaches a stream opened on B, with a ticket issued by A', async () => {
    const ticket = await call(a, 'POST', '/api/events/ticket');
    const { data } = (await ticket.json()) as { data: { ticket: string } };
    const stream = await openEventStream(`${b.url}/api/events?ticket=${data.ticket}`);
    expect(stream.response.status).toBe(200);
    const sentAt = Date.now();
    const created = await call(a, 'POST', '/api/user/infoDriver/', driverPayload());
    expect(created.status).toBe(201);
    const driverId = ((await created.json()) as { data: { id: number } }).data.id;
    const event = await stream.next();
    expect(Date.now() - sentAt).toBeLessThan(1000);
    expect(event.event).toBe('notification');
    expect(JSON.parse(String(event.data))).toMatchObject({ entityType: 'driver', entityId: driverId });
    await stream.close();
  });

  it('100 invitation mails queued are sent exactly once between the two', async () => {
    const rows = Array.from(
      { length: 100 },
      (_, i) =>
        `Invited,Person ${i},invited.${i}@example.com,30555501${String(i).padStart(2, '0')},Dispatcher,`,
    );
    const csv = `first_name,last_name,email,phone,role,assigned_drivers\n${rows.join('\n')}\n`;
    const { payload, headers } = await multipartBody([
      { name: 'file', file: Buffer.from(csv), filename: 'users.csv', type: 'text/csv' },
    ]);
    const r = await call(a, 'POST', '/api/user/import', payload, headers);
    expect(r.status, await r.clone().text()).toBe(200);
    // Wake B's worker too: its sweep would come within a minute; a forgot-password mail on B starts a drain.
    await fetch(`${b.url}/api/auth/forgotpassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.name }),
    });
    const invitations = () =>
      dirs.flatMap((dir) => {
        const outbox = path.join(dir, 'outbox');
        if (!fs.existsSync(outbox)) return [];
        return fs
          .readdirSync(outbox)
          .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
          .flatMap((eml) => eml.match(/^To: (invited\.\d+@example\.com)$/m)?.[1] ?? []);
      });
    await expect
      .poll(() => invitations().length, { timeout: 30_000, interval: 200 })
      .toBeGreaterThanOrEqual(100);
    const sent = invitations();
    expect(sent).toHaveLength(100);
    expect(new Set(sent).size).toBe(100);
  });
});
