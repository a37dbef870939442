import { notificationReadResponse } from '@fletx/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationsQueryKey } from './get-notifications';

/** POST /api/notifications/read-all */
export function markAllNotificationsRead() {
  return api.post('/notifications/read-all', undefined, { schema: notificationReadResponse });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
