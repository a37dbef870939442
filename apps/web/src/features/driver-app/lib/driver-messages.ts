import type { DriverThread, MessageItem } from '@fletx/contract/driver-messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { driverRequest } from './driver-api';
import { DRIVER_QUERY_KEY } from './driver-outbox';

/** The newest messages the thread shows (the API's page: newest first). */
export const THREAD_TAKE = 50;
/** Polled this often while the live stream is down; the stream refetches at once otherwise. */
const POLL_MS = 30_000;
const MESSAGES_KEY = [...DRIVER_QUERY_KEY, 'messages'] as const;
const UNREAD_KEY = [...MESSAGES_KEY, 'unread'] as const;

export const driverMessagesApi = {
  thread: () =>
    driverRequest<{ data: DriverThread }>(`/messages?page=1&take=${THREAD_TAKE}`).then((r) => r.data),
  unread: () =>
    driverRequest<{ data?: { unreadCount?: number } }>('/messages/unread').then(
      (r) => r?.data?.unreadCount ?? 0,
    ),
  send: (body: { body: string; loadId: number | null }) =>
    driverRequest<{ data: MessageItem }>('/messages', { method: 'POST', body }).then((r) => r.data),
  read: () => driverRequest<unknown>('/messages/read', { method: 'POST', body: {} }),
  ticket: () =>
    driverRequest<{ data: { ticket: string } }>('/events/ticket', { method: 'POST', body: {} }).then(
      (r) => r.data.ticket,
    ),
};

/** The driver's conversation with dispatch, newest first. */
export const useDriverThread = () =>
  useQuery({ queryKey: MESSAGES_KEY, queryFn: driverMessagesApi.thread, refetchInterval: POLL_MS });

/** How many of dispatch's messages the driver has not read (the home screen's badge). */
export const useDriverUnread = () =>
  useQuery({ queryKey: UNREAD_KEY, queryFn: driverMessagesApi.unread, refetchInterval: POLL_MS });

export function useSendDriverMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: driverMessagesApi.send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}

export function useReadDriverMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: driverMessagesApi.read,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}

/** The waits before the stream is opened again after a drop (then the last one, over and over). */
const RETRY_MS = [1_000, 2_000, 5_000, 15_000, 30_000];

/**
 * The live stream of the driver's own messages (docs/decisions/0066-driver-messages.md): a ticket from
 * POST /api/driver/events/ticket opens GET /api/events, which then carries only this driver's `message` events;
 * each refetches the thread and the badge. Dropped, it is opened again with a new ticket.
 */
export function useDriverMessageStream(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
    const retry = () => {
      source?.close();
      source = undefined;
      if (stopped) return;
      timer = setTimeout(open, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
      attempt += 1;
    };
    async function open() {
      let ticket: string;
      try {
        ticket = await driverMessagesApi.ticket();
      } catch {
        retry();
        return;
      }
      if (stopped) return;
      source = new EventSource(`/api/events?ticket=${encodeURIComponent(ticket)}`);
      source.onopen = () => {
        attempt = 0;
        refresh();
      };
      source.onerror = retry;
      source.addEventListener('message', refresh);
    }
    void open();
    return () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      source?.close();
    };
  }, [queryClient]);
}
