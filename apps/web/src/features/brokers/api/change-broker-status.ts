import { type BrokerStatus, brokerResponse } from '@fletx/contract/brokers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { brokersKey } from './get-brokers';

/** GET /api/bookings/brokers/changeStatus/{id}?status= (Carriers and Admin users only). */
export function changeBrokerStatus({ id, status }: { id: number; status: BrokerStatus }) {
  return api.get(`/bookings/brokers/changeStatus/${id}`, { query: { status }, schema: brokerResponse });
}

export function useChangeBrokerStatus({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof changeBrokerStatus>;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: changeBrokerStatus,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: brokersKey });
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}
