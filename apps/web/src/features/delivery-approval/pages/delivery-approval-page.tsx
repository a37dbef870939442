import type { deliveryListItem } from '@fletx/contract/delivery-approval';
import { ActionIcon, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { DataTable, type DataTableColumn } from '../../../components/table/data-table';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useDeliveries } from '../api/get-deliveries';
import { usd } from '../components/money';

type Row = z.infer<typeof deliveryListItem>;

const columns: ReadonlyArray<DataTableColumn<Row>> = [
  {
    key: 'load',
    header: 'Load',
    render: (r) => <Link to={paths.app.deliveryApprovalDetail.getHref(r.id)}>{r.id_number}</Link>,
  },
  { key: 'driver', header: 'Driver', render: (r) => r.driver_name || '—' },
  { key: 'broker', header: 'Broker', render: (r) => r.company_name },
  {
    key: 'route',
    header: 'Origin → Destination',
    render: (r) => `${r.city_pickup ?? '—'} → ${r.city_delivery ?? '—'}`,
  },
  { key: 'ended', header: 'Delivered', render: (r) => formatDate(r.ended_at), width: 110 },
  { key: 'rate', header: 'Trip rate', align: 'right', render: (r) => usd(r.trip_rate_cents), width: 120 },
  {
    key: 'view',
    header: '',
    align: 'center',
    width: 50,
    render: (r) => (
      <ActionIcon
        component={Link}
        to={paths.app.deliveryApprovalDetail.getHref(r.id)}
        variant="subtle"
        aria-label={`Open load ${r.id_number}`}
      >
        <IconEye size={18} />
      </ActionIcon>
    ),
  },
];

export function DeliveryApprovalPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 400);
  const list = useDeliveries({ page, search: debounced.trim() });
  return (
    <ContentLayout title="Delivery Approval">
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Load number or city"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={280}
        />
      </Group>
      <DataTable
        label="Loads awaiting delivery approval"
        columns={columns}
        rows={list.data?.data.info}
        getRowKey={(r) => r.id}
        loading={list.isPending}
        error={list.error}
        onRetry={() => list.refetch()}
        emptyTitle="No loads awaiting approval"
        emptyMessage="Loads show up here once the driver ends the trip."
        minWidth={900}
        pagination={{ page, total: list.data?.data.extraData.total, onPageChange: setPage }}
      />
    </ContentLayout>
  );
}
