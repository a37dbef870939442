import { type TrailerCountsResponse, trailerCountsResponse } from '@fletx/contract/trailers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trailersKey } from './get-trailers';

/** GET /api/trailer/countTrailers: totalTrailers, activeTrailers, InactiveTrailers. */
export function getTrailerCounts(): Promise<TrailerCountsResponse> {
  return api.get('/trailer/countTrailers', { schema: trailerCountsResponse });
}

export const getTrailerCountsQueryOptions = () =>
  queryOptions({ queryKey: [...trailersKey, 'counts'], queryFn: getTrailerCounts });

export function useTrailerCounts() {
  return useQuery(getTrailerCountsQueryOptions());
}
