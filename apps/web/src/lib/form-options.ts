import { brokerNamesResponse } from '@fletx/contract/brokers';
import { parametricListResponse } from '@fletx/contract/parametrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** The choices of the booking and load forms' selects. */
export type SelectOption = { value: string; label: string };

/**
 * A select's choices with the record's current one kept first, marked "(not approved)", when the list (of
 * approved brokers or drivers) no longer holds it: editing a record does not drop its broker or driver.
 */
export function withCurrentOption(
  options: SelectOption[],
  current?: { id: number; name: string },
): SelectOption[] {
  if (!current || options.some((o) => o.value === String(current.id))) return options;
  return [{ value: String(current.id), label: `${current.name} (not approved)` }, ...options];
}

/** GET /api/bookings/brokers/listApproved: the broker select (only approved brokers can be chosen). */
export function getApprovedBrokersQueryOptions() {
  return queryOptions({
    queryKey: ['brokers', 'approved'],
    queryFn: ({ signal }) =>
      api.get('/bookings/brokers/listApproved', { schema: brokerNamesResponse, signal }),
  });
}

/** The broker select of the booking and load forms: approved brokers, and the record's current broker. */
export function useBrokerOptions(current?: { id: number; name: string }) {
  const brokers = useQuery(getApprovedBrokersQueryOptions());
  const options = (brokers.data?.data ?? []).map((b) => ({ value: String(b.id), label: b.brokerName }));
  return { options: withCurrentOption(options, current), isPending: brokers.isPending };
}

/** GET /api/parametrics/trailertypes: the trailer type select. */
export function getTrailerTypesQueryOptions() {
  return queryOptions({
    queryKey: ['parametrics', 'trailertypes'],
    queryFn: ({ signal }) => api.get('/parametrics/trailertypes', { schema: parametricListResponse, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The trailer type select of the booking and load forms. */
export function useTrailerTypeOptions(): SelectOption[] {
  const trailerTypes = useQuery(getTrailerTypesQueryOptions());
  return (trailerTypes.data?.data ?? []).map((t) => ({ value: String(t.id), label: t.name }));
}
