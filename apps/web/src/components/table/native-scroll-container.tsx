import { rem } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './data-table.module.css';

export type NativeScrollContainerProps = {
  /** The table's least width: narrower screens scroll it sideways. */
  minWidth: number | string;
  /** More classes on the container (the data table's size container). */
  className?: string;
  /** A height past which the body scrolls under the sticky header. */
  maxHeight?: number | string;
  children: ReactNode;
};

/**
 * What Mantine's `Table.ScrollContainer type="native"` draws, without Mantine's `Table`: the browser's own
 * scrolling. Mantine's component imports its ScrollArea (and with it floating positioning) even when told to
 * scroll natively, and so does its `Table` (docs/performance.md "Session 36: room under the loads budget").
 */
export function NativeScrollContainer({
  minWidth,
  maxHeight,
  className,
  children,
}: NativeScrollContainerProps) {
  const variables = {
    '--table-min-width': rem(minWidth),
    '--table-max-height': maxHeight === undefined ? undefined : rem(maxHeight),
  } as CSSProperties;
  return (
    <div className={className ? `${classes.scroll} ${className}` : classes.scroll} style={variables}>
      <div className={classes.scrollInner}>{children}</div>
    </div>
  );
}
