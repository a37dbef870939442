import { notificationReadResponse } from '@fletx/contract/notifications';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** POST /api/notifications/{id}/read */
export function markNotificationRead(id: number) {
  return api.post(`/notifications/${id}/read`, undefined, { schema: notificationReadResponse });
}

export const useMarkNotificationRead = () =>
  useApiMutation(markNotificationRead, invalidations.notificationsRead);
