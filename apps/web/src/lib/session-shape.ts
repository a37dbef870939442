import type { IdTokenClaims, LoginResponse, TokenSet } from '@fletx/contract/auth';

/**
 * The session's shapes of packages/contract/src/auth.ts (`idTokenClaims`, `loginResponse`)
 * read by hand, without zod: the guards and the login area run on the first page, which does not download the
 * schema library (docs/performance.md "The web's first page"). Each reader keeps only the schema's keys, as
 * its `safeParse` would; lib/session-shape.test.ts checks that both agree.
 */
type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const isOptionalString = (value: unknown) => value === undefined || isString(value);

/** The keys of `source` the schema has, an optional one only when present (as zod returns them). */
function pick<T>(source: Data, required: readonly string[], optional: readonly string[] = []): T {
  const picked: Data = {};
  for (const key of required) picked[key] = source[key];
  for (const key of optional) if (key in source) picked[key] = source[key];
  return picked as T;
}

export function asIdTokenClaims(value: unknown): IdTokenClaims | undefined {
  if (!isObject(value)) return undefined;
  const { sub, name, given_name, family_name, email, exp } = value;
  if (![sub, name, given_name, email].every(isString) || !isOptionalString(family_name)) return undefined;
  if (!isStrings(value['cognito:groups']) || !isOptionalString(value['custom:role'])) return undefined;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return undefined;
  return pick(
    value,
    ['sub', 'name', 'given_name', 'email', 'cognito:groups', 'exp'],
    ['family_name', 'custom:role'],
  );
}

function asTokenSet(value: unknown): TokenSet | undefined {
  if (!isObject(value) || !isString(value.idToken)) return undefined;
  const { accessToken, refreshToken } = value;
  if (!isObject(accessToken) || !isString(accessToken.jwtToken)) return undefined;
  if (!isObject(refreshToken) || !isString(refreshToken.token)) return undefined;
  return {
    idToken: value.idToken,
    accessToken: { jwtToken: accessToken.jwtToken },
    refreshToken: { token: refreshToken.token },
  };
}

/** The answer of POST /api/auth/login and /api/auth/refresh: `{ message, data: tokens }`. */
export function asLoginResponse(value: unknown): LoginResponse | undefined {
  if (!isObject(value) || !isString(value.message)) return undefined;
  const data = asTokenSet(value.data);
  return data ? { message: value.message, data } : undefined;
}

/** `{ message }`: the answer of the login area's other calls (`messageOnly` of the contract's errors.ts). */
export function asMessageOnly(value: unknown): { message: string } | undefined {
  return isObject(value) && isString(value.message) ? { message: value.message } : undefined;
}
