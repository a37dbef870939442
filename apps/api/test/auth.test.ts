import { ACCESS_TOKEN_TTL_SECONDS } from '@fletx/contract/constants';
import { messages } from '@fletx/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, rateLimits } from '../src/db/schema';
import { AUTH_LIMITS } from '../src/modules/auth/auth.service';
import { confirmRecovery, decodeJwt, loggedInUser, login, makeUser } from './helpers/factories';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

function codeFromLastMail(): string {
  const mail = ctx.mails.at(-1);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error('no code in the last mail');
  return code;
}

const RESET_PASSWORD = 'Valid#Password9';

/** Confirms a recovery `code` for `username` with a valid new password. */
function confirmReset(username: string, code: string) {
  return confirmRecovery(ctx, username, code, RESET_PASSWORD);
}

describe('POST /api/auth/login', () => {
  it('returns the token set with the Cognito-shaped claims', async () => {
    const user = await makeUser(ctx, { firstName: 'Ana', lastName: 'Lopez', role: 'Dispatcher' });
    const response = await login(ctx, user.email, user.password);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(typeof data.refreshToken.token).toBe('string');
    expect(data.refreshToken.token.length).toBeGreaterThanOrEqual(40);
    const id = decodeJwt(data.idToken);
    expect(id).toMatchObject({
      sub: String(user.id),
      name: 'Ana Lopez',
      given_name: 'Ana',
      family_name: 'Lopez',
      email: user.email,
      'cognito:groups': ['carriers'],
      'custom:role': 'Dispatcher',
    });
    const access = decodeJwt(data.accessToken.jwtToken);
    const now = Math.floor(Date.now() / 1000);
    expect(access.exp).toBeGreaterThan(now);
    expect(access.exp).toBeLessThanOrEqual(now + ACCESS_TOKEN_TTL_SECONDS + 5);
    expect(id.exp).toBe(access.exp);
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const user = await makeUser(ctx, { email: 'mixed.case@example.com' });
    const response = await login(ctx, '  Mixed.CASE@example.com ', user.password);
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown account with the same answer', async () => {
    const user = await makeUser(ctx);
    const wrong = await login(ctx, user.email, 'Wrong#Password1');
    const unknown = await login(ctx, 'nobody@example.com', 'Wrong#Password1');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: messages.invalidCredentials,
      });
    }
  });

  it("refuses a driver with 'This user role is not allowed to log in'", async () => {
    const driver = await makeUser(ctx, { role: 'Driver' });
    const response = await login(ctx, driver.email, driver.password);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'Forbidden', message: messages.roleNotAllowed });
  });

  it('answers 400 with details for empty fields, never a 5xx for bad input', async () => {
    const response = await ctx.api.post('/api/auth/login', { name: '   ', password: '' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe(messages.emptyLoginFields);
    expect(body.details).toEqual([
      { path: 'body.name', message: messages.emptyLoginFields },
      { path: 'body.password', message: messages.emptyLoginFields },
    ]);
    for (const payload of [
      {},
      { name: 5, password: [] },
      { name: 'a'.repeat(10_000), password: 'x' },
      null,
    ]) {
      const r = await ctx.api.post('/api/auth/login', payload);
      expect(r.statusCode).toBe(400);
      expect(r.json().statusCode).toBe(400);
    }
  });

  it('limits attempts per account and answers 429 with Retry-After', async () => {
    const user = await makeUser(ctx);
    for (let i = 0; i < AUTH_LIMITS.loginPerAccount.max; i++) {
      expect((await login(ctx, user.email, 'Wrong#Password1')).statusCode).toBe(401);
    }
    const blocked = await login(ctx, user.email, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The window ends: the account can log in again.
    await ctx.database.db.update(rateLimits).set({ resetAt: new Date(Date.now() - 1000) });
    expect((await login(ctx, user.email, user.password)).statusCode).toBe(200);
  });

  it('limits attempts per address across accounts', async () => {
    await ctx.database.db.delete(rateLimits);
    // The client's address is the connection's (no proxy is trusted by default: see proxy.test.ts).
    const from = (remoteAddress: string, name: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { name, password: 'x' },
        remoteAddress,
      });
    for (let i = 0; i < AUTH_LIMITS.loginPerAddress.max; i++) {
      expect((await from('203.0.113.7', `n${i}@example.com`)).statusCode).toBe(401);
    }
    expect((await from('203.0.113.7', 'last@example.com')).statusCode).toBe(429);
    expect((await from('203.0.113.8', 'last@example.com')).statusCode).toBe(401);
  });

  it('counts only wrong passwords against an address: an office signing in from one address is not shut out', async () => {
    await ctx.database.db.delete(rateLimits);
    const user = await makeUser(ctx);
    const from = (name: string, password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { name, password },
        remoteAddress: '203.0.113.9',
      });
    for (let i = 0; i < 3; i++) expect((await from(user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < AUTH_LIMITS.loginPerAddress.max; i++) {
      expect((await from(`w${i}@example.com`, 'x')).statusCode).toBe(401);
    }
    expect((await from('last@example.com', 'x')).statusCode).toBe(429);
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token: the old one dies, a reused one kills the family', async () => {
    const { tokens } = await loggedInUser(ctx);
    const first = await ctx.api.post('/api/auth/refresh', { refreshToken: tokens.refreshToken.token });
    expect(first.statusCode).toBe(200);
    const second = first.json().data;
    expect(second.refreshToken.token).not.toBe(tokens.refreshToken.token);
    expect(decodeJwt(second.idToken).sub).toBe(decodeJwt(tokens.idToken).sub);

    const reused = await ctx.api.post('/api/auth/refresh', { refreshToken: tokens.refreshToken.token });
    expect(reused.statusCode).toBe(401);
    // Reuse of a dead token revokes the whole family, including the token issued from it.
    const afterReuse = await ctx.api.post('/api/auth/refresh', { refreshToken: second.refreshToken.token });
    expect(afterReuse.statusCode).toBe(401);
  });

  it('refuses an unknown refresh token', async () => {
    const r = await ctx.api.post('/api/auth/refresh', { refreshToken: 'not-a-token' });
    expect(r.statusCode).toBe(401);
    expect(r.json().error).toBe('Unauthorized');
  });

  it('logout revokes the refresh token', async () => {
    const { tokens } = await loggedInUser(ctx);
    const out = await ctx.api.post('/api/auth/logout', { refreshToken: tokens.refreshToken.token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: messages.loggedOut });
    const r = await ctx.api.post('/api/auth/refresh', { refreshToken: tokens.refreshToken.token });
    expect(r.statusCode).toBe(401);
  });
});

describe('password recovery', () => {
  it('mails a 6-digit code and sets the new password with it, once', async () => {
    const user = await makeUser(ctx);
    const { tokens } = { tokens: (await login(ctx, user.email, user.password)).json().data };
    const sent = await ctx.api.post('/api/auth/forgotpassword', { username: user.email.toUpperCase() });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: messages.codeSent });
    expect(ctx.mails.at(-1)?.to).toBe(user.email);
    const code = codeFromLastMail();
    expect(code).toMatch(/^\d{6}$/);

    const [stored] = await ctx.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(stored?.codeHash).not.toContain(code);
    const ttl = (stored?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);

    const newPassword = 'Brand#New2password';
    const body = { username: user.email, code, newPassword, confirmNewPassword: newPassword };
    const confirmed = await ctx.api.post('/api/auth/confirmPassword', body);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: messages.passwordChanged });

    expect((await login(ctx, user.email, user.password)).statusCode).toBe(401);
    expect((await login(ctx, user.email, newPassword)).statusCode).toBe(200);
    // Single use.
    const again = await ctx.api.post('/api/auth/confirmPassword', {
      ...body,
      newPassword: 'Other#Pass123',
      confirmNewPassword: 'Other#Pass123',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messages.invalidCode);
    // Sessions opened before the reset are revoked.
    const refresh = await ctx.api.post('/api/auth/refresh', { refreshToken: tokens.refreshToken.token });
    expect(refresh.statusCode).toBe(401);
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const before = ctx.mails.length;
    const r = await ctx.api.post('/api/auth/forgotpassword', { username: 'ghost@example.com' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ message: messages.codeSent });
    expect(ctx.mails.length).toBe(before);
  });

  it('checks the rules in the order docs/product.md "Password recovery" gives', async () => {
    const user = await makeUser(ctx);
    const cases: Array<[Record<string, string>, string]> = [
      [{ username: '', code: '1', newPassword: 'a', confirmNewPassword: 'a' }, messages.emailError],
      [
        { username: user.email, code: '', newPassword: 'a', confirmNewPassword: 'a' },
        messages.allFieldsNotEmpty,
      ],
      [
        { username: user.email, code: '123456', newPassword: 'Abc#12345x', confirmNewPassword: 'Abc#12345y' },
        messages.passwordsDoNotMatch,
      ],
      [
        {
          username: user.email,
          code: '123456',
          newPassword: 'weakpassword',
          confirmNewPassword: 'weakpassword',
        },
        messages.passwordRequirements,
      ],
      [
        { username: user.email, code: '123456', newPassword: 'Abc#1234', confirmNewPassword: 'Abc#1234' },
        messages.passwordRequirements,
      ],
    ];
    for (const [payload, message] of cases) {
      const r = await ctx.api.post('/api/auth/confirmPassword', payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json().message).toBe(message);
    }
    expect((await ctx.api.post('/api/auth/forgotpassword', { username: '' })).json().message).toBe(
      messages.provideEmail,
    );
  });

  it('kills a code after 5 wrong tries', async () => {
    const user = await makeUser(ctx);
    await ctx.api.post('/api/auth/forgotpassword', { username: user.email });
    const code = codeFromLastMail();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await confirmReset(user.email, wrong);
      expect(r.json().message).toBe(messages.invalidCode);
    }
    const r = await confirmReset(user.email, code);
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(messages.expiredCode);
  });

  it('refuses an expired code, and a code replaced by a newer one', async () => {
    const user = await makeUser(ctx);
    await ctx.api.post('/api/auth/forgotpassword', { username: user.email });
    const first = codeFromLastMail();
    await ctx.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const expired = await confirmReset(user.email, first);
    expect(expired.json().message).toBe(messages.expiredCode);

    await ctx.api.post('/api/auth/forgotpassword', { username: user.email });
    const second = codeFromLastMail();
    await ctx.api.post('/api/auth/forgotpassword', { username: user.email });
    const third = codeFromLastMail();
    if (second !== third) {
      const replaced = await confirmReset(user.email, second);
      expect(replaced.statusCode).toBe(400);
    }
    const ok = await confirmReset(user.email, third);
    expect(ok.statusCode).toBe(200);
  });

  it('limits recovery requests per account', async () => {
    const user = await makeUser(ctx);
    for (let i = 0; i < AUTH_LIMITS.recoveryPerAccount.max; i++) {
      expect((await ctx.api.post('/api/auth/forgotpassword', { username: user.email })).statusCode).toBe(200);
    }
    expect((await ctx.api.post('/api/auth/forgotpassword', { username: user.email })).statusCode).toBe(429);
  });
});

