import { DndContext } from '@dnd-kit/core';
import { dispatchMessages } from '@fletx/contract/dispatch';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { boardLoad } from '../../../test/sample-board';
import { renderWithProviders } from '../../../test/test-utils';
import { LoadBar } from './components/load-bar';

/** A bar of the board with its menu open: LD-41, in `status`. */
function openMenu(status: number, statusName: string) {
  const onAssignTo = vi.fn();
  const load = { ...boardLoad(41, '2026-03-03T14:00:00Z', '2026-03-04T20:00:00Z'), status, statusName };
  renderWithProviders(
    <DndContext>
      <LoadBar load={load} menuOpen onMenu={() => {}} onAssignTo={onAssignTo} variant="bar" />
    </DndContext>,
  );
  return onAssignTo;
}

describe('a load’s menu on the board (docs/product.md "Dispatch board")', () => {
  it('offers Assign to… while the load may get another driver', async () => {
    const onAssignTo = openMenu(2, 'New');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Assign to…' }));
    expect(onAssignTo).toHaveBeenCalledOnce();
  });

  it('says a load under way or delivered keeps its driver, instead of offering what the API refuses', async () => {
    openMenu(10, 'Delivered');
    expect(await screen.findByRole('menuitem', { name: dispatchMessages.keepsItsDriver })).toBeDisabled();
    expect(screen.queryByRole('menuitem', { name: 'Assign to…' })).not.toBeInTheDocument();
  });
});
