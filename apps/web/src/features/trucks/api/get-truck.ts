import { type TruckResponse, truckResponse } from '@fletx/contract/trucks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trucksKey } from './get-trucks';

/** GET /api/vehicle/find/{id}: every field of one truck (the edit form). */
export function getTruck(id: number): Promise<TruckResponse> {
  return api.get(`/vehicle/find/${id}`, { schema: truckResponse });
}

export const getTruckQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...trucksKey, 'one', id], queryFn: () => getTruck(id) });

export function useTruck(id: number | undefined) {
  return useQuery({ ...getTruckQueryOptions(id ?? 0), enabled: id !== undefined });
}
