import type { TokenSet } from '@fletx/contract/auth';
import {
  RECOVERY_CODE_COUNT,
  TOTP_PERIOD_SECONDS,
  TWO_FACTOR_CHALLENGE_TTL_MINUTES,
  twoFactorMessages,
} from '@fletx/contract/two-factor';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTwoFactor } from '../src/db/schema';
import { ManualClock } from '../src/lib/clock';
import { createCipher } from '../src/lib/secrets';
import { AUTH_LIMITS } from '../src/modules/auth/auth.service';
import { expectAnswer } from './helpers/client';
import { loggedInUser, login, type makeUser } from './helpers/factories';
import { carrierDetails } from './helpers/invoice-factories';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
const clock = new ManualClock();
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx?.close();
});

/** The code an authenticator app shows for `secret` now (by the app's clock), `steps` periods away. */
const codeOf = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + steps * TOTP_PERIOD_SECONDS });

/** The next 30-second step: a code of the step before is no longer new. */
const nextStep = () => clock.advance(TOTP_PERIOD_SECONDS * 1000);

type User = Awaited<ReturnType<typeof makeUser>>;

/** A staff user with two-factor sign-in on: the user, its secret, recovery codes and a token from before. */
async function userWithTwoFactor(overrides: Parameters<typeof makeUser>[1] = {}) {
  const { user, authorization } = await loggedInUser(ctx, overrides);
  const api = ctx.api.as(authorization);
  const setup = await api.post('/api/auth/2fa/setup');
  const { secret } = setup.json().data;
  const enable = await api.post('/api/auth/2fa/enable', { code: await codeOf(secret) });
  expect(enable.statusCode, enable.body).toBe(200);
  nextStep();
  return { user, secret, recoveryCodes: enable.json().data.recoveryCodes as string[], authorization };
}

async function challengeOf(user: User): Promise<string> {
  const r = await login(ctx, user.email, user.password);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.challenge;
}

const verify = (body: Record<string, unknown>) => ctx.api.post('/api/auth/2fa/verify', body);

