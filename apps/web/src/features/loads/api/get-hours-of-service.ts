import { hoursOfServiceResponse } from '@fletx/contract/tracking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loadsKey } from './get-loads';

/** GET /api/load-details/hours-of-service/{id}: cards, per-day changes and the status history. */
export function getHoursOfServiceQueryOptions(loadId: number) {
  return queryOptions({
    queryKey: [...loadsKey, 'hours-of-service', loadId] as const,
    queryFn: ({ signal }) =>
      api.get(`/load-details/hours-of-service/${loadId}`, { schema: hoursOfServiceResponse, signal }),
    enabled: loadId > 0,
  });
}

export function useHoursOfService(loadId: number) {
  return useQuery(getHoursOfServiceQueryOptions(loadId));
}
