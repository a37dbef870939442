import type { LiveEventData } from '@fletx/contract/events';
import type { routeMapResponse } from '@fletx/contract/tracking';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LiveEvent } from '../../lib/live-events';
import { liveInvalidations, liveMissedInvalidations } from '../../lib/live-invalidations';
import { queryKeys } from '../../lib/query-keys';
import { invalidateKeys } from '../../lib/react-query';
import { assignedEchoKey, isOwnEcho } from './own-changes';

type RouteMap = z.infer<typeof routeMapResponse>;

/**
 * Puts a ping on the route map already in the cache, so that the marker moves at once: the newest
 * position becomes the last one and ends the track. The refetch that follows brings the rest of its batch.
 */
export function withPosition(route: RouteMap, ping: LiveEventData<'load.position'>): RouteMap {
  const point = { lat: ping.lat, lon: ping.lon, at: ping.at };
  const at = Date.parse(ping.at);
  const last = route.data.last_position;
  if (last && Date.parse(last.at) > at) return route;
  const end = route.data.points.at(-1);
  const known = end && end.at === point.at && end.lat === point.lat && end.lon === point.lon;
  return {
    ...route,
    data: {
      ...route.data,
      last_position: point,
      points: known ? route.data.points : [...route.data.points, point],
    },
  };
}

/**
 * Routes one event of the stream to the cache: what it names is refetched (`liveInvalidations`), but for the echo
 * of this tab's own change (`own-changes.ts`).
 */
export async function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): Promise<void> {
  switch (event.type) {
    case 'load.position': {
      const ping = event.data;
      queryClient.setQueryData<RouteMap>(queryKeys.loadDetails.routeMap(ping.loadId), (route) =>
        route ? withPosition(route, ping) : route,
      );
      return invalidateKeys(queryClient, liveInvalidations['load.position'](ping));
    }
    case 'load.status':
      return invalidateKeys(queryClient, liveInvalidations['load.status'](event.data));
    case 'report':
      return invalidateKeys(queryClient, liveInvalidations.report(event.data));
    case 'notification':
      return invalidateKeys(queryClient, liveInvalidations.notification(event.data));
    case 'compliance':
      return invalidateKeys(queryClient, liveInvalidations.compliance(event.data));
    case 'intake':
      return invalidateKeys(queryClient, liveInvalidations.intake(event.data));
    case 'message':
      return invalidateKeys(queryClient, liveInvalidations.message());
    case 'load.assigned': {
      const { loadId, driverId } = event.data;
      // This tab's own assignment: its answer refetched the same keys already.
      if (isOwnEcho(queryClient, assignedEchoKey(loadId, driverId))) return;
      return invalidateKeys(queryClient, liveInvalidations['load.assigned'](event.data));
    }
    default: {
      // Every event type has its case: a new one fails to compile here until it is routed.
      const unrouted: never = event;
      return unrouted;
    }
  }
}

/**
 * When a stream opens: whatever an event it never heard could have changed is refetched — a page's data read
 * before the first stream opened (a position sent meanwhile would otherwise stay unseen, the page no longer
 * polling once live), or anything during a drop.
 */
export const refetchOnOpen = (queryClient: QueryClient) =>
  invalidateKeys(queryClient, liveMissedInvalidations());
