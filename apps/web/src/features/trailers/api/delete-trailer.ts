import { trailerResponse } from '@fletx/contract/trailers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trailersKey } from './get-trailers';

/** DELETE /api/trailer/{id}: a soft delete; resolves with the server's message. */
export async function deleteTrailer(id: number): Promise<string> {
  return (await api.delete(`/trailer/${id}`, { schema: trailerResponse })).message;
}

export function useDeleteTrailer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrailer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trailersKey }),
  });
}
