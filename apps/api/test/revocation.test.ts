import { messages } from '@fletx/contract/messages';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { AccountAccessCache } from '../src/modules/users/account-access';
import { confirmRecovery, decodeJwt, loggedInUser, login, makeUser } from './helpers/factories';
import { createTestApp, TEST_JWT_SECRET, type TestContext } from './helpers/test-app';

/** docs/decisions/0018-access-follows-the-account.md */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const MANAGE_USERS_GET = '/api/user/findById?id=1';

function expectInvalidSession(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(401);
  expect((response.json() as { message: string }).message).toBe(messages.invalidToken);
}

async function driverSession() {
  const driver = await makeUser(ctx, { role: 'Driver' });
  const response = await ctx.api.post('/api/driver/auth/login', {
    name: driver.email,
    password: driver.password,
  });
  expect(response.statusCode).toBe(200);
  const data = response.json().data;
  return {
    driver,
    refreshToken: data.refreshToken.token as string,
    as: `Bearer ${data.accessToken.jwtToken}`,
  };
}

describe('the role is the account’s, not the token’s', () => {
  it('an Admin user demoted to Dispatcher gets 403 on a manage-users route with the old token at once', async () => {
    const admin = await loggedInUser(ctx, { role: 'Admin user' });
    const boss = await loggedInUser(ctx, { role: 'Admin user' });
    expect((await ctx.api.get(MANAGE_USERS_GET, { as: admin.authorization })).statusCode).toBe(200);
    const demote = await ctx.api.put(
      `/api/user/${admin.user.id}`,
      {
        first_name: admin.user.firstName,
        last_name: admin.user.lastName,
        email: admin.user.email,
        phone: admin.user.phone,
        role: 'Dispatcher',
      },
      { as: boss.authorization },
    );
    expect(demote.statusCode).toBe(200);
    expect(decodeJwt(admin.tokens.accessToken.jwtToken)['custom:role']).toBe('Admin user');
    expect((await ctx.api.get(MANAGE_USERS_GET, { as: admin.authorization })).statusCode).toBe(403);
    // Still a back-office user: what a Dispatcher may do goes on working.
    expect((await ctx.api.get('/api/auth/me', { as: admin.authorization })).statusCode).toBe(200);
  });

  it('a promoted Dispatcher may manage users at once', async () => {
    const dispatcher = await loggedInUser(ctx, { role: 'Dispatcher' });
    expect((await ctx.api.get(MANAGE_USERS_GET, { as: dispatcher.authorization })).statusCode).toBe(403);
    await ctx.services.users.updateStaff(dispatcher.user.id, {
      first_name: dispatcher.user.firstName,
      last_name: dispatcher.user.lastName,
      email: dispatcher.user.email,
      phone: dispatcher.user.phone,
      role: 'Admin user',
    });
    expect((await ctx.api.get(MANAGE_USERS_GET, { as: dispatcher.authorization })).statusCode).toBe(200);
  });
});

describe('a deleted account', () => {
  it('a deleted back-office user gets 401 (invalid session) on the next request', async () => {
    const victim = await loggedInUser(ctx, { role: 'Admin user' });
    const boss = await loggedInUser(ctx, { role: 'Admin user' });
    expect((await ctx.api.get('/api/auth/me', { as: victim.authorization })).statusCode).toBe(200);
    expect((await ctx.api.delete(`/api/user/${victim.user.id}`, { as: boss.authorization })).statusCode).toBe(
      200,
    );
    expectInvalidSession(await ctx.api.get('/api/auth/me', { as: victim.authorization }));
    expectInvalidSession(await ctx.api.get(MANAGE_USERS_GET, { as: victim.authorization }));
  });

  it("a deleted driver's token stops working", async () => {
    const { driver, as } = await driverSession();
    const boss = await loggedInUser(ctx, { role: 'Dispatcher' });
    expect((await ctx.api.get('/api/driver/duty', { as })).statusCode).toBe(200);
    expect((await ctx.api.delete(`/api/user/${driver.id}`, { as: boss.authorization })).statusCode).toBe(200);
    expectInvalidSession(await ctx.api.get('/api/driver/duty', { as }));
  });
});

