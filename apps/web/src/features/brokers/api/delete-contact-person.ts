import { brokerContactResponse } from '@fletx/contract/brokers';
import { api } from '../../../lib/api-client';

/** DELETE /api/bookings/brokersContactPeople/{id}; answers the server's message. */
export async function deleteContactPerson(id: number): Promise<string> {
  const response = await api.delete(`/bookings/brokersContactPeople/${id}`, {
    schema: brokerContactResponse,
  });
  return response.message;
}
