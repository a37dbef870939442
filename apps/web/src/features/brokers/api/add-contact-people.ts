import { type AddContactPeopleInput, brokerContactListResponse } from '@fletx/contract/brokers';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** POST /api/bookings/brokers/{id}/contactPeople */
export function addContactPeople({ id, body }: { id: number; body: AddContactPeopleInput }) {
  return api.post(`/bookings/brokers/${id}/contactPeople`, body, { schema: brokerContactListResponse });
}

export const useAddContactPeople = () =>
  useApiMutation(addContactPeople, (_, { id }) => invalidations.brokerSaved(id));
