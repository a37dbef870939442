import type { DriverStatusBody } from '@fletx/contract/drivers';
import { messageOnly } from '@fletx/contract/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { driversQueryKey } from './get-drivers';

/** PUT /api/user/{id} {status, comment} */
export function changeDriverStatus({ id, body }: { id: number; body: DriverStatusBody }) {
  return api.put(`/user/${id}`, body, { schema: messageOnly });
}

export function useChangeDriverStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeDriverStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driversQueryKey }),
  });
}
