import { PAGE_SIZE } from '@fletx/contract/constants';
import type { TruckListRow } from '@fletx/contract/trucks';
import { ActionIcon, Badge, Button, Group, SimpleGrid, Text, Tooltip } from '@mantine/core';
import {
  IconEye,
  IconPencil,
  IconPlus,
  IconSearch,
  IconTrash,
  IconTruck,
  IconTruckOff,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageCard } from '../../../components/cards/page-card';
import { StatCard } from '../../../components/cards/stat-card';
import { TextField } from '../../../components/form/text-field';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { confirmDelete } from '../../../components/popups/popups';
import { DataTable, type DataTableColumn } from '../../../components/table/data-table';
import { paths } from '../../../config/paths';
import { EMPTY_VALUE } from '../../../lib/format';
import { useDeleteTruck } from '../api/delete-truck';
import { useTruckCounts } from '../api/get-truck-counts';
import { useTrucks } from '../api/get-trucks';

export function TrucksPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const trucks = useTrucks({ page, take: PAGE_SIZE, search });
  const counts = useTruckCounts();
  const deleteTruck = useDeleteTruck();

  const applySearch = (value: string) => {
    setSearch(value.trim());
    setPage(1);
  };

  const columns: DataTableColumn<TruckListRow>[] = [
    {
      key: 'plate',
      header: 'License Plate',
      render: (row) => (
        <Text size="sm" fw={600} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {row.licenseplate_number}
        </Text>
      ),
    },
    { key: 'owner', header: 'Owner', render: (row) => row.owner_name ?? EMPTY_VALUE },
    { key: 'driver', header: 'Assigned driver', render: (row) => row.user_name },
    { key: 'dispatcher', header: 'Dispatcher', render: (row) => row.dispatcher_name ?? EMPTY_VALUE },
    { key: 'model', header: 'Model', render: (row) => `${row.make_name} ${row.model_name}` },
    { key: 'year', header: 'Year', render: (row) => row.year, align: 'right' },
    {
      key: 'vin',
      header: 'VIN Number',
      render: (row) => (
        <Text size="sm" ff="monospace">
          {row.vin_number}
        </Text>
      ),
    },
    { key: 'unit', header: 'Unit Number', render: (row) => row.unit_number },
    {
      key: 'status',
      header: 'Status',
      width: 96,
      render: (row) => (
        <Badge
          variant="light"
          color={row.is_deleted ? 'gray' : 'teal'}
          size="sm"
          style={{ overflow: 'visible' }}
        >
          {row.status}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (row) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="View">
            <ActionIcon
              component={Link}
              to={paths.app.truckInformation.getHref(row.id)}
              variant="subtle"
              aria-label={`View truck ${row.licenseplate_number}`}
            >
              <IconEye size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={row.is_deleted ? 'Inactive trucks cannot be edited' : 'Edit'}>
            <ActionIcon
              variant="subtle"
              disabled={row.is_deleted}
              onClick={() => navigate(paths.app.addTruck.getHref(row.id))}
              aria-label={`Edit truck ${row.licenseplate_number}`}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={row.is_deleted ? 'Already inactive' : 'Delete'}>
            <ActionIcon
              variant="subtle"
              color="red"
              disabled={row.is_deleted}
              aria-label={`Delete truck ${row.licenseplate_number}`}
              onClick={() => confirmDelete({ onConfirm: () => deleteTruck.mutateAsync(row.id) })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  const countData = counts.data?.data;
  return (
    <ContentLayout title="Trucks">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <StatCard
          label="Trucks created"
          value={countData?.totalVehicle}
          loading={counts.isLoading}
          icon={<IconTruck size={20} aria-hidden />}
        />
        <StatCard
          label="Active trucks"
          value={countData?.activeVehicle}
          loading={counts.isLoading}
          color="teal"
          icon={<IconTruck size={20} aria-hidden />}
        />
        <StatCard
          label="Inactive trucks"
          value={countData?.InactiveVehicle}
          loading={counts.isLoading}
          color="gray"
          icon={<IconTruckOff size={20} aria-hidden />}
        />
      </SimpleGrid>
      <PageCard
        title="Trucks"
        actions={
          <>
            <TextField
              aria-label="Search trucks"
              placeholder="Plate, VIN, unit or driver"
              leftSection={<IconSearch size={16} aria-hidden />}
              onDebouncedChange={applySearch}
              onKeyDown={(event) => {
                if (event.key === 'Enter') applySearch(event.currentTarget.value);
              }}
              w={260}
            />
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              component={Link}
              to={paths.app.addTruck.getHref()}
            >
              Add truck
            </Button>
          </>
        }
      >
        <DataTable
          label="Trucks"
          columns={columns}
          rows={trucks.data?.data.items}
          getRowKey={(row) => row.id}
          loading={trucks.isLoading}
          error={trucks.error}
          onRetry={() => void trucks.refetch()}
          emptyTitle={search ? 'No truck matches this search.' : 'No trucks yet.'}
          emptyMessage={search ? 'Search by plate, VIN, unit number or driver name.' : 'Add the first truck.'}
          minWidth={1000}
          pagination={{
            page,
            itemCount: trucks.data?.data.meta.itemCount,
            total: trucks.data?.data.meta.itemCount,
            onPageChange: setPage,
          }}
        />
      </PageCard>
    </ContentLayout>
  );
}
