import { routeMapResponse, TRACK_REFRESH_MS } from '@fletx/contract/tracking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loadsKey } from './get-loads';

/** GET /api/load-details/route-map/location/{id}: the track, polled every 10 s while the tab is open. */
export function getRouteMapQueryOptions(loadId: number) {
  return queryOptions({
    queryKey: [...loadsKey, 'route-map', loadId] as const,
    queryFn: ({ signal }) =>
      api.get(`/load-details/route-map/location/${loadId}`, { schema: routeMapResponse, signal }),
    enabled: loadId > 0,
    refetchInterval: TRACK_REFRESH_MS,
  });
}

export function useRouteMap(loadId: number) {
  return useQuery(getRouteMapQueryOptions(loadId));
}