describe('GET /api/auth/me and the Authorization header', () => {
  it('accepts the token bare or as Bearer', async () => {
    const { user, tokens } = await loggedInUser(ctx, {
      firstName: 'Bea',
      lastName: 'Ortiz',
      role: 'Admin user',
    });
    for (const authorization of [tokens.accessToken.jwtToken, `Bearer ${tokens.accessToken.jwtToken}`]) {
      const r = await ctx.api.get('/api/auth/me/', { as: authorization });
      expect(r.statusCode).toBe(200);
      expect(r.json().data).toEqual({
        id: user.id,
        first_name: 'Bea',
        last_name: 'Ortiz',
        email: user.email,
        phone: user.phone,
        role: 'Admin user',
      });
    }
  });

  it('answers 401 without a token or with a bad one', async () => {
    for (const authorization of [undefined, '', 'Bearer ', 'garbage', 'Bearer a.b.c']) {
      const r = await ctx.api.get('/api/auth/me', { as: authorization ?? null });
      expect(r.statusCode).toBe(401);
      expect(r.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    }
  });

  it("answers 401 'Yout session has expired' for an expired token", async () => {
    const { SignJWT } = await import('jose');
    const { TEST_JWT_SECRET } = await import('./helpers/test-app');
    const token = await new SignJWT({
      'cognito:groups': ['carriers'],
      'custom:role': 'Carriers',
      token_use: 'access',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('fletx')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const r = await ctx.api.get('/api/auth/me', { as: token });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ statusCode: 401, error: 'SessionExpired', message: messages.sessionExpired });
  });

  it('refuses an id token or a token signed with another key', async () => {
    const { tokens } = await loggedInUser(ctx);
    const asId = await ctx.api.get('/api/auth/me', { as: tokens.idToken });
    expect(asId.statusCode).toBe(401);
    const [h, p] = tokens.accessToken.jwtToken.split('.');
    const forged = `${h}.${p}.${Buffer.from('forged-signature').toString('base64url')}`;
    const r = await ctx.api.get('/api/auth/me', { as: forged });
    expect(r.statusCode).toBe(401);
  });
});
