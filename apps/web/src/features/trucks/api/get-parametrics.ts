import { carModelListResponse, parametricListResponse } from '@fletx/contract/parametrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/parametrics/carmakes, /carmodels, /fuels: the truck form's lists (they never change). */
const staticList = { staleTime: Number.POSITIVE_INFINITY } as const;

export const getMakesQueryOptions = () =>
  queryOptions({
    queryKey: ['parametrics', 'carmakes'],
    queryFn: () => api.get('/parametrics/carmakes', { schema: parametricListResponse }),
    ...staticList,
  });

export const getModelsQueryOptions = () =>
  queryOptions({
    queryKey: ['parametrics', 'carmodels'],
    queryFn: () => api.get('/parametrics/carmodels', { schema: carModelListResponse }),
    ...staticList,
  });

export const getFuelsQueryOptions = () =>
  queryOptions({
    queryKey: ['parametrics', 'fuels'],
    queryFn: () => api.get('/parametrics/fuels', { schema: parametricListResponse }),
    ...staticList,
  });

export const useMakes = () => useQuery(getMakesQueryOptions());
export const useModels = () => useQuery(getModelsQueryOptions());
export const useFuels = () => useQuery(getFuelsQueryOptions());
