import { type LoadInput, loadResponse } from '@fletx/contract/loads';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** PUT /api/loadbook/manualUpdate/{id} with the version the form was filled from. */
export function updateLoad({ id, body, etag }: { id: number; body: LoadInput; etag?: string }) {
  return api.put(`/loadbook/manualUpdate/${id}`, body, { schema: loadResponse, ifMatch: etag });
}

export const useUpdateLoad = () => useApiMutation(updateLoad, (_, { id }) => invalidations.loadSaved(id));
