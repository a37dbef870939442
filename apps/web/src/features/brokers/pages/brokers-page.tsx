import type { BrokerListItem } from '@fletx/contract/brokers';
import { INPUT_DEBOUNCE_MS } from '@fletx/contract/constants';
import { Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/buttons/link-button';
import { PageCard } from '../../../components/cards/page-card';
import { SearchField } from '../../../components/form/search-field';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { CsvDownloadButton } from '../../../components/table/csv-download-button';
import { DataTable, type DataTableColumn, pagedTableProps } from '../../../components/table/data-table';
import { actionsColumn, EditRowAction, ViewRowAction } from '../../../components/table/row-actions';
import { paths } from '../../../config/paths';
import { useListSearch } from '../../../hooks/use-list-search';
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
  actionsColumn(
    (b) => (
      <>
        <ViewRowAction
          tooltip="Profile"
          label={`Profile of ${b.brokerName}`}
          to={paths.app.brokerProfile.getHref(b.id)}
        />
        <EditRowAction label={`Edit ${b.brokerName}`} to={paths.app.editBroker.getHref(b.id)} />
      </>
    ),
    { align: 'center', width: 100 },
  ),
];

export function BrokersPage() {
  const { page, setPage, search, box } = useListSearch({ debounceMs: INPUT_DEBOUNCE_MS });
  const brokers = useBrokers({ page, search });

  return (
    <ContentLayout title="Brokers">
      <PageCard
        title="Brokers"
        description="Brokers that offer us freight, their status and their contact people."
        actions={
          <>
            <CsvDownloadButton path="/bookings/brokers" query={{ search }} fileName="brokers" />
            <LinkButton to={paths.app.addBroker.getHref()} icon={IconPlus}>
              Add broker
            </LinkButton>
          </>
        }
      >
        <Stack gap="sm">
          <SearchField
            label="Search brokers"
            placeholder="Name, MC number, city or email"
            w={340}
            box={box}
          />
          <DataTable
            label="Brokers"
            columns={COLUMNS}
            {...pagedTableProps(brokers, page, setPage)}
            emptyTitle={search ? 'No broker matches this search.' : 'No brokers yet.'}
            emptyMessage={search ? undefined : 'Add a broker to see it here.'}
          />
        </Stack>
      </PageCard>
    </ContentLayout>
  );
}
