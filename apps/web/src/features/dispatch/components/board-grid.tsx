import type { BoardDriver } from '@fletx/contract/dispatch';
import { memo, useMemo } from 'react';
import { addDays } from '../lib/week';
import classes from './dispatch-board.module.css';
import { DriverRow, type RowActions } from './driver-row';
import { VirtualList } from './virtual-list';

export const ROW_HEIGHT = 64;
/** Rows drawn above and below the visible ones, so a quick scroll shows no gap. */
const OVERSCAN = 6;

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

/**
 * A day's column head: its weekday over its date as dd/MM (docs/product.md "Dates and times"), each on a line of
 * its own so a narrow column (1280 px) never breaks them at random.
 */
export function dayHead(day: string): { weekday: string; date: string } {
  const [, month, date] = day.split('-');
  return { weekday: WEEKDAY.format(new Date(`${day}T00:00:00Z`)), date: `${date}/${month}` };
}

export type BoardGridProps = RowActions & {
  drivers: ReadonlyArray<BoardDriver>;
  week: string;
  today: string;
  edges: ReadonlyArray<number>;
};

const keyOf = (driver: BoardDriver) => driver.id;

/**
 * The drivers' rows under the week's days. Only the rows in view (and a few around) are drawn: with 300
 * drivers the board stays quick to show and to drag over (docs/performance.md "Dispatch board"). Memoised, as
 * each row: the page draws itself again for an assignment's progress, which changes nothing here.
 */
export const BoardGrid = memo(function BoardGrid({
  drivers,
  week,
  today,
  edges,
  openMenu,
  ...handlers
}: BoardGridProps) {
  const days = useMemo(() => Array.from({ length: 7 }, (_, i) => addDays(week, i)), [week]);
  return (
    <section className={classes.board} aria-label="Drivers' week">
      <div className={classes.head}>
        <div className={classes.day} style={{ borderLeft: 0 }}>
          Driver · {drivers.length}
        </div>
        <div className={classes.days}>
          {days.map((day) => {
            const head = dayHead(day);
            return (
              <div key={day} className={`${classes.day} ${day === today ? classes.today : ''}`}>
                <div className={classes.nowrap}>{head.weekday}</div>
                <div className={classes.nowrap}>{head.date}</div>
              </div>
            );
          })}
        </div>
      </div>
      <VirtualList
        items={drivers}
        itemHeight={ROW_HEIGHT}
        overscan={OVERSCAN}
        className={classes.scroller}
        testId="board-rows"
        keyOf={keyOf}
      >
        {(driver) => (
          <DriverRow
            driver={driver}
            edges={edges}
            height={ROW_HEIGHT}
            openMenu={openMenu !== null && driver.loads.some((l) => l.id === openMenu) ? openMenu : null}
            {...handlers}
          />
        )}
      </VirtualList>
    </section>
  );
});
