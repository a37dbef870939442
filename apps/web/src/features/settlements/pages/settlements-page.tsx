import { addDays } from '@fletx/contract/compliance';
import {
  periodEndOf,
  periodStartOf,
  SETTLEMENT_PERIOD_DAYS,
  type SettlementItem,
} from '@fletx/contract/settlements';
import { fullName } from '@fletx/contract/trucks';
import { Badge, Group, Select, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconListDetails } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DownloadButton } from '../../../components/buttons/download-button';
import { PageCard } from '../../../components/cards/page-card';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { RequirePermission } from '../../../components/layouts/require-permission';
import { DataTable, type DataTableColumn, pagedTableProps } from '../../../components/table/data-table';
import { RowAction } from '../../../components/table/row-actions';
import { formatDate, formatMoney } from '../../../lib/format';
import {
  downloadSettlementsCsv,
  type SettlementsFilter,
  useDriverOptions,
  useSettlements,
} from '../api/settlements';
import { SettlementDetailCard } from '../components/settlement-detail-card';

/** The period choices: this week and the weeks before it, or every period. */
const PERIODS = [
  { value: '1', label: 'This week' },
  { value: '4', label: 'Last 4 weeks' },
  { value: '12', label: 'Last 12 weeks' },
  { value: '52', label: 'Last 52 weeks' },
  { value: 'all', label: 'All periods' },
];
const DEFAULT_PERIOD = '12';

/** The days from the Monday `weeks - 1` weeks before this one to this Sunday (UTC). */
function rangeOf(period: string): Pick<SettlementsFilter, 'from' | 'to'> {
  if (period === 'all') return {};
  const thisWeek = periodStartOf(new Date());
  return {
    from: addDays(thisWeek, -SETTLEMENT_PERIOD_DAYS * (Number(period) - 1)),
    to: periodEndOf(thisWeek),
  };
}

const readId = (text: string | null) => (text && /^\d{1,9}$/.test(text) ? Number(text) : undefined);

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
    // Everything taken off the gross: fee, quick pay, advances and deductions.
    {
      key: 'deductions',
      header: 'Deductions',
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
  const [params, setParams] = useSearchParams();
  const driverId = readId(params.get('driverId'));
  const selected = readId(params.get('id'));
  const [period, setPeriod] = useState(DEFAULT_PERIOD);
  const [page, setPage] = useState(1);
  const drivers = useDriverOptions();
  const driverOptions = useMemo(
    () =>
      (drivers.data?.data.extraData.trailerSize.data ?? []).map((d) => ({
        value: String(d.id),
        label: fullName(d),
      })),
    [drivers.data],
  );
  const filter: SettlementsFilter = { driverId, ...rangeOf(period) };
  const list = useSettlements({ ...filter, page });
  const setParam = (name: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === undefined) next.delete(name);
      else next.set(name, value);
      return next;
    });
  return (
    <>
      <PageCard>
        <Group gap="sm" align="flex-end" justify="space-between">
          <Group gap="sm" align="flex-end">
            <Select
              label="Driver"
              placeholder={drivers.isLoading ? 'Loading drivers…' : 'All drivers'}
              data={driverOptions}
              value={driverId === undefined ? null : String(driverId)}
              onChange={(value) => {
                setPage(1);
                setParams(value ? { driverId: value } : {});
              }}
              searchable
              clearable
              nothingFoundMessage="No driver with this name"
              w={280}
            />
            <Select
              label="Period"
              data={PERIODS}
              value={period}
              onChange={(value) => {
                setPage(1);
                setPeriod(value ?? DEFAULT_PERIOD);
              }}
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
        columns={columns((id) => setParam('id', String(id)))}
        {...pagedTableProps(list, page, setPage)}
        emptyTitle="No settlements"
        emptyMessage="A driver's settlement appears once one of their deliveries is approved in the period."
      />
      {selected !== undefined ? <SettlementDetailCard id={selected} /> : null}
    </>
  );
}

/** Driver settlements (docs/product.md "Driver settlements"): Carriers and Admin users. */
export function SettlementsPage() {
  return (
    <RequirePermission permission="manageSettlements" title="Settlements" what="Driver settlements">
      <ContentLayout title="Settlements">
        <Settlements />
      </ContentLayout>
    </RequirePermission>
  );
}
