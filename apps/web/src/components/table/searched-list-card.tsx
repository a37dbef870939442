import type { ReactNode } from 'react';
import type { useListSearch } from '../../hooks/use-list-search';
import { PageCard } from '../cards/page-card';
import { EnterSearchField } from '../form/search-field';
import { CsvDownloadButton, type CsvExport } from './csv-download-button';
import {
  DataTable,
  type DataTableColumn,
  type ListPage,
  pagedTableProps,
  type TableQuery,
} from './data-table';

/**
 * A card with a searched list of records (drivers, back-office users): the search box, the CSV of what the
 * search shows, the card's own buttons, and the page's table; with no row, it says whether the search found none.
 */
export function SearchedListCard<T extends { id: number }>({
  title,
  label,
  list: { page, setPage, search, box },
  csv,
  actions,
  query,
  columns,
  noun,
}: {
  title: string;
  /** The table's accessible name. */
  label: string;
  /** The page shown, the search and its box (`useListSearch`). */
  list: ReturnType<typeof useListSearch>;
  csv: Omit<CsvExport, 'query'>;
  actions: ReactNode;
  query: TableQuery & { data?: { data: ListPage<T> } };
  columns: DataTableColumn<T>[];
  /** What a row is: one and many, e.g. `['driver', 'drivers']`. */
  noun: [string, string];
}) {
  return (
    <PageCard
      title={title}
      actions={
        <>
          <EnterSearchField box={box} />
          <CsvDownloadButton {...csv} query={{ search }} />
          {actions}
        </>
      }
    >
      <DataTable
        label={label}
        columns={columns}
        {...pagedTableProps(query, page, setPage)}
        emptyTitle={search ? `No ${noun[0]} matches “${search}”.` : `No ${noun[1]} yet.`}
      />
    </PageCard>
  );
}
