import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { brokerBody } from './helpers/broker-factories';
import { type Server, type ServerHome, serverHome } from './helpers/server-process';

/**
 * An acknowledged write survives the process dying at any moment: 8 clients create brokers through the
 * API, the server is killed with SIGKILL half-way, and the restarted server (same DATA_DIR, or the same
 * PostgreSQL database) has every broker it answered 201 for.
 */
const WRITERS = 8;
/** Acknowledged writes before the kill; the writers keep going until the server is gone. */
const KILL_AFTER = 60;
const ADMIN = { ADMIN_EMAIL: 'owner@carrier.example', ADMIN_PASSWORD: 'Owner#Pass2026' };

let home: ServerHome;

beforeAll(async () => {
  home = await serverHome('durability');
});
afterAll(async () => {
  await home?.close();
});

const start = (): Promise<Server> => home.start(ADMIN);

async function token(server: Server): Promise<string> {
  const r = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
  });
  if (r.status !== 200) throw new Error(`login failed: ${r.status} ${await r.text()}`);
  const { data } = (await r.json()) as { data: { accessToken: { jwtToken: string } } };
  return `Bearer ${data.accessToken.jwtToken}`;
}

describe('durability', () => {
  it('keeps every acknowledged write when the server is killed mid-way', async () => {
    let server = await start();
    const authorization = await token(server);
    const acknowledged: Array<{ id: number; mcNumber: string }> = [];
    let killed = false;

    const writer = async (w: number) => {
      for (let i = 0; !killed; i++) {
        const mcNumber = `MC-${w}${String(i).padStart(5, '0')}`;
        let response: Response;
        try {
          response = await fetch(`${server.url}/api/bookings/brokers`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization },
            body: JSON.stringify(brokerBody({ brokerName: `Durable ${w}-${i}`, mcNumber })),
          });
        } catch {
          return; // the server is gone: this write was never acknowledged
        }
        if (response.status !== 201)
          throw new Error(`write failed: ${response.status} ${await response.text()}`);
        const { data } = (await response.json()) as { data: { info: { id: number } } };
        acknowledged.push({ id: data.info.id, mcNumber });
        if (acknowledged.length >= KILL_AFTER && !killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
    await server.exited;
    expect(server.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);

    server = await start();
    const again = await token(server);
    const missing: string[] = [];
    for (const { id, mcNumber } of acknowledged) {
      const r = await fetch(`${server.url}/api/bookings/brokers/findDetailBroker/${id}`, {
        headers: { authorization: again },
      });
      const body = r.status === 200 ? ((await r.json()) as { data: { info: { mcNumber: string } } }) : null;
      if (body?.data.info.mcNumber !== mcNumber) missing.push(`${id} ${mcNumber}: ${r.status}`);
    }
    console.info(`durability: ${acknowledged.length} acknowledged writes, ${missing.length} lost`);
    expect(missing, `${missing.length} of ${acknowledged.length} acknowledged writes lost`).toEqual([]);

    if (inject('dbKind') === 'pglite') {
      // The first start made its daily backup of the embedded database while the writers were busy.
      const backups = fs.readdirSync(path.join(home.dataDir, 'backups')).filter((f) => f.endsWith('.tar.gz'));
      expect(backups.length).toBeGreaterThan(0);
    }
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
  }, 120_000);
});
