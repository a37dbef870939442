import type { ReactNode } from 'react';
import { useVisibleRange } from '../lib/use-visible-range';

type VirtualListProps<T> = {
  items: ReadonlyArray<T>;
  itemHeight: number;
  /** Items drawn above and below the visible ones, so a quick scroll shows no gap. */
  overscan: number;
  className: string | undefined;
  testId: string;
  /** One item, placed `top` pixels down the list (give it its key). */
  children: (item: T, top: number) => ReactNode;
};

/**
 * A scroller over fixed-height items that draws only those in view and a few around them (use-visible-range.ts):
 * the board's driver rows and the queue's loads.
 */
export function VirtualList<T>({
  items,
  itemHeight,
  overscan,
  className,
  testId,
  children,
}: VirtualListProps<T>) {
  const { range, ref, onScroll } = useVisibleRange(itemHeight, overscan);
  return (
    <div className={className} ref={ref} onScroll={onScroll} data-testid={testId}>
      <div style={{ height: items.length * itemHeight, position: 'relative' }}>
        {items
          .slice(range.first, range.last + 1)
          .map((item, i) => children(item, (range.first + i) * itemHeight))}
      </div>
    </div>
  );
}
