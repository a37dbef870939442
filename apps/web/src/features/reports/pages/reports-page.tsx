import { REPORT_STATUS_NAMES, REPORT_TYPE_NAMES, type Report } from '@fletx/contract/reports';
import { ActionIcon, Badge, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconBan, IconEye, IconReportAnalytics } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { StatCard } from '../../../components/cards/stat-card';
import { DateField } from '../../../components/form/date-field';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { DataTable, type DataTableColumn } from '../../../components/table/data-table';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { useReportCounts, useReports } from '../api/get-reports';

const statusColor: Record<number, string> = { 1: 'yellow', 2: 'blue', 3: 'green' };
const options = (names: Readonly<Record<number, string>>) =>
  Object.entries(names).map(([value, label]) => ({ value, label }));

const columns: ReadonlyArray<DataTableColumn<Report>> = [
  { key: 'id', header: 'No.', render: (r) => r.id, width: 60 },
  { key: 'load', header: 'Load', render: (r) => r.id_number },
  { key: 'driver', header: 'Driver', render: (r) => r.driver_name || '—' },
  {
    key: 'type',
    header: 'Type',
    render: (r) => (
      <Badge variant="light" color={r.report_type_id === 2 ? 'red' : 'orange'}>
        {r.report_type_name}
      </Badge>
    ),
  },
  { key: 'text', header: 'Report', render: (r) => r.text },
  { key: 'created', header: 'Created', render: (r) => formatDateTime(r.created_at) },
  {
    key: 'status',
    header: 'Status',
    render: (r) => (
      <Badge variant="dot" color={statusColor[r.status_report_id] ?? 'gray'}>
        {r.status_name}
      </Badge>
    ),
  },
  {
    key: 'view',
    header: '',
    align: 'center',
    width: 50,
    render: (r) => (
      <ActionIcon
        component={Link}
        to={paths.app.alerts.getHref(r.id)}
        variant="subtle"
        aria-label={`Open report ${r.id}`}
      >
        <IconEye size={18} />
      </ActionIcon>
    ),
  },
];

export function ReportsPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 400);
  const [type, setType] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const counts = useReportCounts();
  const list = useReports({
    page,
    search: debounced.trim(),
    type: type ? Number(type) : undefined,
    status: status ? Number(status) : undefined,
    date: date || undefined,
  });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  const rows = list.data?.data.info;
  return (
    <ContentLayout title="Reports">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <StatCard
          label="Total"
          value={counts.data?.data.total}
          loading={counts.isPending}
          icon={<IconReportAnalytics size={20} aria-hidden />}
        />
        <StatCard
          label="Alerts"
          value={counts.data?.data.alerts}
          loading={counts.isPending}
          color="orange"
          icon={<IconAlertTriangle size={20} aria-hidden />}
        />
        <StatCard
          label="Cancellation requests"
          value={counts.data?.data.cancellationRequests}
          loading={counts.isPending}
          color="red"
          icon={<IconBan size={20} aria-hidden />}
        />
      </SimpleGrid>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Load number or driver name"
          value={search}
          onChange={(e) => reset(setSearch)(e.currentTarget.value)}
          w={260}
        />
        <Select
          label="Type"
          placeholder="All types"
          data={options(REPORT_TYPE_NAMES)}
          value={type}
          onChange={reset(setType)}
          clearable
          w={200}
        />
        <Select
          label="Status"
          placeholder="All statuses"
          data={options(REPORT_STATUS_NAMES)}
          value={status}
          onChange={reset(setStatus)}
          clearable
          w={170}
        />
        <DateField label="Date" value={date} onChange={reset(setDate)} w={170} />
      </Group>
      <DataTable
        label="Reports"
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.id}
        loading={list.isPending}
        error={list.error}
        onRetry={() => list.refetch()}
        emptyTitle="No reports"
        emptyMessage="Drivers' alerts and cancellation requests show up here."
        minWidth={900}
        pagination={{ page, total: list.data?.data.extraData.total, onPageChange: setPage }}
      />
    </ContentLayout>
  );
}
