import { DndContext } from '@dnd-kit/core';
import type { BoardLoad } from '@fletx/contract/dispatch';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { boardDriver, boardLoad, NO_ROW_ACTIONS } from '../../../test/sample-board';
import { renderWithProviders } from '../../../test/test-utils';
import { DriverRow } from './components/driver-row';
import { barPlacement, dayEdges, mondayOf, zonedMidnight } from './lib/week';

/** The bars of the board: placed by time in the carrier's time zone, a day a seventh of the row, DST included. */

const load = (id: number, start: string, end: string) => boardLoad(id, start, end);
const driver = (loads: BoardLoad[]) => boardDriver(loads);

const round = (p: { left: number; width: number } | null) =>
  p && { left: Math.round(p.left * 100) / 100, width: Math.round(p.width * 100) / 100 };

describe('the week in a time zone', () => {
  it('starts each day at the zone’s midnight, 23 or 25 hours long across DST', () => {
    expect(new Date(zonedMidnight('2026-03-02', 'America/Chicago')).toISOString()).toBe(
      '2026-03-02T06:00:00.000Z',
    );
    expect(new Date(zonedMidnight('2026-07-01', 'America/Chicago')).toISOString()).toBe(
      '2026-07-01T05:00:00.000Z',
    );
    expect(new Date(zonedMidnight('2026-03-02', 'Europe/Madrid')).toISOString()).toBe(
      '2026-03-01T23:00:00.000Z',
    );
    // 8 March 2026: the clocks go forward in Chicago; 1 November: back.
    const spring = dayEdges('2026-03-08', 1, 'America/Chicago');
    expect(((spring[1] ?? 0) - (spring[0] ?? 0)) / 3_600_000).toBe(23);
    const fall = dayEdges('2026-11-01', 1, 'America/Chicago');
    expect(((fall[1] ?? 0) - (fall[0] ?? 0)) / 3_600_000).toBe(25);
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
  });

  it('places a bar from pickup to delivery across days, clipped to the week', () => {
    const edges = dayEdges('2026-03-02', 7, 'America/Chicago');
    // Tuesday 12:00 → Wednesday 00:00, Chicago: day 1.5 → 2.
    const p = barPlacement(Date.parse('2026-03-03T18:00:00Z'), Date.parse('2026-03-04T06:00:00Z'), edges);
    expect(round(p)).toEqual({
      left: round({ left: (1.5 / 7) * 100, width: 0 })?.left,
      width: round({ left: 0, width: (0.5 / 7) * 100 })?.width,
    });
    // Started the week before: from the left edge.
    expect(
      barPlacement(Date.parse('2026-02-27T00:00:00Z'), Date.parse('2026-03-02T18:00:00Z'), edges)?.left,
    ).toBe(0);
    expect(
      barPlacement(Date.parse('2026-02-27T00:00:00Z'), Date.parse('2026-03-01T18:00:00Z'), edges),
    ).toBeNull();
    expect(
      barPlacement(Date.parse('2026-03-09T06:00:00Z'), Date.parse('2026-03-10T00:00:00Z'), edges),
    ).toBeNull();
  });

  it('counts real hours on the DST day (23 of them)', () => {
    const edges = dayEdges('2026-03-02', 7, 'America/Chicago');
    // Sunday 8 March (day 6) is 23 hours long: noon CDT (17:00 UTC) is 11 of its 23 hours in (an hour skipped).
    const p = barPlacement(Date.parse('2026-03-08T17:00:00Z'), Date.parse('2026-03-09T05:00:00Z'), edges);
    expect(p?.left).toBeCloseTo(((6 + 11 / 23) / 7) * 100, 6);
    expect((p?.left ?? 0) + (p?.width ?? 0)).toBeCloseTo(100, 6);
  });

  it('places the same instant on another day in another zone', () => {
    const at = Date.parse('2026-03-04T03:00:00Z');
    const chicago = barPlacement(at, at + 3_600_000, dayEdges('2026-03-02', 7, 'America/Chicago'));
    const madrid = barPlacement(at, at + 3_600_000, dayEdges('2026-03-02', 7, 'Europe/Madrid'));
    // Tuesday 21:00 in Chicago, Wednesday 04:00 in Madrid.
    expect(chicago?.left).toBeCloseTo(((1 + 21 / 24) / 7) * 100, 6);
    expect(madrid?.left).toBeCloseTo(((2 + 4 / 24) / 7) * 100, 6);
  });
});

describe('DriverRow', () => {
  it('draws each load as a bar at its place, overlapping loads on lanes of their own', () => {
    const edges = dayEdges('2026-03-02', 7, 'America/Chicago');
    const loads = [
      load(1, '2026-03-02T14:00:00Z', '2026-03-03T23:00:00Z'),
      load(2, '2026-03-03T14:00:00Z', '2026-03-05T23:00:00Z'),
      load(3, '2026-03-07T06:00:00Z', '2026-03-08T06:00:00Z'),
    ];
    renderWithProviders(
      <DndContext>
        <DriverRow driver={driver(loads)} edges={edges} height={64} {...NO_ROW_ACTIONS} />
      </DndContext>,
    );
    const bar = (n: number) => screen.getByTestId(`load-LD-${n}`);
    expect(bar(3).style.left).toBe(`${(5 / 7) * 100}%`);
    expect(Number.parseFloat(bar(1).style.left)).toBeCloseTo((8 / 24 / 7) * 100, 6);
    expect(bar(1).style.top).toBe('4px');
    expect(bar(2).style.top).not.toBe('4px');
    expect(bar(3).style.top).toBe('4px');
  });

  it("keeps a time off's name in sight above the loads that run into it", () => {
    const edges = dayEdges('2026-03-02', 7, 'America/Chicago');
    const during = load(1, '2026-03-03T14:00:00Z', '2026-03-04T23:00:00Z');
    const after = load(2, '2026-03-07T14:00:00Z', '2026-03-08T02:00:00Z');
    const home = { id: 5, driverId: 7, kind: 'home_time' as const, note: null };
    const row = (loads: BoardLoad[]) => ({
      ...driver(loads),
      timeOff: [{ ...home, from: '2026-03-03T06:00:00Z', to: '2026-03-05T06:00:00Z' }],
    });
    const { unmount } = renderWithProviders(
      <DndContext>
        <DriverRow driver={row([during, after])} edges={edges} height={64} {...NO_ROW_ACTIONS} />
      </DndContext>,
    );
    expect(screen.getByRole('button', { name: 'Home time of Dina Driver: remove' })).toHaveTextContent(
      'Home time',
    );
    // The bars start below the name's strip, the time off's included.
    expect(screen.getByTestId('load-LD-1').style.top).toBe('16px');
    expect(screen.getByTestId('load-LD-2').style.top).toBe('16px');
    unmount();
    // No load during it: the bars keep the whole row.
    renderWithProviders(
      <DndContext>
        <DriverRow driver={row([after])} edges={edges} height={64} {...NO_ROW_ACTIONS} />
      </DndContext>,
    );
    expect(screen.getByTestId('load-LD-2').style.top).toBe('4px');
  });
});
