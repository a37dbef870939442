import { notificationReadResponse } from '@fletx/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationsQueryKey } from './get-notifications';

/** POST /api/notifications/{id}/read */
export function markNotificationRead(id: number) {
  return api.post(`/notifications/${id}/read`, undefined, { schema: notificationReadResponse });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
