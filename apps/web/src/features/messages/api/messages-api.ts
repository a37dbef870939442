import { carrierTimeZoneResponse } from '@fletx/contract/carrier-settings';
import {
  conversationsResponse,
  messageResponse,
  type SendMessageBody,
  staffThreadResponse,
  unreadResponse,
} from '@fletx/contract/driver-messages';
import { NOTIFICATION_POLL_MS } from '@fletx/contract/notifications';
import { useSafetyPoll } from '../../../components/live/live-updates';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation, useApiQuery } from '../../../lib/react-query';

/** The conversations on a page of the list. */
export const CONVERSATIONS_TAKE = 20;
/** A thread shows this many of its newest messages first; "Earlier messages" shows as many more. */
export const THREAD_STEP = 20;
/** The API's largest page: a thread beyond it is read page by page (not built: the newest 100 are shown). */
export const THREAD_MAX = 100;

/** GET /api/messages/conversations: refetched on each `message` live event (polled only while live is off). */
export const useConversations = (page: number, search: string) =>
  useApiQuery(
    queryKeys.messages.conversations(page, search),
    '/messages/conversations',
    conversationsResponse,
    {
      query: { page, take: CONVERSATIONS_TAKE, search: search || undefined },
      refetchInterval: useSafetyPoll(NOTIFICATION_POLL_MS),
      select: (response) => response.data,
    },
  );

/** GET /api/messages/drivers/{id}: the newest `take` messages of the driver's conversation. */
export const useThread = (driverId: number, take: number) =>
  useApiQuery(
    queryKeys.messages.thread(driverId, take),
    `/messages/drivers/${driverId}`,
    staffThreadResponse,
    {
      query: { page: 1, take },
      refetchInterval: useSafetyPoll(NOTIFICATION_POLL_MS),
      select: (response) => response.data,
    },
  );

/** POST /api/messages/drivers/{id}. */
export const useSendMessage = (driverId: number) =>
  useApiMutation(
    (body: SendMessageBody) => api.post(`/messages/drivers/${driverId}`, body, { schema: messageResponse }),
    () => [queryKeys.messages.all],
  );

/** POST /api/messages/drivers/{id}/read: the bell's messages of the driver go with it. */
export const useMarkRead = (driverId: number) =>
  useApiMutation(
    () => api.post(`/messages/drivers/${driverId}/read`, {}, { schema: unreadResponse }),
    () => [queryKeys.messages.all, queryKeys.notifications.all],
  );

/** GET /api/carrier-settings/time-zone: the messages' times are shown in the carrier's zone. */
export const useCarrierZone = () =>
  useApiQuery(queryKeys.carrierSettings.timeZone, '/carrier-settings/time-zone', carrierTimeZoneResponse, {
    staleTime: 10 * 60_000,
    select: (response) => response.data.timeZone,
  });
