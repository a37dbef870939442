import { userResponse } from '@fletx/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

/** GET /api/user/findById/?id= */
export function getUser(id: number) {
  return api.get('/user/findById/', { query: { id }, schema: userResponse });
}

export function userQueryOptions(id: number) {
  return queryOptions({ queryKey: [...usersQueryKey, 'one', id], queryFn: () => getUser(id), staleTime: 0 });
}

export function useUser(id: number | undefined) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== undefined });
}
