import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { loggedInUser, type UserOverrides } from './factories';
import { appBehindProxy, createTestApp, freshDatabase, type TestContext } from './test-app';

/** The real app on a fresh database with one logged-in user; its `api` calls as that user. */
export async function createTestAppAs(overrides: UserOverrides) {
  const ctx = await createTestApp();
  const user = await loggedInUser(ctx, overrides);
  return { ctx, ...user, api: ctx.api.as(user.authorization) };
}

/**
 * One world for the test file: `open()` runs before its tests and fills the returned object (empty until
 * then, so read its fields inside hooks and tests only); the world's app is closed after them.
 */
export function worldPerFile<W extends { ctx: TestContext }>(open: () => Promise<W>): W {
  const world = {} as W;
  beforeAll(async () => {
    Object.assign(world, await open());
  });
  afterAll(async () => {
    await world.ctx?.close();
  });
  return world;
}

/**
 * `worldPerFile` with a second app on the same services and database, behind a proxy it trusts at `trustProxy`
 * (test-app.ts `appBehindProxy`): `behindProxy`, closed after the file too.
 */
export function worldBehindProxy(trustProxy: string) {
  const world = worldPerFile<{ ctx: TestContext; behindProxy: App }>(async () => {
    const ctx = await createTestApp();
    return { ctx, behindProxy: await appBehindProxy(ctx, trustProxy) };
  });
  afterAll(async () => {
    await world.behindProxy?.close();
  });
  return world;
}

/**
 * A fresh database for the test file, without the app (test-app.ts `freshDatabase`): `fresh.database` is set
 * before its tests run (read it inside hooks and tests only), closed and dropped after them.
 */
export function databasePerFile(): { database: Database } {
  const fresh = {} as Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    Object.assign(fresh, await freshDatabase());
  });
  afterAll(async () => {
    await fresh.database?.close();
    await fresh.drop?.();
  });
  return fresh;
}

/**
 * One world for the file with two staff users, an admin and a dispatcher: `api` calls as the one `callAs`
 * names, made first.
 */
export function staffPerFile(people: {
  admin: UserOverrides;
  dispatcher: UserOverrides;
  callAs: 'admin' | 'dispatcher';
}) {
  return worldPerFile(async () => {
    const { ctx, api, ...caller } = await createTestAppAs(people[people.callAs]);
    const other = await loggedInUser(ctx, people[people.callAs === 'admin' ? 'dispatcher' : 'admin']);
    return people.callAs === 'admin'
      ? { ctx, api, admin: caller, dispatcher: other }
      : { ctx, api, admin: other, dispatcher: caller };
  });
}
