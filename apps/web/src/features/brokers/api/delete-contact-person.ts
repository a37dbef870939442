import { brokerContactResponse } from '@fletx/contract/brokers';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** DELETE /api/bookings/brokersContactPeople/{id}; answers the server's message. */
export async function deleteContactPerson(id: number): Promise<string> {
  const response = await api.delete(`/bookings/brokersContactPeople/${id}`, {
    schema: brokerContactResponse,
  });
  return response.message;
}

export const useDeleteContactPerson = () =>
  useApiMutation(deleteContactPerson, () => invalidations.brokerSaved());
