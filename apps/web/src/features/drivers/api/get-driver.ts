import { driverDetailResponse } from '@fletx/contract/drivers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { driversQueryKey } from './get-drivers';

/** GET /api/infodriver/driverinformation/user/{id} */
export function getDriver(id: number) {
  return api.get(`/infodriver/driverinformation/user/${id}`, { schema: driverDetailResponse });
}

export function driverQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...driversQueryKey, 'one', id],
    queryFn: () => getDriver(id),
    staleTime: 0,
  });
}

export function useDriver(id: number | undefined) {
  return useQuery({ ...driverQueryOptions(id ?? 0), enabled: id !== undefined });
}
