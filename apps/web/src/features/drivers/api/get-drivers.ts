import { PAGE_SIZE } from '@fletx/contract/constants';
import { driverRowSchema } from '@fletx/contract/drivers';
import { pagedResponse } from '@fletx/contract/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const driverListResponse = pagedResponse(driverRowSchema);
export type DriversListParams = { page: number; search: string };

/** GET /api/user/all/info/drivers?page&take&search */
export function getDrivers({ page, search }: DriversListParams) {
  return api.get('/user/all/info/drivers', {
    query: { page, take: PAGE_SIZE, search: search || undefined },
    schema: driverListResponse,
  });
}

export const driversQueryKey = ['drivers'] as const;

export function driversQueryOptions(params: DriversListParams) {
  return queryOptions({
    queryKey: [...driversQueryKey, 'list', params],
    queryFn: () => getDrivers(params),
    placeholderData: keepPreviousData,
  });
}

export function useDrivers(params: DriversListParams) {
  return useQuery(driversQueryOptions(params));
}
