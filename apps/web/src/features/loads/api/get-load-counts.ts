import { eventCountResponse, LOAD_EVENT_TYPE, loadCountsResponse } from '@fletx/contract/loads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loadsKey } from './get-loads';

/** GET /api/loadbook/countLoads: active and finished (inactive) loads. */
export function getLoadCountsQueryOptions() {
  return queryOptions({
    queryKey: [...loadsKey, 'counts'],
    queryFn: ({ signal }) => api.get('/loadbook/countLoads', { schema: loadCountsResponse, signal }),
  });
}

export function useLoadCounts() {
  return useQuery(getLoadCountsQueryOptions());
}

/** GET /api/loadbook/events/countByType/14: how many loads were cancelled. */
export function getCancelledCountQueryOptions() {
  return queryOptions({
    queryKey: [...loadsKey, 'events', LOAD_EVENT_TYPE.cancelled],
    queryFn: ({ signal }) =>
      api.get(`/loadbook/events/countByType/${LOAD_EVENT_TYPE.cancelled}`, {
        schema: eventCountResponse,
        signal,
      }),
  });
}

export function useCancelledCount() {
  return useQuery(getCancelledCountQueryOptions());
}
