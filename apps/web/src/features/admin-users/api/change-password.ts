import { messageOnly } from '@fletx/contract/errors';
import type { ChangePasswordBody } from '@fletx/contract/users';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT /api/user/{id}/password {password, confirmPassword} */
export function changePassword({ id, body }: { id: number; body: ChangePasswordBody }) {
  return api.put(`/user/${id}/password`, body, { schema: messageOnly });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
