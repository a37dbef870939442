import { expect } from 'vitest';
import type { Method } from './client';
import { loggedInDriver } from './factories';
import type { TestContext } from './test-app';

/** Every route answers 401 without a token and 403 to a driver. */
export async function expectStaffOnly(ctx: TestContext, routes: ReadonlyArray<readonly [Method, string]>) {
  const driver = await loggedInDriver(ctx);
  for (const [method, url] of routes) {
    expect((await ctx.api.request(method, url)).statusCode, `${method} ${url}`).toBe(401);
    expect(
      (await ctx.api.request(method, url, { as: driver.authorization })).statusCode,
      `${method} ${url}`,
    ).toBe(403);
  }
}
