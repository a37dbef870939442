import { PAGE_SIZE } from '@fletx/contract/constants';
import { Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconDatabaseOff, IconRefresh, type TablerIcon } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { getErrorMessage } from '../../lib/api-client';
import { IconButton } from '../buttons/icon-button';
import classes from './data-table.module.css';
import { NativeScrollContainer } from './native-scroll-container';
import { type PageInfo, TablePagination } from './pagination';
import { type HeadCell, headingStyle } from './table-heading';

export type DataTableColumn<T> = {
  key: string;
  header: ReactNode;
  render: (row: T, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  width?: CSSProperties['width'];
  /**
   * A secondary column, left out when the table's card is narrower than md (900 px), lg (1100 px) or xl
   * (1200 px): its content must be on the record's own page (docs/decisions/0040).
   */
  hideBelow?: 'md' | 'lg' | 'xl';
};

/**
 * The lists' heading row, plain HTML with the look of every table's headings (table-heading.ts). The lists'
 * table is not Mantine's `Table`: that component imports its scroll area, and with it floating positioning,
 * onto the first page of every list (its size: docs/performance.md "Session 36: room under the loads
 * budget"); data-table.module.css draws Mantine's table look for the options the lists use.
 */
function ListHead({ cells }: { cells: ReadonlyArray<HeadCell> }) {
  return (
    <thead className={classes.thead}>
      <tr className={classes.tr}>
        {cells.map((cell) => (
          <th key={cell.key} className={cx(classes.th, cell.className)} style={headingStyle(cell)}>
            {cell.header}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** Class names, the empty ones left out. */
const cx = (...names: ReadonlyArray<string | undefined>) => names.filter(Boolean).join(' ');

const HIDE_BELOW = { md: classes.hideBelowMd, lg: classes.hideBelowLg, xl: classes.hideBelowXl } as const;

/** The class a column's header and cells take (none for a column always shown). */
const columnClass = (column: DataTableColumn<never>) =>
  column.hideBelow ? HIDE_BELOW[column.hideBelow] : undefined;

export type DataTablePagination = Omit<PageInfo, 'rowCount'> & {
  onPageChange: (page: number) => void;
};

export type DataTableProps<T> = {
  columns: ReadonlyArray<DataTableColumn<T>>;
  rows: ReadonlyArray<T> | undefined;
  /** The row's React key; its `id` unless told. */
  getRowKey?: (row: T, index: number) => string | number;
  /** The table's accessible name, e.g. 'Dispatchers and Admin Users'. */
  label: string;
  loading?: boolean;
  /** Any thrown value: the table shows its message and a Retry button. */
  error?: unknown;
  onRetry?: () => void;
  emptyTitle?: string;
  emptyMessage?: ReactNode;
  pagination?: DataTablePagination;
  skeletonRows?: number;
  /**
   * Below this width the table scrolls sideways instead of squeezing its columns (a phone). Lists rather
   * leave secondary columns out (a column's `hideBelow`) so that they fit a laptop's screen.
   */
  minWidth?: number;
  /** With a height, the body scrolls under the sticky header. */
  maxHeight?: CSSProperties['maxHeight'];
  /** Tighter cell padding, for wide tables with many columns (the loads). */
  dense?: boolean;
  /** Cells start at the top of their row, for rows of different heights (the History panel). */
  alignTop?: boolean;
};

/** What a list's TanStack query tells its table: still loading, failed, and how to try again. */
export type TableQuery = {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
};

export function tableQueryState(
  query: TableQuery,
): Pick<DataTableProps<unknown>, 'loading' | 'error' | 'onRetry'> {
  return { loading: query.isPending, error: query.error, onRetry: () => void query.refetch() };
}

/** One page of a list as the API answers it: `info` and its total, or `items` and their counts. */
export type ListPage<T> =
  | { info: ReadonlyArray<T>; extraData: { total: number } }
  | { items: ReadonlyArray<T>; meta: { itemCount: number; totalItems?: number } };

/**
 * The rows (keyed by id, or by the table's getRowKey), the loading and error states and the pager of a table
 * showing a list's page.
 */
export function pagedTableProps<T>(
  query: TableQuery & { data?: { data: ListPage<T> } },
  page: number,
  setPage: (page: number) => void,
) {
  const list = query.data?.data;
  const counts =
    list === undefined
      ? {}
      : 'info' in list
        ? { total: list.extraData.total }
        : { itemCount: list.meta.itemCount, total: list.meta.totalItems ?? list.meta.itemCount };
  return {
    rows: list && ('info' in list ? list.info : list.items),
    ...tableQueryState(query),
    pagination: { page, onPageChange: setPage, ...counts },
  };
}

/** A row's `id` when it has one, else its position. */
function rowId(row: unknown, index: number): string | number {
  if (typeof row === 'object' && row !== null && 'id' in row) {
    const { id } = row;
    if (typeof id === 'number' || typeof id === 'string') return id;
  }
  return index;
}

/** Skeleton rows have no identity of their own: stable names stand in for keys. */
function skeletonKeys(count: number): string[] {
  return Array.from({ length: count }, (_, position) => `skeleton-row-${position + 1}`);
}

/** The one row of an empty or failed list: an icon, a title, a message and what follows (a Retry). */
function StateRow({
  colSpan,
  icon: Icon,
  color,
  title,
  message,
  messageRole,
  children,
}: {
  colSpan: number;
  icon: TablerIcon;
  color: string;
  title: ReactNode;
  message?: ReactNode;
  messageRole?: 'alert';
  children?: ReactNode;
}) {
  return (
    <tr className={classes.tr}>
      <td className={classes.td} colSpan={colSpan}>
        <Stack align="center" gap={6} py="xl">
          <ThemeIcon variant="light" color={color} size="lg" radius="xl">
            <Icon size={18} aria-hidden />
          </ThemeIcon>
          <Text size="sm" fw={600}>
            {title}
          </Text>
          {message ? (
            <Text size="sm" c="dimmed" role={messageRole}>
              {message}
            </Text>
          ) : null}
          {children}
        </Stack>
      </td>
    </tr>
  );
}

export function DataTable<T>({
  columns,
  rows,
  getRowKey = rowId,
  label,
  loading = false,
  error,
  onRetry,
  emptyTitle = 'No records yet.',
  emptyMessage,
  pagination,
  skeletonRows = Math.min(PAGE_SIZE, 5),
  minWidth = 640,
  maxHeight,
  dense = false,
  alignTop = false,
}: DataTableProps<T>) {
  const colSpan = Math.max(columns.length, 1);
  const hasError = Boolean(error) && !loading;
  const data = rows ?? [];

  let body: ReactNode;
  if (loading) {
    body = skeletonKeys(skeletonRows).map((rowKey, rowIndex) => (
      <tr key={rowKey} className={classes.tr} data-testid="table-skeleton-row">
        {columns.map((column) => (
          <td key={column.key} className={cx(classes.td, columnClass(column))}>
            <Skeleton
              height={12}
              radius="sm"
              width={`${60 + ((rowIndex * 7 + column.key.length * 5) % 35)}%`}
            />
          </td>
        ))}
      </tr>
    ));
  } else if (hasError) {
    body = (
      <StateRow
        colSpan={colSpan}
        icon={IconAlertTriangle}
        color="red"
        title="The list could not be loaded."
        message={getErrorMessage(error)}
        messageRole="alert"
      >
        {onRetry ? (
          <IconButton icon={IconRefresh} size="xs" variant="light" onClick={onRetry}>
            Retry
          </IconButton>
        ) : null}
      </StateRow>
    );
  } else if (data.length === 0) {
    body = (
      <StateRow
        colSpan={colSpan}
        icon={IconDatabaseOff}
        color="gray"
        title={emptyTitle}
        message={emptyMessage}
      />
    );
  } else {
    body = data.map((row, index) => (
      <tr key={getRowKey(row, index)} className={classes.tr}>
        {columns.map((column) => (
          <td
            key={column.key}
            className={cx(classes.td, columnClass(column))}
            style={{ textAlign: column.align, verticalAlign: alignTop ? 'top' : undefined }}
          >
            {column.render(row, index)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <Stack gap="sm">
      <NativeScrollContainer minWidth={minWidth} maxHeight={maxHeight} className={classes.container}>
        <table
          className={cx(classes.table, dense ? classes.dense : undefined)}
          aria-label={label}
          aria-busy={loading}
        >
          <ListHead cells={columns.map((column) => ({ ...column, className: columnClass(column) }))} />
          <tbody className={classes.tbody}>{body}</tbody>
        </table>
      </NativeScrollContainer>
      {pagination ? (
        <TablePagination
          {...pagination}
          rowCount={loading || hasError ? 0 : data.length}
          disabled={loading}
        />
      ) : null}
    </Stack>
  );
}
