import { type DriverFormBody, driverSavedResponse } from '@fletx/contract/drivers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { driversQueryKey } from './get-drivers';

/** POST /api/user/infoDriver/ (new) or PUT /api/user/infoDriver/{id} (edit). */
export function saveDriver({ id, body }: { id?: number; body: DriverFormBody }) {
  return id === undefined
    ? api.post('/user/infoDriver/', body, { schema: driverSavedResponse })
    : api.put(`/user/infoDriver/${id}`, body, { schema: driverSavedResponse });
}

export function useSaveDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDriver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driversQueryKey }),
  });
}
