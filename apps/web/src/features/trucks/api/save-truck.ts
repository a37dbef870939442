import { type TruckBody, truckResponse } from '@fletx/contract/trucks';
import { api } from '../../../lib/api-client';
import { invalidations, queryKeys } from '../../../lib/query-keys';
import { useRecordMutation } from '../../../lib/react-query';

/**
 * POST /api/vehicle/createTruck or PUT /api/vehicle/updateTruck/{id} with the version it was read in: the answer
 * with its version (an update's `ETag`; none for a create).
 */
export async function saveTruck({ id, body, etag }: { id?: number; body: TruckBody; etag?: string }) {
  return id === undefined
    ? { body: await api.post('/vehicle/createTruck', body, { schema: truckResponse }), etag: undefined }
    : api.changeWithEtag('PUT', `/vehicle/updateTruck/${id}`, body, { schema: truckResponse, ifMatch: etag });
}

/** The save; an update's answer, with its new version, is the form's record from then on. */
export const useSaveTruck = () =>
  useRecordMutation(
    saveTruck,
    ({ id }) => (id === undefined ? undefined : queryKeys.trucks.detail(id)),
    (_, { id }) => invalidations.truckSaved(id),
  );
