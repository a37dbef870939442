import { type VehicleCountsResponse, vehicleCountsResponse } from '@fletx/contract/trucks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trucksKey } from './get-trucks';

/** GET /api/vehicle/countVehicles: totalVehicle, activeVehicle, InactiveVehicle. */
export function getTruckCounts(): Promise<VehicleCountsResponse> {
  return api.get('/vehicle/countVehicles', { schema: vehicleCountsResponse });
}

export const getTruckCountsQueryOptions = () =>
  queryOptions({ queryKey: [...trucksKey, 'counts'], queryFn: getTruckCounts });

export function useTruckCounts() {
  return useQuery(getTruckCountsQueryOptions());
}