describe('logout ends every session of the user', () => {
  it('back office: the access tokens answer 401 and every refresh token is refused', async () => {
    const first = await loggedInUser(ctx, { role: 'Dispatcher' });
    const second = (await login(ctx, first.user.email, first.user.password)).json().data;
    const out = await ctx.api.post('/api/auth/logout', { refreshToken: first.tokens.refreshToken.token });
    expect(out.statusCode).toBe(200);
    expectInvalidSession(await ctx.api.get('/api/auth/me', { as: first.authorization }));
    expectInvalidSession(await ctx.api.get('/api/auth/me', { as: `Bearer ${second.accessToken.jwtToken}` }));
    for (const refreshToken of [first.tokens.refreshToken.token, second.refreshToken.token]) {
      expectInvalidSession(await ctx.api.post('/api/auth/refresh', { refreshToken }));
    }
    // A new login starts a working session.
    const again = (await login(ctx, first.user.email, first.user.password)).json().data;
    expect((await ctx.api.get('/api/auth/me', { as: again.accessToken.jwtToken })).statusCode).toBe(200);
  });

  it('driver API: the access token answers 401 and the refresh token is refused', async () => {
    const { refreshToken, as } = await driverSession();
    expect((await ctx.api.post('/api/driver/auth/logout', { refreshToken })).statusCode).toBe(200);
    expectInvalidSession(await ctx.api.get('/api/driver/duty', { as }));
    expectInvalidSession(await ctx.api.post('/api/driver/auth/refresh', { refreshToken }));
  });
});

describe('a new password ends every session', () => {
  it('set by an admin: every session of the user ends', async () => {
    const user = await loggedInUser(ctx, { role: 'Dispatcher' });
    const other = (await login(ctx, user.user.email, user.user.password)).json().data;
    const boss = await loggedInUser(ctx, { role: 'Admin user' });
    const changed = await ctx.api.put(
      `/api/user/${user.user.id}/password`,
      { password: 'N3w#Password99', confirmPassword: 'N3w#Password99' },
      { as: boss.authorization },
    );
    expect(changed.statusCode).toBe(200);
    expectInvalidSession(await ctx.api.get('/api/auth/me', { as: user.authorization }));
    expectInvalidSession(await ctx.api.get('/api/auth/me', { as: `Bearer ${other.accessToken.jwtToken}` }));
    expectInvalidSession(await ctx.api.post('/api/auth/refresh', { refreshToken: other.refreshToken.token }));
    // The admin's own session is untouched.
    expect((await ctx.api.get('/api/auth/me', { as: boss.authorization })).statusCode).toBe(200);
  });

  it('reset with a recovery code: every session of the user ends', async () => {
    const user = await loggedInUser(ctx, { role: 'Dispatcher' });
    expect((await ctx.api.post('/api/auth/forgotpassword', { username: user.user.email })).statusCode).toBe(
      200,
    );
    const code = /\b(\d{6})\b/.exec(ctx.mails.at(-1)?.text ?? '')?.[1];
    const reset = await confirmRecovery(ctx, user.user.email, code, 'N3w#Password99');
    expect(reset.statusCode).toBe(200);
    expectInvalidSession(await ctx.api.get('/api/auth/me', { as: user.authorization }));
    expectInvalidSession(
      await ctx.api.post('/api/auth/refresh', { refreshToken: user.tokens.refreshToken.token }),
    );
  });

  it("an admin's new password for a driver ends the driver's sessions", async () => {
    const { driver, as } = await driverSession();
    await ctx.services.users.updateDriverUser(driver.id, {
      firstName: driver.firstName,
      lastName: driver.lastName,
      email: driver.email,
      phone: driver.phone,
      password: 'N3w#Password99',
    });
    expectInvalidSession(await ctx.api.get('/api/driver/duty', { as }));
  });
});

