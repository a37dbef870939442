import type { forgotPasswordBody } from '@fletx/contract/auth';
import { messageOnly } from '@fletx/contract/errors';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/react-query';

export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** POST /api/auth/forgotpassword: emails a recovery code. */
export function forgotPassword(body: ForgotPasswordBody): Promise<z.infer<typeof messageOnly>> {
  return api.post('/auth/forgotpassword', body, { schema: messageOnly, refreshOnUnauthorized: false });
}

export const useForgotPassword = () => useApiMutation(forgotPassword);
