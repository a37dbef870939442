import { type TrailerBody, type TrailerResponse, trailerResponse } from '@fletx/contract/trailers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trailersKey } from './get-trailers';

export type SaveTrailerInput = { id?: number; body: TrailerBody };

/** POST /api/trailer/ or PUT /api/trailer/{id}. */
export function saveTrailer({ id, body }: SaveTrailerInput): Promise<TrailerResponse> {
  return id === undefined
    ? api.post('/trailer/', body, { schema: trailerResponse })
    : api.put(`/trailer/${id}`, body, { schema: trailerResponse });
}

export function useSaveTrailer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTrailer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trailersKey }),
  });
}
