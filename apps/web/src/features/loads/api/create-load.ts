import { type LoadInput, loadResponse } from '@fletx/contract/loads';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** POST /api/loadbook/manualCreate (typeForm new → 2, old → 13). */
export function createLoad(body: LoadInput) {
  return api.post('/loadbook/manualCreate', body, { schema: loadResponse });
}

export const useCreateLoad = () => useApiMutation(createLoad, () => invalidations.loadSaved());
