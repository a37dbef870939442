import { messages } from '@fletx/contract/messages';
import { REFRESH_COOKIES } from '@fletx/contract/refresh-cookies';
import { sessionMessages } from '@fletx/contract/sessions';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { authSessions } from '../src/db/schema';
import { createServices } from '../src/services';
import { decodeJwt, makeUser } from './helpers/factories';
import { worldBehindProxy } from './helpers/setup';
import { captureMailer, TEST_JWT_SECRET } from './helpers/test-app';

/** docs/decisions/0034-sessions.md: the refresh token's cookie, sessions, and their end. */
// The same services behind an app that trusts the proxy at 10.0.0.5 (TRUST_PROXY): `w.behindProxy`.
const w = worldBehindProxy('10.0.0.5');

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

type Door = keyof typeof REFRESH_COOKIES;
const BASE: Record<Door, string> = { 'back-office': '/api/auth', driver: '/api/driver/auth' };

/** The Set-Cookie header of the door's refresh cookie in an answer. */
function refreshSetCookie(response: LightMyRequestResponse, door: Door = 'back-office'): string {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const found = all.find((line) => line.startsWith(`${REFRESH_COOKIES[door].name}=`));
  if (!found) throw new Error(`no ${REFRESH_COOKIES[door].name} cookie in ${JSON.stringify(all)}`);
  return found;
}

/** The cookie's value, as a browser would send it back. */
const cookieValue = (setCookie: string) => setCookie.split(';')[0]?.split('=').slice(1).join('=') ?? '';

/** A person signed in from a browser: the login's answer and the refresh cookie it set. */
async function signIn(
  user: { email: string; password: string },
  options: { door?: Door; userAgent?: string; app?: App; headers?: Record<string, string> } = {},
) {
  const door = options.door ?? 'back-office';
  const response = await (options.app ?? w.ctx.app).inject({
    method: 'POST',
    url: `${BASE[door]}/login`,
    payload: { name: user.email, password: user.password },
    headers: { 'user-agent': options.userAgent ?? CHROME_WINDOWS, ...options.headers },
    remoteAddress: '203.0.113.7',
  });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data;
  return {
    response,
    data,
    cookie: cookieValue(refreshSetCookie(response, door)),
    as: `Bearer ${data.accessToken.jwtToken as string}`,
  };
}

/** POST refresh with only the cookie (the web apps' way). */
const refreshWithCookie = (cookie: string, door: Door = 'back-office') =>
  w.ctx.app.inject({
    method: 'POST',
    url: `${BASE[door]}/refresh`,
    cookies: { [REFRESH_COOKIES[door].name]: cookie },
  });

function expectUnauthorized(response: LightMyRequestResponse, message: string = messages.invalidToken) {
  expect(response.statusCode, response.body).toBe(401);
  expect(response.json().message).toBe(message);
}

