import { messageOnly } from '@fletx/contract/errors';
import type { UpdateUserBody } from '@fletx/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

/** PUT /api/user/{id} */
export function updateUser({ id, body }: { id: number; body: UpdateUserBody }) {
  return api.put(`/user/${id}`, body, { schema: messageOnly });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
