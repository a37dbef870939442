import { type ChangeUsernameBody, userResponse } from '@fletx/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

/** PUT /api/user/?id= {email} */
export function changeUsername({ id, body }: { id: number; body: ChangeUsernameBody }) {
  return api.put('/user/', body, { query: { id }, schema: userResponse });
}

export function useChangeUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUsername,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
