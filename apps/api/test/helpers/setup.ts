import { loggedInUser, type UserOverrides } from './factories';
import { createTestApp } from './test-app';

/** The real app on a fresh database with one logged-in user; its `api` calls as that user. */
export async function createTestAppAs(overrides: UserOverrides) {
  const ctx = await createTestApp();
  const user = await loggedInUser(ctx, overrides);
  return { ctx, ...user, api: ctx.api.as(user.authorization) };
}
