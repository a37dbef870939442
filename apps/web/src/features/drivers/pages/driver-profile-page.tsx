import { ENTITY_TYPE } from '@fletx/contract/documents';
import {
  DRIVER_DOCUMENT_TYPE,
  DRIVER_STATUS_CHOICES,
  type DriverDetailResponse,
  type StatusHistoryItem,
} from '@fletx/contract/drivers';
import { messages } from '@fletx/contract/messages';
import { can } from '@fletx/contract/roles';
import { Badge, Button, Checkbox, Group, Loader, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconFileText, IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { IconButton } from '../../../components/buttons/icon-button';
import { LinkButton } from '../../../components/buttons/link-button';
import { InfoField, InfoGrid } from '../../../components/cards/info-field';
import { PageCard } from '../../../components/cards/page-card';
import { Section } from '../../../components/cards/section';
import { RecordHistory } from '../../../components/history/record-history';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { ChosenRecord } from '../../../components/layouts/query-content';
import { showAlert, showError, showSuccess } from '../../../components/popups/popups';
import { DataTable, type DataTableColumn } from '../../../components/table/data-table';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { openDocument, useDocuments } from '../../../lib/documents';
import { EMPTY_VALUE, formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useChangeDriverStatus } from '../api/change-status';
import { useDriver } from '../api/get-driver';

const HISTORY_COLUMNS: DataTableColumn<StatusHistoryItem>[] = [
  { key: 'when', header: 'Date', render: (h) => formatDateTime(h.changedAt) },
  { key: 'who', header: 'Changed by', render: (h) => h.changedBy.name },
  { key: 'from', header: 'From', render: (h) => h.fromName ?? EMPTY_VALUE },
  { key: 'to', header: 'To', render: (h) => h.toName },
  { key: 'comment', header: 'Comments', render: (h) => h.comment || EMPTY_VALUE },
];

function StatusCard({ id, current }: { id: number; current: number }) {
  const session = useSession();
  const mayApprove = can(session.user?.role, 'approveDrivers');
  const [status, setStatus] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const mutation = useChangeDriverStatus();
  const save = async () => {
    if (!status) {
      showAlert(messages.selectStatus, { kind: 'warning' });
      return;
    }
    try {
      const result = await mutation.mutateAsync({
        id,
        body: { status: Number(status), ...(comment.trim() ? { comment: comment.trim() } : {}) },
      });
      showSuccess(result.message);
      setStatus(null);
      setComment('');
    } catch (error) {
      showError(getErrorMessage(error));
    }
  };
  return (
    <Section title="Status">
      <Group align="flex-end" gap="md">
        <Select
          label="Status"
          placeholder="Select a status"
          data={DRIVER_STATUS_CHOICES.filter((c) => c.value !== current).map((c) => ({
            value: String(c.value),
            label: c.label,
          }))}
          value={status}
          onChange={setStatus}
          disabled={!mayApprove}
          w={200}
        />
        <Textarea
          label="Comments"
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          disabled={!mayApprove}
          autosize
          minRows={1}
          maxLength={500}
          style={{ flex: 1, minWidth: 240 }}
        />
        <Button onClick={save} loading={mutation.isPending} disabled={!mayApprove}>
          Save changes
        </Button>
      </Group>
      {mayApprove ? null : (
        <Text size="xs" c="dimmed">
          Only Carriers and Admin users may approve or reject drivers.
        </Text>
      )}
    </Section>
  );
}

function Documents({ id }: { id: number }) {
  const docs = useDocuments(ENTITY_TYPE.driver, id);
  const named: Record<number, string> = {
    [DRIVER_DOCUMENT_TYPE.leaseAgreement]: 'Lease agreement',
    [DRIVER_DOCUMENT_TYPE.driverLicense]: 'Driver license',
  };
  if (docs.isLoading) return <Loader size="xs" />;
  const list = docs.data?.data ?? [];
  if (list.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No documents uploaded.
      </Text>
    );
  return (
    <Group gap="xs">
      {list.map((d) => (
        <IconButton
          icon={IconFileText}
          key={d.id}
          size="xs"
          variant="light"
          onClick={() => openDocument(d.id).catch((error) => showError(getErrorMessage(error)))}
        >
          {named[d.documentType] ?? d.originalName}
        </IconButton>
      ))}
    </Group>
  );
}

function Profile({ data }: { data: DriverDetailResponse['data'] }) {
  const info = data.extraData.driverinformation.data;
  const policy = data.extraData.driverpolicy.data;
  const ownership = info.companyDriver
    ? 'Company driver'
    : info.driver_owner
      ? 'Driver Owner'
      : info.ownerThirdParty
        ? 'Owned by third party'
        : EMPTY_VALUE;
  const mayPay = can(useSession().user?.role, 'manageSettlements');
  const blocks = [
    [
      'Underlying liability',
      policy.policyNo,
      policy.amount,
      policy.nameInsurer,
      policy.effectiveDateCoverage,
      policy.expirationDateCoverage,
    ],
    [
      'Cargo liability',
      policy.liabilityCargoPolicyNo,
      policy.liabilityCargoAmount,
      policy.liabilityCargonAmeInsurer,
      policy.liabilityCargoEffectiveDateCoverage,
      policy.liabilityCargoExpirationDate,
    ],
    [
      'Non-trucking',
      policy.noTrukingPolicyNo,
      policy.noTrukingAmount,
      '',
      policy.noTrukingEffectiveDateCoverage,
      policy.noTrukingExpirationDate,
    ],
    [
      'Occupational accident',
      policy.ocupationalPolicyNo,
      policy.ocupationalAmount,
      policy.ocupationalNameInsurer,
      policy.ocupationalEffectiveDateCoverage,
      policy.ocupationalExpirationDate,
    ],
    [
      'Physical damage (trailer)',
      policy.physicalPolicyNo,
      policy.physicalAmount,
      policy.physicalNameInsurer,
      policy.physicalEffectiveDateCoverage,
      policy.physicalExpirationDate,
    ],
    [
      'Passenger',
      policy.passegerPolicyNo,
      policy.passegerAmount,
      policy.passegerNameInsurer,
      policy.passegerEffectiveDateCoverage,
      policy.passegerExpirationDate,
    ],
  ] as const;
  return (
    <Stack gap="md">
      <PageCard
        title={`${data.info.first_name} ${data.info.last_name}`}
        actions={
          <Group gap="xs">
            <LinkButton
              to={paths.app.messages.getHref({ driverId: data.info.id })}
              variant="default"
              size="xs"
              icon={IconMessage}
            >
              Message driver
            </LinkButton>
            {mayPay ? (
              <LinkButton to={paths.app.settlements.getHref(data.info.id)} variant="default" size="xs">
                Settlements
              </LinkButton>
            ) : null}
            <Badge size="lg" variant="light">
              {info.status}
            </Badge>
          </Group>
        }
      >
        <StatusCard id={data.info.id} current={info.status_operation} />
        <Section title="History" withDivider>
          <DataTable
            label="Status history"
            columns={HISTORY_COLUMNS}
            rows={data.extraData.history.data}
            emptyTitle="No status changes yet."
            minWidth={600}
          />
        </Section>
      </PageCard>
      <PageCard title="Personal info">
        <InfoGrid>
          <InfoField label="First name">{data.info.first_name}</InfoField>
          <InfoField label="Last name">{data.info.last_name}</InfoField>
          <InfoField label="Email">{data.info.email}</InfoField>
          <InfoField label="Phone">{data.info.phone}</InfoField>
          <InfoField label="Lease agreement date">{formatDate(info.lease_agreement_date)}</InfoField>
          <InfoField label="Fletx fee">{info.fletxfee ? `${Number(info.fletxfee)} %` : null}</InfoField>
          <InfoField label="Power only">{info.powerOnly ? 'Yes' : 'No'}</InfoField>
          <InfoField label="Logbook">{`${info.electronicProvider} · ${info.electronicUser}`}</InfoField>
        </InfoGrid>
      </PageCard>
      <PageCard title="Important info">
        <InfoGrid>
          <InfoField label="Ownership">{ownership}</InfoField>
          <InfoField label="Owner">{info.owner}</InfoField>
          <InfoField label="Owner email">{info.ownerEmail}</InfoField>
          <InfoField label="Owner cell">{info.ownerCell}</InfoField>
        </InfoGrid>
        <Group gap="xl">
          <Checkbox label="Has Trailer" checked={info.isTrailer} readOnly />
          {info.isTrailer ? <InfoField label="Leased to">{info.leased}</InfoField> : null}
          {info.isTrailer ? <InfoField label="Financed By">{info.financed}</InfoField> : null}
        </Group>
        <Section title="Documents">
          <Documents id={data.info.id} />
        </Section>
      </PageCard>
      <PageCard title="Licence and certificates">
        <Section title="Commercial driver's licence and medical certificate" id="cdl">
          <InfoGrid>
            <InfoField label="CDL number">{info.cdl_number}</InfoField>
            <InfoField label="CDL state">{info.cdl_state}</InfoField>
            <InfoField label="CDL class">{info.cdl_class}</InfoField>
            <InfoField label="CDL expiration">{formatDate(info.cdl_expiration)}</InfoField>
            <InfoField label="Medical certificate expiration">
              {formatDate(info.medical_certificate_expiration)}
            </InfoField>
          </InfoGrid>
        </Section>
        <Section title="Lease agreement" id="agreement" withDivider>
          <InfoGrid>
            <InfoField label="Lease agreement date">{formatDate(info.lease_agreement_date)}</InfoField>
            <InfoField label="Lease agreement end">{formatDate(info.lease_agreement_end)}</InfoField>
          </InfoGrid>
        </Section>
      </PageCard>
      <PageCard title="Additional insurance info">
        <InfoGrid>
          <InfoField label="Worker insurance">{info.nameCompany}</InfoField>
          <InfoField label="Date of coverage">{formatDate(info.dateCoverage)}</InfoField>
        </InfoGrid>
        <Section title="Insurance policies" id="insurance">
          <DataTable
            label="Insurance policies"
            columns={[
              { key: 'kind', header: 'Insurance', render: (b) => b[0] },
              { key: 'policy', header: 'Policy No.', render: (b) => b[1] },
              { key: 'amount', header: 'Amount', align: 'right', render: (b) => formatMoney(b[2]) },
              { key: 'insurer', header: 'Insurer', render: (b) => b[3] || EMPTY_VALUE },
              { key: 'date', header: 'Effective', render: (b) => formatDate(b[4]) },
              { key: 'expires', header: 'Expires', render: (b) => formatDate(b[5]) },
            ]}
            rows={blocks}
            getRowKey={(b) => b[0]}
            minWidth={600}
          />
        </Section>
      </PageCard>
    </Stack>
  );
}

/**
 * Driver profile (docs/product.md "Driver profile"): status with comments and history, personal, important
 * and insurance info.
 */
export function DriverProfilePage() {
  const [params] = useSearchParams();
  const idParam = params.get('id');
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : undefined;
  const driver = useDriver(id);
  return (
    <ContentLayout title="Driver profile" backTo={paths.app.drivers.getHref()}>
      <ChosenRecord what="driver" chosen={id !== undefined} from="the drivers list" query={driver}>
        {(answer) => (
          <>
            <Profile data={answer.body.data} />
            <RecordHistory entityType="driver" entityId={answer.body.data.info.id} />
          </>
        )}
      </ChosenRecord>
    </ContentLayout>
  );
}
