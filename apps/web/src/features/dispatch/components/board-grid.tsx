import type { BoardDriver, BoardLoad, TimeOff } from '@fletx/contract/dispatch';
import { useVisibleRange } from '../lib/use-visible-range';
import { addDays } from '../lib/week';
import classes from './dispatch-board.module.css';
import { DriverRow } from './driver-row';

export const ROW_HEIGHT = 64;
/** Rows drawn above and below the visible ones, so a quick scroll shows no gap. */
const OVERSCAN = 6;

const DAY_LABEL = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

export type BoardGridProps = {
  drivers: ReadonlyArray<BoardDriver>;
  week: string;
  today: string;
  edges: ReadonlyArray<number>;
  openMenu: number | null;
  onMenu: (loadId: number | null) => void;
  onAssignTo: (load: BoardLoad) => void;
  onUnassign: (load: BoardLoad) => void;
  onTimeOff: (driver: BoardDriver) => void;
  onRemoveTimeOff: (timeOff: TimeOff, driver: BoardDriver) => void;
};

/**
 * The drivers' rows under the week's days. Only the rows in view (and a few around) are drawn: with 300
 * drivers the board stays quick to show and to drag over (docs/performance.md "Dispatch board").
 */
export function BoardGrid({ drivers, week, today, edges, openMenu, ...handlers }: BoardGridProps) {
  const { range, ref, onScroll } = useVisibleRange(ROW_HEIGHT, OVERSCAN);
  const days = Array.from({ length: 7 }, (_, i) => addDays(week, i));
  return (
    <section className={classes.board} aria-label="Drivers' week">
      <div className={classes.head}>
        <div className={classes.day} style={{ borderLeft: 0 }}>
          Driver · {drivers.length}
        </div>
        <div className={classes.days}>
          {days.map((day) => (
            <div key={day} className={`${classes.day} ${day === today ? classes.today : ''}`}>
              {DAY_LABEL.format(new Date(`${day}T00:00:00Z`))}
            </div>
          ))}
        </div>
      </div>
      <div className={classes.scroller} ref={ref} onScroll={onScroll} data-testid="board-rows">
        <div style={{ height: drivers.length * ROW_HEIGHT, position: 'relative' }}>
          {drivers.slice(range.first, range.last + 1).map((driver, i) => (
            <DriverRow
              key={driver.id}
              driver={driver}
              edges={edges}
              top={(range.first + i) * ROW_HEIGHT}
              height={ROW_HEIGHT}
              openMenu={openMenu !== null && driver.loads.some((l) => l.id === openMenu) ? openMenu : null}
              {...handlers}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
