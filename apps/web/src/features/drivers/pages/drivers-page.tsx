import { DRIVER_COUNT_CARDS, type DriverRow } from '@fletx/contract/drivers';
import { SimpleGrid } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { LinkButton } from '../../../components/buttons/link-button';
import { complianceColumn, useComplianceBadges } from '../../../components/compliance/compliance-badge';
import { ContentLayout } from '../../../components/layouts/content-layout';
import type { DataTableColumn } from '../../../components/table/data-table';
import {
  actionsColumn,
  DeleteRowAction,
  EditRowAction,
  ViewRowAction,
} from '../../../components/table/row-actions';
import { SearchedListCard } from '../../../components/table/searched-list-card';
import { StatusBadge } from '../../../components/table/status-badge';
import { paths } from '../../../config/paths';
import { useListSearch } from '../../../hooks/use-list-search';
import { EMPTY_VALUE, formatDate } from '../../../lib/format';
import { useDeleteDriver } from '../api/delete-driver';
import { useDrivers } from '../api/get-drivers';
import { DriverCountCard } from '../components/driver-count-card';

const CARD_COLORS = ['indigo', 'orange', 'teal', 'red', 'gray'];
const STATUS_COLORS: Record<number, string> = { 1: 'blue', 2: 'teal', 3: 'gray', 4: 'orange', 5: 'red' };

export function DriversPage() {
  const deleteDriver = useDeleteDriver();
  const list = useListSearch({ searchAsYouType: false });
  const drivers = useDrivers({ page: list.page, search: list.search });
  const badges = useComplianceBadges('driver');

  const columns: DataTableColumn<DriverRow>[] = [
    { key: 'vin', header: 'Tractor VIN', render: (d) => d.tractorVIN ?? EMPTY_VALUE },
    {
      key: 'name',
      header: 'Name',
      render: (d) => <span style={{ whiteSpace: 'nowrap' }}>{d.name}</span>,
    },
    { key: 'unit', header: 'Unit number', render: (d) => d.unitNumber ?? EMPTY_VALUE },
    { key: 'powerOnly', header: 'Power Only', hideBelow: 'lg', render: (d) => (d.powerOnly ? 'Yes' : 'No') },
    {
      key: 'plate',
      header: 'Licence plate',
      // A plate is one thing to read: never broken over two lines ('TX 6618 / KT').
      render: (d) => <span style={{ whiteSpace: 'nowrap' }}>{d.licensePlate ?? EMPTY_VALUE}</span>,
    },
    {
      key: 'plateExpiration',
      hideBelow: 'lg',
      header: 'Licence plate expiration',
      render: (d) => formatDate(d.licensePlateExpiration),
    },
    { key: 'lease', header: 'Leace Agreement', hideBelow: 'xl', render: (d) => formatDate(d.leaseAgreement) },
    complianceColumn<DriverRow>(badges),
    {
      key: 'status',
      header: 'Status',
      width: 150,
      render: (d) => (
        <StatusBadge
          color={STATUS_COLORS[d.statusId] ?? 'gray'}
          styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
        >
          {d.status}
        </StatusBadge>
      ),
    },
    actionsColumn(
      (d) => (
        <>
          <ViewRowAction label={`View ${d.name}`} to={paths.app.driverInformation.getHref(d.id)} />
          <EditRowAction label={`Edit ${d.name}`} to={paths.app.addDriver.getHref(d.id)} />
          <DeleteRowAction label={`Delete ${d.name}`} onConfirm={() => deleteDriver.mutateAsync(d.id)} />
        </>
      ),
      { width: 120 },
    ),
  ];

  return (
    <ContentLayout title="Drivers">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        {DRIVER_COUNT_CARDS.map((card, i) => (
          <DriverCountCard key={card.state} {...card} color={CARD_COLORS[i] ?? 'indigo'} />
        ))}
      </SimpleGrid>
      <SearchedListCard
        title="Drivers"
        label="Drivers"
        list={list}
        csv={{ path: '/user/all/info/drivers', fileName: 'drivers' }}
        actions={
          <LinkButton to={paths.app.addDriver.getHref()} icon={IconPlus}>
            Add driver
          </LinkButton>
        }
        query={drivers}
        columns={columns}
        noun={['driver', 'drivers']}
      />
    </ContentLayout>
  );
}
