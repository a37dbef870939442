import { WORK_ORDER_STATUSES, type WorkOrder } from '@fletx/contract/work-orders';
import { Group, Select, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { LinkButton } from '../../../components/buttons/link-button';
import { ChoiceFilter } from '../../../components/form/choice-filter';
import { SearchField } from '../../../components/form/search-field';
import { CsvDownloadButton } from '../../../components/table/csv-download-button';
import { DataTable, type DataTableColumn } from '../../../components/table/data-table';
import { itemsPageProps } from '../../../components/table/items-page';
import { NowrapLink, NowrapText } from '../../../components/table/nowrap-text';
import { paths } from '../../../config/paths';
import type { SearchBox } from '../../../hooks/use-list-params';
import { formatDate, formatMoney } from '../../../lib/format';
import {
  useWorkOrders,
  WORK_ORDERS_PATH,
  type WorkOrderListParams,
  workOrderQuery,
} from '../api/work-orders-api';
import { milesText, unitName } from './unit-label';
import { STATUS_LOOK, WorkOrderStatusBadge, workOrderName } from './work-order-look';

const dateOrDash = (at: string | null) => (at ? formatDate(at) : '—');

/** The list's columns: the unit by the number its answer gives. */
const COLUMNS: DataTableColumn<WorkOrder>[] = [
  {
    key: 'id',
    header: 'Order',
    render: (o) => <NowrapLink to={paths.app.workOrder.getHref(o.id)}>{workOrderName(o.id)}</NowrapLink>,
  },
  {
    key: 'unit',
    header: 'Unit',
    render: (o) => <NowrapText>{unitName(o.unitType, o.unitNumber)}</NowrapText>,
  },
  { key: 'status', header: 'Status', render: (o) => <WorkOrderStatusBadge status={o.status} /> },
  { key: 'vendor', header: 'Vendor', render: (o) => o.vendor ?? '—' },
  { key: 'opened', header: 'Opened', render: (o) => <NowrapText>{formatDate(o.openedAt)}</NowrapText> },
  { key: 'done', header: 'Closed', render: (o) => <NowrapText>{dateOrDash(o.doneAt)}</NowrapText> },
  {
    key: 'odometer',
    header: 'Odometer',
    align: 'right',
    render: (o) => <NowrapText>{o.odometer == null ? '—' : milesText(o.odometer)}</NowrapText>,
  },
  {
    key: 'total',
    header: 'Total',
    align: 'right',
    render: (o) => <NowrapText>{formatMoney(o.total)}</NowrapText>,
  },
];

const ORDER_OPTIONS = [
  { value: 'desc', label: 'Newest first' },
  { value: 'asc', label: 'Oldest first' },
];

export type WorkOrdersSectionProps = {
  params: WorkOrderListParams;
  /** The list's search box (in the URL, `search`). */
  search: SearchBox;
  onChange: (patch: Partial<Pick<WorkOrderListParams, 'page' | 'status' | 'order'>>) => void;
};

/**
 * The Work orders tab (docs/product.md "Maintenance"): the repairs and services of the units, filtered by the
 * screen's unit and period and by status, searched in the vendor, notes and lines; the CSV has every match.
 */
export function WorkOrdersSection({ params, search, onChange }: WorkOrdersSectionProps) {
  const list = useWorkOrders(params);
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" justify="space-between">
        <Group gap="sm" align="flex-end">
          <SearchField label="Search" placeholder="Vendor, notes or a line" w={260} box={search} />
          <ChoiceFilter
            label="Status"
            w={150}
            value={params.status}
            onChange={(status) => onChange({ status })}
            choices={WORK_ORDER_STATUSES}
            labelOf={(s) => STATUS_LOOK[s].label}
            all="All statuses"
          />
          <Select
            label="Order"
            w={150}
            value={params.order}
            onChange={(value) => onChange({ order: value === 'asc' ? 'asc' : 'desc' })}
            data={ORDER_OPTIONS}
            allowDeselect={false}
          />
        </Group>
        <Group gap="sm">
          <CsvDownloadButton path={WORK_ORDERS_PATH} query={workOrderQuery(params)} fileName="work-orders" />
          <LinkButton to={paths.app.workOrder.getHref()} icon={IconPlus}>
            New work order
          </LinkButton>
        </Group>
      </Group>
      <DataTable
        label="Work orders"
        dense
        columns={COLUMNS}
        {...itemsPageProps(list, params.page, (page) => onChange({ page }))}
        emptyTitle="No work orders"
        emptyMessage="No work order matches these filters: open one with New work order."
      />
    </Stack>
  );
}
