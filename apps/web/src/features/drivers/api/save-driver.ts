import { type DriverFormBody, driverSavedResponse } from '@fletx/contract/drivers';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** POST /api/user/infoDriver/ (new) or PUT /api/user/infoDriver/{id} (edit, with the version it was read in). */
export function saveDriver({ id, body, etag }: { id?: number; body: DriverFormBody; etag?: string }) {
  return id === undefined
    ? api.post('/user/infoDriver/', body, { schema: driverSavedResponse })
    : api.put(`/user/infoDriver/${id}`, body, { schema: driverSavedResponse, ifMatch: etag });
}

export const useSaveDriver = () => useApiMutation(saveDriver, (_, { id }) => invalidations.driverSaved(id));