describe('the refresh cookie', () => {
  it('login sets it HttpOnly, SameSite=Strict, on /api/auth, for the refresh token’s life, not Secure over HTTP', async () => {
    const user = await makeUser(w.ctx);
    const { response, data, cookie } = await signIn(user);
    const line = refreshSetCookie(response);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Strict/);
    expect(line).toMatch(/; Path=\/api\/auth(;|$)/);
    expect(line).toMatch(/; Max-Age=2592000(;|$)/);
    expect(line).not.toMatch(/Secure/);
    // The answer keeps every field for API clients, the same refresh token included.
    expect(Object.keys(data).sort()).toEqual(['accessToken', 'idToken', 'refreshToken']);
    expect(data.refreshToken.token).toBe(cookie);
  });

  it('is Secure behind a trusted proxy that says HTTPS, and only then', async () => {
    const user = await makeUser(w.ctx);
    const viaProxy = (remoteAddress: string) =>
      w.behindProxy.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { name: user.email, password: user.password },
        headers: { 'x-forwarded-proto': 'https' },
        remoteAddress,
      });
    expect(refreshSetCookie(await viaProxy('10.0.0.5'))).toMatch(/; Secure/);
    // Anyone else saying so is not believed (and neither is anyone by an app that trusts no proxy).
    expect(refreshSetCookie(await viaProxy('198.51.100.4'))).not.toMatch(/Secure/);
    const direct = await signIn(user, { headers: { 'x-forwarded-proto': 'https' } });
    expect(refreshSetCookie(direct.response)).not.toMatch(/Secure/);
  });

  it('refresh with the cookie alone rotates it: a new cookie, the old token dead', async () => {
    const user = await makeUser(w.ctx);
    const { cookie } = await signIn(user);
    const refreshed = await refreshWithCookie(cookie);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const next = cookieValue(refreshSetCookie(refreshed));
    expect(next).not.toBe(cookie);
    expect(refreshed.json().data.refreshToken.token).toBe(next);
    expect(refreshSetCookie(refreshed)).toMatch(
      /HttpOnly; SameSite=Strict|SameSite=Strict.*HttpOnly|HttpOnly.*SameSite=Strict/,
    );
    const me = await w.ctx.api.get('/api/auth/me', {
      as: `Bearer ${refreshed.json().data.accessToken.jwtToken}`,
    });
    expect(me.statusCode).toBe(200);
    // The body's token still works for API clients, and wins over a cookie.
    const byBody = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: next },
      cookies: { [REFRESH_COOKIES['back-office'].name]: 'stale' },
    });
    expect(byBody.statusCode, byBody.body).toBe(200);
  });

  it('a replayed (already rotated) token ends its whole family, its access tokens included', async () => {
    const user = await makeUser(w.ctx);
    const { cookie, as } = await signIn(user);
    const rotated = await refreshWithCookie(cookie);
    expect(rotated.statusCode).toBe(200);
    const latest = cookieValue(refreshSetCookie(rotated));
    expectUnauthorized(await refreshWithCookie(cookie));
    expectUnauthorized(await refreshWithCookie(latest));
    expectUnauthorized(await w.ctx.api.get('/api/auth/me', { as }));
    expectUnauthorized(
      await w.ctx.api.get('/api/auth/me', { as: `Bearer ${rotated.json().data.accessToken.jwtToken}` }),
    );
  });

  it('refresh without cookie or body token is 401 with a message; a malformed cookie is 401, never 5xx', async () => {
    expectUnauthorized(
      await w.ctx.app.inject({ method: 'POST', url: '/api/auth/refresh' }),
      sessionMessages.noRefreshToken,
    );
    expectUnauthorized(await w.ctx.api.post('/api/auth/refresh', {}), sessionMessages.noRefreshToken);
    const name = REFRESH_COOKIES['back-office'].name;
    for (const cookie of [
      `${name}=%E0%A4%A`,
      `${name}=${'x'.repeat(4000)}`,
      `${name}="unterminated`,
      `${name}=`,
      `${name}==;;;=`,
      'garbage without equals',
    ]) {
      const response = await w.ctx.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { cookie },
      });
      expect(response.statusCode, cookie).toBe(401);
      expect(response.json().message, cookie).toMatch(/Log in again/);
    }
  });

  it('logout reads the cookie, ends the session and clears the cookie', async () => {
    const user = await makeUser(w.ctx);
    const { cookie, as } = await signIn(user);
    const out = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [REFRESH_COOKIES['back-office'].name]: cookie },
    });
    expect(out.statusCode, out.body).toBe(200);
    const cleared = refreshSetCookie(out);
    expect(cleared).toMatch(/^fletx_refresh=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect(cleared).toMatch(/; Path=\/api\/auth(;|$)/);
    expectUnauthorized(await refreshWithCookie(cookie));
    expectUnauthorized(await w.ctx.api.get('/api/auth/me', { as }));
  });

  it('with two-factor sign-in, the password step sets no cookie; the second step opens the session and sets it', async () => {
    const user = await makeUser(w.ctx);
    const first = await signIn(user);
    const api = w.ctx.api.as(first.as);
    const { secret } = (await api.post('/api/auth/2fa/setup')).json().data;
    const enabled = await api.post('/api/auth/2fa/enable', { code: await generate({ secret }) });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const [recoveryCode] = enabled.json().data.recoveryCodes as string[];
    const password = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { name: user.email, password: user.password },
      headers: { 'user-agent': FIREFOX_LINUX },
    });
    expect(password.json().data.twoFactorRequired).toBe(true);
    expect(password.headers['set-cookie']).toBeUndefined();
    const verified = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/verify',
      payload: { challenge: password.json().data.challenge, recoveryCode },
      headers: { 'user-agent': FIREFOX_LINUX },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const line = refreshSetCookie(verified);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Strict/);
    expect(cookieValue(line)).toBe(verified.json().data.refreshToken.token);
    const as = `Bearer ${verified.json().data.accessToken.jwtToken}`;
    const sessions = (await w.ctx.api.get('/api/auth/sessions', { as })).json().data.items;
    expect(sessions.find((s: { current: boolean }) => s.current)).toMatchObject({ userAgent: FIREFOX_LINUX });
    expect((await refreshWithCookie(cookieValue(line))).statusCode).toBe(200);
  });

  it('the driver API uses its own cookie on /api/driver/auth, and the back office’s refresh ignores it', async () => {
    const driver = await makeUser(w.ctx, { role: 'Driver' });
    const { response, cookie, as } = await signIn(driver, { door: 'driver' });
    const line = refreshSetCookie(response, 'driver');
    expect(line).toMatch(/; Path=\/api\/driver\/auth(;|$)/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Strict/);
    // Under its own name: the back office's refresh finds no cookie of its own.
    expectUnauthorized(
      await w.ctx.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { [REFRESH_COOKIES.driver.name]: cookie },
      }),
      sessionMessages.noRefreshToken,
    );
    const refreshed = await refreshWithCookie(cookie, 'driver');
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const next = cookieValue(refreshSetCookie(refreshed, 'driver'));
    expect((await w.ctx.api.get('/api/driver/duty', { as })).statusCode).toBe(200);
    const out = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/driver/auth/logout',
      cookies: { [REFRESH_COOKIES.driver.name]: next },
    });
    expect(refreshSetCookie(out, 'driver')).toMatch(/^fletx_driver_refresh=;/);
    expectUnauthorized(await refreshWithCookie(next, 'driver'));
    expectUnauthorized(await w.ctx.api.get('/api/driver/duty', { as }));
  });
});

