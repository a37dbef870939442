import { truckDetailResponse, truckResponse } from '@fletx/contract/trucks';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery, useApiRecord } from '../../../lib/react-query';

/** GET /api/vehicle/find/{id}: every field of one truck and its version (the edit form). */
export const useTruck = (id: number | undefined) =>
  useApiRecord(queryKeys.trucks.detail(id ?? 0), `/vehicle/find/${id}`, truckResponse, {
    enabled: id !== undefined,
  });

/** GET /api/vehicle/findTruck/{id}: data.info plus clutch, engine, gearbox and operation. */
export const useTruckDetail = (id: number | undefined) =>
  useApiQuery(queryKeys.trucks.information(id ?? 0), `/vehicle/findTruck/${id}`, truckDetailResponse, {
    enabled: id !== undefined,
  });
