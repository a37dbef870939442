import { PAGE_SIZE } from '@fletx/contract/constants';
import { userListResponse } from '@fletx/contract/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { SearchPage } from '../../../lib/react-query';

/** POST /api/user/findBy/?page&limit&search with {role: 'Carriers'}: every back-office user. */
export function getUsers({ page, search }: SearchPage) {
  return api.post(
    '/user/findBy/',
    { role: 'Carriers' },
    { query: { page, limit: PAGE_SIZE, search: search || undefined }, schema: userListResponse },
  );
}

export function useUsers(params: SearchPage) {
  return useQuery({
    queryKey: queryKeys.users.list(params),
    queryFn: () => getUsers(params),
    placeholderData: keepPreviousData,
  });
}
