import { type CreateUserBody, userResponse } from '@fletx/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

/** POST /api/user/create-user */
export function createUser(body: CreateUserBody) {
  return api.post('/user/create-user', body, { schema: userResponse });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
