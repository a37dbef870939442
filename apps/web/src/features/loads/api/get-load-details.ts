import { reportsResponse } from '@fletx/contract/reports';
import { hoursOfServiceResponse, routeMapResponse, TRACK_REFRESH_MS } from '@fletx/contract/tracking';
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { useSafetyPoll } from '../../../components/live/live-updates';
import { queryKeys } from '../../../lib/query-keys';
import { type ApiQueryOptions, useApiQuery } from '../../../lib/react-query';

/** A GET about one load of the load details page; nothing is read without a load. */
export const useLoadDetail = <T>(
  loadId: number,
  [queryKey, path]: [QueryKey, string],
  schema: z.ZodType<T>,
  options: ApiQueryOptions<T> = {},
) => useApiQuery(queryKey, path, schema, { enabled: loadId > 0, ...options });

/** GET /api/load-details/hours-of-service/{id}: cards, per-day changes and the status history. */
export const useHoursOfService = (loadId: number) =>
  useLoadDetail(
    loadId,
    [queryKeys.loadDetails.hoursOfService(loadId), `/load-details/hours-of-service/${loadId}`],
    hoursOfServiceResponse,
  );

/**
 * GET /api/load-details/route-map/location/{id}: the track, moved by each `load.position` live event; polled
 * every 10 s only while live updates are off (docs/product.md "Live updates").
 */
export const useRouteMap = (loadId: number) =>
  useLoadDetail(
    loadId,
    [queryKeys.loadDetails.routeMap(loadId), `/load-details/route-map/location/${loadId}`],
    routeMapResponse,
    { refetchInterval: useSafetyPoll(TRACK_REFRESH_MS) },
  );

/**
 * GET /api/loadbook/loadbookreport/findByLoadbookId/{id}: the load's alerts and requests, newest first;
 * refetched on each `report` live event, polled only while live updates are off.
 */
export const useLoadReports = (loadId: number) =>
  useLoadDetail(
    loadId,
    [queryKeys.loadDetails.reports(loadId), `/loadbook/loadbookreport/findByLoadbookId/${loadId}`],
    reportsResponse,
    { refetchInterval: useSafetyPoll(TRACK_REFRESH_MS) },
  );
