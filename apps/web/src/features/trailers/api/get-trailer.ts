import { type TrailerResponse, trailerResponse } from '@fletx/contract/trailers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trailersKey } from './get-trailers';

/** GET /api/trailer/find/{id} */
export function getTrailer(id: number): Promise<TrailerResponse> {
  return api.get(`/trailer/find/${id}`, { schema: trailerResponse });
}

export const getTrailerQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...trailersKey, 'one', id], queryFn: () => getTrailer(id) });

export function useTrailer(id: number | undefined) {
  return useQuery({ ...getTrailerQueryOptions(id ?? 0), enabled: id !== undefined });
}
