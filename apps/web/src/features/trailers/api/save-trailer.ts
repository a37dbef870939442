import { type TrailerBody, trailerResponse } from '@fletx/contract/trailers';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** POST /api/trailer/ or PUT /api/trailer/{id} with the version it was read in. */
export function saveTrailer({ id, body, etag }: { id?: number; body: TrailerBody; etag?: string }) {
  return id === undefined
    ? api.post('/trailer/', body, { schema: trailerResponse })
    : api.put(`/trailer/${id}`, body, { schema: trailerResponse, ifMatch: etag });
}

export const useSaveTrailer = () =>
  useApiMutation(saveTrailer, (_, { id }) => invalidations.trailerSaved(id));
