import { brokerDetailResponse, type UpdateBrokerInput } from '@fletx/contract/brokers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { brokersKey } from './get-brokers';

/** PUT /api/bookings/brokers/{id}; `contactPeople` replaces the broker's contacts. */
export function updateBroker({ id, body }: { id: number; body: UpdateBrokerInput }) {
  return api.put(`/bookings/brokers/${id}`, body, { schema: brokerDetailResponse });
}

export function useUpdateBroker({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateBroker>;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: updateBroker,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: brokersKey });
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}
