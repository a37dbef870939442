import { parametricListResponse } from '@fletx/contract/parametrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/parametrics/trailertypes and /trailersize (fixed lists). */
export const getTrailerTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['parametrics', 'trailertypes'],
    queryFn: () => api.get('/parametrics/trailertypes', { schema: parametricListResponse }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const getTrailerSizesQueryOptions = () =>
  queryOptions({
    queryKey: ['parametrics', 'trailersize'],
    queryFn: () => api.get('/parametrics/trailersize', { schema: parametricListResponse }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useTrailerTypes = () => useQuery(getTrailerTypesQueryOptions());
export const useTrailerSizes = () => useQuery(getTrailerSizesQueryOptions());
