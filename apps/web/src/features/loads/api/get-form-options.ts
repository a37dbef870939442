import { brokerNamesResponse } from '@fletx/contract/brokers';
import { loadDriverOptionsResponse } from '@fletx/contract/loads';
import { parametricListResponse } from '@fletx/contract/parametrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/bookings/brokers/listApproved: the broker select. */
export function getApprovedBrokersQueryOptions() {
  return queryOptions({
    queryKey: ['brokers', 'approved'],
    queryFn: ({ signal }) =>
      api.get('/bookings/brokers/listApproved', { schema: brokerNamesResponse, signal }),
  });
}
export const useApprovedBrokers = () => useQuery(getApprovedBrokersQueryOptions());

/** GET /api/parametrics/trailertypes: the trailer type select. */
export function getTrailerTypesQueryOptions() {
  return queryOptions({
    queryKey: ['parametrics', 'trailertypes'],
    queryFn: ({ signal }) => api.get('/parametrics/trailertypes', { schema: parametricListResponse, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
export const useTrailerTypes = () => useQuery(getTrailerTypesQueryOptions());

/** GET /api/loadbook/drivers: approved drivers for the driver select. */
export function getLoadDriversQueryOptions() {
  return queryOptions({
    queryKey: ['loads', 'drivers'],
    queryFn: ({ signal }) => api.get('/loadbook/drivers', { schema: loadDriverOptionsResponse, signal }),
  });
}
export const useLoadDrivers = () => useQuery(getLoadDriversQueryOptions());
