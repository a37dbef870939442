import type { BrokerListItem } from '@fletx/contract/brokers';
import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageCard } from '../../../components/cards/page-card';
import { TextField } from '../../../components/form/text-field';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { DataTable, type DataTableColumn } from '../../../components/table/data-table';
import { paths } from '../../../config/paths';
import { useBrokers } from '../api/get-brokers';
import { BrokerStatusBadge } from '../components/broker-status-badge';

const COLUMNS: DataTableColumn<BrokerListItem>[] = [
  {
    key: 'name',
    header: 'Broker',
    render: (b) => (
      <Text size="sm" fw={600} component={Link} to={paths.app.brokerProfile.getHref(b.id)} c="inherit">
        {b.brokerName}
      </Text>
    ),
  },
  { key: 'mc', header: 'MC number', render: (b) => b.mcNumber },
  { key: 'email', header: 'Invoicing email', render: (b) => b.involvingEmail },
  {
    key: 'city',
    header: 'City',
    render: (b) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{`${b.city}, ${b.state}`}</Text>,
  },
  { key: 'days', header: 'Days to pay', render: (b) => b.daysToPay, align: 'right', width: 100 },
  { key: 'contacts', header: 'Contacts', render: (b) => b.contactPeopleCount, align: 'right', width: 90 },
  { key: 'status', header: 'Status', render: (b) => <BrokerStatusBadge status={b.status} />, width: 140 },
  {
    key: 'actions',
    header: 'Actions',
    align: 'center',
    width: 100,
    render: (b) => (
      <Group gap={4} justify="center" wrap="nowrap">
        <Tooltip label="Profile">
          <ActionIcon
            variant="subtle"
            component={Link}
            to={paths.app.brokerProfile.getHref(b.id)}
            aria-label={`Profile of ${b.brokerName}`}
          >
            <IconEye size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Edit">
          <ActionIcon
            variant="subtle"
            component={Link}
            to={paths.app.editBroker.getHref(b.id)}
            aria-label={`Edit ${b.brokerName}`}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    ),
  },
];

export function BrokersPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const brokers = useBrokers({ page, search });

  return (
    <ContentLayout title="Brokers">
      <PageCard
        title="Brokers"
        description="Brokers that offer us freight, their status and their contact people."
        actions={
          <Button
            component={Link}
            to={paths.app.addBroker.getHref()}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Add broker
          </Button>
        }
      >
        <Stack gap="sm">
          <TextField
            label="Search brokers"
            placeholder="Name, MC number, city or email"
            leftSection={<IconSearch size={16} aria-hidden />}
            w={340}
            onDebouncedChange={(value) => {
              setSearch(value.trim());
              setPage(1);
            }}
          />
          <DataTable
            label="Brokers"
            columns={COLUMNS}
            rows={brokers.data?.data.info}
            getRowKey={(b) => b.id}
            loading={brokers.isPending}
            error={brokers.error}
            onRetry={() => void brokers.refetch()}
            emptyTitle={search ? 'No broker matches this search.' : 'No brokers yet.'}
            emptyMessage={search ? undefined : 'Add a broker to see it here.'}
            pagination={{ page, onPageChange: setPage, total: brokers.data?.data.extraData.total }}
          />
        </Stack>
      </PageCard>
    </ContentLayout>
  );
}
