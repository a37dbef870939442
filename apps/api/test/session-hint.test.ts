import { REFRESH_COOKIES } from '@fletx/contract/refresh-cookies';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { makeUser } from './helpers/factories';
import { worldBehindProxy } from './helpers/setup';

/**
 * docs/decisions/0058-a-hint-before-the-silent-refresh.md: beside each door's HttpOnly refresh cookie, a hint
 * the page may read (`1`, no secret), set and cleared with it, so that a page without a session never sends a
 * refresh that can only answer 401. The refresh itself still answers 401 without a token (docs/product.md
 * "Login and tokens").
 */
const w = worldBehindProxy('10.0.0.5');

type Door = keyof typeof REFRESH_COOKIES;
const BASE: Record<Door, string> = { 'back-office': '/api/auth', driver: '/api/driver/auth' };

/** The Set-Cookie line of the cookie `name` in an answer, if any. */
function setCookie(response: LightMyRequestResponse, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.find((line) => line.startsWith(`${name}=`));
}

const cookieValue = (line: string | undefined) => line?.split(';')[0]?.split('=').slice(1).join('=') ?? '';

async function signIn(door: Door) {
  const user = await makeUser(w.ctx, door === 'driver' ? { role: 'Driver' } : {});
  const response = await w.ctx.app.inject({
    method: 'POST',
    url: `${BASE[door]}/login`,
    payload: { name: user.email, password: user.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { response, refresh: cookieValue(setCookie(response, REFRESH_COOKIES[door].name)) };
}

const post = (door: Door, path: 'refresh' | 'logout', cookies: Record<string, string> = {}) =>
  w.ctx.app.inject({ method: 'POST', url: `${BASE[door]}/${path}`, cookies });

describe.each(['back-office', 'driver'] as const)('the session hint at the %s door', (door) => {
  const { name, hint } = REFRESH_COOKIES[door];

  it('is set with the refresh cookie: readable by the page, on every path, as long-lived, no secret', async () => {
    const { response } = await signIn(door);
    const line = setCookie(response, hint);
    expect(line).toMatch(new RegExp(`^${hint}=1; Max-Age=2592000; Path=/; SameSite=Strict$`));
    expect(line).not.toMatch(/HttpOnly/);
    const refreshed = await post(door, 'refresh', { [name]: cookieValue(setCookie(response, name)) });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(setCookie(refreshed, hint)).toMatch(new RegExp(`^${hint}=1;`));
  });

  it('is cleared by a refused refresh (still a 401) and by the logout, with the refresh cookie', async () => {
    const none = await post(door, 'refresh', { [hint]: '1' });
    expect(none.statusCode).toBe(401);
    expect(setCookie(none, hint)).toMatch(new RegExp(`^${hint}=; Max-Age=0; Path=/;`));
    const stale = await post(door, 'refresh', { [name]: 'not-a-session' });
    expect(stale.statusCode).toBe(401);
    expect(setCookie(stale, hint)).toMatch(new RegExp(`^${hint}=;`));
    expect(setCookie(stale, name)).toMatch(new RegExp(`^${name}=;`));
    const { refresh } = await signIn(door);
    const out = await post(door, 'logout', { [name]: refresh });
    expect(out.statusCode).toBe(200);
    expect(setCookie(out, hint)).toMatch(new RegExp(`^${hint}=;`));
  });

  it('is Secure over HTTPS, like the refresh cookie', async () => {
    const user = await makeUser(w.ctx, door === 'driver' ? { role: 'Driver' } : {});
    const response = await w.behindProxy.inject({
      method: 'POST',
      url: `${BASE[door]}/login`,
      payload: { name: user.email, password: user.password },
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '10.0.0.5',
    });
    expect(setCookie(response, hint)).toMatch(/; Secure/);
  });
});
