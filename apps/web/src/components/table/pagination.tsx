import { LIST_COUNT_CAP, PAGE_SIZE } from '@fletx/contract/constants';
import { Box, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { formatCount } from '../../lib/format';
import { IconButton } from '../buttons/icon-button';

export type PageInfo = {
  /** The current page, starting at 1. */
  page: number;
  /** How many rows the current page returned. */
  rowCount: number;
  /** The list's item count (meta.itemCount): 10 or fewer means a single page. */
  itemCount?: number;
  /** The total number of items, when the API tells it: adds "Showing a–b of total" (nothing when 0). */
  total?: number;
  pageSize?: number;
};

/**
 * The "limit flag" (docs/product.md "Pagination"): Next is blocked when the item count is 0 or 10 or fewer,
 * or when the page returned fewer than 10 rows (the last page), or when the known total ends on this page.
 */
export function isLastPage({ page, rowCount, itemCount, total, pageSize = PAGE_SIZE }: PageInfo): boolean {
  if (rowCount < pageSize) return true;
  if (itemCount !== undefined && itemCount <= pageSize) return true;
  if (total !== undefined && page * pageSize >= total) return true;
  return false;
}

/** Previous never goes below page 1. */
export function previousPage(page: number): number {
  return Math.max(1, page - 1);
}

export type TablePaginationProps = PageInfo & {
  onPageChange: (page: number) => void;
  /** Blocks both buttons, e.g. while a page loads. */
  disabled?: boolean;
};

/** A searched list counts up to LIST_COUNT_CAP: a total above it reads "10,000+". */
export const formatTotal = (total: number) =>
  total > LIST_COUNT_CAP ? `${formatCount(LIST_COUNT_CAP)}+` : formatCount(total);

export function TablePagination({
  page,
  rowCount,
  itemCount,
  total,
  pageSize = PAGE_SIZE,
  onPageChange,
  disabled = false,
}: TablePaginationProps) {
  const atFirst = page <= 1;
  const atLast = isLastPage({ page, rowCount, itemCount, total, pageSize });
  const from = rowCount > 0 ? (page - 1) * pageSize + 1 : 0;
  const to = rowCount > 0 ? from + rowCount - 1 : 0;

  return (
    <Group component="nav" aria-label="Pagination" justify="space-between" gap="sm" wrap="nowrap">
      <Box>
        {/* An empty list says nothing of the sort: the table's empty state speaks. */}
        {total ? (
          <Text size="sm" c="dimmed" data-testid="pagination-summary">
            {rowCount > 0
              ? `Showing ${formatCount(from)}–${formatCount(to)} of ${formatTotal(total)}`
              : `Showing 0 of ${formatTotal(total)}`}
          </Text>
        ) : null}
      </Box>
      <Group gap="xs" wrap="nowrap">
        <IconButton
          icon={IconChevronLeft}
          variant="default"
          size="xs"
          disabled={disabled || atFirst}
          onClick={() => onPageChange(previousPage(page))}
        >
          Previous
        </IconButton>
        <Text size="sm" fw={600} miw={64} ta="center" aria-live="polite" data-testid="pagination-page">
          Page {page}
        </Text>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={14} aria-hidden />}
          disabled={disabled || atLast}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </Button>
      </Group>
    </Group>
  );
}
