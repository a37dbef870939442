import { carrierTimeZoneResponse } from '@fletx/contract/carrier-settings';
import {
  type AssignResult,
  assignResponse,
  dispatchBoardResponse,
  timeOffResponse,
} from '@fletx/contract/dispatch';
import { useSafetyPoll } from '../../../components/live/live-updates';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation, useApiQuery } from '../../../lib/react-query';
import { shareById } from '../lib/share-by-id';

export type BoardParams = {
  /** ISO instants: the week's first midnight and the next week's. */
  from: string;
  to: string;
  originState: string;
  date: string;
  trailerTypeId: number | undefined;
};

/** GET /api/carrier-settings/time-zone: the board's days run from this zone's midnights. */
export const useCarrierTimeZone = () =>
  useApiQuery(queryKeys.carrierSettings.timeZone, '/carrier-settings/time-zone', carrierTimeZoneResponse, {
    staleTime: 10 * 60_000,
  });

/**
 * GET /api/dispatch/board: the week's rows and the queue; the live stream refreshes it (polling only without).
 * A new answer keeps the drivers and loads that did not change as the same objects (`shareById`): the rows, bars
 * and cards are memoised on them.
 */
export const useBoard = (params: BoardParams) =>
  useApiQuery(queryKeys.loads.board(params), '/dispatch/board', dispatchBoardResponse, {
    query: {
      from: params.from,
      to: params.to,
      originState: params.originState || undefined,
      date: params.date || undefined,
      trailerTypeId: params.trailerTypeId,
    },
    placeholderData: (previous) => previous,
    structuralSharing: shareById,
    refetchInterval: useSafetyPoll(30_000),
  });

export type AssignVariables = {
  loadId: number;
  driverId: number | null;
  /** The load's version the board showed (sent as If-Match: 412 when it moved on). */
  version?: number;
  complianceOverride?: { reason: string };
};

/** POST /api/dispatch/assign; the loads (the board among them) refetch. */
export const useAssign = () =>
  useApiMutation(
    async ({ version, ...body }: AssignVariables): Promise<AssignResult> =>
      (
        await api.post('/dispatch/assign', body, {
          schema: assignResponse,
          ...(version === undefined ? {} : { ifMatch: `"${version}"` }),
        })
      ).data,
    () => [queryKeys.loads.all],
  );

/** POST /api/dispatch/time-off. */
export const useAddTimeOff = () =>
  useApiMutation(
    (body: { driverId: number; kind: 'day_off' | 'home_time'; from: string; to: string; note?: string }) =>
      api.post('/dispatch/time-off', body, { schema: timeOffResponse }),
    () => [queryKeys.loads.all],
  );

/** DELETE /api/dispatch/time-off/{id}. */
export const useRemoveTimeOff = () =>
  useApiMutation(
    (id: number) => api.delete(`/dispatch/time-off/${id}`, { schema: timeOffResponse }),
    () => [queryKeys.loads.all],
  );
