import { brokerNamesResponse } from '@fletx/contract/brokers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/bookings/brokers/listApproved: the broker select (only approved brokers can be chosen). */
export function getApprovedBrokersQueryOptions() {
  return queryOptions({
    queryKey: ['brokers', 'approved'],
    queryFn: ({ signal }) =>
      api.get('/bookings/brokers/listApproved', { schema: brokerNamesResponse, signal }),
  });
}

export function useApprovedBrokers() {
  return useQuery(getApprovedBrokersQueryOptions());
}
