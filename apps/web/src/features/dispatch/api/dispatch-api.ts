import {
  type AssignResult,
  assignResponse,
  dispatchBoardResponse,
  timeOffResponse,
} from '@fletx/contract/dispatch';
import { useQueryClient } from '@tanstack/react-query';
import { useSafetyPoll } from '../../../components/live/live-updates';
import { assignedEchoKey, expectOwnEcho, forgetOwnEcho } from '../../../components/live/own-changes';
import { api } from '../../../lib/api-client';
import { liveInvalidations } from '../../../lib/live-invalidations';
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

/**
 * POST /api/dispatch/assign; the loads (the board among them), the load's pages and history refetch — what the
 * assignment's live event names, so that event's echo in this tab is passed over (`own-changes.ts`): one drop,
 * one new read of the board. The echo is expected before the request leaves, as the server may send it first.
 */
export const useAssign = () => {
  const queryClient = useQueryClient();
  return useApiMutation(
    async ({ version, ...body }: AssignVariables): Promise<AssignResult> => {
      const echo = assignedEchoKey(body.loadId, body.driverId);
      expectOwnEcho(queryClient, echo);
      try {
        const answer = await api.post('/dispatch/assign', body, {
          schema: assignResponse,
          ...(version === undefined ? {} : { ifMatch: `"${version}"` }),
        });
        return answer.data;
      } catch (error) {
        forgetOwnEcho(queryClient, echo);
        throw error;
      }
    },
    ({ load, previousDriverId }) =>
      liveInvalidations['load.assigned']({
        loadId: load.id,
        idNumber: load.number,
        driverId: load.driverId,
        previousDriverId,
      }),
  );
};

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
