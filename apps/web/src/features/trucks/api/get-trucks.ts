import { type TruckListResponse, truckListResponse } from '@fletx/contract/trucks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/react-query';

export type TrucksQuery = { page: number; take: number; search: string };

/** GET /api/vehicle/?page&take&search */
export function getTrucks({ page, take, search }: TrucksQuery): Promise<TruckListResponse> {
  return api.get('/vehicle/', {
    query: { page, take, search: search || undefined },
    schema: truckListResponse,
  });
}

export const trucksKey = ['trucks'] as const;

export const getTrucksQueryOptions = (query: TrucksQuery) =>
  queryOptions({
    queryKey: [...trucksKey, 'list', query],
    queryFn: () => getTrucks(query),
    placeholderData: keepPreviousData,
  });

export function useTrucks(query: TrucksQuery, config: QueryConfig<typeof getTrucksQueryOptions> = {}) {
  return useQuery({ ...getTrucksQueryOptions(query), ...config });
}
