import { type TableQuery, tableQueryState } from './data-table';

/** A page of a list as the API answers it (`{ items, total, page, take }`: maintenance, fuel, …). */
type ItemsPage<T> = { items: T[]; total: number; take: number };

/** The props of a section that shows one page of such a list: its filters and page, and how to turn the page. */
export type ItemsPageSectionProps<P> = { params: P; onPageChange: (page: number) => void };

/** The rows, loading and error states and pager of a table showing such a page (data-table.tsx `pagedTableProps` for the others). */
export function itemsPageProps<T>(
  query: TableQuery & { data?: { data: ItemsPage<T> } },
  page: number,
  onPageChange: (page: number) => void,
) {
  const list = query.data?.data;
  return {
    rows: list?.items,
    ...tableQueryState(query),
    pagination: {
      page,
      onPageChange,
      ...(list ? { itemCount: list.total, total: list.total, pageSize: list.take } : {}),
    },
  };
}
