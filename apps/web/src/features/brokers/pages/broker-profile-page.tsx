import { BROKER_STATUSES, type BrokerContact, type BrokerStatus } from '@fletx/contract/brokers';
import { ENTITY_TYPE } from '@fletx/contract/documents';
import { can } from '@fletx/contract/roles';
import { ActionIcon, Group, Loader, SegmentedControl, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { LinkButton } from '../../../components/buttons/link-button';
import { InfoField as Field, InfoGrid } from '../../../components/cards/info-field';
import { PageCard } from '../../../components/cards/page-card';
import { DocumentsList } from '../../../components/documents/documents-card';
import { RecordHistory } from '../../../components/history/record-history';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { ChosenRecord } from '../../../components/layouts/query-content';
import { confirmDelete, showError, showSuccess } from '../../../components/popups/popups';
import { DataTable, type DataTableColumn } from '../../../components/table/data-table';
import { paths } from '../../../config/paths';
import { useIdParam } from '../../../hooks/use-id-param';
import { getErrorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useChangeBrokerStatus } from '../api/change-broker-status';
import { useDeleteContactPerson } from '../api/delete-contact-person';
import { useBrokerDetail } from '../api/get-broker-detail';
import { BrokerCheckCalls } from '../components/broker-check-calls';
import { BrokerLoads } from '../components/broker-loads';
import { BrokerReceivables } from '../components/broker-receivables';
import { BrokerStatusBadge } from '../components/broker-status-badge';

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
  const deleteContact = useDeleteContactPerson();
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
                onConfirm: () => deleteContact.mutateAsync(c.id),
              })
            }
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <ContentLayout title="Broker profile" backTo={back}>
      <ChosenRecord what="broker" chosen={id !== 0} query={detail}>
        {({
          body: {
            data: { info: broker, extraData },
          },
        }) => (
          <>
            <PageCard
              title={broker.brokerName}
              description={`${broker.mcNumber} · added ${formatDate(broker.createdAt)}`}
              actions={
                <LinkButton variant="default" to={paths.app.editBroker.getHref(broker.id)} icon={IconPencil}>
                  Edit broker
                </LinkButton>
              }
            >
              <InfoGrid>
                <Field label="Status">
                  <BrokerStatusBadge status={broker.status} />
                </Field>
                <Field label="Invoicing email">{broker.involvingEmail}</Field>
                <Field label="Address">
                  {broker.address}, {broker.city}, {broker.state} {broker.zipCode}
                </Field>
                <Field label="Days to pay">{broker.daysToPay}</Field>
              </InfoGrid>
              {broker.comment ? <Field label="Comment">{broker.comment}</Field> : null}
              {mayChangeStatus ? (
                <Field label="Change status">
                  <StatusControl id={broker.id} status={broker.status} />
                </Field>
              ) : null}
            </PageCard>
            <BrokerReceivables brokerId={broker.id} />
            <PageCard
              title="Contact people"
              actions={
                <LinkButton
                  variant="light"
                  to={paths.app.addContactBroker.getHref(broker.id)}
                  icon={IconUserPlus}
                >
                  Add contact
                </LinkButton>
              }
            >
              <DataTable
                label="Contact people"
                columns={contactColumns}
                rows={extraData.brokerContactPeople}
                emptyTitle="No contact people."
                minWidth={600}
              />
            </PageCard>
            <BrokerCheckCalls brokerId={broker.id} contacts={extraData.brokerContactPeople} />
            <PageCard title="Documents">
              <DocumentsList entityTypeId={ENTITY_TYPE.broker} entityId={broker.id} />
            </PageCard>
            <BrokerLoads brokerId={broker.id} />
            <RecordHistory entityType="broker" entityId={broker.id} />
          </>
        )}
      </ChosenRecord>
    </ContentLayout>
  );
}
