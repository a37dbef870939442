import { type DriverFormBody, driverSavedResponse } from '@fletx/contract/drivers';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** POST /api/user/infoDriver/ (new) or PUT /api/user/infoDriver/{id} (edit). */
export function saveDriver({ id, body }: { id?: number; body: DriverFormBody }) {
  return id === undefined
    ? api.post('/user/infoDriver/', body, { schema: driverSavedResponse })
    : api.put(`/user/infoDriver/${id}`, body, { schema: driverSavedResponse });
}

export const useSaveDriver = () => useApiMutation(saveDriver, invalidations.driverSaved);
