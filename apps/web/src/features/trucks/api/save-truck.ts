import { type TruckBody, truckResponse } from '@fletx/contract/trucks';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** POST /api/vehicle/createTruck or PUT /api/vehicle/updateTruck/{id}. */
export function saveTruck({ id, body }: { id?: number; body: TruckBody }) {
  return id === undefined
    ? api.post('/vehicle/createTruck', body, { schema: truckResponse })
    : api.put(`/vehicle/updateTruck/${id}`, body, { schema: truckResponse });
}

export const useSaveTruck = () => useApiMutation(saveTruck, invalidations.truckSaved);
