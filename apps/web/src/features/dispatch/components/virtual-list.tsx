import type { Key, ReactNode } from 'react';
import { useVisibleRange } from '../lib/use-visible-range';
import classes from './dispatch-board.module.css';

type VirtualListProps<T> = {
  items: ReadonlyArray<T>;
  itemHeight: number;
  /** Items drawn above and below the visible ones, so a quick scroll shows no gap. */
  overscan: number;
  className: string | undefined;
  testId: string;
  keyOf: (item: T) => Key;
  /** One item's content; the list places it. */
  children: (item: T) => ReactNode;
};

/**
 * A scroller over fixed-height items that draws only those in view and a few around them (use-visible-range.ts):
 * the board's driver rows and the queue's loads. The list places each item in a box of its own, so that the
 * item's content does not depend on its place: a load leaving the queue moves the cards below it, and only their
 * boxes are drawn again, not the memoised cards inside.
 */
export function VirtualList<T>({
  items,
  itemHeight,
  overscan,
  className,
  testId,
  keyOf,
  children,
}: VirtualListProps<T>) {
  const { range, ref, onScroll } = useVisibleRange(itemHeight, overscan);
  return (
    <div className={className} ref={ref} onScroll={onScroll} data-testid={testId}>
      <div style={{ height: items.length * itemHeight, position: 'relative' }}>
        {items.slice(range.first, range.last + 1).map((item, i) => (
          <div
            key={keyOf(item)}
            className={classes.item}
            style={{ top: (range.first + i) * itemHeight, height: itemHeight }}
          >
            {children(item)}
          </div>
        ))}
      </div>
    </div>
  );
}
