import { type AddContactPeopleInput, brokerContactListResponse } from '@fletx/contract/brokers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { brokersKey } from './get-brokers';

/** POST /api/bookings/brokers/{id}/contactPeople */
export function addContactPeople({ id, body }: { id: number; body: AddContactPeopleInput }) {
  return api.post(`/bookings/brokers/${id}/contactPeople`, body, { schema: brokerContactListResponse });
}

export function useAddContactPeople({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof addContactPeople>;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: addContactPeople,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: brokersKey });
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}
