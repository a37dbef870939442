import { REPORT_STATUS_NAMES, REPORT_TYPE_NAMES, type Report } from '@fletx/contract/reports';
import { Badge, Group, Select } from '@mantine/core';
import { IconAlertTriangle, IconBan, IconReportAnalytics } from '@tabler/icons-react';
import { StatCards } from '../../../components/cards/stat-card';
import { DateField } from '../../../components/form/date-field';
import { TypedSearchField } from '../../../components/form/search-field';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { CsvDownloadButton } from '../../../components/table/csv-download-button';
import { DataTable, type DataTableColumn, pagedTableProps } from '../../../components/table/data-table';
import { NowrapText } from '../../../components/table/nowrap-text';
import { viewColumn } from '../../../components/table/row-actions';
import { paths } from '../../../config/paths';
import { listParam, useListParams } from '../../../hooks/use-list-params';
import { formatDateTime } from '../../../lib/format';
import { useReportCounts, useReports } from '../api/get-reports';

const statusColor: Record<number, string> = { 1: 'yellow', 2: 'blue', 3: 'green' };
const options = (names: Readonly<Record<number, string>>) =>
  Object.entries(names).map(([value, label]) => ({ value, label }));

/** The list's two choice filters: a report's type and its status. */
const CHOICE_FILTERS = [
  { key: 'type', label: 'Type', placeholder: 'All types', names: REPORT_TYPE_NAMES, w: 200 },
  { key: 'status', label: 'Status', placeholder: 'All statuses', names: REPORT_STATUS_NAMES, w: 170 },
] as const;

const ids = (names: Readonly<Record<number, string>>) => ['', ...Object.keys(names)];

/** The list's URL: `?search=…&type=2&status=1&date=2026-11-20&page=2`. */
const REPORTS_LIST = {
  search: listParam.text(),
  page: listParam.page(),
  type: listParam.oneOf(ids(REPORT_TYPE_NAMES), ''),
  status: listParam.oneOf(ids(REPORT_STATUS_NAMES), ''),
  date: listParam.date(),
};

const columns: ReadonlyArray<DataTableColumn<Report>> = [
  { key: 'id', header: 'No.', render: (r) => r.id, width: 60 },
  { key: 'load', header: 'Load', render: (r) => <NowrapText fw={600}>{r.id_number}</NowrapText> },
  { key: 'driver', header: 'Driver', render: (r) => <NowrapText>{r.driver_name || '—'}</NowrapText> },
  {
    key: 'type',
    header: 'Type',
    width: 230,
    render: (r) => (
      <Badge variant="light" color={r.report_type_id === 2 ? 'red' : 'orange'}>
        {r.report_type_name}
      </Badge>
    ),
  },
  { key: 'text', header: 'Report', render: (r) => r.text },
  { key: 'created', header: 'Created', width: 170, render: (r) => formatDateTime(r.created_at) },
  {
    key: 'status',
    header: 'Status',
    width: 140,
    render: (r) => (
      <Badge variant="dot" color={statusColor[r.status_report_id] ?? 'gray'}>
        {r.status_name}
      </Badge>
    ),
  },
  viewColumn(
    (r) => paths.app.alerts.getHref(r.id),
    (r) => `Open report ${r.id}`,
  ),
];

export function ReportsPage() {
  const { values, set, search } = useListParams(REPORTS_LIST);
  const { type, status, date } = values;
  const counts = useReportCounts();
  const list = useReports({
    page: values.page,
    search: values.search,
    type: type ? Number(type) : undefined,
    status: status ? Number(status) : undefined,
    date: date || undefined,
  });
  return (
    <ContentLayout title="Reports">
      <StatCards
        loading={counts.isPending}
        cards={[
          { label: 'Total', value: counts.data?.data.total, icon: IconReportAnalytics },
          { label: 'Alerts', value: counts.data?.data.alerts, color: 'orange', icon: IconAlertTriangle },
          {
            label: 'Cancellation requests',
            value: counts.data?.data.cancellationRequests,
            color: 'red',
            icon: IconBan,
          },
        ]}
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TypedSearchField search={search} placeholder="Load number or driver name" w={260} />
        {CHOICE_FILTERS.map(({ key, names, ...select }) => (
          <Select
            key={key}
            {...select}
            data={options(names)}
            value={values[key] || null}
            onChange={(value) => set({ [key]: value ?? '' })}
            clearable
          />
        ))}
        <DateField label="Date" value={date} onChange={(value) => set({ date: value })} w={170} />
        <CsvDownloadButton
          path="/loadbook/loadbookreport/"
          query={{ search: values.search, type, status, date }}
          fileName="reports"
        />
      </Group>
      <DataTable
        label="Reports"
        columns={columns}
        {...pagedTableProps(list, values.page, (page) => set({ page }))}
        {...(values.search || type || status || date
          ? {
              emptyTitle: 'No report matches these filters.',
              emptyMessage: 'Search by load number or driver name, or clear the filters.',
            }
          : {
              emptyTitle: 'No reports',
              emptyMessage: "Drivers' alerts and cancellation requests show up here.",
            })}
      />
    </ContentLayout>
  );
}