describe('tokens issued before the token version existed', () => {
  async function legacyToken(userId: number, role: string) {
    return new SignJWT({ 'cognito:groups': ['carriers'], 'custom:role': role, token_use: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer('fletx')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
  }

  it('count as version 0: accepted until the account’s sessions end, then refused', async () => {
    const user = await loggedInUser(ctx, { role: 'Dispatcher' });
    const legacy = await legacyToken(user.user.id, 'Dispatcher');
    expect((await ctx.api.get('/api/auth/me', { as: legacy })).statusCode).toBe(200);
    // Its role claim counts for nothing: the account's role decides.
    const claimsAdmin = await legacyToken(user.user.id, 'Admin user');
    expect((await ctx.api.get(MANAGE_USERS_GET, { as: claimsAdmin })).statusCode).toBe(403);
    await ctx.services.users.endSessions(user.user.id);
    expectInvalidSession(await ctx.api.get('/api/auth/me', { as: legacy }));
  });

  it('a new token carries the version of the account', async () => {
    const user = await loggedInUser(ctx);
    expect(decodeJwt(user.tokens.accessToken.jwtToken).token_version).toBe(0);
    await ctx.services.users.endSessions(user.user.id);
    const again = (await login(ctx, user.user.email, user.user.password)).json().data;
    expect(decodeJwt(again.accessToken.jwtToken).token_version).toBe(1);
  });
});

describe('the in-process cache of the account', () => {
  it('serves a change made elsewhere only after the cache time; a change made here at once', async () => {
    const user = await loggedInUser(ctx, { role: 'Admin user' });
    expect((await ctx.api.get(MANAGE_USERS_GET, { as: user.authorization })).statusCode).toBe(200);
    // Another process demotes them: this process still trusts what it read (at most the cache time).
    await ctx.database.db.update(users).set({ role: 'Dispatcher' }).where(eq(users.id, user.user.id));
    expect((await ctx.api.get(MANAGE_USERS_GET, { as: user.authorization })).statusCode).toBe(200);
    // A change through this process's services forgets the entry at once.
    ctx.services.users.forgetAccess(user.user.id);
    expect((await ctx.api.get(MANAGE_USERS_GET, { as: user.authorization })).statusCode).toBe(403);
  });

  it('keeps an entry for its time, forgets it on demand, and never stores a read that a forget overtook', async () => {
    let now = 0;
    let role = 'Admin user';
    let loads = 0;
    let gate: Promise<void> = Promise.resolve();
    const cache = new AccountAccessCache(
      async () => {
        loads++;
        const seen = role;
        await gate;
        return { role: seen, group: 'carriers', tokenVersion: 0 };
      },
      5_000,
      () => now,
    );
    expect((await cache.get(1))?.role).toBe('Admin user');
    role = 'Dispatcher';
    now = 4_999;
    expect((await cache.get(1))?.role).toBe('Admin user');
    now = 5_000;
    expect((await cache.get(1))?.role).toBe('Dispatcher');
    expect(loads).toBe(2);
    role = 'Carriers';
    cache.forget(1);
    expect((await cache.get(1))?.role).toBe('Carriers');

    // A read in flight when the account changes must not be kept.
    cache.forget(1);
    let open = () => {};
    gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const stale = cache.get(1);
    role = 'Dispatcher';
    cache.forget(1);
    open();
    expect((await stale)?.role).toBe('Carriers');
    gate = Promise.resolve();
    expect((await cache.get(1))?.role).toBe('Dispatcher');
  });
});

describe('cost of the check', () => {
  it('measures authenticated GETs per second: no account lookup, cached lookup, lookup every request', async () => {
    const user = await loggedInUser(ctx, { role: 'Dispatcher' });
    const accounts = ctx.services.users;
    const original = accounts.accessOf.bind(accounts);
    const state = await original(user.user.id);
    const rate = async (label: string, before: () => void = () => {}) => {
      const n = 400;
      for (let i = 0; i < 50; i++) await ctx.api.get('/api/auth/me', { as: user.authorization });
      const start = performance.now();
      for (let i = 0; i < n; i++) {
        before();
        const r = await ctx.api.get('/api/auth/me', { as: user.authorization });
        if (r.statusCode !== 200) throw new Error(`${label}: ${r.statusCode}`);
      }
      const perSecond = Math.round(n / ((performance.now() - start) / 1000));
      console.log(`[revocation benchmark] GET /api/auth/me, ${label}: ${perSecond} requests/s`);
      return perSecond;
    };
    try {
      accounts.accessOf = async () => state;
      const without = await rate('without the account check');
      accounts.accessOf = original;
      const cached = await rate('with the check, cached (production)');
      const uncached = await rate('with the check, a database read every request', () =>
        accounts.forgetAccess(user.user.id),
      );
      expect(without).toBeGreaterThan(0);
      expect(cached).toBeGreaterThan(0);
      expect(uncached).toBeGreaterThan(0);
    } finally {
      accounts.accessOf = original;
    }
  });
});
