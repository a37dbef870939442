import { type TruckDetailResponse, truckDetailResponse } from '@fletx/contract/trucks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trucksKey } from './get-trucks';

/** GET /api/vehicle/findTruck/{id}: data.info plus clutch, engine, gearbox and operation. */
export function getTruckDetail(id: number): Promise<TruckDetailResponse> {
  return api.get(`/vehicle/findTruck/${id}`, { schema: truckDetailResponse });
}

export const getTruckDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...trucksKey, 'detail', id], queryFn: () => getTruckDetail(id) });

export function useTruckDetail(id: number | undefined) {
  return useQuery({ ...getTruckDetailQueryOptions(id ?? 0), enabled: id !== undefined });
}
