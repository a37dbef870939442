import type { AssignResult } from '@fletx/contract/dispatch';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { boardDriver, boardLoad } from '../../../test/sample-board';
import { jsonResponse, renderWithProviders, storeSession, stubFetch } from '../../../test/test-utils';
import { applyLiveEvent } from '../../components/live/apply-live-event';
import { queryKeys } from '../../lib/query-keys';
import { type BoardParams, useAssign, useBoard } from './api/dispatch-api';

const params: BoardParams = {
  from: '2026-11-23T06:00:00.000Z',
  to: '2026-11-30T06:00:00.000Z',
  originState: '',
  date: '',
  trailerTypeId: undefined,
};

const queued = boardLoad(41, '2026-11-24T14:00:00.000Z', '2026-11-25T20:00:00.000Z', null);

/** The board and a button that gives load 41 to driver 7, as a drop does. */
function Board() {
  const board = useBoard(params);
  const assign = useAssign();
  return (
    <>
      <p>{board.data ? `${board.data.data.unassigned.length} in the queue` : 'loading'}</p>
      <button type="button" onClick={() => assign.mutate({ loadId: 41, driverId: 7, version: 1 })}>
        Assign
      </button>
      <p>{assign.isSuccess ? 'assigned' : ''}</p>
    </>
  );
}

const assignedEvent = (driverId: number | null) =>
  ({
    type: 'load.assigned',
    id: '9',
    data: { loadId: 41, idNumber: 'LD-41', driverId, previousDriverId: null },
  }) as const;

/**
 * The server: the board, and an assignment that tells the stream before it answers (`live.publish`, then the
 * answer), as apps/api/src/modules/dispatch/dispatch.service.ts does.
 */
function fakeServer(heard: () => QueryClient) {
  let assigned = false;
  const result: AssignResult = {
    load: { ...queued, driverId: 7, status: 2, statusName: 'New' },
    previousDriverId: null,
    hosWarning: null,
    overlapWarning: null,
    timeOffWarning: null,
    trailerWarning: null,
  };
  return stubFetch(async ({ url, method }) => {
    const path = url.split('?')[0];
    if (method === 'GET' && path === '/api/dispatch/board') {
      const data = assigned
        ? { from: params.from, to: params.to, drivers: [boardDriver([result.load])], unassigned: [] }
        : { from: params.from, to: params.to, drivers: [boardDriver([])], unassigned: [queued] };
      return jsonResponse({ message: 'OK', data });
    }
    if (method === 'POST' && path === '/api/dispatch/assign') {
      assigned = true;
      await applyLiveEvent(heard(), assignedEvent(7));
      return jsonResponse({ message: 'Load assigned', data: result });
    }
    return jsonResponse({ statusCode: 404, error: 'NotFound', message: 'no route' }, 404);
  });
}

const boardReads = (calls: { url: string; method: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/dispatch/board')).length;

describe("the dispatch board and its own assignment's live echo", () => {
  it('reads the board once after a drop, though the stream also tells of it; others still refresh it', async () => {
    storeSession({ role: 'Dispatcher' });
    let queryClient: QueryClient | undefined;
    const client = () => {
      if (!queryClient) throw new Error('not rendered yet');
      return queryClient;
    };
    const { calls } = fakeServer(client);
    queryClient = renderWithProviders(<Board />).queryClient;
    await screen.findByText('1 in the queue');
    expect(boardReads(calls)).toBe(1);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Assign' }));
    await screen.findByText('0 in the queue');
    await screen.findByText('assigned');
    await waitFor(() => expect(client().isFetching()).toBe(0));
    expect(boardReads(calls)).toBe(2);

    // The same event again (another tab, another dispatcher): not this tab's echo any more, applied.
    await applyLiveEvent(client(), assignedEvent(7));
    await waitFor(() => expect(boardReads(calls)).toBe(3));
    // Someone else's change to the load: applied.
    await applyLiveEvent(client(), assignedEvent(null));
    await waitFor(() => expect(boardReads(calls)).toBe(4));
    expect(client().getQueryState(queryKeys.loads.board(params))?.status).toBe('success');
  });
});
