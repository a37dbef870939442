import type { ConfirmPasswordBody } from '@fletx/contract/auth';
import { messageOnly } from '@fletx/contract/errors';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/react-query';

/** POST /api/auth/confirmPassword: sets a new password with the emailed code. */
export function confirmPassword(body: ConfirmPasswordBody): Promise<z.infer<typeof messageOnly>> {
  return api.post('/auth/confirmPassword', body, { schema: messageOnly, refreshOnUnauthorized: false });
}

export const useConfirmPassword = () => useApiMutation(confirmPassword);
