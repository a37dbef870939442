import { type TruckBody, type TruckResponse, truckResponse } from '@fletx/contract/trucks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trucksKey } from './get-trucks';

export type SaveTruckInput = { id?: number; body: TruckBody };

/** POST /api/vehicle/createTruck or PUT /api/vehicle/updateTruck/{id}. */
export function saveTruck({ id, body }: SaveTruckInput): Promise<TruckResponse> {
  return id === undefined
    ? api.post('/vehicle/createTruck', body, { schema: truckResponse })
    : api.put(`/vehicle/updateTruck/${id}`, body, { schema: truckResponse });
}

export function useSaveTruck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTruck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trucksKey }),
  });
}
