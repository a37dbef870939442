import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/react-query';
import { messageOnlyAnswer } from './answers';

/** The body of POST /api/auth/forgotpassword (`forgotPasswordBody` of the contract). */
export type ForgotPasswordBody = { username: string };

/** POST /api/auth/forgotpassword: emails a recovery code. */
export function forgotPassword(body: ForgotPasswordBody): Promise<{ message: string }> {
  return api.post('/auth/forgotpassword', body, { schema: messageOnlyAnswer, refreshOnUnauthorized: false });
}

export const useForgotPassword = () => useApiMutation(forgotPassword);
