import { brokerDetailResponse, type CreateBrokerInput } from '@fletx/contract/brokers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { brokersKey } from './get-brokers';

/** POST /api/bookings/brokers with contactPeople. */
export function createBroker(body: CreateBrokerInput) {
  return api.post('/bookings/brokers', body, { schema: brokerDetailResponse });
}

export function useCreateBroker({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof createBroker>;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: createBroker,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: brokersKey });
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}
