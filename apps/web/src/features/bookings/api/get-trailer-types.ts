import { parametricListResponse } from '@fletx/contract/parametrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/parametrics/trailertypes */
export function getTrailerTypesQueryOptions() {
  return queryOptions({
    queryKey: ['parametrics', 'trailertypes'],
    queryFn: ({ signal }) => api.get('/parametrics/trailertypes', { schema: parametricListResponse, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useTrailerTypes() {
  return useQuery(getTrailerTypesQueryOptions());
}
