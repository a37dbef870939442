import { PAGE_SIZE } from '@fletx/contract/constants';
import { userListResponse } from '@fletx/contract/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type UsersListParams = { page: number; search: string };

/** POST /api/user/findBy/?page&limit&search with {role: 'Carriers'}: every back-office user. */
export function getUsers({ page, search }: UsersListParams) {
  return api.post(
    '/user/findBy/',
    { role: 'Carriers' },
    { query: { page, limit: PAGE_SIZE, search: search || undefined }, schema: userListResponse },
  );
}

export const usersQueryKey = ['users'] as const;

export function usersQueryOptions(params: UsersListParams) {
  return queryOptions({
    queryKey: [...usersQueryKey, 'list', params],
    queryFn: () => getUsers(params),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(params: UsersListParams) {
  return useQuery(usersQueryOptions(params));
}
