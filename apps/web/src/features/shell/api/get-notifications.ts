import { NOTIFICATION_POLL_MS, notificationListResponse } from '@fletx/contract/notifications';
import { useSafetyPoll } from '../../../components/live/live-updates';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery } from '../../../lib/react-query';

/** The bell panel shows this many of the newest notifications. */
export const NOTIFICATIONS_SHOWN = 20;

/**
 * GET /api/notifications?page=1&take=20: refetched on each `notification` live event; polled only while live
 * updates are off (docs/product.md "Live updates").
 */
export const useNotifications = () =>
  useApiQuery(queryKeys.notifications.bell, '/notifications', notificationListResponse, {
    query: { page: 1, take: NOTIFICATIONS_SHOWN },
    refetchInterval: useSafetyPoll(NOTIFICATION_POLL_MS),
    select: (response) => response.data,
  });
