import type { DeliveryDetail } from '@fletx/contract/delivery-approval';
import { TRANSACTION_TYPES } from '@fletx/contract/load-ledger';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { formatUsd } from '@fletx/contract/money';
import { can } from '@fletx/contract/roles';
import { ActionIcon, Badge, Button, Grid, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { IconCircleCheck, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { InfoField as Field } from '../../../components/cards/info-field';
import { PageCard } from '../../../components/cards/page-card';
import { LoadInvoice } from '../../../components/invoices/load-invoice';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { QueryContent } from '../../../components/layouts/query-content';
import { confirmAction, confirmDelete } from '../../../components/popups/popups';
import { DataTable, type DataTableColumn } from '../../../components/table/data-table';
import { paths } from '../../../config/paths';
import { useIdParam } from '../../../hooks/use-id-param';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useApproveDelivery } from '../api/approve-delivery';
import { useDeleteOsd } from '../api/delete-osd';
import { useDelivery } from '../api/get-delivery';
import { OSD_KIND_NAMES, OsdForm } from '../components/osd-form';
import { StatementLines } from '../components/statement-card';

type Ledger = DeliveryDetail['transactions'][number];
type Osd = DeliveryDetail['osd'][number];

const typeName = (id: number) => TRANSACTION_TYPES.find((t) => t.id === id)?.name ?? `Type ${id}`;

const ledgerColumns: ReadonlyArray<DataTableColumn<Ledger>> = [
  { key: 'date', header: 'Date', render: (t) => formatDate(t.created_at), width: 110 },
  { key: 'type', header: 'Type', render: (t) => typeName(t.transaction_type_id), width: 140 },
  { key: 'comment', header: 'Comment', render: (t) => t.comment || '—' },
  { key: 'by', header: 'By', render: (t) => t.created_by, width: 160 },
  { key: 'amount', header: 'Amount', align: 'right', render: (t) => formatUsd(t.amount_cents), width: 120 },
];

function OsdTable({ detail, editable }: { detail: DeliveryDetail; editable: boolean }) {
  const remove = useDeleteOsd();
  const columns: DataTableColumn<Osd>[] = [
    { key: 'kind', header: 'Kind', render: (o) => OSD_KIND_NAMES[o.kind], width: 100 },
    { key: 'note', header: 'Note', render: (o) => o.note },
    { key: 'by', header: 'By', render: (o) => o.created_by, width: 160 },
    { key: 'when', header: 'Added', render: (o) => formatDateTime(o.created_at), width: 170 },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      // Taken off the gross: negative, as all money is written.
      render: (o) => formatUsd(-o.amount_cents),
      width: 120,
    },
  ];
  if (editable)
    columns.push({
      key: 'delete',
      header: '',
      align: 'center',
      width: 50,
      render: (o) => (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete OS&D entry ${o.note}`}
          onClick={() =>
            confirmDelete({
              onConfirm: async () => (await remove.mutateAsync({ id: detail.load.id, osdId: o.id })).message,
            })
          }
        >
          <IconTrash size={16} />
        </ActionIcon>
      ),
    });
  return (
    <Stack gap="md">
      <DataTable
        label="OS&D"
        columns={columns}
        rows={detail.osd}
        emptyTitle="No OS&D"
        emptyMessage={
          editable ? 'Add an over, short or damaged deduction below.' : 'No OS&D was taken off this delivery.'
        }
      />
      {editable && <OsdForm loadId={detail.load.id} />}
    </Stack>
  );
}

/**
 * Approving freezes the statement its driver's settlement pays and cannot be undone (docs/product.md "Delivery
 * approval"): it is asked first, with the net it will pay.
 */
function confirmApproval(
  detail: DeliveryDetail,
  quickPay: boolean,
  approve: (input: { id: number; quickPay: boolean }) => Promise<{ message: string }>,
) {
  const { load } = detail;
  const net = formatUsd((quickPay ? detail.statementQuickPay : detail.statement).net);
  confirmAction({
    title: 'Approve delivery?',
    message: `${load.driver_name ?? 'The driver'} will be paid ${net} for ${load.id_number}${quickPay ? ' (quick pay)' : ''} in the next settlement. The statement can no longer be changed once approved.`,
    confirmLabel: 'Approve',
    color: 'green',
    onConfirm: async () => (await approve({ id: load.id, quickPay })).message,
  });
}

function Statement({ detail }: { detail: DeliveryDetail }) {
  const { user } = useSession();
  const [quickPay, setQuickPay] = useState(false);
  const approve = useApproveDelivery();
  const frozen = detail.approved;
  if (frozen)
    return (
      <PageCard
        title="Statement"
        actions={
          <Badge color="green" size="lg" variant="light" leftSection={<IconCircleCheck size={14} />}>
            Delivery approved
          </Badge>
        }
      >
        <StatementLines s={frozen} quickPay={frozen.quickPay} />
        <Text size="xs" c="dimmed" mt="sm">
          Approved by {frozen.approvedBy} on {formatDateTime(frozen.approvedAt)}
          {frozen.quickPay ? ', quick pay' : ''}.
        </Text>
        <LoadInvoice loadId={detail.load.id} status={detail.load.loadbook_status_id} />
      </PageCard>
    );
  const ended = detail.load.loadbook_status_id === LOAD_STATUS.ended;
  return (
    <PageCard title="Statement">
      <Stack gap="md">
        <Switch
          label="Quick pay (1.5 % discount)"
          checked={quickPay}
          onChange={(e) => setQuickPay(e.currentTarget.checked)}
        />
        <StatementLines s={quickPay ? detail.statementQuickPay : detail.statement} quickPay={quickPay} />
        {ended && can(user?.role, 'approveDeliveries') && (
          <Button
            color="green"
            loading={approve.isPending}
            onClick={() => confirmApproval(detail, quickPay, approve.mutateAsync)}
          >
            Approve
          </Button>
        )}
      </Stack>
    </PageCard>
  );
}

const LEDGERS = [
  { title: 'Transactions', rows: (d: DeliveryDetail) => d.transactions },
  { title: 'Accessorials', rows: (d: DeliveryDetail) => d.accessorials },
] as const;

function DeliveryDetailView({ detail }: { detail: DeliveryDetail }) {
  const { load } = detail;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack gap="md">
          <PageCard
            title={`Trip ${load.id_number}`}
            actions={
              <Badge size="lg" variant="light" color={detail.approved ? 'green' : 'blue'}>
                {load.status_name}
              </Badge>
            }
          >
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
              <Field label="Driver">{load.driver_name}</Field>
              <Field label="Broker">{load.company_name}</Field>
              <Field label="Origin → Destination">
                {load.city_pickup ?? '—'} → {load.city_delivery ?? '—'}
              </Field>
              <Field label="Trip rate">{formatUsd(load.trip_rate_cents)}</Field>
            </SimpleGrid>
          </PageCard>
          {LEDGERS.map(({ title, rows }) => (
            <PageCard key={title} title={title}>
              <DataTable
                label={title}
                columns={ledgerColumns}
                rows={rows(detail)}
                emptyTitle={`No ${title.toLowerCase()}`}
              />
            </PageCard>
          ))}
          <PageCard title="OS&D (over, short, damaged)">
            <OsdTable detail={detail} editable={load.loadbook_status_id === LOAD_STATUS.ended} />
          </PageCard>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Statement detail={detail} />
      </Grid.Col>
    </Grid>
  );
}

export function DeliveryApprovalDetailPage() {
  const query = useDelivery(useIdParam());
  return (
    <ContentLayout title="Delivery Approval" backTo={paths.app.deliveryApproval.getHref()}>
      <QueryContent query={query}>{({ data }) => <DeliveryDetailView detail={data} />}</QueryContent>
    </ContentLayout>
  );
}
