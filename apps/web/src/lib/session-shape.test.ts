import { idTokenClaims, loginResponse } from '@fletx/contract/auth';
import { messageOnly } from '@fletx/contract/errors';
import { describe, expect, it } from 'vitest';
import { asIdTokenClaims, asLoginResponse, asMessageOnly } from './session-shape';

/** The hand readers give what the contract's schema gives: the same value, or nothing where it fails. */
function agrees<T>(
  schema: { safeParse(value: unknown): { success: boolean; data?: T } },
  read: (value: unknown) => T | undefined,
  samples: unknown[],
) {
  for (const sample of samples) {
    const parsed = schema.safeParse(sample);
    expect(read(sample), JSON.stringify(sample)).toEqual(parsed.success ? parsed.data : undefined);
  }
}

const claims = {
  sub: 'user-1',
  name: 'Ada Lovelace',
  given_name: 'Ada',
  family_name: 'Lovelace',
  email: 'ada@fletx.app',
  'cognito:groups': ['carriers'],
  'custom:role': 'Admin user',
  exp: 1_900_000_000,
};
const tokens = { idToken: 'a.b.c', accessToken: { jwtToken: 'd.e.f' }, refreshToken: { token: 'r' } };

const variants = (base: Record<string, unknown>) => [
  base,
  { ...base, extra: 'dropped' },
  ...Object.keys(base).flatMap((key) => {
    const { [key]: _left, ...without } = base;
    return [without, { ...base, [key]: 42 }, { ...base, [key]: null }, { ...base, [key]: undefined }];
  }),
];

describe("the session's shapes read without zod (lib/session-shape.ts)", () => {
  const oddities = [undefined, null, 'text', 12, [], [claims]];

  it('id token claims', () => {
    agrees(idTokenClaims, asIdTokenClaims, [
      ...oddities,
      ...variants(claims),
      { ...claims, exp: Number.POSITIVE_INFINITY },
      { ...claims, exp: Number.NaN },
      { ...claims, 'cognito:groups': ['carriers', 3] },
      { ...claims, 'cognito:groups': [] },
    ]);
  });

  it('the login answer', () => {
    const answer = { message: 'Welcome', data: tokens };
    agrees(loginResponse, asLoginResponse, [
      ...oddities,
      ...variants(answer),
      ...variants(tokens).map((data) => ({ message: 'Welcome', data })),
      { message: 'Welcome', data: { ...tokens, accessToken: { jwtToken: 1 } } },
      { message: 'Welcome', data: { ...tokens, refreshToken: { token: 'r', extra: true } } },
      { message: 'Welcome', data: { ...tokens, accessToken: 'd.e.f' } },
    ]);
  });

  it('a message-only answer', () => {
    agrees(messageOnly, asMessageOnly, [
      ...oddities,
      { message: 'ok' },
      { message: 'ok', data: 1 },
      { message: 3 },
    ]);
  });
});
