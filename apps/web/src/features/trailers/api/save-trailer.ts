import { type TrailerBody, trailerResponse } from '@fletx/contract/trailers';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** POST /api/trailer/ or PUT /api/trailer/{id}. */
export function saveTrailer({ id, body }: { id?: number; body: TrailerBody }) {
  return id === undefined
    ? api.post('/trailer/', body, { schema: trailerResponse })
    : api.put(`/trailer/${id}`, body, { schema: trailerResponse });
}

export const useSaveTrailer = () => useApiMutation(saveTrailer, invalidations.trailerSaved);
