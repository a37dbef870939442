import { brokerDetailResponse, type UpdateBrokerInput } from '@fletx/contract/brokers';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** PUT /api/bookings/brokers/{id}; `contactPeople` replaces the broker's contacts. */
export function updateBroker({ id, body }: { id: number; body: UpdateBrokerInput }) {
  return api.put(`/bookings/brokers/${id}`, body, { schema: brokerDetailResponse });
}

export const useUpdateBroker = () => useApiMutation(updateBroker, invalidations.brokerSaved);
