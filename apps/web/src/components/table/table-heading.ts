import { rem } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** A column's heading: what it says, where it aligns, how wide it is. */
export type HeadCell = {
  key: string;
  header: ReactNode;
  align?: 'left' | 'center' | 'right';
  width?: CSSProperties['width'];
  className?: string;
};

/** Headings named by their text alone (`key` is the text). */
export const headCells = (headers: ReadonlyArray<string>): HeadCell[] =>
  headers.map((header) => ({ key: header, header }));

/**
 * The look of every table's column heading (the lists', a record's small tables, the IFTA schedule, the
 * tracking panel): small, uppercase, dimmed, aligned and sized as its column. A number is a width in pixels,
 * scaled as Mantine's own sizes are.
 */
export function headingStyle({ align, width }: Pick<HeadCell, 'align' | 'width'>): CSSProperties {
  return {
    fontSize: 'var(--mantine-font-size-xs)',
    textTransform: 'uppercase',
    color: 'var(--mantine-color-dimmed)',
    width: typeof width === 'number' ? rem(width) : width,
    textAlign: align,
  };
}
