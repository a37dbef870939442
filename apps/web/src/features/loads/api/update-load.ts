import { type LoadInput, loadResponse } from '@fletx/contract/loads';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** PUT /api/loadbook/manualUpdate/{id} */
export function updateLoad({ id, body }: { id: number; body: LoadInput }) {
  return api.put(`/loadbook/manualUpdate/${id}`, body, { schema: loadResponse });
}

export const useUpdateLoad = () => useApiMutation(updateLoad, (_, { id }) => invalidations.loadSaved(id));
