import { trailerResponse } from '@fletx/contract/trailers';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** DELETE /api/trailer/{id}: a soft delete; resolves with the server's message. */
export async function deleteTrailer(id: number): Promise<string> {
  return (await api.delete(`/trailer/${id}`, { schema: trailerResponse })).message;
}

export const useDeleteTrailer = () =>
  useApiMutation(deleteTrailer, (_, id) => invalidations.trailerSaved(id));
