import { addDays } from '@fletx/contract/compliance';
import {
  PROFIT_GROUP_LABELS,
  PROFIT_GROUPS,
  PROFIT_MAX_DAYS,
  PROFIT_SORTS,
  type ProfitRow,
  type ProfitSort,
  profitMessages,
} from '@fletx/contract/profit';
import { Group, Select, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { DownloadButton } from '../../../components/buttons/download-button';
import { PageCard } from '../../../components/cards/page-card';
import { DateRangeFields } from '../../../components/form/date-range-fields';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { BoldText } from '../../../components/table/bold-text';
import { DataTable, type DataTableColumn, tableQueryState } from '../../../components/table/data-table';
import { useCarrierToday } from '../../../hooks/use-carrier-time-zone';
import { listParam, useListParams } from '../../../hooks/use-list-params';
import { formatCount, formatDate, formatMoney } from '../../../lib/format';
import { downloadProfitCsv, PROFIT_PAGE_SIZE, type ProfitFilter, useProfit } from '../api/profit';

const WeeklyChart = lazy(async () => ({
  default: (await import('../components/profit-charts')).WeeklyChart,
}));
const LaneMarginChart = lazy(async () => ({
  default: (await import('../components/profit-charts')).LaneMarginChart,
}));

const PERIODS = [
  { value: '4', label: 'Last 4 weeks' },
  { value: '13', label: 'Last 13 weeks' },
  { value: '26', label: 'Last 26 weeks' },
  { value: '52', label: 'Last 52 weeks' },
];
const SORT_LABELS: Readonly<Record<ProfitSort, string>> = {
  revenue: 'Revenue',
  driverPay: 'Driver pay',
  fuel: 'Fuel',
  maintenance: 'Maintenance',
  otherCosts: 'Other costs',
  costs: 'Costs',
  margin: 'Margin',
  loads: 'Loads',
  miles: 'Miles',
  revenuePerMile: 'Revenue per mile',
  costPerMile: 'Cost per mile',
  deadheadShare: 'Deadhead share',
  label: 'Name',
};

/** The screen's URL (docs/decisions/0039-lists-in-the-url.md): grouping, period, sort and page. */
const PROFIT_LIST = {
  groupBy: listParam.oneOf(PROFIT_GROUPS, 'truck'),
  weeks: listParam.oneOf(
    PERIODS.map((p) => p.value),
    '4',
  ),
  from: listParam.date(),
  to: listParam.date(),
  sort: listParam.oneOf(PROFIT_SORTS, 'margin'),
  order: listParam.oneOf(['desc', 'asc'], 'desc'),
  page: listParam.page(['groupBy', 'weeks', 'from', 'to', 'sort', 'order']),
};

/**
 * The period shown and what is wrong with the one typed: the typed days when both are there and make a
 * period of at most PROFIT_MAX_DAYS, else the chosen weeks up to `today` (the carrier's day).
 */
export function periodOf(
  values: { weeks: string; from: string; to: string },
  today: string,
): { from: string; to: string; error?: string } {
  const preset = { from: addDays(today, -7 * Number(values.weeks) + 1), to: today };
  if (!values.from || !values.to) return preset;
  if (values.from > values.to) return { ...preset, error: profitMessages.range };
  if (addDays(values.from, PROFIT_MAX_DAYS - 1) < values.to)
    return { ...preset, error: profitMessages.tooLong };
  return { from: values.from, to: values.to };
}

const money = (v: number) => formatMoney(v);
const perMile = (v: number | null) => (v === null ? '—' : formatMoney(v));
const bold = (row: ProfitRow, text: string) => (row.key === TOTAL_KEY ? <BoldText>{text}</BoldText> : text);
const TOTAL_KEY = '__total';
/**
 * A row whose every load ran on an owner-operated truck: its fuel and repairs are the owner's, not a cost
 * of the carrier's that happens to be $0.00.
 */
const ownersOnly = (r: ProfitRow) => r.loads > 0 && r.ownerOperatedLoads === r.loads;
const OWNERS = (
  <Text span size="sm" c="dimmed">
    Owner’s
  </Text>
);

const COLUMNS: ReadonlyArray<DataTableColumn<ProfitRow>> = [
  { key: 'label', header: 'Name', render: (r) => bold(r, r.label) },
  { key: 'loads', header: 'Loads', align: 'right', render: (r) => r.loads, width: 60 },
  { key: 'revenue', header: 'Revenue', align: 'right', render: (r) => bold(r, money(r.revenue)) },
  { key: 'driverPay', header: 'Driver pay', align: 'right', render: (r) => money(r.driverPay) },
  {
    key: 'fuel',
    header: 'Fuel',
    align: 'right',
    render: (r) => (ownersOnly(r) ? OWNERS : `${money(r.fuel)}${r.fuelEstimated ? ' *' : ''}`),
  },
  {
    key: 'maintenance',
    header: 'Maintenance',
    align: 'right',
    render: (r) => (ownersOnly(r) ? OWNERS : money(r.maintenance)),
    hideBelow: 'lg',
  },
  { key: 'otherCosts', header: 'Other', align: 'right', render: (r) => money(r.otherCosts), hideBelow: 'lg' },
  { key: 'margin', header: 'Margin', align: 'right', render: (r) => bold(r, money(r.margin)) },
  {
    key: 'miles',
    header: 'Miles',
    align: 'right',
    // Whole miles, as the loads list and IFTA show them (6,476, not 6,476.4 above 5,782).
    render: (r) => (r.miles === null ? '—' : formatCount(Math.round(r.miles))),
  },
  {
    key: 'deadhead',
    header: 'Deadhead',
    align: 'right',
    render: (r) => (r.deadheadShare === null ? '—' : `${Math.round(r.deadheadShare * 100)} %`),
    hideBelow: 'md',
  },
  { key: 'rpm', header: 'Rev./mi', align: 'right', render: (r) => perMile(r.revenuePerMile) },
  { key: 'cpm', header: 'Cost/mi', align: 'right', render: (r) => perMile(r.costPerMile) },
];

/** How many of the best lanes, and of the worst, the lane chart shows. */
const LANES_EACH_WAY = 6;

/** The best lanes, then the worst ones not among them, best first: the chart shows the red as well as the black. */
export function bestAndWorst(best: ReadonlyArray<ProfitRow>, worst: ReadonlyArray<ProfitRow>): ProfitRow[] {
  const shown = new Set(best.map((l) => l.key));
  return [...best, ...worst.filter((l) => !shown.has(l.key)).reverse()];
}

/**
 * The height of the two charts side by side: a row for each lane shown (the lane chart) and never less than the
 * weekly chart needs, so that neither card is left half empty beside the other.
 */
const chartHeight = (laneCount: number) => Math.max(220, 28 * laneCount + 40);

function Profit() {
  const { values, set } = useListParams(PROFIT_LIST);
  const period = periodOf(values, useCarrierToday());
  const filter: ProfitFilter = {
    groupBy: values.groupBy,
    from: period.from,
    to: period.to,
    sort: values.sort,
    order: values.order as 'asc' | 'desc',
  };
  const report = useProfit({ ...filter, page: values.page });
  const laneQuery = { ...filter, groupBy: 'lane', sort: 'margin', page: 1, take: LANES_EACH_WAY } as const;
  const best = useProfit({ ...laneQuery, order: 'desc' });
  const worst = useProfit({ ...laneQuery, order: 'asc' });
  const lanes =
    best.data && worst.data ? bestAndWorst(best.data.data.items, worst.data.data.items) : undefined;
  const data = report.data?.data;
  const totals = data ? [{ key: TOTAL_KEY, label: 'Total', ...data.totals }] : undefined;
  const chartsHigh = chartHeight(lanes?.length ?? 0);
  return (
    <>
      <PageCard>
        <Group gap="sm" align="flex-start" justify="space-between">
          <Group gap="sm" align="flex-start">
            <Select
              label="Group by"
              data={PROFIT_GROUPS.map((g) => ({ value: g, label: PROFIT_GROUP_LABELS[g] }))}
              value={values.groupBy}
              onChange={(v) => set({ groupBy: (v ?? 'truck') as ProfitFilter['groupBy'] })}
              allowDeselect={false}
              w={140}
            />
            <Select
              label="Period"
              data={PERIODS}
              value={values.from && values.to && !period.error ? null : values.weeks}
              placeholder="Custom"
              onChange={(v) => set({ weeks: v ?? '4', from: '', to: '' })}
              allowDeselect={false}
              w={160}
            />
            <DateRangeFields
              from={values.from}
              to={values.to}
              onFromChange={(from) => set({ from })}
              onToChange={(to) => set({ to })}
              error={period.error}
            />
            <Select
              label="Sort by"
              data={PROFIT_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
              value={values.sort}
              onChange={(v) => set({ sort: (v ?? 'margin') as ProfitSort })}
              allowDeselect={false}
              w={170}
            />
            <Select
              label="Order"
              data={[
                { value: 'desc', label: 'Highest first' },
                { value: 'asc', label: 'Lowest first' },
              ]}
              value={values.order}
              onChange={(v) => set({ order: v ?? 'desc' })}
              allowDeselect={false}
              w={140}
            />
          </Group>
          <DownloadButton icon={IconFileSpreadsheet} onDownload={() => downloadProfitCsv(filter)}>
            Download CSV
          </DownloadButton>
        </Group>
      </PageCard>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PageCard title="Revenue and costs per week">
          <Suspense fallback={<Skeleton h={chartsHigh} />}>
            {data ? <WeeklyChart weeks={data.weeks} h={chartsHigh} /> : <Skeleton h={chartsHigh} />}
          </Suspense>
        </PageCard>
        <PageCard title="Margin by lane, best and worst">
          <Suspense fallback={<Skeleton h={chartsHigh} />}>
            {lanes ? <LaneMarginChart lanes={lanes} h={chartsHigh} /> : <Skeleton h={chartsHigh} />}
          </Suspense>
        </PageCard>
      </SimpleGrid>
      <DataTable
        label="Profit"
        columns={COLUMNS}
        rows={data?.items}
        getRowKey={(r) => r.key}
        {...tableQueryState(report)}
        pagination={{
          page: values.page,
          onPageChange: (page) => set({ page }),
          total: data?.total,
          pageSize: PROFIT_PAGE_SIZE,
        }}
        emptyTitle="No deliveries in this period"
        dense
      />
      <DataTable
        label="Profit totals"
        columns={COLUMNS}
        rows={totals}
        getRowKey={(r) => r.key}
        loading={report.isPending}
        dense
      />
      <Text size="xs" c="dimmed">
        Loads delivered {formatDate(period.from)} to {formatDate(period.to)}.
        {data?.totals.fuelEstimated
          ? ` * Fuel estimated at the carrier's cost per mile${
              data.totals.fuelCostPerMile === null ? '' : ` (${formatMoney(data.totals.fuelCostPerMile)}/mi)`
            } for trucks without fuel purchases in the period.`
          : ''}
        {data && data.totals.unallocatedMaintenance + data.totals.unallocatedFuel > 0
          ? ` Fuel and work orders of the carrier's trucks without deliveries: ${formatMoney(data.totals.unallocatedFuel + data.totals.unallocatedMaintenance)}.`
          : ''}
      </Text>
      {data && data.totals.ownerOperatedFuel + data.totals.ownerOperatedMaintenance > 0 ? (
        <Text size="xs" c="dimmed">
          Fuel and repairs of owner-operators’ trucks (their own or a third party’s) are the owners’ costs,
          not the carrier’s: {formatMoney(data.totals.ownerOperatedFuel)} of fuel and{' '}
          {formatMoney(data.totals.ownerOperatedMaintenance)} of repairs are not counted.
        </Text>
      ) : null}
    </>
  );
}

/** Profit (docs/product.md "Profit"): Carriers and Admin users (app/router-back-office.tsx keeps the others out). */
export function ProfitPage() {
  return (
    <ContentLayout title="Profit">
      <Profit />
    </ContentLayout>
  );
}
