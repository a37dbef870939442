import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInUser } from './helpers/factories';
import { approvedBroker } from './helpers/load-factories';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * Compressed answers (plugins/compression.ts, docs/decisions/0050-compressed-answers.md): a list of a few KB
 * comes gzipped when the client accepts it, the same JSON once decoded; small answers, clients that
 * accept neither and compressed request bodies are left alone.
 */
let ctx: TestContext;
let auth: string;
let login: { name: string; password: string };

beforeAll(async () => {
  ctx = await createTestApp();
  const { user, authorization } = await loggedInUser(ctx, { role: 'Carriers' });
  auth = authorization;
  login = { name: user.email, password: user.password };
  // Enough brokers that the list's answer is a few KB.
  for (let n = 0; n < 12; n++) await approvedBroker(ctx, auth, `Compressed Freight ${n}`);
});
afterAll(async () => {
  await ctx?.close();
});

const brokers = (acceptEncoding?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/bookings/brokers?limit=50',
    headers: { authorization: auth, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('compressed answers', () => {
  it('sends a list as gzip when the client accepts it, the same JSON once decoded', async () => {
    const plain = await brokers();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(2048);

    // What a browser sends: gzip is chosen (cheaper per answer than brotli, decision 0050).
    const gzip = await brokers('gzip, deflate, br, zstd');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('keeps the security headers on a compressed answer', async () => {
    const gzip = await brokers('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-security-policy']).toContain("default-src 'self'");
    expect(gzip.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves small answers and clients that accept neither as they are', async () => {
    const health = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();

    const identity = await brokers('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toMatchObject({ data: expect.anything() });
  });

  it('does not inflate a compressed request body: it is refused as a client error, never a 5xx', async () => {
    // The right credentials, gzipped: read as they are, they are not JSON.
    const body = zlib.gzipSync(JSON.stringify(login));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
  });
});
