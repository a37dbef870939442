import { brokerDetailResponse, type UpdateBrokerInput } from '@fletx/contract/brokers';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** PUT /api/bookings/brokers/{id} with the version it was read in; `contactPeople` replaces the contacts. */
export function updateBroker({ id, body, etag }: { id: number; body: UpdateBrokerInput; etag?: string }) {
  return api.put(`/bookings/brokers/${id}`, body, { schema: brokerDetailResponse, ifMatch: etag });
}

export const useUpdateBroker = () =>
  useApiMutation(updateBroker, (_, { id }) => invalidations.brokerSaved(id));
