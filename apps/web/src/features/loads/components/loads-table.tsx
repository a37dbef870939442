import { LOCKED_STATUS_IDS } from '@fletx/contract/load-status';
import type { Load, LoadSort, SortOrder } from '@fletx/contract/loads';
import { Anchor, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { PageCard } from '../../../components/cards/page-card';
import { CsvDownloadButton } from '../../../components/table/csv-download-button';
import { DataTable, type DataTableColumn, pagedTableProps } from '../../../components/table/data-table';
import { driverColumn } from '../../../components/table/driver-cell';
import { laneColumn } from '../../../components/table/lane-cell';
import { actionsColumn, EditRowAction, ViewRowAction } from '../../../components/table/row-actions';
import { paths } from '../../../config/paths';
import { type ListParams, listParam } from '../../../hooks/use-list-params';
import { formatMoney, formatStopTime } from '../../../lib/format';
import { useLoads } from '../api/get-loads';
import {
  hasLoadFilters,
  LOAD_FILTER_KEYS,
  LOAD_FILTERS,
  NO_LOAD_FILTERS,
  tableFilters,
} from './load-list-filters';
import { LoadStatusBadge } from './load-status-badge';

/** A stop's window time on the facility's own clock (`formatStopTime`), the time under the date. */
function When({ iso }: { iso: string | null }) {
  const [date, time] = formatStopTime(iso).split(' ');
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {date}
      </Text>
      {time ? (
        <Text size="xs" c="dimmed">
          {time}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The list's Miles (docs/product.md "Miles of a load"): the actual miles once delivered (counted from the
 * positions), else the planned ones, "~" marking the straight-line estimate; which one, under the figure.
 */
export function LoadMiles({
  load,
}: {
  load: Pick<Load, 'actualMiles' | 'plannedMiles' | 'plannedMilesEstimated'>;
}) {
  const actual = load.actualMiles !== null;
  const miles = load.actualMiles ?? load.plannedMiles;
  if (miles === null) return '—';
  const estimated = !actual && load.plannedMilesEstimated;
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {estimated ? '~' : ''}
        {Math.round(miles).toLocaleString('en-US')}
      </Text>
      <Text size="xs" c="dimmed">
        {actual ? 'actual' : 'planned'}
      </Text>
    </Stack>
  );
}

function SortHeader({
  label,
  column,
  sort,
  onSort,
}: {
  label: string;
  column: LoadSort;
  sort: { by?: LoadSort; order: SortOrder };
  onSort: (column: LoadSort) => void;
}) {
  const active = sort.by === column;
  const Icon = !active ? IconArrowsSort : sort.order === 'ASC' ? IconArrowUp : IconArrowDown;
  const state = active ? (sort.order === 'ASC' ? 'ascending' : 'descending') : 'not sorted';
  return (
    // The header's own letters (upper case, small, dimmed, as every column's): a button would reset them.
    <UnstyledButton
      onClick={() => onSort(column)}
      aria-label={`Sort by ${label} (${state})`}
      style={{ font: 'inherit', color: 'inherit', textTransform: 'inherit' }}
    >
      <Group gap={4} wrap="nowrap">
        <Text span inherit>
          {label}
        </Text>
        <Icon size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

const editable = (l: Load) => !(LOCKED_STATUS_IDS as ReadonlyArray<number>).includes(l.loadbook_status_id);

function columns(sort: { by?: LoadSort; order: SortOrder }, onSort: (c: LoadSort) => void) {
  const list: DataTableColumn<Load>[] = [
    {
      key: 'number',
      header: 'Load',
      render: (l) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {l.id_number}
          </Text>
          <Text size="xs" c="dimmed">
            #{l.id}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'start',
      header: <SortHeader label="Start" column="start" sort={sort} onSort={onSort} />,
      render: (l) => <When iso={l.open_time_pickup} />,
    },
    {
      key: 'end',
      header: <SortHeader label="End" column="end" sort={sort} onSort={onSort} />,
      render: (l) => <When iso={l.open_time_delivery} />,
    },
    {
      key: 'status',
      header: 'Status',
      render: (l) => <LoadStatusBadge id={l.loadbook_status_id} name={l.status_name} />,
    },
    laneColumn((l) => ({
      fromCity: l.city_pickup,
      fromState: l.state_code_pickup,
      toCity: l.city_delivery,
      toState: l.state_code_delivery,
    })),
    driverColumn((l) => l.driver_name),
    {
      key: 'equipment',
      header: 'Equipment',
      hideBelow: 'lg',
      render: (l) => [l.trailer_type_name, l.trailer_dimensions].filter(Boolean).join(' · '),
    },
    { key: 'company', header: 'Company name', hideBelow: 'xl', render: (l) => l.company_name },
    { key: 'rate', header: 'Trip rate', align: 'right', render: (l) => formatMoney(l.freight_company) },
    { key: 'miles', header: 'Miles', align: 'right', hideBelow: 'xl', render: (l) => <LoadMiles load={l} /> },
    actionsColumn(
      (l) => (
        <>
          <ViewRowAction
            tooltip="Load details"
            label={`Details of load ${l.id_number}`}
            to={paths.app.loadDetails.getHref(l.id)}
          />
          {editable(l) ? (
            <EditRowAction
              tooltip="Edit load"
              label={`Edit load ${l.id_number}`}
              to={paths.app.addLoadDriver.getHref(l.loadbook_status_id === 13 ? 'old' : 'new', l.id)}
            />
          ) : null}
        </>
      ),
      { align: 'center', width: 72 },
    ),
  ];
  return list;
}

/** The sortable columns (the contract's LOAD_SORTS, typed here: that module's value import brings zod along). */
const SORT_COLUMNS: ReadonlyArray<LoadSort> = ['start', 'end'];

/** A sort in the URL: `start-asc`, `end-desc`…; empty for the default order (newest load first). */
const SORT_VALUES = ['', ...SORT_COLUMNS.flatMap((by) => [`${by}-asc`, `${by}-desc`])];

/**
 * The Loads screen's URL: the search, the filters, and each table's sort and page
 * (`?search=acme&status=2,9&sort=start-asc&page=2`).
 */
export const LOADS_LIST = {
  search: listParam.text(),
  ...LOAD_FILTERS,
  page: listParam.page(['search', 'sort', ...LOAD_FILTER_KEYS]),
  sort: listParam.oneOf(SORT_VALUES, ''),
  finishedPage: listParam.page(['search', 'finishedSort', ...LOAD_FILTER_KEYS]),
  finishedSort: listParam.oneOf(SORT_VALUES, ''),
};

function sortOf(value: string): { by?: LoadSort; order: SortOrder } {
  const [by, order] = value.split('-');
  const column = SORT_COLUMNS.find((s) => s === by);
  return column ? { by: column, order: order === 'desc' ? 'DESC' : 'ASC' } : { order: 'DESC' };
}

/** What an empty table says: nothing yet, nothing for the search, or nothing in the filters (and how out). */
function emptyState(
  finished: boolean,
  {
    search,
    filtered,
    otherList,
    backwards,
    clear,
  }: { search: string; filtered: boolean; otherList: boolean; backwards: boolean; clear: () => void },
) {
  if (!filtered)
    return search
      ? {
          emptyTitle: 'No loads match this search.',
          emptyMessage: 'Search by load number, driver, broker or city.',
        }
      : { emptyTitle: finished ? 'No finished jobs yet.' : 'No active loads.' };
  const why = otherList
    ? `The statuses chosen are all ${finished ? 'active loads' : 'finished jobs'}.`
    : backwards
      ? 'Pickup from is after the last day: change either date.'
      : search
        ? 'Change the search or the filters.'
        : 'Change the filters.';
  return {
    emptyTitle: `No ${finished ? 'finished jobs' : 'active loads'} match the filters.`,
    emptyMessage: (
      <>
        {why}{' '}
        <Anchor component="button" type="button" size="sm" onClick={clear}>
          Clear filters
        </Anchor>
      </>
    ),
  };
}

/** 'Active loads' or 'Finished jobs': 10 a page, sorted by Start or End and filtered on the server. */
export function LoadsTable({ finished, list }: { finished: boolean; list: ListParams<typeof LOADS_LIST> }) {
  const { values } = list;
  const filter = values.search;
  const page = finished ? values.finishedPage : values.page;
  const sort = sortOf(finished ? values.finishedSort : values.sort);
  const filters = tableFilters(values, finished);
  const setPage = (next: number) => list.set(finished ? { finishedPage: next } : { page: next });
  const order = sort.by ? sort.order : undefined;
  const asksNothing = filters.otherList || filters.backwards;
  const loads = useLoads(
    { finished, page, filter, sort: sort.by, order, filters: filters.query },
    !asksNothing,
  );
  const onSort = (column: LoadSort) => {
    const next = `${column}-${sort.by === column && sort.order === 'ASC' ? 'desc' : 'asc'}`;
    list.set(finished ? { finishedSort: next } : { sort: next });
  };
  const title = finished ? 'Finished jobs' : 'Active loads';
  const paged = asksNothing
    ? { rows: [], loading: false, pagination: { page, onPageChange: setPage, total: 0 } }
    : pagedTableProps(loads, page, setPage);
  return (
    <PageCard
      title={title}
      actions={
        <CsvDownloadButton
          path={finished ? '/loadbook/findAllInactive' : '/loadbook/findAllActive'}
          query={{ filter, sort: sort.by, order, ...filters.query }}
          fileName={finished ? 'finished-jobs' : 'active-loads'}
          disabled={filters.backwards}
        />
      }
      description={
        finished
          ? 'Cancelled, ended, approved, declined and old loads.'
          : 'New, on the road, delivered, and awaiting confirmation.'
      }
    >
      <DataTable
        label={title}
        columns={columns(sort, onSort)}
        {...paged}
        {...emptyState(finished, {
          search: filter,
          filtered: hasLoadFilters(values),
          otherList: filters.otherList,
          backwards: filters.backwards,
          clear: () => list.set(NO_LOAD_FILTERS),
        })}
        dense
      />
    </PageCard>
  );
}
