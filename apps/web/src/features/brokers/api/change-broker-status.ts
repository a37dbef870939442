import { type BrokerStatus, brokerResponse } from '@fletx/contract/brokers';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** GET /api/bookings/brokers/changeStatus/{id}?status= (Carriers and Admin users only). */
export function changeBrokerStatus({ id, status }: { id: number; status: BrokerStatus }) {
  return api.get(`/bookings/brokers/changeStatus/${id}`, { query: { status }, schema: brokerResponse });
}

export const useChangeBrokerStatus = () =>
  useApiMutation(changeBrokerStatus, (_, { id }) => invalidations.brokerSaved(id));
