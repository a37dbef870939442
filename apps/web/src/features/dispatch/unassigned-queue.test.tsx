import { DndContext } from '@dnd-kit/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { boardLoad, queueOf } from '../../../test/sample-board';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/test-utils';
import { CARD_HEIGHT, UnassignedQueue, urgencyOf } from './components/unassigned-queue';

/**
 * The queue draws only the loads in view (docs/performance.md "Dispatch board"): each is a drag source, and a
 * drag draws every source again; scrolling brings the others.
 */

const queued = (id: number) => boardLoad(id, '2026-03-02T14:00:00Z', '2026-03-03T23:00:00Z', null);

beforeEach(() => {
  stubFetch(() => jsonResponse({ message: 'OK', data: [] }));
});

describe('UnassignedQueue', () => {
  it('draws the loads in view of hundreds, and the others as the list scrolls', async () => {
    const loads = Array.from({ length: 300 }, (_, i) => queued(i + 1));
    renderWithProviders(
      <DndContext>
        <UnassignedQueue {...queueOf(loads)} />
      </DndContext>,
    );
    expect(screen.getByRole('heading', { name: 'Unassigned · 300' })).toBeInTheDocument();
    const list = screen.getByTestId('queue-loads');
    const drawn = () =>
      within(list)
        .getAllByRole('button')
        .map((b) => b.dataset.testid);
    expect(drawn()).toContain('load-LD-1');
    expect(drawn().length).toBeLessThan(30);
    expect((list.firstChild as HTMLElement).style.height).toBe(`${300 * CARD_HEIGHT}px`);

    // jsdom lays nothing out: the scroller says where it is.
    Object.defineProperty(list, 'scrollTop', { value: 250 * CARD_HEIGHT, configurable: true });
    fireEvent.scroll(list);
    const later = await within(list).findByTestId('load-LD-251');
    expect(later.parentElement?.style.top).toBe(`${250 * CARD_HEIGHT}px`);
    expect(drawn()).not.toContain('load-LD-1');
    expect(drawn().length).toBeLessThan(30);
  });

  it("shows each pickup's time as the facility's clock gives it, as entered, whatever the carrier's zone", () => {
    renderWithProviders(
      <DndContext>
        <UnassignedQueue {...queueOf([queued(1)])} />
      </DndContext>,
    );
    // Stored 14:00 on 2 March: the pickup opens at 14:00 at the facility (its load shows the same), written
    // as every date and time of the app (dd/MM/yyyy, 24 hours).
    expect(screen.getByText(/^02\/03\/2026 14:00 · Dry van/)).toBeInTheDocument();
  });

  it('says whether no load waits at all or none matches the filters', () => {
    const { unmount } = renderWithProviders(
      <DndContext>
        <UnassignedQueue {...queueOf([])} />
      </DndContext>,
    );
    expect(screen.getByText('No load waits for a driver.')).toBeInTheDocument();
    unmount();
    const filtered = { originState: 'TX', date: '', trailerTypeId: undefined };
    renderWithProviders(
      <DndContext>
        <UnassignedQueue {...queueOf([])} filters={filtered} />
      </DndContext>,
    );
    expect(screen.getByText('No waiting load matches these filters.')).toBeInTheDocument();
  });

  it('says what its filters hold while none is chosen', () => {
    renderWithProviders(
      <DndContext>
        <UnassignedQueue {...queueOf([queued(1)])} />
      </DndContext>,
    );
    expect(screen.getByRole('combobox', { name: 'Origin state' })).toHaveAttribute(
      'placeholder',
      'All states',
    );
    expect(screen.getByRole('combobox', { name: 'Trailer' })).toHaveAttribute('placeholder', 'All trailers');
  });

  it('marks a load still without a driver once its pickup window opens (Due now) and its delivery closes (Late)', () => {
    const load = { startAt: '2026-03-02T14:00:00Z', endAt: '2026-03-03T23:00:00Z' };
    const at = (iso: string) => urgencyOf(load, Date.parse(iso))?.label ?? null;
    expect(at('2026-03-02T13:59:00Z')).toBeNull();
    expect(at('2026-03-02T14:01:00Z')).toBe('Due now');
    expect(at('2026-03-03T23:01:00Z')).toBe('Late');
    renderWithProviders(
      <DndContext>
        <UnassignedQueue {...queueOf([queued(1)])} />
      </DndContext>,
    );
    // The sample's windows are long past: the card says so beside its pickup line.
    expect(screen.getByText('Late')).toHaveAttribute(
      'title',
      'Its delivery window has closed without a driver',
    );
  });

  it('reads a queue that reaches its limit as "500+"', () => {
    renderWithProviders(
      <DndContext>
        <UnassignedQueue {...queueOf(Array.from({ length: 500 }, (_, i) => queued(i + 1)))} />
      </DndContext>,
    );
    expect(screen.getByRole('heading', { name: 'Unassigned · 500+' })).toBeInTheDocument();
  });
});
