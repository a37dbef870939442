import { type FindByUsersResponse, findByUsersResponse } from '@fletx/contract/trucks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/vehicle/findByUsers: the drivers under data.extraData.trailerSize.data. */
export function getDrivers(): Promise<FindByUsersResponse> {
  return api.get('/vehicle/findByUsers', { schema: findByUsersResponse });
}

export const getDriversQueryOptions = () =>
  queryOptions({ queryKey: ['trucks', 'drivers'], queryFn: getDrivers });

export function useDrivers() {
  return useQuery(getDriversQueryOptions());
}
