import { vehicleCountsResponse } from '@fletx/contract/trucks';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery } from '../../../lib/react-query';

/** GET /api/vehicle/countVehicles: totalVehicle, activeVehicle, InactiveVehicle. */
export const useTruckCounts = () =>
  useApiQuery(queryKeys.trucks.counts, '/vehicle/countVehicles', vehicleCountsResponse);
