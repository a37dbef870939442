import { addDays } from '@fletx/contract/compliance';
import {
  lastEndedPeriodEnd,
  periodEndOf,
  periodStartOf,
  SETTLEMENT_PERIOD_DAYS,
  SETTLEMENT_STATUSES,
  type SettlementItem,
} from '@fletx/contract/settlements';
import { Badge, Group, Select, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconListDetails } from '@tabler/icons-react';
import { DownloadButton } from '../../../components/buttons/download-button';
import { PageCard } from '../../../components/cards/page-card';
import { DriverFilter } from '../../../components/form/party-filters';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { DataTable, type DataTableColumn, pagedTableProps } from '../../../components/table/data-table';
import { RowAction } from '../../../components/table/row-actions';
import { listParam, useListParams } from '../../../hooks/use-list-params';
import { formatDate, formatMoney } from '../../../lib/format';
import { downloadSettlementsCsv, type SettlementsFilter, useSettlements } from '../api/settlements';
import { SettlementDetailCard } from '../components/settlement-detail-card';

/**
 * The period choices: this week and the weeks before it, every week ended (what is due: Today's "to pay"
 * links here with Unpaid), or every period.
 */
const PERIODS = [
  { value: '1', label: 'This week' },
  { value: '4', label: 'Last 4 weeks' },
  { value: '12', label: 'Last 12 weeks' },
  { value: '52', label: 'Last 52 weeks' },
  { value: 'ended', label: 'Weeks ended' },
  { value: 'all', label: 'All periods' },
];

const STATUSES = [
  { value: 'all', label: 'Paid and unpaid' },
  { value: 'unpaid', label: 'Unpaid' },
  { value: 'paid', label: 'Paid' },
];

/**
 * The screen's URL: the driver (`?driverId=`, as the driver profile links it), the period, the status, the page
 * and the open settlement (`id`); opening one keeps the page.
 */
const SETTLEMENTS_LIST = {
  driverId: listParam.id(),
  period: listParam.oneOf(
    PERIODS.map((p) => p.value),
    '12',
  ),
  status: listParam.oneOf(['all', ...SETTLEMENT_STATUSES], 'all'),
  page: listParam.page(['driverId', 'period', 'status']),
  id: listParam.id(),
};

/** The days from the Monday `weeks - 1` weeks before this one to this Sunday (UTC), or up to last Sunday. */
function rangeOf(period: string): Pick<SettlementsFilter, 'from' | 'to'> {
  if (period === 'all') return {};
  if (period === 'ended') return { to: lastEndedPeriodEnd(new Date()) };
  const thisWeek = periodStartOf(new Date());
  return {
    from: addDays(thisWeek, -SETTLEMENT_PERIOD_DAYS * (Number(period) - 1)),
    to: periodEndOf(thisWeek),
  };
}

function columns(open: (id: number) => void): ReadonlyArray<DataTableColumn<SettlementItem>> {
  return [
    { key: 'driver', header: 'Driver', render: (s) => s.driver_name },
    {
      key: 'period',
      header: 'Period',
      render: (s) => `${formatDate(s.period_start)}–${formatDate(s.period_end)}`,
      width: 200,
    },
    { key: 'loads', header: 'Loads', align: 'right', render: (s) => s.loads, width: 70 },
    { key: 'gross', header: 'Gross', align: 'right', render: (s) => formatMoney(s.gross) },
    // Everything taken off the gross: the fee (or the carrier's share), quick pay, advances and deductions —
    // not 'Deductions', which in the settlement's math are the ledger's deductions alone.
    {
      key: 'takenOff',
      header: 'Taken off',
      align: 'right',
      render: (s) => formatMoney(s.net === s.gross ? 0 : s.net - s.gross),
    },
    { key: 'net', header: 'Net', align: 'right', render: (s) => <b>{formatMoney(s.net)}</b> },
    {
      key: 'status',
      header: 'Status',
      render: (s) =>
        s.status === 'paid' ? (
          <Group gap={6} wrap="nowrap">
            <Badge color="green" variant="light">
              Paid
            </Badge>
            <Text size="xs" c="dimmed">
              {formatDate(s.paid_on)}
            </Text>
          </Group>
        ) : (
          <Badge color="orange" variant="light">
            Unpaid
          </Badge>
        ),
      width: 170,
    },
    {
      key: 'actions',
      header: '',
      render: (s) => (
        <RowAction
          tooltip="Details"
          label={`Open the settlement of ${s.driver_name}, ${formatDate(s.period_start)}`}
          icon={IconListDetails}
          onClick={() => open(s.id)}
        />
      ),
      width: 60,
    },
  ];
}

function Settlements() {
  const { values, set } = useListParams(SETTLEMENTS_LIST);
  const { driverId, period, status, page, id: selected } = values;
  const filter: SettlementsFilter = {
    driverId,
    ...rangeOf(period),
    status: status === 'all' ? undefined : status,
  };
  const list = useSettlements({ ...filter, page });
  return (
    <>
      <PageCard>
        <Group gap="sm" align="flex-end" justify="space-between">
          <Group gap="sm" align="flex-end">
            <DriverFilter
              w={280}
              value={driverId}
              onChange={(chosen) => set({ driverId: chosen, id: undefined })}
            />
            <Select
              label="Period"
              data={PERIODS}
              value={period}
              onChange={(value) => set({ period: value ?? SETTLEMENTS_LIST.period.fallback })}
              allowDeselect={false}
              w={180}
            />
            <Select
              label="Status"
              data={STATUSES}
              value={status}
              onChange={(value) => set({ status: SETTLEMENTS_LIST.status.parse(value ?? '') ?? 'all' })}
              allowDeselect={false}
              w={180}
            />
          </Group>
          <DownloadButton icon={IconFileSpreadsheet} onDownload={() => downloadSettlementsCsv(filter)}>
            Download CSV
          </DownloadButton>
        </Group>
      </PageCard>
      <DataTable
        label="Settlements"
        columns={columns((id) => set({ id }))}
        {...pagedTableProps(list, page, (next) => set({ page: next }))}
        emptyTitle="No settlements"
        emptyMessage="A driver's settlement appears once one of their deliveries is approved in the period."
      />
      {selected !== undefined ? <SettlementDetailCard id={selected} /> : null}
    </>
  );
}

/** Driver settlements (docs/product.md "Driver settlements"): Carriers and Admin users (app/router-back-office.tsx keeps the others out). */
export function SettlementsPage() {
  return (
    <ContentLayout title="Settlements">
      <Settlements />
    </ContentLayout>
  );
}
