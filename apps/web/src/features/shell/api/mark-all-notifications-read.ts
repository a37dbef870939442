import { notificationReadResponse } from '@fletx/contract/notifications';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** POST /api/notifications/read-all */
export function markAllNotificationsRead() {
  return api.post('/notifications/read-all', undefined, { schema: notificationReadResponse });
}

export const useMarkAllNotificationsRead = () =>
  useApiMutation(markAllNotificationsRead, invalidations.notificationsRead);
