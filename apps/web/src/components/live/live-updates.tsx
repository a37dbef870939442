import { isCarrier } from '@fletx/contract/roles';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { api } from '../../lib/api-client';
import type { EventSourceFactory, LiveEventsClient, LiveStatus } from '../../lib/live-events';
import { useSession } from '../../lib/session';
import { applyLiveEvent, refetchOnOpen } from './apply-live-event';

/**
 * The app's one live-update stream (docs/product.md "Live updates"): open while a back-office user is
 * signed in, closed on logout; drivers' accounts never open it. Every event goes to the query cache
 * (`apply-live-event.ts`); pages read the stream's state only to stop polling while it is live.
 */

/** `idle`: nobody signed in who may listen (logged out, or not back-office staff). */
export type LiveUpdatesState = LiveStatus | 'idle';

const LiveUpdatesContext = createContext<LiveUpdatesState>('idle');

/**
 * The stream's client and the schemas it checks events with, downloaded once the shell has shown: the stream
 * opens after the first render anyway, and this keeps zod out of the first page (docs/performance.md "The
 * web's first page").
 */
const loadLiveClient = () =>
  Promise.all([import('../../lib/live-events'), import('@fletx/contract/events')]).then(
    ([{ createLiveEvents }, { eventTicketResponse }]) => ({
      createLiveEvents,
      /** POST /api/events/ticket: one ticket opens one stream. */
      buyTicket: async () =>
        (await api.post('/events/ticket', undefined, { schema: eventTicketResponse })).data.ticket,
    }),
  );

const browserEventSource = (): EventSourceFactory | undefined =>
  typeof EventSource === 'undefined' ? undefined : EventSource;

export function LiveUpdatesProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { accessToken, user } = useSession();
  // A refreshed token keeps the stream: only who is signed in decides whether there is one.
  const listener = accessToken && user && isCarrier(user.groups) ? user.id : null;
  const [status, setStatus] = useState<LiveStatus>('off');

  useEffect(() => {
    if (listener === null) return;
    let cancelled = false;
    let client: LiveEventsClient | undefined;
    loadLiveClient().then(
      ({ createLiveEvents, buyTicket }) => {
        if (cancelled) return;
        client = createLiveEvents({
          buyTicket,
          onEvent: (event) => void applyLiveEvent(queryClient, event),
          onStatus: setStatus,
          onOpened: () => void refetchOnOpen(queryClient),
          EventSource: browserEventSource(),
        });
        client.start();
      },
      // Not downloaded (offline): the status stays `off`, so the pages keep polling.
      () => undefined,
    );
    return () => {
      cancelled = true;
      client?.stop();
    };
  }, [listener, queryClient]);

  return (
    <LiveUpdatesContext.Provider value={listener === null ? 'idle' : status}>
      {children}
    </LiveUpdatesContext.Provider>
  );
}

/** The state of the live-update stream. */
export const useLiveUpdates = (): LiveUpdatesState => useContext(LiveUpdatesContext);

/**
 * A query's `refetchInterval` that polls only while live updates are not flowing: `false` while the stream
 * is live (its events refetch what changed), `everyMs` otherwise, as a safety net.
 */
export function useSafetyPoll(everyMs: number): number | false {
  return useLiveUpdates() === 'live' ? false : everyMs;
}
