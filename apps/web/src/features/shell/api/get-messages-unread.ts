import { useSafetyPoll } from '../../../components/live/live-updates';
import { schemaOnDemand } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery } from '../../../lib/react-query';

/** Polled this often while live updates are off (as the bell is). */
const UNREAD_POLL_MS = 30_000;

/** The answer's schema, fetched on demand: the shell is on the first page, which loads no zod before it shows. */
const unread = schemaOnDemand(() =>
  import('@fletx/contract/driver-messages').then((contract) => contract.unreadResponse),
);

/**
 * GET /api/messages/unread: the Messages badge of the side navigation, refetched on each `message` live event
 * (polled only while live updates are off). `enabled`: only for roles that see Messages.
 */
export const useMessagesUnread = (enabled: boolean) =>
  useApiQuery(queryKeys.messages.unread, '/messages/unread', unread, {
    enabled,
    refetchInterval: useSafetyPoll(UNREAD_POLL_MS),
    select: (response) => response.data.unreadCount,
  });
