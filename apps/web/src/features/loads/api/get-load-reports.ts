import { reportsResponse } from '@fletx/contract/reports';
import { TRACK_REFRESH_MS } from '@fletx/contract/tracking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loadsKey } from './get-loads';

/** GET /api/loadbook/loadbookreport/findByLoadbookId/{id}: the load's alerts and requests, newest first. */
export function getLoadReportsQueryOptions(loadId: number) {
  return queryOptions({
    queryKey: [...loadsKey, 'reports', loadId] as const,
    queryFn: ({ signal }) =>
      api.get(`/loadbook/loadbookreport/findByLoadbookId/${loadId}`, { schema: reportsResponse, signal }),
    enabled: loadId > 0,
    refetchInterval: TRACK_REFRESH_MS,
  });
}

export function useLoadReports(loadId: number) {
  return useQuery(getLoadReportsQueryOptions(loadId));
}
