import { rem, Table } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

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
 * Mantine's `Table.ScrollContainer type="native"` with the same classes and variables: the browser's own
 * scrolling. Mantine's component imports its ScrollArea (and with it floating positioning) even when told to
 * scroll natively; every list page shows a table, so that was on the first page (docs/performance.md "The web's
 * first page").
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
    '--table-overflow': 'auto',
  } as CSSProperties;
  return (
    <div
      className={className ? `${Table.classes.scrollContainer} ${className}` : Table.classes.scrollContainer}
      style={variables}
    >
      <div className={Table.classes.scrollContainerInner}>{children}</div>
    </div>
  );
}
