import type { forgotPasswordBody } from '@fletx/contract/auth';
import { messageOnly } from '@fletx/contract/errors';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** POST /api/auth/forgotpassword: emails a recovery code. */
export function forgotPassword(body: ForgotPasswordBody): Promise<z.infer<typeof messageOnly>> {
  return api.post('/auth/forgotpassword', body, { schema: messageOnly, refreshOnUnauthorized: false });
}

export function useForgotPassword({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof forgotPassword>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: forgotPassword });
}
