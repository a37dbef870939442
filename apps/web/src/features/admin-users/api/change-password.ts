import { messageOnly } from '@fletx/contract/errors';
import type { ChangePasswordBody } from '@fletx/contract/users';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/react-query';

/** PUT /api/user/{id}/password {password, confirmPassword} */
export function changePassword({ id, body }: { id: number; body: ChangePasswordBody }) {
  return api.put(`/user/${id}/password`, body, { schema: messageOnly });
}

export const useChangePassword = () => useApiMutation(changePassword);
