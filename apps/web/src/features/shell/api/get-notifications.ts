import { NOTIFICATION_POLL_MS, notificationListResponse } from '@fletx/contract/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The bell panel shows this many of the newest notifications. */
export const NOTIFICATIONS_SHOWN = 20;

/** GET /api/notifications?page=1&take=20 */
export function getNotifications() {
  return api.get('/notifications', {
    query: { page: 1, take: NOTIFICATIONS_SHOWN },
    schema: notificationListResponse,
  });
}

export const notificationsQueryKey = ['notifications'] as const;

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: getNotifications,
    refetchInterval: NOTIFICATION_POLL_MS,
    select: (response) => response.data,
  });
}

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