describe('set-up', () => {
  it('answers a secret and its otpauth URL (issuer Fletx, the email); a new set-up replaces a pending one', async () => {
    const { user, authorization } = await loggedInUser(ctx, { email: 'otp.setup@example.com' });
    const api = ctx.api.as(authorization);
    const first = await api.post('/api/auth/2fa/setup');
    expect(first.statusCode).toBe(200);
    const { secret, otpauthUrl } = first.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(decodeURIComponent(url.pathname)).toBe(`/Fletx:${user.email}`);
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Fletx');

    const second = (await api.post('/api/auth/2fa/setup')).json().data.secret;
    expect(second).not.toBe(secret);
    const stale = await api.post('/api/auth/2fa/enable', { code: await codeOf(secret) });
    expectAnswer(stale, 400, twoFactorMessages.wrongCode);
    expect((await api.get('/api/auth/2fa')).json().data).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
  });

  it('enable refuses a wrong code and a malformed one, takes the right one and answers 10 recovery codes', async () => {
    const { authorization } = await loggedInUser(ctx);
    const api = ctx.api.as(authorization);
    expectAnswer(
      await api.post('/api/auth/2fa/enable', { code: '123456' }),
      409,
      twoFactorMessages.noPendingSetup,
    );
    const { secret } = (await api.post('/api/auth/2fa/setup')).json().data;
    const right = await codeOf(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    expectAnswer(await api.post('/api/auth/2fa/enable', { code: wrong }), 400, twoFactorMessages.wrongCode);
    const malformed = await api.post('/api/auth/2fa/enable', { code: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0].message).toBe(twoFactorMessages.codeFormat);

    const enabled = await api.post('/api/auth/2fa/enable', { code: right });
    expect(enabled.statusCode).toBe(200);
    const codes: string[] = enabled.json().data.recoveryCodes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
    expect((await api.get('/api/auth/2fa')).json().data).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
    expectAnswer(await api.post('/api/auth/2fa/setup'), 409, twoFactorMessages.alreadyEnabled);
  });

  it('keeps the secret encrypted at rest', async () => {
    const { user, secret } = await userWithTwoFactor();
    const [row] = await ctx.database.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
    expect(row?.secret).toBeTruthy();
    expect(row?.secret).not.toContain(secret);
  });
});

describe('login with two-factor sign-in', () => {
  it('answers a challenge and no token; verify with the code answers the usual token set', async () => {
    const { user, secret } = await userWithTwoFactor();
    const r = await login(ctx, user.email, user.password);
    expect(r.statusCode).toBe(200);
    const data = r.json().data;
    expect(data).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(JSON.stringify(r.json())).not.toMatch(/jwtToken|idToken|refreshToken/);

    const ok = await verify({ challenge: data.challenge, code: await codeOf(secret) });
    expect(ok.statusCode, ok.body).toBe(200);
    const tokens: TokenSet = ok.json().data;
    expect(Object.keys(tokens).sort()).toEqual(['accessToken', 'idToken', 'refreshToken']);
    const me = await ctx.api.get('/api/auth/me', { as: `Bearer ${tokens.accessToken.jwtToken}` });
    expect(me.json().data.email).toBe(user.email);
    const refreshed = await ctx.api.post('/api/auth/refresh', { refreshToken: tokens.refreshToken.token });
    expect(refreshed.statusCode).toBe(200);
  });

  it('accepts the code of the step before or after, not two steps away', async () => {
    const { user, secret } = await userWithTwoFactor();
    const far = await verify({ challenge: await challengeOf(user), code: await codeOf(secret, 2) });
    expectAnswer(far, 401, twoFactorMessages.wrongCode);
    nextStep();
    const before = await verify({ challenge: await challengeOf(user), code: await codeOf(secret, -1) });
    expect(before.statusCode, before.body).toBe(200);
    const after = await verify({ challenge: await challengeOf(user), code: await codeOf(secret, 1) });
    expect(after.statusCode, after.body).toBe(200);
  });

  it('refuses a replayed code, even with a new challenge', async () => {
    const { user, secret } = await userWithTwoFactor();
    const code = await codeOf(secret);
    expect((await verify({ challenge: await challengeOf(user), code })).statusCode).toBe(200);
    expectAnswer(
      await verify({ challenge: await challengeOf(user), code }),
      401,
      twoFactorMessages.replayedCode,
    );
    nextStep();
    const next = await verify({ challenge: await challengeOf(user), code: await codeOf(secret) });
    expect(next.statusCode).toBe(200);
  });

  it('refuses an expired, a used and an unknown challenge', async () => {
    const { user, secret } = await userWithTwoFactor();
    const expired = await challengeOf(user);
    clock.advance(TWO_FACTOR_CHALLENGE_TTL_MINUTES * 60_000 + 1000);
    expectAnswer(
      await verify({ challenge: expired, code: await codeOf(secret) }),
      401,
      twoFactorMessages.challengeInvalid,
    );
    const once = await challengeOf(user);
    expect((await verify({ challenge: once, code: await codeOf(secret) })).statusCode).toBe(200);
    nextStep();
    expectAnswer(
      await verify({ challenge: once, code: await codeOf(secret) }),
      401,
      twoFactorMessages.challengeInvalid,
    );
    expectAnswer(
      await verify({ challenge: 'not-a-challenge', code: '123456' }),
      401,
      twoFactorMessages.challengeInvalid,
    );
  });

  it('answers 400 for a body without a code, with both, or malformed', async () => {
    const { user } = await userWithTwoFactor();
    const challenge = await challengeOf(user);
    for (const body of [
      { challenge },
      { challenge, code: '123456', recoveryCode: 'abcd-efgh' },
      { challenge, code: 'x'.repeat(5000) },
      { challenge: 42, code: '123456' },
      { challenge, recoveryCode: '¿¿¿' },
    ]) {
      const r = await verify(body);
      expect(r.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });

  it('takes a recovery code once, in any case and without its dash', async () => {
    const { user, recoveryCodes } = await userWithTwoFactor();
    const [code] = recoveryCodes as [string];
    const typed = code.replace('-', '').toUpperCase();
    const ok = await verify({ challenge: await challengeOf(user), recoveryCode: typed });
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await verify({ challenge: await challengeOf(user), recoveryCode: code });
    expectAnswer(again, 401, twoFactorMessages.wrongRecoveryCode);
    const status = await ctx.api.get('/api/auth/2fa', {
      as: `Bearer ${ok.json().data.accessToken.jwtToken}`,
    });
    expect(status.json().data.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
  });

  it('limits verify like the login: 429 once an account had too many tries', async () => {
    const { user, secret } = await userWithTwoFactor();
    const challenge = await challengeOf(user);
    const right = await codeOf(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < AUTH_LIMITS.loginPerAccount.max; i++) {
      expect((await verify({ challenge, code: wrong })).statusCode).toBe(401);
    }
    const limited = await verify({ challenge, code: right });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('TooManyRequests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('turning it off', () => {
  it('needs the password and a code; then the login answers tokens again', async () => {
    const { user, secret, recoveryCodes, authorization } = await userWithTwoFactor();
    const api = ctx.api.as(authorization);
    const code = await codeOf(secret);
    expectAnswer(
      await api.post('/api/auth/2fa/disable', { password: 'Wrong#Password1', code }),
      400,
      twoFactorMessages.wrongPassword,
    );
    expect((await api.post('/api/auth/2fa/disable', { password: user.password })).statusCode).toBe(400);
    const wrong = code === '000000' ? '111111' : '000000';
    expectAnswer(
      await api.post('/api/auth/2fa/disable', { password: user.password, code: wrong }),
      400,
      twoFactorMessages.wrongCode,
    );
    expectAnswer(
      await api.post('/api/auth/2fa/disable', { password: user.password, code: 'zzzz-zzzz' }),
      400,
      twoFactorMessages.wrongRecoveryCode,
    );
    const off = await api.post('/api/auth/2fa/disable', { password: user.password, code: recoveryCodes[3] });
    expectAnswer(off, 200, twoFactorMessages.disabled);
    const again = await login(ctx, user.email, user.password);
    expect(again.json().data.accessToken.jwtToken).toEqual(expect.any(String));
    expectAnswer(
      await api.post('/api/auth/2fa/disable', { password: user.password, code }),
      409,
      twoFactorMessages.notEnabled,
    );
  });

  it('keeps every change in the audit trail, on the user', async () => {
    const { user, secret, recoveryCodes, authorization } = await userWithTwoFactor();
    await verify({ challenge: await challengeOf(user), recoveryCode: recoveryCodes[0] });
    await ctx.api
      .as(authorization)
      .post('/api/auth/2fa/disable', { password: user.password, code: await codeOf(secret) });
    const admin = await loggedInUser(ctx, { role: 'Admin user' });
    const r = await ctx.api.get(`/api/audit?entityType=user&entityId=${user.id}`, {
      as: admin.authorization,
    });
    expect(r.statusCode, r.body).toBe(200);
    const summaries = r.json().data.items.map((e: { summary: string }) => e.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        'Two-factor sign-in turned on',
        'Two-factor recovery code used',
        'Two-factor sign-in turned off',
      ]),
    );
    for (const entry of r.json().data.items) expect(entry.actorId).toBe(user.id);
  });
});

describe('turned off by an administrator', () => {
  it('for a user who lost their phone: Admin Users only, 409 when not on, kept in the trail', async () => {
    const { user } = await userWithTwoFactor();
    const admin = await loggedInUser(ctx, { role: 'Admin user' });
    const dispatcher = await loggedInUser(ctx, { role: 'Dispatcher' });
    const turnOff = (id: number, as: string) => ctx.api.delete(`/api/user/${id}/two-factor`, { as });
    expect((await turnOff(user.id, dispatcher.authorization)).statusCode).toBe(403);
    expect((await login(ctx, user.email, user.password)).json().data.twoFactorRequired).toBe(true);

    expectAnswer(await turnOff(user.id, admin.authorization), 200, twoFactorMessages.turnedOffForUser);
    const again = await login(ctx, user.email, user.password);
    expect(again.json().data.accessToken.jwtToken).toEqual(expect.any(String));
    expectAnswer(await turnOff(user.id, admin.authorization), 409, twoFactorMessages.userNotEnabled);
    expect((await turnOff(987_654, admin.authorization)).statusCode).toBe(404);
    expect((await turnOff(0, admin.authorization)).statusCode).toBe(400);

    const trail = await ctx.api.get(`/api/audit?entityType=user&entityId=${user.id}`, {
      as: admin.authorization,
    });
    const entry = trail
      .json()
      .data.items.find(
        (e: { summary: string }) => e.summary === 'Two-factor sign-in turned off by an administrator',
      );
    expect(entry?.actorId).toBe(admin.user.id);
  });

  it('a secret the server can no longer read (another JWT_SECRET) says what to do, never a 5xx', async () => {
    const { user, secret, recoveryCodes } = await userWithTwoFactor();
    const otherKey = createCipher('a-secret-this-server-never-had-32-characters');
    await ctx.database.db
      .update(userTwoFactor)
      .set({ secret: otherKey.encrypt(secret) })
      .where(eq(userTwoFactor.userId, user.id));
    expectAnswer(
      await verify({ challenge: await challengeOf(user), code: await codeOf(secret) }),
      401,
      twoFactorMessages.unreadableSecret,
    );
    expectAnswer(
      await verify({ challenge: await challengeOf(user), recoveryCode: recoveryCodes[0] }),
      401,
      twoFactorMessages.unreadableSecret,
    );
    const admin = await loggedInUser(ctx, { role: 'Admin user' });
    const off = await ctx.api.delete(`/api/user/${user.id}/two-factor`, { as: admin.authorization });
    expect(off.statusCode, off.body).toBe(200);
    expect((await login(ctx, user.email, user.password)).json().data.accessToken.jwtToken).toEqual(
      expect.any(String),
    );
  });
});

describe('required by the carrier', () => {
  it('holds a staff user without it to the set-up until done; only a Carriers user changes the rule', async () => {
    const carrier = await loggedInUser(ctx, { role: 'Carriers' });
    const admin = await loggedInUser(ctx, { role: 'Admin user' });
    const refused = await ctx.api.put('/api/carrier-settings', carrierDetails({ requireTwoFactor: true }), {
      as: admin.authorization,
    });
    expectAnswer(refused, 403, twoFactorMessages.requireOnlyCarriers);
    expect(
      (await ctx.api.put('/api/carrier-settings', carrierDetails(), { as: admin.authorization })).statusCode,
    ).toBe(200);
    const on = await ctx.api.put('/api/carrier-settings', carrierDetails({ requireTwoFactor: true }), {
      as: carrier.authorization,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.requireTwoFactor).toBe(true);

    const dispatcher = await loggedInUser(ctx, { role: 'Dispatcher' });
    const api = ctx.api.as(dispatcher.authorization);
    expect((await api.get('/api/auth/2fa')).json().data).toMatchObject({ enabled: false, required: true });
    expect((await api.get('/api/auth/me')).statusCode).toBe(200);
    const held = await api.get('/api/notifications');
    expect(held.statusCode).toBe(403);
    expect(held.json()).toEqual({
      statusCode: 403,
      error: 'TwoFactorSetupRequired',
      message: twoFactorMessages.setupRequired,
    });
    // The Carriers user who turned it on is held too, until they set it up.
    expect((await ctx.api.get('/api/carrier-settings', { as: carrier.authorization })).statusCode).toBe(403);

    const { secret } = (await api.post('/api/auth/2fa/setup')).json().data;
    expect((await api.post('/api/auth/2fa/enable', { code: await codeOf(secret) })).statusCode).toBe(200);
    expect((await api.get('/api/notifications')).statusCode).not.toBe(403);

    const audit = await ctx.services.audit.list({ entityType: 'carrierSettings', page: 1, take: 10 });
    expect(audit.items[0]?.changes).toContainEqual({ field: 'requireTwoFactor', before: false, after: true });
  });
});
