import { carrierTimeZoneResponse } from '@fletx/contract/carrier-settings';
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
