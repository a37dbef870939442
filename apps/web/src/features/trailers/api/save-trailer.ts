import { type TrailerBody, trailerResponse } from '@fletx/contract/trailers';
import { api } from '../../../lib/api-client';
import { invalidations, queryKeys } from '../../../lib/query-keys';
import { useRecordMutation } from '../../../lib/react-query';

/**
 * POST /api/trailer/ or PUT /api/trailer/{id} with the version it was read in: the answer with its version (an
 * update's `ETag`; none for a create).
 */
export async function saveTrailer({ id, body, etag }: { id?: number; body: TrailerBody; etag?: string }) {
  return id === undefined
    ? { body: await api.post('/trailer/', body, { schema: trailerResponse }), etag: undefined }
    : api.changeWithEtag('PUT', `/trailer/${id}`, body, { schema: trailerResponse, ifMatch: etag });
}

/** The save; an update's answer, with its new version, is the form's record from then on. */
export const useSaveTrailer = () =>
  useRecordMutation(
    saveTrailer,
    ({ id }) => (id === undefined ? undefined : queryKeys.trailers.detail(id)),
    (_, { id }) => invalidations.trailerSaved(id),
  );
