import { type TruckBody, truckResponse } from '@fletx/contract/trucks';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** POST /api/vehicle/createTruck or PUT /api/vehicle/updateTruck/{id} with the version it was read in. */
export function saveTruck({ id, body, etag }: { id?: number; body: TruckBody; etag?: string }) {
  return id === undefined
    ? api.post('/vehicle/createTruck', body, { schema: truckResponse })
    : api.put(`/vehicle/updateTruck/${id}`, body, { schema: truckResponse, ifMatch: etag });
}

export const useSaveTruck = () => useApiMutation(saveTruck, (_, { id }) => invalidations.truckSaved(id));
