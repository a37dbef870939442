import type { PageMeta } from '@fletx/contract/equipment';
import { SimpleGrid } from '@mantine/core';
import { IconEye, IconPencil, IconPlus, IconTrash, type TablerIcon } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { ListSearch } from '../../hooks/use-list-search';
import { LinkButton } from '../buttons/link-button';
import { PageCard } from '../cards/page-card';
import { StatCard } from '../cards/stat-card';
import { SearchField } from '../form/search-field';
import { ContentLayout } from '../layouts/content-layout';
import { confirmDelete } from '../popups/popups';
import { DataTable, type DataTableColumn, type TableQuery, tableQueryState } from '../table/data-table';
import { actionsColumn, RowAction } from '../table/row-actions';
import { StatusBadge } from '../table/status-badge';
import { capitalize, type EquipmentNames } from './equipment-names';

type EquipmentRow = { id: number; is_deleted: boolean; status: string };

export type EquipmentCounts = { total: number; active: number; inactive: number };

export type EquipmentListPageProps<T extends EquipmentRow> = {
  names: EquipmentNames;
  /** The created / active / inactive counts and the icons of their cards. */
  counts: {
    values: EquipmentCounts | undefined;
    loading: boolean;
    icons: Record<keyof EquipmentCounts, TablerIcon>;
  };
  list: ListSearch;
  query: TableQuery & { data?: { data: { items: T[]; meta: PageMeta } } };
  /** The record's own columns; Status and Actions follow them. */
  columns: DataTableColumn<T>[];
  /** How a row is named in its buttons' accessible names, e.g. the plate in 'View truck TX 4821 KB'. */
  rowName: (row: T) => string;
  search: { placeholder: string; width: number; hint: string };
  hrefs: { view: (id: number) => string; form: (id?: number) => string };
  onDelete: (id: number) => Promise<string | undefined>;
};

/** The list of trucks or trailers: their counts, a search, the table with status and actions, pages. */
export function EquipmentListPage<T extends EquipmentRow>({
  names: { singular, plural },
  counts,
  list,
  query,
  columns,
  rowName,
  search,
  hrefs,
  onDelete,
}: EquipmentListPageProps<T>) {
  const navigate = useNavigate();
  const title = capitalize(plural);
  const allColumns: DataTableColumn<T>[] = [
    ...columns,
    {
      key: 'status',
      header: 'Status',
      width: 96,
      render: (row) => <StatusBadge color={row.is_deleted ? 'gray' : 'teal'}>{row.status}</StatusBadge>,
    },
    actionsColumn((row) => (
      <>
        <RowAction
          tooltip="View"
          label={`View ${singular} ${rowName(row)}`}
          icon={IconEye}
          to={hrefs.view(row.id)}
        />
        <RowAction
          tooltip={row.is_deleted ? `Inactive ${plural} cannot be edited` : 'Edit'}
          label={`Edit ${singular} ${rowName(row)}`}
          icon={IconPencil}
          disabled={row.is_deleted}
          onClick={() => navigate(hrefs.form(row.id))}
        />
        <RowAction
          tooltip={row.is_deleted ? 'Already inactive' : 'Delete'}
          label={`Delete ${singular} ${rowName(row)}`}
          icon={IconTrash}
          color="red"
          disabled={row.is_deleted}
          onClick={() => confirmDelete({ onConfirm: () => onDelete(row.id) })}
        />
      </>
    )),
  ];

  const { values, loading, icons } = counts;
  const { page, setPage } = list;
  const meta = query.data?.data.meta;
  return (
    <ContentLayout title={title}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <StatCard
          label={`${title} created`}
          value={values?.total}
          loading={loading}
          icon={<icons.total size={20} aria-hidden />}
        />
        <StatCard
          label={`Active ${plural}`}
          value={values?.active}
          loading={loading}
          color="teal"
          icon={<icons.active size={20} aria-hidden />}
        />
        <StatCard
          label={`Inactive ${plural}`}
          value={values?.inactive}
          loading={loading}
          color="gray"
          icon={<icons.inactive size={20} aria-hidden />}
        />
      </SimpleGrid>
      <PageCard
        title={title}
        actions={
          <>
            <SearchField
              aria-label={`Search ${plural}`}
              placeholder={search.placeholder}
              onSearch={list.applySearch}
              w={search.width}
            />
            <LinkButton icon={IconPlus} to={hrefs.form()}>
              {`Add ${singular}`}
            </LinkButton>
          </>
        }
      >
        <DataTable
          label={title}
          columns={allColumns}
          rows={query.data?.data.items}
          getRowKey={(row) => row.id}
          {...tableQueryState(query)}
          emptyTitle={list.search ? `No ${singular} matches this search.` : `No ${plural} yet.`}
          emptyMessage={list.search ? search.hint : `Add the first ${singular}.`}
          minWidth={1000}
          pagination={{ page, itemCount: meta?.itemCount, total: meta?.itemCount, onPageChange: setPage }}
        />
      </PageCard>
    </ContentLayout>
  );
}
