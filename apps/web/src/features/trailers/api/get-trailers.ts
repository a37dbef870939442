import { type TrailerListResponse, trailerListResponse } from '@fletx/contract/trailers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type TrailersQuery = { page: number; take: number; search: string };

/** GET /api/trailer/findBySize/?page&take&search */
export function getTrailers({ page, take, search }: TrailersQuery): Promise<TrailerListResponse> {
  return api.get('/trailer/findBySize/', {
    query: { page, take, search: search || undefined },
    schema: trailerListResponse,
  });
}

export const trailersKey = ['trailers'] as const;

export const getTrailersQueryOptions = (query: TrailersQuery) =>
  queryOptions({
    queryKey: [...trailersKey, 'list', query],
    queryFn: () => getTrailers(query),
    placeholderData: keepPreviousData,
  });

export function useTrailers(query: TrailersQuery) {
  return useQuery(getTrailersQueryOptions(query));
}
