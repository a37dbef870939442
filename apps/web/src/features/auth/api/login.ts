import type { LoginBody, LoginResponse, StoredUserInfo } from '@fletx/contract/auth';
import { messages } from '@fletx/contract/messages';
import { isCarrier } from '@fletx/contract/roles';
import { api } from '../../../lib/api-client';
import { type MutationConfig, useApiMutation } from '../../../lib/react-query';
import { readIdTokenClaims, saveSession } from '../../../lib/session';
import { loginAnswer } from './answers';
import { revokeSession } from './logout';

/** POST /api/auth/login — `name` is the email. A 401 here is a wrong password, never an expired session. */
export function login(body: LoginBody): Promise<LoginResponse> {
  return api.post('/auth/login', body, { schema: loginAnswer, refreshOnUnauthorized: false });
}

export type LoginCredentials = { email: string; password: string };

/**
 * Logs in and stores the session. Only the carriers group may use the back office: the server refuses the
 * others, and the web app checks the id token's groups too (docs/product.md "Login screen").
 */
export async function loginWithPassword({ email, password }: LoginCredentials): Promise<StoredUserInfo> {
  const response = await login({ name: email, password });
  const claims = readIdTokenClaims(response.data.idToken);
  if (!claims) throw new Error(messages.internal);
  if (!isCarrier(claims['cognito:groups'])) {
    void revokeSession();
    throw new Error(messages.roleNotAllowed);
  }
  return saveSession(response.data);
}

export const useLogin = (config?: MutationConfig<StoredUserInfo, LoginCredentials>) =>
  useApiMutation(loginWithPassword, undefined, config);
