import { truckResponse } from '@fletx/contract/trucks';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** DELETE /api/vehicle/{id}: a soft delete; resolves with the server's message. */
export async function deleteTruck(id: number): Promise<string> {
  return (await api.delete(`/vehicle/${id}`, { schema: truckResponse })).message;
}

export const useDeleteTruck = () => useApiMutation(deleteTruck, (_, id) => invalidations.truckSaved(id));
