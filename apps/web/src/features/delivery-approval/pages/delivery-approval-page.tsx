import type { deliveryListItem } from '@fletx/contract/delivery-approval';
import { formatUsd } from '@fletx/contract/money';
import { Anchor, Group } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { TypedSearchField } from '../../../components/form/search-field';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { CsvDownloadButton } from '../../../components/table/csv-download-button';
import { DataTable, type DataTableColumn, pagedTableProps } from '../../../components/table/data-table';
import { viewColumn } from '../../../components/table/row-actions';
import { paths } from '../../../config/paths';
import { useCarrierTimeZone } from '../../../hooks/use-carrier-time-zone';
import { useListSearch } from '../../../hooks/use-list-search';
import { formatDayIn } from '../../../lib/format';
import { useDeliveries } from '../api/get-deliveries';

type Row = z.infer<typeof deliveryListItem>;

const columnsIn = (timeZone: string | undefined): ReadonlyArray<DataTableColumn<Row>> => [
  {
    key: 'load',
    header: 'Load',
    render: (r) => (
      <Anchor component={Link} to={paths.app.deliveryApprovalDetail.getHref(r.id)} size="sm">
        {r.id_number}
      </Anchor>
    ),
  },
  { key: 'driver', header: 'Driver', render: (r) => r.driver_name || '—' },
  { key: 'broker', header: 'Broker', render: (r) => r.company_name },
  {
    key: 'route',
    header: 'Origin → Destination',
    render: (r) => `${r.city_pickup ?? '—'} → ${r.city_delivery ?? '—'}`,
  },
  // The carrier's day: an evening delivery in Chicago is not the next (UTC) day.
  { key: 'ended', header: 'Delivered', render: (r) => formatDayIn(r.ended_at, timeZone), width: 110 },
  {
    key: 'rate',
    header: 'Trip rate',
    align: 'right',
    render: (r) => formatUsd(r.trip_rate_cents),
    width: 120,
  },
  viewColumn(
    (r) => paths.app.deliveryApprovalDetail.getHref(r.id),
    (r) => `Open load ${r.id_number}`,
  ),
];

export function DeliveryApprovalPage() {
  const search = useListSearch();
  const list = useDeliveries({ page: search.page, search: search.search });
  const timeZone = useCarrierTimeZone().data?.data.timeZone;
  const columns = useMemo(() => columnsIn(timeZone), [timeZone]);
  return (
    <ContentLayout title="Delivery Approval">
      <Group gap="sm" align="flex-end">
        <TypedSearchField search={search.box} placeholder="Load number or city" w={280} />
        <CsvDownloadButton
          path="/delivery-approval/"
          query={{ search: search.search }}
          fileName="delivery-approval"
        />
      </Group>
      <DataTable
        label="Loads awaiting delivery approval"
        columns={columns}
        {...pagedTableProps(list, search.page, search.setPage)}
        emptyTitle={
          search.search ? 'No load awaiting approval matches this search.' : 'No loads awaiting approval'
        }
        emptyMessage={
          search.search
            ? 'Search by load number or city.'
            : 'A load shows up here once its service is ended, after the driver delivers it.'
        }
      />
    </ContentLayout>
  );
}
