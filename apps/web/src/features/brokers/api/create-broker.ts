import { brokerDetailResponse, type CreateBrokerInput } from '@fletx/contract/brokers';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** POST /api/bookings/brokers with contactPeople. */
export function createBroker(body: CreateBrokerInput) {
  return api.post('/bookings/brokers', body, { schema: brokerDetailResponse });
}

export const useCreateBroker = () => useApiMutation(createBroker, () => invalidations.brokerSaved());
