import { unreadResponse } from '@fletx/contract/driver-messages';
import { NOTIFICATION_POLL_MS } from '@fletx/contract/notifications';
import { useSafetyPoll } from '../../../components/live/live-updates';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery } from '../../../lib/react-query';

/**
 * GET /api/messages/unread: the Messages badge of the side navigation, refetched on each `message` live event
 * (polled only while live updates are off). `enabled`: only for roles that see Messages.
 */
export const useMessagesUnread = (enabled: boolean) =>
  useApiQuery(queryKeys.messages.unread, '/messages/unread', unreadResponse, {
    enabled,
    refetchInterval: useSafetyPoll(NOTIFICATION_POLL_MS),
    select: (response) => response.data.unreadCount,
  });
