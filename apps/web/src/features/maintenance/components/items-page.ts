import { type TableQuery, tableQueryState } from '../../../components/table/data-table';

/** A page of a maintenance list as the API answers it (`{ items, total, page, take }`). */
type ItemsPage<T> = { items: T[]; total: number; take: number };

/** The rows, loading and error states and pager of a table showing a page of a maintenance list. */
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
