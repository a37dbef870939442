import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { rateLimits } from '../src/db/schema';
import { loadEnv } from '../src/env';
import { AUTH_LIMITS } from '../src/modules/auth/auth.service';
import { worldBehindProxy } from './helpers/setup';

/**
 * The client address rate limits are keyed on: `X-Forwarded-For` counts only when TRUST_PROXY names who
 * may send it. Otherwise anyone could reset their login limit by changing the header.
 */
// The same services (and database) behind an app that trusts the proxy at 10.0.0.5: `w.behindProxy`.
const w = worldBehindProxy('10.0.0.5');

const attempt = (app: App, remoteAddress: string, forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { name: `nobody.${Math.random()}@example.com`, password: 'x' },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });

/** Uses up the login attempts of `address` for the window. */
async function exhaust(address: string) {
  await w.ctx.database.db.insert(rateLimits).values({
    key: `login:ip:${address}`,
    hits: AUTH_LIMITS.loginPerAddress.max,
    resetAt: new Date(Date.now() + 60_000),
  });
}

describe('the client address', () => {
  it('ignores X-Forwarded-For by default: changing it does not reset the login limit', async () => {
    await exhaust('198.51.100.1');
    expect((await attempt(w.ctx.app, '198.51.100.1', '203.0.113.1')).statusCode).toBe(429);
    expect((await attempt(w.ctx.app, '198.51.100.1', '203.0.113.2')).statusCode).toBe(429);
    expect((await attempt(w.ctx.app, '198.51.100.2', '198.51.100.1')).statusCode).toBe(401);
  });

  it('believes X-Forwarded-For from a trusted proxy, and only from it', async () => {
    await exhaust('192.0.2.10');
    await exhaust('198.51.100.9');
    expect((await attempt(w.behindProxy, '10.0.0.5', '192.0.2.10')).statusCode).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await attempt(w.behindProxy, '10.0.0.5', '192.0.2.11')).statusCode).toBe(401);
    // A client that reaches the server directly cannot pose as someone else.
    expect((await attempt(w.behindProxy, '198.51.100.9', '192.0.2.11')).statusCode).toBe(429);
  });

  it('reads TRUST_PROXY: off by default, true, or addresses and CIDRs; refuses a hop count', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'loopback',
      '::1',
    ]);
    expect(() => loadEnv({ TRUST_PROXY: '2' })).toThrow(/not a hop count/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY must be/);
    expect(() => loadEnv({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY must be/);
  });
});
