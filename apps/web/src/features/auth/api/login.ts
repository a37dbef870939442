import type { LoginBody, StoredUserInfo, TokenSet } from '@fletx/contract/auth';
import { messages } from '@fletx/contract/messages';
import { isCarrier } from '@fletx/contract/roles';
import { api } from '../../../lib/api-client';
import { type MutationConfig, useApiMutation } from '../../../lib/react-query';
import { readIdTokenClaims, saveSession } from '../../../lib/session';
import { staffLoginAnswer } from '../two-factor/answers';
import { revokeSession } from './logout';

/**
 * POST /api/auth/login — `name` is the email. A 401 here is a wrong password, never an expired session. A
 * user with two-factor sign-in gets the second step's challenge instead of tokens.
 */
export function login(body: LoginBody) {
  return api.post('/auth/login', body, { schema: staffLoginAnswer, refreshOnUnauthorized: false });
}

export type LoginCredentials = { email: string; password: string };

/** What the password step ends in: signed in, or the challenge of the second step. */
export type LoginOutcome = { user: StoredUserInfo } | { challenge: string };

/**
 * Stores the session of a token set (the login, or its second step). Only the carriers group may use the back
 * office: the server refuses the others, and the web app checks the id token's groups too (docs/product.md
 * "Login screen").
 */
export async function startSession(tokens: TokenSet): Promise<StoredUserInfo> {
  const claims = readIdTokenClaims(tokens.idToken);
  if (!claims) throw new Error(messages.internal);
  if (!isCarrier(claims['cognito:groups'])) {
    void revokeSession();
    throw new Error(messages.roleNotAllowed);
  }
  return saveSession(tokens);
}

/** Logs in with the password: the session, or the challenge when the user signs in with two factors. */
export async function loginWithPassword({ email, password }: LoginCredentials): Promise<LoginOutcome> {
  const { data } = await login({ name: email, password });
  if ('challenge' in data) return { challenge: data.challenge };
  return { user: await startSession(data) };
}

export const useLogin = (config?: MutationConfig<LoginOutcome, LoginCredentials>) =>
  useApiMutation(loginWithPassword, undefined, config);
