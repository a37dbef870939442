import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../src/db/schema';
import { EVERY_SESSION, SESSIONS_CHANNEL } from '../src/modules/auth/sessions.repository';
import { decodeJwt, makeUser } from './helpers/factories';
import { createTestApp, type TestContext } from './helpers/test-app';

// What a process keeps of a session it read (docs/decisions/0034-sessions.md): until the end is announced.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function signIn() {
  const user = await makeUser(ctx);
  const response = await ctx.api.post('/api/auth/login', { name: user.email, password: user.password });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data;
  const token = data.accessToken.jwtToken as string;
  return { as: `Bearer ${token}`, sid: decodeJwt(token).sid as number, refresh: data.refreshToken.token };
}

const heardNext = () => new Promise<unknown>((resolve) => ctx.services.sessions.onEnded(resolve));

describe('ended sessions, announced', () => {
  it('a session read is kept until an announcement; a lost connection’s catch-up forgets every one', async () => {
    const { as, sid } = await signIn();
    expect((await ctx.api.get('/api/auth/me', { as })).statusCode).toBe(200);
    // Ended behind the service's back (no announcement): this process still answers from what it read.
    await ctx.database.db
      .update(authSessions)
      .set({ endedAt: sql`now()` })
      .where(sql`${authSessions.id} = ${sid}`);
    expect((await ctx.api.get('/api/auth/me', { as })).statusCode).toBe(200);
    // "Forget every session" (what a process does when its listening connection came back): read again.
    const heard = heardNext();
    await ctx.database.db.execute(sql`SELECT pg_notify(${SESSIONS_CHANNEL}, ${EVERY_SESSION})`);
    expect(await heard).toBe(EVERY_SESSION);
    expect((await ctx.api.get('/api/auth/me', { as })).statusCode).toBe(401);
  });

  it('an end is announced with the ended sessions’ ids, once its transaction commits', async () => {
    const first = await signIn();
    const second = await signIn();
    const heard = heardNext();
    expect((await ctx.api.post('/api/auth/logout', { refreshToken: first.refresh })).statusCode).toBe(200);
    const ids = (await heard) as number[];
    expect(ids).toContain(first.sid);
    expect(ids).not.toContain(second.sid);
  });

  it('an announcement that is not a list of ids forgets nothing and breaks nothing', async () => {
    const { as } = await signIn();
    expect((await ctx.api.get('/api/auth/me', { as })).statusCode).toBe(200);
    const heard = heardNext();
    await ctx.database.db.execute(sql`SELECT pg_notify(${SESSIONS_CHANNEL}, 'not,ids')`);
    expect(await heard).toEqual([]);
    expect((await ctx.api.get('/api/auth/me', { as })).statusCode).toBe(200);
  });
});
