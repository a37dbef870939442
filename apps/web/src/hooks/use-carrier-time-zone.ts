import { carrierTimeZoneResponse } from '@fletx/contract/carrier-settings';
import { dayIn } from '@fletx/contract/facility-time';
import { queryKeys } from '../lib/query-keys';
import { useApiQuery } from '../lib/react-query';

/**
 * GET /api/carrier-settings/time-zone: the carrier's zone, in which the dispatch board's days run from midnight
 * and the office types the times of a bill of lading.
 */
export const useCarrierTimeZone = () =>
  useApiQuery(queryKeys.carrierSettings.timeZone, '/carrier-settings/time-zone', carrierTimeZoneResponse, {
    staleTime: 10 * 60_000,
  });

/**
 * The carrier's day now (yyyy-MM-dd), the "today" the API counts due and overdue from
 * (docs/decisions/0070-carriers-day.md); the viewer's own day until the zone is known.
 */
export function useCarrierToday(): string {
  const timeZone = useCarrierTimeZone().data?.data.timeZone;
  return dayIn(timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone, Date.now());
}
