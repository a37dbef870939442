import { BROKER_STATUSES, type BrokerContact, type BrokerStatus } from '@fletx/contract/brokers';
import { ENTITY_TYPE } from '@fletx/contract/documents';
import { can } from '@fletx/contract/roles';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyStateCard } from '../../../components/cards/empty-state-card';
import { PageCard } from '../../../components/cards/page-card';
import { DocumentsList } from '../../../components/documents/documents-card';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { confirmDelete, showError, showSuccess } from '../../../components/popups/popups';
import { DataTable, type DataTableColumn } from '../../../components/table/data-table';
import { paths } from '../../../config/paths';
import { useIdParam } from '../../../hooks/use-id-param';
import { getErrorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useChangeBrokerStatus } from '../api/change-broker-status';
import { deleteContactPerson } from '../api/delete-contact-person';
import { useBrokerDetail } from '../api/get-broker-detail';
import { brokersKey } from '../api/get-brokers';
import { BrokerLoads } from '../components/broker-loads';
import { BrokerStatusBadge } from '../components/broker-status-badge';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

function StatusControl({ id, status }: { id: number; status: BrokerStatus }) {
  const change = useChangeBrokerStatus();
  return (
    <Group gap="sm">
      <SegmentedControl<BrokerStatus>
        aria-label="Broker status"
        size="xs"
        value={status}
        disabled={change.isPending}
        data={BROKER_STATUSES.map((s) => ({ value: s, label: s }))}
        onChange={(next) =>
          change.mutate(
            { id, status: next },
            {
              onSuccess: (response) => showSuccess(response.message),
              onError: (error) => showError(getErrorMessage(error)),
            },
          )
        }
      />
      {change.isPending ? <Loader size="xs" /> : null}
    </Group>
  );
}

export function BrokerProfilePage() {
  const id = useIdParam();
  const detail = useBrokerDetail(id);
  const queryClient = useQueryClient();
  const { user } = useSession();
  const mayChangeStatus = can(user?.role, 'approveBrokers');
  const back = paths.app.brokers.getHref();

  const contactColumns: DataTableColumn<BrokerContact>[] = [
    { key: 'name', header: 'Contact name', render: (c) => c.contactName },
    { key: 'role', header: 'Role', render: (c) => c.role },
    { key: 'phone', header: 'Phone number', render: (c) => c.phoneNumber },
    { key: 'email', header: 'Email', render: (c) => c.email },
    {
      key: 'delete',
      header: 'Delete',
      align: 'center',
      width: 80,
      render: (c) => (
        <Tooltip label="Delete this contact">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${c.contactName}`}
            onClick={() =>
              confirmDelete({
                onConfirm: () => deleteContactPerson(c.id),
                onDeleted: () => void queryClient.invalidateQueries({ queryKey: brokersKey }),
              })
            }
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  if (id === 0 || detail.error || detail.isPending) {
    return (
      <ContentLayout title="Broker profile" backTo={back}>
        {id === 0 ? (
          <EmptyStateCard title="No broker chosen" description="Open a broker from the list." />
        ) : detail.error ? (
          <Alert color="red" title="The broker could not be loaded.">
            {getErrorMessage(detail.error)}
          </Alert>
        ) : (
          <Loader aria-label="Loading the broker" />
        )}
      </ContentLayout>
    );
  }

  const { info: broker, extraData } = detail.data.data;
  return (
    <ContentLayout title="Broker profile" backTo={back}>
      <PageCard
        title={broker.brokerName}
        description={`${broker.mcNumber} · added ${formatDate(broker.createdAt)}`}
        actions={
          <Button
            variant="default"
            component={Link}
            to={paths.app.editBroker.getHref(broker.id)}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            Edit broker
          </Button>
        }
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <Field label="Status">
            <BrokerStatusBadge status={broker.status} />
          </Field>
          <Field label="Invoicing email">{broker.involvingEmail}</Field>
          <Field label="Address">
            {broker.address}, {broker.city}, {broker.state} {broker.zipCode}
          </Field>
          <Field label="Days to pay">{broker.daysToPay}</Field>
        </SimpleGrid>
        {broker.comment ? <Field label="Comment">{broker.comment}</Field> : null}
        {mayChangeStatus ? (
          <Stack gap={4}>
            <Text size="xs" c="dimmed" fw={700} tt="uppercase">
              Change status
            </Text>
            <StatusControl id={broker.id} status={broker.status} />
          </Stack>
        ) : null}
      </PageCard>
      <PageCard
        title="Contact people"
        actions={
          <Button
            variant="light"
            component={Link}
            to={paths.app.addContactBroker.getHref(broker.id)}
            leftSection={<IconUserPlus size={16} aria-hidden />}
          >
            Add contact
          </Button>
        }
      >
        <DataTable
          label="Contact people"
          columns={contactColumns}
          rows={extraData.brokerContactPeople}
          getRowKey={(c) => c.id}
          emptyTitle="No contact people."
          minWidth={600}
        />
      </PageCard>
      <PageCard title="Documents">
        <DocumentsList entityTypeId={ENTITY_TYPE.broker} entityId={broker.id} />
      </PageCard>
      <BrokerLoads brokerId={broker.id} />
    </ContentLayout>
  );
}
