import { useDroppable } from '@dnd-kit/core';
import type { BoardDriver, BoardLoad, TimeOff } from '@fletx/contract/dispatch';
import { Badge } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { barPlacement } from '../lib/week';
import classes from './dispatch-board.module.css';
import { LoadBar } from './load-bar';

const hm = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

const COMPLIANCE_LOOK = {
  ok: { color: 'teal', label: 'Compliant' },
  expiring: { color: 'yellow', label: 'Expiring' },
  blocked: { color: 'red', label: 'Blocked' },
} as const;

/** Loads on lanes so that overlapping bars do not cover each other: each on the first lane free at its start. */
export function lanesOf(loads: ReadonlyArray<BoardLoad>): Map<number, number> {
  const ends: number[] = [];
  const lane = new Map<number, number>();
  for (const load of loads) {
    const start = Date.parse(load.startAt);
    let i = ends.findIndex((end) => end <= start);
    if (i === -1) i = ends.length;
    ends[i] = Date.parse(load.endAt);
    lane.set(load.id, i);
  }
  return lane;
}

/** The strip at the top of a row that shows a time off's name above the loads that run into it. */
const OFF_LABEL_HEIGHT = 16;

/** The open load menu and what a row's loads and time off can do: the grid hands them on to each row. */
export type RowActions = {
  openMenu: number | null;
  onMenu: (loadId: number | null) => void;
  onAssignTo: (load: BoardLoad) => void;
  onUnassign: (load: BoardLoad) => void;
  onTimeOff: (driver: BoardDriver) => void;
  onRemoveTimeOff: (timeOff: TimeOff, driver: BoardDriver) => void;
};

export type DriverRowProps = RowActions & {
  driver: BoardDriver;
  edges: ReadonlyArray<number>;
  height: number;
};

/**
 * A row's week, the drop zone of its driver: a drag's start, end and each row it crosses draw it again (dnd-kit's
 * drop zones follow the drag), not the driver's name and badges beside it.
 */
function Lane({ driverId, children }: { driverId: number; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: `driver-${driverId}`, data: { driverId } });
  return (
    <div ref={setNodeRef} className={`${classes.lane} ${isOver ? classes.over : ''}`}>
      {children}
    </div>
  );
}

type RowBarProps = Pick<RowActions, 'onMenu' | 'onAssignTo' | 'onUnassign'> & {
  load: BoardLoad;
  edges: ReadonlyArray<number>;
  lane: number;
  laneHeight: number;
  /** Where the first lane starts: below the time off's name when a load runs into it. */
  top: number;
  menuOpen: boolean;
};

/**
 * A load's bar in its row, placed by its times in the week and its lane. Memoised on numbers and the load
 * itself (the same object while it is unchanged): a row drawn again for one new load leaves its other bars be.
 */
const RowBar = memo(function RowBar({ load, edges, lane, laneHeight, top, ...rest }: RowBarProps) {
  const place = barPlacement(Date.parse(load.startAt), Date.parse(load.endAt), edges);
  if (!place) return null;
  return (
    <LoadBar
      load={load}
      variant="bar"
      style={{
        left: `${place.left}%`,
        width: `max(${place.width}%, 18px)`,
        top: top + lane * laneHeight,
        height: laneHeight - 2,
      }}
      {...rest}
    />
  );
});

/**
 * One driver's row: who and what they drive, their hours and badges; their week with loads and time off.
 * Memoised: the board's answer keeps the objects of the drivers it did not change, whose rows are not drawn
 * again after a drop or a live update.
 */
export const DriverRow = memo(function DriverRow({
  driver,
  edges,
  height,
  openMenu,
  onMenu,
  onAssignTo,
  onUnassign,
  onTimeOff,
  onRemoveTimeOff,
}: DriverRowProps) {
  const lanes = lanesOf(driver.loads);
  const laneCount = Math.max(1, ...[...lanes.values()].map((l) => l + 1));
  // A load during time off: the bars leave the top of the row to the time off's name.
  const top = driver.timeOff.some((t) =>
    driver.loads.some(
      (l) => Date.parse(l.startAt) < Date.parse(t.to) && Date.parse(t.from) < Date.parse(l.endAt),
    ),
  )
    ? OFF_LABEL_HEIGHT
    : 4;
  const laneHeight = (height - top - 4) / laneCount;
  const look = COMPLIANCE_LOOK[driver.compliance];
  return (
    <section
      className={classes.row}
      data-testid={`driver-row-${driver.id}`}
      aria-label={`Driver ${driver.name}`}
    >
      <div className={classes.driver}>
        <div className={classes.badges}>
          <span className={classes.driverName} title={driver.name}>
            {driver.name}
          </span>
          <Badge size="xs" color={look.color} variant="light" title={driver.complianceNote ?? look.label}>
            {look.label}
          </Badge>
          {driver.maintenance !== 'ok' ? (
            <Badge
              size="xs"
              color={driver.maintenance === 'overdue' ? 'red' : 'yellow'}
              variant="light"
              title="Maintenance of the truck or trailer"
            >
              {driver.maintenance === 'overdue' ? 'Maint. overdue' : 'Maint. due'}
            </Badge>
          ) : null}
        </div>
        <div className={classes.muted}>
          {[driver.truck && `Truck ${driver.truck}`, driver.trailer && `Trailer ${driver.trailer}`]
            .filter(Boolean)
            .join(' · ') || 'No truck'}
          {driver.location ? ` · ${driver.location}` : ''}
        </div>
        <div className={classes.badges}>
          <span className={classes.muted} title="Driving, shift and cycle time left">
            Drive {hm(driver.hos.driveLeft)} · Shift {hm(driver.hos.shiftLeft)} · Cycle{' '}
            {hm(driver.hos.cycleLeft)}
          </span>
          <button
            type="button"
            className={classes.offButton}
            onClick={() => onTimeOff(driver)}
            aria-label={`Time off for ${driver.name}`}
            title="Add a day off or home time"
          >
            + off
          </button>
        </div>
      </div>
      <Lane driverId={driver.id}>
        {driver.timeOff.map((t) => {
          const place = barPlacement(Date.parse(t.from), Date.parse(t.to), edges);
          if (!place) return null;
          const label = t.kind === 'day_off' ? 'Day off' : 'Home time';
          return (
            <button
              type="button"
              key={`off-${t.id}`}
              className={classes.off}
              style={{ left: `${place.left}%`, width: `${place.width}%` }}
              title={`${label}: click to remove`}
              aria-label={`${label} of ${driver.name}: remove`}
              onClick={() => onRemoveTimeOff(t, driver)}
            >
              {label}
            </button>
          );
        })}
        {driver.loads.map((load) => (
          <RowBar
            key={load.id}
            load={load}
            edges={edges}
            lane={lanes.get(load.id) ?? 0}
            laneHeight={laneHeight}
            top={top}
            menuOpen={openMenu === load.id}
            onMenu={onMenu}
            onAssignTo={onAssignTo}
            onUnassign={onUnassign}
          />
        ))}
      </Lane>
    </section>
  );
});