describe('sessions', () => {
  it('lists my live sessions with browser, address, times, and which one is mine', async () => {
    const user = await makeUser(w.ctx);
    const laptop = await signIn(user, { userAgent: CHROME_WINDOWS });
    const phone = await signIn(user, { userAgent: FIREFOX_LINUX });
    expect(decodeJwt(laptop.data.accessToken.jwtToken).sid).toEqual(expect.any(Number));
    const list = await w.ctx.api.get('/api/auth/sessions', { as: laptop.as });
    expect(list.statusCode, list.body).toBe(200);
    const { items, total, page, take } = list.json().data;
    expect({ total, page, take }).toEqual({ total: 2, page: 1, take: 10 });
    const mine = decodeJwt(laptop.data.accessToken.jwtToken).sid;
    expect(items.map((s: { current: boolean }) => s.current).filter(Boolean)).toHaveLength(1);
    const current = items.find((s: { id: number }) => s.id === mine);
    expect(current).toMatchObject({ current: true, userAgent: CHROME_WINDOWS, ip: '203.0.113.7' });
    expect(Date.parse(current.createdAt)).not.toBeNaN();
    expect(Date.parse(current.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(current.createdAt));
    const other = items.find((s: { id: number }) => s.id !== mine);
    expect(other).toMatchObject({ current: false, userAgent: FIREFOX_LINUX });
    // The phone sees the same two, its own marked.
    const fromPhone = (await w.ctx.api.get('/api/auth/sessions', { as: phone.as })).json().data.items;
    expect(fromPhone.find((s: { current: boolean }) => s.current).id).toBe(other.id);
  });

  it('ends one of my sessions: its refresh token dies and its access token is refused on its next call', async () => {
    const user = await makeUser(w.ctx);
    const laptop = await signIn(user);
    const phone = await signIn(user);
    const phoneId = decodeJwt(phone.data.accessToken.jwtToken).sid;
    expect((await w.ctx.api.get('/api/auth/me', { as: phone.as })).statusCode).toBe(200);
    const ended = await w.ctx.api.delete(`/api/auth/sessions/${phoneId}`, { as: laptop.as });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().message).toBe(sessionMessages.ended);
    expectUnauthorized(await w.ctx.api.get('/api/auth/me', { as: phone.as }));
    expectUnauthorized(await refreshWithCookie(phone.cookie));
    expect((await w.ctx.api.get('/api/auth/me', { as: laptop.as })).statusCode).toBe(200);
    const left = (await w.ctx.api.get('/api/auth/sessions', { as: laptop.as })).json().data;
    expect(left.total).toBe(1);
    // Already ended: 404.
    expect((await w.ctx.api.delete(`/api/auth/sessions/${phoneId}`, { as: laptop.as })).statusCode).toBe(404);
    const trail = await w.ctx.api.get(`/api/audit?entityType=user&entityId=${user.id}`, {
      as: (await signIn(await makeUser(w.ctx, { role: 'Admin user' }))).as,
    });
    expect(trail.json().data.items[0].summary).toBe('Session ended: Chrome 131 on Windows, 203.0.113.7');
  });

  it('another user’s session is 404 and stays live', async () => {
    const mallory = await signIn(await makeUser(w.ctx));
    const victim = await signIn(await makeUser(w.ctx));
    const victimId = decodeJwt(victim.data.accessToken.jwtToken).sid;
    const response = await w.ctx.api.delete(`/api/auth/sessions/${victimId}`, { as: mallory.as });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(sessionMessages.notFound);
    expect((await w.ctx.api.delete('/api/auth/sessions/999999', { as: mallory.as })).statusCode).toBe(404);
    expect((await w.ctx.api.get('/api/auth/me', { as: victim.as })).statusCode).toBe(200);
  });

  it('ends all my other sessions and keeps mine', async () => {
    const user = await makeUser(w.ctx);
    const laptop = await signIn(user);
    const others = [await signIn(user), await signIn(user)];
    const response = await w.ctx.api.post('/api/auth/sessions/end-others', undefined, { as: laptop.as });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: sessionMessages.othersEnded(2), data: { ended: 2 } });
    for (const other of others) {
      expectUnauthorized(await w.ctx.api.get('/api/auth/me', { as: other.as }));
      expectUnauthorized(await refreshWithCookie(other.cookie));
    }
    expect((await w.ctx.api.get('/api/auth/me', { as: laptop.as })).statusCode).toBe(200);
    expect((await refreshWithCookie(laptop.cookie)).statusCode).toBe(200);
    const list = (await w.ctx.api.get('/api/auth/sessions', { as: laptop.as })).json().data;
    expect(list.total).toBe(1);
  });

  it('a Carriers or Admin user ends every session of another user; a Dispatcher may not', async () => {
    const admin = await signIn(await makeUser(w.ctx, { role: 'Admin user' }));
    const dispatcher = await signIn(await makeUser(w.ctx, { role: 'Dispatcher' }));
    const victim = await makeUser(w.ctx, { role: 'Dispatcher' });
    const sessions = [await signIn(victim), await signIn(victim)];
    expect(
      (await w.ctx.api.delete(`/api/user/${victim.id}/sessions`, { as: dispatcher.as })).statusCode,
    ).toBe(403);
    const response = await w.ctx.api.delete(`/api/user/${victim.id}/sessions`, { as: admin.as });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(sessionMessages.userSessionsEnded);
    for (const session of sessions) {
      expectUnauthorized(await w.ctx.api.get('/api/auth/me', { as: session.as }));
      expectUnauthorized(await refreshWithCookie(session.cookie));
    }
    expect((await w.ctx.api.get('/api/auth/me', { as: admin.as })).statusCode).toBe(200);
    expect((await w.ctx.api.delete('/api/user/999999/sessions', { as: admin.as })).statusCode).toBe(404);
    const trail = await w.ctx.api.get(`/api/audit?entityType=user&entityId=${victim.id}`, { as: admin.as });
    expect(trail.json().data.items[0]).toMatchObject({ summary: 'Every session ended by an administrator' });
    // A driver's lost phone too.
    const driver = await makeUser(w.ctx, { role: 'Driver' });
    const phone = await signIn(driver, { door: 'driver' });
    const carriers = await signIn(await makeUser(w.ctx, { role: 'Carriers' }));
    expect((await w.ctx.api.delete(`/api/user/${driver.id}/sessions`, { as: carriers.as })).statusCode).toBe(
      200,
    );
    expectUnauthorized(await w.ctx.api.get('/api/driver/duty', { as: phone.as }));
    expectUnauthorized(await refreshWithCookie(phone.cookie, 'driver'));
  });

  it('a refresh keeps the session: same id, last use moves on, address follows', async () => {
    const user = await makeUser(w.ctx);
    const { data, cookie } = await signIn(user);
    const sid = decodeJwt(data.accessToken.jwtToken).sid;
    const refreshed = await refreshWithCookie(cookie);
    expect(decodeJwt(refreshed.json().data.accessToken.jwtToken).sid).toBe(sid);
    const list = (
      await w.ctx.api.get('/api/auth/sessions', {
        as: `Bearer ${refreshed.json().data.accessToken.jwtToken}`,
      })
    ).json().data;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ id: sid, current: true, ip: '127.0.0.1' });
  });

  it('a session ended through one process refuses its token in another as soon as the end is announced', async () => {
    // A second API process on the same database: its own service graph, so its own caches.
    const otherServices = createServices(w.ctx.database, {
      mailer: captureMailer([]),
      jwtSecret: TEST_JWT_SECRET,
      filesDir: w.ctx.filesDir,
    });
    const other = await buildApp({ services: otherServices });
    await other.ready();
    try {
      const user = await makeUser(w.ctx);
      const laptop = await signIn(user);
      const phone = await signIn(user);
      const onOther = () =>
        other.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: phone.as } });
      // The other process has read the phone's session, and keeps what it read.
      expect((await onOther()).statusCode).toBe(200);
      expect((await onOther()).statusCode).toBe(200);
      const phoneId = decodeJwt(phone.data.accessToken.jwtToken).sid;
      const heard = new Promise<unknown>((resolve) => otherServices.sessions.onEnded(resolve));
      expect((await w.ctx.api.delete(`/api/auth/sessions/${phoneId}`, { as: laptop.as })).statusCode).toBe(
        200,
      );
      expect(await heard).toEqual([phoneId]);
      expectUnauthorized(await onOther());
      // Its laptop session, not ended, still works there.
      expect(
        (await other.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: laptop.as } }))
          .statusCode,
      ).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('the use of an access token moves the session’s last use on, at most once a minute', async () => {
    const user = await makeUser(w.ctx);
    const { data, as } = await signIn(user);
    const sid = decodeJwt(data.accessToken.jwtToken).sid as number;
    const lastUsed = async () =>
      Date.parse((await w.ctx.api.get('/api/auth/sessions', { as })).json().data.items[0].lastUsedAt);
    const longAgo = new Date(Date.now() - 5 * 60_000);
    await w.ctx.database.db.update(authSessions).set({ lastUsedAt: longAgo }).where(eq(authSessions.id, sid));
    // This call reads the old time, then moves it on; the next one sees the new time.
    await w.ctx.api.get('/api/auth/me', { as });
    const moved = await lastUsed();
    expect(moved).toBeGreaterThan(longAgo.getTime() + 4 * 60_000);
    // Within the minute, calls write nothing more.
    await w.ctx.api.get('/api/auth/me', { as });
    expect(await lastUsed()).toBe(moved);
  });

  it('a bad page or id is a 400 with a message', async () => {
    const { as } = await signIn(await makeUser(w.ctx));
    expect((await w.ctx.api.get('/api/auth/sessions?take=0', { as })).statusCode).toBe(400);
    expect((await w.ctx.api.delete('/api/auth/sessions/abc', { as })).statusCode).toBe(400);
    expect((await w.ctx.api.get('/api/auth/sessions')).statusCode).toBe(401);
  });
});
