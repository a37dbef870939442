import { DRIVER_COUNT_CARDS, type DriverRow } from '@fletx/contract/drivers';
import { ActionIcon, Badge, Button, Group, SimpleGrid, TextInput, Tooltip } from '@mantine/core';
import { IconEdit, IconEye, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageCard } from '../../../components/cards/page-card';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { confirmDelete } from '../../../components/popups/popups';
import { DataTable, type DataTableColumn } from '../../../components/table/data-table';
import { paths } from '../../../config/paths';
import { EMPTY_VALUE, formatDate } from '../../../lib/format';
import { deleteDriver } from '../api/delete-driver';
import { driversQueryKey, useDrivers } from '../api/get-drivers';
import { DriverCountCard } from '../components/driver-count-card';

const CARD_COLORS = ['indigo', 'orange', 'teal', 'red', 'gray'];
const STATUS_COLORS: Record<number, string> = { 1: 'blue', 2: 'teal', 3: 'gray', 4: 'orange', 5: 'red' };

export function DriversPage() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const drivers = useDrivers({ page, search });

  const columns: DataTableColumn<DriverRow>[] = [
    { key: 'vin', header: 'Tractor VIN', render: (d) => d.tractorVIN ?? EMPTY_VALUE },
    {
      key: 'name',
      header: 'Name',
      render: (d) => <span style={{ whiteSpace: 'nowrap' }}>{d.name}</span>,
    },
    { key: 'unit', header: 'Unit number', render: (d) => d.unitNumber ?? EMPTY_VALUE },
    { key: 'powerOnly', header: 'Power Only', render: (d) => (d.powerOnly ? 'Yes' : 'No') },
    { key: 'plate', header: 'Licence plate', render: (d) => d.licensePlate ?? EMPTY_VALUE },
    {
      key: 'plateExpiration',
      header: 'Licence plate expiration',
      render: (d) => formatDate(d.licensePlateExpiration),
    },
    { key: 'lease', header: 'Leace Agreement', render: (d) => formatDate(d.leaseAgreement) },
    {
      key: 'status',
      header: 'Status',
      width: 150,
      render: (d) => (
        <Badge
          variant="light"
          size="sm"
          color={STATUS_COLORS[d.statusId] ?? 'gray'}
          styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
        >
          {d.status}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      width: 120,
      render: (d) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="View">
            <ActionIcon
              variant="subtle"
              component={Link}
              to={paths.app.driverInformation.getHref(d.id)}
              aria-label={`View ${d.name}`}
            >
              <IconEye size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Edit">
            <ActionIcon
              variant="subtle"
              component={Link}
              to={paths.app.addDriver.getHref(d.id)}
              aria-label={`Edit ${d.name}`}
            >
              <IconEdit size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${d.name}`}
              onClick={() =>
                confirmDelete({
                  onConfirm: () => deleteDriver(d.id),
                  onDeleted: () => void queryClient.invalidateQueries({ queryKey: driversQueryKey }),
                })
              }
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <ContentLayout title="Drivers">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        {DRIVER_COUNT_CARDS.map((card, i) => (
          <DriverCountCard key={card.state} {...card} color={CARD_COLORS[i] ?? 'indigo'} />
        ))}
      </SimpleGrid>
      <PageCard
        title="Drivers"
        actions={
          <>
            <TextInput
              aria-label="Search"
              placeholder="Search and press Enter"
              leftSection={<IconSearch size={14} aria-hidden />}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  setSearch(draft.trim());
                  setPage(1);
                }
              }}
              w={260}
            />
            <Button
              component={Link}
              to={paths.app.addDriver.getHref()}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Add driver
            </Button>
          </>
        }
      >
        <DataTable
          label="Drivers"
          columns={columns}
          rows={drivers.data?.data.items}
          getRowKey={(d) => d.id}
          loading={drivers.isLoading}
          error={drivers.error}
          onRetry={() => void drivers.refetch()}
          emptyTitle={search ? `No driver matches “${search}”.` : 'No drivers yet.'}
          minWidth={1000}
          pagination={{
            page,
            onPageChange: setPage,
            itemCount: drivers.data?.data.meta.itemCount,
            total: drivers.data?.data.meta.totalItems,
          }}
        />
      </PageCard>
    </ContentLayout>
  );
}
