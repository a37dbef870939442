import { messages } from '@fletx/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, makeUser } from './helpers/factories';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

async function driverLogin() {
  const driver = await makeUser(ctx, { role: 'Driver', firstName: 'Luis', lastName: 'Peña' });
  const response = await ctx.api.post('/api/driver/auth/login', {
    name: driver.email,
    password: driver.password,
  });
  expect(response.statusCode).toBe(200);
  return { driver, data: response.json().data };
}

describe('POST /api/driver/auth/login', () => {
  it('gives a driver the same token shapes as the back-office login, group drivers', async () => {
    const { driver, data } = await driverLogin();
    expect(typeof data.refreshToken.token).toBe('string');
    expect(decodeJwt(data.idToken)).toMatchObject({
      sub: String(driver.id),
      name: 'Luis Peña',
      given_name: 'Luis',
      email: driver.email,
      'cognito:groups': ['drivers'],
    });
    expect(decodeJwt(data.accessToken.jwtToken)).toMatchObject({ 'cognito:groups': ['drivers'] });
  });

  it('a driver token opens the driver API and nothing else', async () => {
    const { data } = await driverLogin();
    const authorization = `Bearer ${data.accessToken.jwtToken}`;
    const duty = await ctx.api.get('/api/driver/duty', { as: authorization });
    expect(duty.statusCode).toBe(200);
    const me = await ctx.api.get('/api/auth/me', { as: authorization });
    expect(me.statusCode).toBe(403);
  });

  it('refuses back-office users with 403 and the product message', async () => {
    for (const role of ['Carriers', 'Dispatcher', 'Admin user'] as const) {
      const user = await makeUser(ctx, { role });
      const response = await ctx.api.post('/api/driver/auth/login', {
        name: user.email,
        password: user.password,
      });
      expect(response.statusCode, role).toBe(403);
      expect(response.json().message).toBe(messages.roleNotAllowed);
    }
  });

  it('the back-office login still refuses drivers', async () => {
    const driver = await makeUser(ctx, { role: 'Driver' });
    const response = await ctx.api.post('/api/auth/login', { name: driver.email, password: driver.password });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.roleNotAllowed);
  });

  it('answers 401 for a wrong password and 400 for empty fields', async () => {
    const driver = await makeUser(ctx, { role: 'Driver' });
    const wrong = await ctx.api.post('/api/driver/auth/login', { name: driver.email, password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(messages.invalidCredentials);
    const empty = await ctx.api.post('/api/driver/auth/login', { name: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(messages.emptyLoginFields);
  });
});

describe('POST /api/driver/auth/refresh and /logout', () => {
  it('rotates a driver’s refresh token; the old one dies', async () => {
    const { data } = await driverLogin();
    const first = await ctx.api.post('/api/driver/auth/refresh', { refreshToken: data.refreshToken.token });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.refreshToken.token).not.toBe(data.refreshToken.token);
    const again = await ctx.api.post('/api/driver/auth/refresh', { refreshToken: data.refreshToken.token });
    expect(again.statusCode).toBe(401);
  });

  it('each door refreshes only its own users, without spending the token', async () => {
    const { data } = await driverLogin();
    const wrongDoor = await ctx.api.post('/api/auth/refresh', { refreshToken: data.refreshToken.token });
    expect(wrongDoor.statusCode).toBe(403);
    expect(wrongDoor.json().message).toBe(messages.roleNotAllowed);
    const rightDoor = await ctx.api.post('/api/driver/auth/refresh', {
      refreshToken: data.refreshToken.token,
    });
    expect(rightDoor.statusCode).toBe(200);

    const staff = await makeUser(ctx, { role: 'Dispatcher' });
    const staffLogin = await ctx.api.post('/api/auth/login', { name: staff.email, password: staff.password });
    const staffToken = staffLogin.json().data.refreshToken.token;
    const refused = await ctx.api.post('/api/driver/auth/refresh', { refreshToken: staffToken });
    expect(refused.statusCode).toBe(403);
    expect((await ctx.api.post('/api/auth/refresh', { refreshToken: staffToken })).statusCode).toBe(200);
  });

  it('logout revokes the family', async () => {
    const { data } = await driverLogin();
    const out = await ctx.api.post('/api/driver/auth/logout', { refreshToken: data.refreshToken.token });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe(messages.loggedOut);
    const after = await ctx.api.post('/api/driver/auth/refresh', { refreshToken: data.refreshToken.token });
    expect(after.statusCode).toBe(401);
  });
});
