import type { BoardDriver, BoardLoad } from '@fletx/contract/dispatch';
import type { RowActions } from '../src/features/dispatch/components/driver-row';
import type { UnassignedQueueProps } from '../src/features/dispatch/components/unassigned-queue';

/**
 * A load of the dispatch board (packages/contract/src/dispatch.ts), LD-`id`, Dallas, TX to Atlanta, GA, a dry
 * van: New on the row of `driverId`, or Awaiting confirmation in the queue (`null`).
 */
export const boardLoad = (
  id: number,
  start: string,
  end: string,
  driverId: number | null = 7,
): BoardLoad => ({
  id,
  number: `LD-${id}`,
  status: driverId === null ? 16 : 2,
  statusName: driverId === null ? 'Awaiting confirmation' : 'New',
  start,
  end,
  // The instants of the tests' own choosing: these helpers place bars by the times given.
  startAt: start,
  endAt: end,
  from: 'Dallas, TX',
  to: 'Atlanta, GA',
  originState: 'TX',
  trailerTypeId: 1,
  trailerType: 'Dry van',
  driverId,
  version: 1,
});

/** A driver's row of the board: Dina Driver (driver 7 unless `id` says), compliant, with `loads`. */
export const boardDriver = (loads: BoardLoad[], id = 7): BoardDriver => ({
  id,
  name: 'Dina Driver',
  truck: 'T-12',
  trailer: null,
  location: 'Dallas, TX',
  hos: { driveLeft: 660, shiftLeft: 840, cycleLeft: 4200 },
  compliance: 'ok',
  complianceNote: null,
  maintenance: 'ok',
  available: [],
  timeOff: [],
  loads,
});

const noop = () => undefined;

/** A row's actions that do nothing, and no load's menu open: for a row or grid drawn on its own. */
export const NO_ROW_ACTIONS: RowActions = {
  openMenu: null,
  onMenu: noop,
  onAssignTo: noop,
  onUnassign: noop,
  onTimeOff: noop,
  onRemoveTimeOff: noop,
};

/** The queue's props for `loads` drawn on its own: no filter, no menu open, actions that do nothing. */
export const queueOf = (loads: BoardLoad[]): UnassignedQueueProps => ({
  loads,
  filters: { originState: '', date: '', trailerTypeId: undefined },
  onFilters: noop,
  openMenu: null,
  onMenu: noop,
  onAssignTo: noop,
});
