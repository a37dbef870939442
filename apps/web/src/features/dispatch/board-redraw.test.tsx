import { DndContext } from '@dnd-kit/core';
import type { BoardLoad, DispatchBoard } from '@fletx/contract/dispatch';
import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { boardDriver, boardLoad, NO_ROW_ACTIONS, queueOf } from '../../../test/sample-board';
import { renderWithProviders } from '../../../test/test-utils';
import { queryKeys } from '../../lib/query-keys';
import { BoardGrid } from './components/board-grid';
import { CARD_HEIGHT, UnassignedQueue } from './components/unassigned-queue';
import { shareById } from './lib/share-by-id';
import { dayEdges } from './lib/week';

/**
 * The rows, bars and cards are memoised, and a new answer of the board keeps the objects it did not change
 * (the board query's structural sharing, `shareById`): after a drop or a live update, what changed is drawn
 * again, what did not is placed anew (a card kept as it was moves up the queue), and nothing goes stale.
 */

const WEEK = '2026-03-02';
const EDGES = dayEdges(WEEK, 7, 'America/Chicago');
const BOARD_KEY = ['dispatch-board-test'];

/** The board as the page draws it, from the query's cache. */
function Board() {
  const board = useQuery<DispatchBoard>({
    queryKey: BOARD_KEY,
    queryFn: () => Promise.reject(new Error('set by the test')),
    enabled: false,
    structuralSharing: shareById,
  });
  if (!board.data) return null;
  return (
    <DndContext>
      <BoardGrid drivers={board.data.drivers} week={WEEK} today={WEEK} edges={EDGES} {...NO_ROW_ACTIONS} />
      <UnassignedQueue {...queueOf(board.data.unassigned)} />
    </DndContext>
  );
}

describe('the board after a new answer', () => {
  it('draws the changed loads of a row and the queue at their new places', async () => {
    const first: DispatchBoard = {
      from: '2026-03-02T06:00:00.000Z',
      to: '2026-03-09T05:00:00.000Z',
      drivers: [
        boardDriver([boardLoad(1, '2026-03-02T14:00:00Z', '2026-03-03T23:00:00Z', 1)], 1),
        boardDriver([boardLoad(2, '2026-03-04T14:00:00Z', '2026-03-05T23:00:00Z', 2)], 2),
      ],
      unassigned: [10, 11, 12].map((id) =>
        boardLoad(id, '2026-03-03T14:00:00Z', '2026-03-04T23:00:00Z', null),
      ),
    };
    const { queryClient } = renderWithProviders(<Board />);
    // The queue's trailer types, there already: nothing is asked of the API.
    queryClient.setQueryData(queryKeys.parametrics.list('trailertypes'), { message: 'OK', data: [] });
    queryClient.setQueryData(BOARD_KEY, structuredClone(first));
    const queue = await screen.findByTestId('queue-loads');
    const row = (id: number) => screen.getByTestId(`driver-row-${id}`);
    expect(within(row(1)).getByTestId('load-LD-1').style.height).toBe('54px');
    expect(within(queue).getByTestId('load-LD-11').parentElement?.style.top).toBe(`${CARD_HEIGHT}px`);

    // Load 10 dropped on driver 1, over load 1; load 2 accepted by driver 2: the answer is read anew whole.
    const [ten, eleven, twelve] = first.unassigned as [BoardLoad, BoardLoad, BoardLoad];
    const second: DispatchBoard = {
      ...first,
      drivers: [
        boardDriver([...(first.drivers[0]?.loads ?? []), { ...ten, driverId: 1, status: 2, version: 2 }], 1),
        boardDriver([{ ...(first.drivers[1]?.loads[0] as BoardLoad), status: 4, statusName: 'Accepted' }], 2),
      ],
      unassigned: [eleven, twelve],
    };
    queryClient.setQueryData(BOARD_KEY, structuredClone(second));

    // Load 1 is the same, its lane half as high beside load 10.
    const tenBar = await within(row(1)).findByTestId('load-LD-10');
    const one = within(row(1)).getByTestId('load-LD-1');
    expect(one.style.height).toBe('26px');
    expect(tenBar.style.top).toBe('32px');
    expect(within(row(2)).getByRole('button', { name: /^Load LD-2: .*, Accepted$/ })).toBeInTheDocument();
    expect(within(queue).queryByTestId('load-LD-10')).toBeNull();
    expect(within(queue).getByTestId('load-LD-11').parentElement?.style.top).toBe('0px');
    expect(within(queue).getByTestId('load-LD-12').parentElement?.style.top).toBe(`${CARD_HEIGHT}px`);
    expect(screen.getByRole('heading', { name: 'Unassigned · 2' })).toBeInTheDocument();
  });
});
