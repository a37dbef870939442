import { type LoadInput, loadResponse } from '@fletx/contract/loads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { loadsKey } from './get-loads';

/** PUT /api/loadbook/manualUpdate/{id} */
export function updateLoad({ id, body }: { id: number; body: LoadInput }) {
  return api.put(`/loadbook/manualUpdate/${id}`, body, { schema: loadResponse });
}

export function useUpdateLoad({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateLoad>;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: updateLoad,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: loadsKey });
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}
