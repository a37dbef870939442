import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInDriver, loggedInUser } from './helpers/factories';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

/** A real driver account: the access check reads the account behind every token. */
async function driverToken(): Promise<string> {
  return (await loggedInDriver(ctx)).authorization;
}

describe('wire contract', () => {
  it('GET /api/health answers ok once ready', async () => {
    const r = await ctx.api.get('/api/health');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI description of every route at /api/docs', async () => {
    const r = await ctx.api.get('/api/docs');
    expect(r.statusCode).toBe(200);
    const doc = r.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const { url, method } of ctx.app.routeAccess) {
      if (url.startsWith('/api/docs')) continue;
      expect(doc.paths[url.replace(/:(\w+)/g, '{$1}')], `${method} ${url}`).toHaveProperty(
        method.toLowerCase(),
      );
    }
    const html = await ctx.api.get('/api/docs', { headers: { accept: 'text/html' } });
    expect(html.statusCode).toBe(302);
  });

  it('makes the trailing slash optional', async () => {
    expect((await ctx.api.get('/api/health/')).statusCode).toBe(200);
    const r = await ctx.api.post('/api/auth/login/', { name: '', password: '' });
    expect(r.statusCode).toBe(400);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const r = await ctx.api.get('/api/no/such/thing');
    expect(r.statusCode).toBe(404);
    expect(r.headers['content-type']).toMatch(/application\/json/);
    expect(r.json()).toEqual({
      statusCode: 404,
      error: 'NotFound',
      message: 'No API route GET /api/no/such/thing.',
    });
  });

  it('answers malformed bodies with 4xx, never a 5xx, and never with internals', async () => {
    const cases = [
      { payload: '{"name": ', headers: { 'content-type': 'application/json' }, status: 400 },
      { payload: '<a/>', headers: { 'content-type': 'application/xml' }, status: 415 },
      { payload: 'name=a', headers: { 'content-type': 'text/plain' }, status: 400 },
      { payload: '', headers: { 'content-type': 'application/json' }, status: 400 },
      {
        payload: JSON.stringify({ name: 'a', password: 'b', extra: { deep: [1, 2] } }),
        headers: { 'content-type': 'application/json' },
        status: 401,
      },
    ];
    for (const c of cases) {
      const r = await ctx.api.post('/api/auth/login', c.payload, { headers: c.headers });
      expect(r.statusCode, c.payload).toBe(c.status);
      const body = r.json();
      expect(body.statusCode).toBe(c.status);
      expect(typeof body.error).toBe('string');
      expect(typeof body.message).toBe('string');
      expect(body.message).not.toMatch(/at .*\.ts|SELECT|INSERT|stack/i);
    }
    const big = await ctx.api.post(
      '/api/auth/login',
      JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
      { headers: { 'content-type': 'application/json' } },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('PayloadTooLarge');
  });

  it('guards every route: no token → 401 unless public; a driver token → 403 outside the driver API', async () => {
    const driver = await driverToken();
    const guarded = ctx.app.routeAccess.filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const { method, url, access } of guarded) {
      const path = url.replace(/:(\w+)/g, '1');
      const anonymous = await ctx.api.request(method, path);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asDriver = await ctx.api.request(method, path, { as: driver });
      if (access === 'driver') {
        // Past the guard: a required body answers 400, an unknown load (id 1) 404, a non-multipart upload 415;
        // never 401/403 or a 5xx. The stream's ticket needs no body: it is made (201), as the staff's is.
        const past = url === '/api/driver/events/ticket' ? [201] : [200, 400, 404, 415];
        expect(past, `${method} ${url} as a driver`).toContain(asDriver.statusCode);
      } else {
        expect(asDriver.statusCode, `${method} ${url} as a driver`).toBe(403);
      }
    }
  });

  it('keeps back-office tokens out of the driver API', async () => {
    const driverRoutes = ctx.app.routeAccess.filter((r) => r.access === 'driver');
    expect(driverRoutes.length).toBeGreaterThan(0);
    for (const role of ['Carriers', 'Dispatcher', 'Admin user'] as const) {
      const staff = await loggedInUser(ctx, { role });
      for (const { method, url } of driverRoutes) {
        const r = await ctx.api.request(method, url.replace(/:(\w+)/g, '1'), { as: staff.authorization });
        expect(r.statusCode, `${method} ${url} as ${role}`).toBe(403);
      }
    }
  });

  it('enforces permissions by role', async () => {
    const dispatcher = await loggedInUser(ctx, { role: 'Dispatcher' });
    const guarded = ctx.app.routeAccess.filter((r) =>
      ['manageUsers', 'approveDrivers', 'approveBrokers', 'approveDeliveries'].includes(r.access),
    );
    for (const { method, url } of guarded) {
      const r = await ctx.api.request(method, url.replace(/:(\w+)/g, '1'), { as: dispatcher.authorization });
      expect(r.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
