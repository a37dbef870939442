import { type LoadInput, loadResponse } from '@fletx/contract/loads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { loadsKey } from './get-loads';

/** POST /api/loadbook/manualCreate (typeForm new → 2, old → 13). */
export function createLoad(body: LoadInput) {
  return api.post('/loadbook/manualCreate', body, { schema: loadResponse });
}

export function useCreateLoad({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof createLoad>;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: createLoad,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: loadsKey });
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}
