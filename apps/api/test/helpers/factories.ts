import crypto from 'node:crypto';
import type { TokenSet } from '@fletx/contract/auth';
import { GROUPS, type UserRole } from '@fletx/contract/roles';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import type { TestContext } from './test-app';

export const DEFAULT_PASSWORD = 'Str0ng#Password';

let sequence = 0;
const unique = () =>
  `${Date.now().toString(36)}${(sequence++).toString(36)}${crypto.randomBytes(2).toString('hex')}`;

export interface UserOverrides {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  role?: UserRole | 'Driver';
  group?: string;
  password?: string;
  status?: number;
}

/** A user row made directly in the database, with a known password. */
export async function makeUser(ctx: TestContext, overrides: UserOverrides = {}) {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const id = unique();
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      firstName: overrides.firstName ?? 'Test',
      lastName: overrides.lastName ?? `User ${id}`,
      email: overrides.email ?? `user.${id}@example.com`,
      phone: overrides.phone ?? '5555550100',
      role: overrides.role ?? 'Carriers',
      group: overrides.group ?? (overrides.role === 'Driver' ? GROUPS.drivers : GROUPS.carriers),
      passwordHash: await hashPassword(password),
      status: overrides.status ?? null,
    })
    .returning();
  if (!row) throw new Error('no user row');
  return { ...row, password };
}

export async function login(ctx: TestContext, email: string, password: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { name: email, password } });
}

/** A user of the role, logged in: its row and its token set. */
export async function loggedInUser(ctx: TestContext, overrides: UserOverrides = {}) {
  const user = await makeUser(ctx, overrides);
  const response = await login(ctx, user.email, user.password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const tokens = (response.json() as { data: TokenSet }).data;
  return { user, tokens, authorization: `Bearer ${tokens.accessToken.jwtToken}` };
}

export function decodeJwt(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
