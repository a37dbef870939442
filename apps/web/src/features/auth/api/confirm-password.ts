import type { ConfirmPasswordBody } from '@fletx/contract/auth';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/react-query';
import { messageOnlyAnswer } from './answers';

/** POST /api/auth/confirmPassword: sets a new password with the emailed code. */
export function confirmPassword(body: ConfirmPasswordBody): Promise<{ message: string }> {
  return api.post('/auth/confirmPassword', body, { schema: messageOnlyAnswer, refreshOnUnauthorized: false });
}

export const useConfirmPassword = () => useApiMutation(confirmPassword);
