import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './helpers/client';
import { loggedInUser } from './helpers/factories';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * `format=csv` keeps the access of its JSON list (docs/product.md "Export"): a 403 stays a 403 (as JSON, never
 * a CSV), a 401 without a token, and an unknown format is a 400.
 */
let ctx: TestContext;
let admin: TestClient;
let dispatcher: TestClient;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = ctx.api.as((await loggedInUser(ctx, { role: 'Admin user' })).authorization);
  dispatcher = ctx.api.as((await loggedInUser(ctx, { role: 'Dispatcher' })).authorization);
});
afterAll(async () => {
  await ctx?.close();
});

describe('access', () => {
  it.each([
    ['/api/user/findBy?format=csv', 'POST'],
    ['/api/audit?format=csv', 'GET'],
  ] as const)('%s is 403 for a dispatcher, as its JSON list is', async (url, method) => {
    const json = await dispatcher.request(method, url.replace('format=csv', 'format=json'), { body: {} });
    expect(json.statusCode).toBe(403);
    const csv = await dispatcher.request(method, url, { body: {} });
    expect(csv.statusCode).toBe(403);
    expect(csv.headers['content-type']).toContain('application/json');
  });

  it('a dispatcher exports the lists they may read; no token is a 401', async () => {
    for (const url of ['/api/loadbook/findAllActive', '/api/vehicle', '/api/delivery-approval']) {
      const r = await dispatcher.get(`${url}?format=csv`);
      expect(r.statusCode, url).toBe(200);
      expect((await ctx.api.get(`${url}?format=csv`, { as: null })).statusCode).toBe(401);
    }
  });

  it('refuses an unknown format with a 400', async () => {
    const r = await admin.get('/api/vehicle?format=xlsx');
    expect(r.statusCode).toBe(400);
  });
});
