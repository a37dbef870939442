import { PAGE_SIZE } from '@fletx/contract/constants';
import { messages } from '@fletx/contract/messages';
import { type TrailerRecord, trailerSizeLabel } from '@fletx/contract/trailers';
import { ActionIcon, Badge, Button, Group, SimpleGrid, Text, Tooltip } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleOff,
  IconContainer,
  IconEye,
  IconPencil,
  IconPlus,
  IconSearch,
  IconTrash,
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
import { formatDate } from '../../../lib/format';
import { useDeleteTrailer } from '../api/delete-trailer';
import { useTrailerCounts } from '../api/get-trailer-counts';
import { useTrailers } from '../api/get-trailers';

const mono = (value: string) => (
  <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
    {value}
  </Text>
);

const nowrap = (value: string) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
    {value}
  </Text>
);

export function TrailersPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const trailers = useTrailers({ page, take: PAGE_SIZE, search });
  const counts = useTrailerCounts();
  const deleteTrailer = useDeleteTrailer();
  const applySearch = (value: string) => {
    setSearch(value.trim());
    setPage(1);
  };

  const columns: DataTableColumn<TrailerRecord>[] = [
    {
      key: 'number',
      header: 'Trailer number',
      render: (row) => (
        <Text size="sm" fw={600}>
          {row.trailer_number}
        </Text>
      ),
    },
    { key: 'plate', header: 'License plate', render: (row) => mono(row.licenseplate_number) },
    {
      key: 'expiration',
      header: 'Plate expiration',
      render: (row) => formatDate(row.licenseplate_expiration),
    },
    { key: 'type', header: 'Type', render: (row) => nowrap(row.type_name) },
    { key: 'size', header: 'Size', render: (row) => nowrap(trailerSizeLabel(row)) },
    { key: 'year', header: 'Year', align: 'right', render: (row) => row.year },
    { key: 'vin', header: 'VIN', render: (row) => mono(row.vin) },
    { key: 'truck', header: 'Truck plate', render: (row) => mono(row.licenseplate_truck_number) },
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
              to={paths.app.trailerInformation.getHref(row.id)}
              variant="subtle"
              aria-label={`View trailer ${row.trailer_number}`}
            >
              <IconEye size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={row.is_deleted ? 'Inactive trailers cannot be edited' : 'Edit'}>
            <ActionIcon
              variant="subtle"
              disabled={row.is_deleted}
              onClick={() => navigate(paths.app.addTrailer.getHref(row.id))}
              aria-label={`Edit trailer ${row.trailer_number}`}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={row.is_deleted ? 'Already inactive' : 'Delete'}>
            <ActionIcon
              variant="subtle"
              color="red"
              disabled={row.is_deleted}
              aria-label={`Delete trailer ${row.trailer_number}`}
              onClick={() =>
                confirmDelete({
                  title: messages.deleteConfirmTitle,
                  text: messages.deleteConfirmText,
                  onConfirm: () => deleteTrailer.mutateAsync(row.id),
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

  const countData = counts.data?.data;
  return (
    <ContentLayout title="Trailers">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <StatCard
          label="Trailers created"
          value={countData?.totalTrailers}
          loading={counts.isLoading}
          icon={<IconContainer size={20} aria-hidden />}
        />
        <StatCard
          label="Active trailers"
          value={countData?.activeTrailers}
          loading={counts.isLoading}
          color="teal"
          icon={<IconCircleCheck size={20} aria-hidden />}
        />
        <StatCard
          label="Inactive trailers"
          value={countData?.InactiveTrailers}
          loading={counts.isLoading}
          color="gray"
          icon={<IconCircleOff size={20} aria-hidden />}
        />
      </SimpleGrid>
      <PageCard
        title="Trailers"
        actions={
          <>
            <TextField
              aria-label="Search trailers"
              placeholder="Plate, VIN, number or truck plate"
              leftSection={<IconSearch size={16} aria-hidden />}
              onDebouncedChange={applySearch}
              onKeyDown={(event) => {
                if (event.key === 'Enter') applySearch(event.currentTarget.value);
              }}
              w={280}
            />
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              component={Link}
              to={paths.app.addTrailer.getHref()}
            >
              Add trailer
            </Button>
          </>
        }
      >
        <DataTable
          label="Trailers"
          columns={columns}
          rows={trailers.data?.data.items}
          getRowKey={(row) => row.id}
          loading={trailers.isLoading}
          error={trailers.error}
          onRetry={() => void trailers.refetch()}
          emptyTitle={search ? 'No trailer matches this search.' : 'No trailers yet.'}
          emptyMessage={
            search ? 'Search by plate, VIN, trailer number or truck plate.' : 'Add the first trailer.'
          }
          minWidth={1000}
          pagination={{
            page,
            itemCount: trailers.data?.data.meta.itemCount,
            total: trailers.data?.data.meta.itemCount,
            onPageChange: setPage,
          }}
        />
      </PageCard>
    </ContentLayout>
  );
}
