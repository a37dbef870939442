import { type LoadStatusInput, loadResponse } from '@fletx/contract/loads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { loadsKey } from './get-loads';

/** PUT /api/loadbook/update/{id} with loadbook_status_id (and a comment for a cancellation). */
export function changeLoadStatus({ id, body }: { id: number; body: LoadStatusInput }) {
  return api.put(`/loadbook/update/${id}`, body, { schema: loadResponse });
}

export function useChangeLoadStatus({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof changeLoadStatus>;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: changeLoadStatus,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: loadsKey });
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}
