import { INPUT_DEBOUNCE_MS } from '@fletx/contract/constants';
import type { PageMeta } from '@fletx/contract/equipment';
import { IconPencil, IconPlus, type TablerIcon } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useListSearch } from '../../hooks/use-list-search';
import type { SearchPage } from '../../lib/react-query';
import { LinkButton } from '../buttons/link-button';
import { PageCard } from '../cards/page-card';
import { StatCards } from '../cards/stat-card';
import { complianceColumn, useComplianceBadges } from '../compliance/compliance-badge';
import { SearchField } from '../form/search-field';
import { ContentLayout } from '../layouts/content-layout';
import { CsvDownloadButton } from '../table/csv-download-button';
import { DataTable, type DataTableColumn, pagedTableProps, type TableQuery } from '../table/data-table';
import { actionsColumn, DeleteRowAction, RowAction, ViewRowAction } from '../table/row-actions';
import { StatusBadge } from '../table/status-badge';
import { capitalize, type EquipmentKind } from './equipment-names';

type EquipmentRow = { id: number; is_deleted: boolean; status: string };

export type EquipmentCounts = { total: number; active: number; inactive: number };

export type EquipmentListPageProps<T extends EquipmentRow, C> = {
  kind: EquipmentKind;
  /** The page of records for the search shown (GET of the list endpoint). */
  useRecords: (params: SearchPage) => TableQuery & { data?: { data: { items: T[]; meta: PageMeta } } };
  /** The created / active / inactive counts as the server names them, read by `of`, and their cards' icons. */
  counts: {
    useCounts: () => { data?: { data: C }; isLoading: boolean };
    of: (counts: C) => EquipmentCounts;
    icons: Record<keyof EquipmentCounts, TablerIcon>;
  };
  /** The record's own columns; Compliance, Status and Actions follow them. */
  columns: DataTableColumn<T>[];
  /** How a row is named in its buttons' accessible names, e.g. the plate in 'View truck TX 4821 KB'. */
  rowName: (row: T) => string;
  search: { placeholder: string; width: number; hint: string };
  /** The list endpoint its 'Download CSV' exports (with the search shown). */
  csvPath: string;
  /** The soft delete; resolves with the server's message. */
  useDelete: () => { mutateAsync: (id: number) => Promise<string | undefined> };
};

/** The list of trucks or trailers: their counts, a search, the table with status and actions, pages. */
export function EquipmentListPage<T extends EquipmentRow, C>({
  kind,
  useRecords,
  counts,
  columns,
  rowName,
  search,
  csvPath,
  useDelete,
}: EquipmentListPageProps<T, C>) {
  const badges = useComplianceBadges(kind.recordType);
  const list = useListSearch({ debounceMs: INPUT_DEBOUNCE_MS });
  const query = useRecords({ page: list.page, search: list.search });
  const countsQuery = counts.useCounts();
  const onDelete = useDelete().mutateAsync;
  const navigate = useNavigate();
  const { singular, plural } = kind;
  const title = capitalize(plural);
  const allColumns: DataTableColumn<T>[] = [
    ...columns,
    complianceColumn<T>(badges),
    {
      key: 'status',
      header: 'Status',
      width: 96,
      render: (row) => <StatusBadge color={row.is_deleted ? 'gray' : 'teal'}>{row.status}</StatusBadge>,
    },
    actionsColumn((row) => (
      <>
        <ViewRowAction label={`View ${singular} ${rowName(row)}`} to={kind.viewHref(row.id)} />
        <RowAction
          tooltip={row.is_deleted ? `Inactive ${plural} cannot be edited` : 'Edit'}
          label={`Edit ${singular} ${rowName(row)}`}
          icon={IconPencil}
          disabled={row.is_deleted}
          onClick={() => navigate(kind.formHref(row.id))}
        />
        <DeleteRowAction
          tooltip={row.is_deleted ? 'Already inactive' : 'Delete'}
          label={`Delete ${singular} ${rowName(row)}`}
          disabled={row.is_deleted}
          onConfirm={() => onDelete(row.id)}
        />
      </>
    )),
  ];

  const values = countsQuery.data && counts.of(countsQuery.data.data);
  const { icons } = counts;
  const { page, setPage } = list;
  return (
    <ContentLayout title={title}>
      <StatCards
        loading={countsQuery.isLoading}
        cards={[
          { label: `${title} created`, value: values?.total, icon: icons.total },
          { label: `Active ${plural}`, value: values?.active, color: 'teal', icon: icons.active },
          { label: `Inactive ${plural}`, value: values?.inactive, color: 'gray', icon: icons.inactive },
        ]}
      />
      <PageCard
        title={title}
        actions={
          <>
            <SearchField
              aria-label={`Search ${plural}`}
              placeholder={search.placeholder}
              box={list.box}
              w={search.width}
            />
            <CsvDownloadButton path={csvPath} query={{ search: list.search }} fileName={plural} />
            <LinkButton icon={IconPlus} to={kind.formHref()}>
              {`Add ${singular}`}
            </LinkButton>
          </>
        }
      >
        <DataTable
          label={title}
          columns={allColumns}
          {...pagedTableProps(query, page, setPage)}
          emptyTitle={list.search ? `No ${singular} matches this search.` : `No ${plural} yet.`}
          emptyMessage={list.search ? search.hint : `Add the first ${singular}.`}
        />
      </PageCard>
    </ContentLayout>
  );
}
