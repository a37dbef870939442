import { truckResponse } from '@fletx/contract/trucks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trucksKey } from './get-trucks';

/** DELETE /api/vehicle/{id}: a soft delete; resolves with the server's message. */
export async function deleteTruck(id: number): Promise<string> {
  return (await api.delete(`/vehicle/${id}`, { schema: truckResponse })).message;
}

export function useDeleteTruck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTruck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trucksKey }),
  });
}
