import type { InvoiceDetail, InvoicePayment } from '@fletx/contract/invoices';
import { Alert, Badge, Button, Divider, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowBackUp, IconBan } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { InfoField as Field, InfoGrid } from '../../../components/cards/info-field';
import { PageCard } from '../../../components/cards/page-card';
import { InvoiceStatusBadge } from '../../../components/invoices/invoice-status-badge';
import { DataTable, type DataTableColumn } from '../../../components/table/data-table';
import { NowrapText } from '../../../components/table/nowrap-text';
import { paths } from '../../../config/paths';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { ReversePaymentModal } from './void-invoice-modal';

const daysPastDueText = (days: number) =>
  days > 0
    ? `${days} day${days === 1 ? '' : 's'} past due`
    : days === 0
      ? 'Due today'
      : `Due in ${-days} days`;

/** The invoice's facts: number, status, load, dates, terms; the actions on the right. */
export function InvoiceHeader({ invoice, actions }: { invoice: InvoiceDetail; actions: ReactNode }) {
  const draft = invoice.status === 'draft';
  return (
    <PageCard
      title={
        <Group gap="sm" component="span">
          <span>Invoice {invoice.number}</span>
          <InvoiceStatusBadge status={invoice.status} />
        </Group>
      }
      description={`Load ${invoice.loadNumber} · ${invoice.brokerName}`}
      actions={actions}
    >
      <InfoGrid>
        <Field label="Load">
          <Link to={paths.app.loadDetails.getHref(invoice.loadId)}>{invoice.loadNumber}</Link>
        </Field>
        <Field label="Invoice date">{formatDate(invoice.invoiceDate)}</Field>
        <Field label="Sent on">{invoice.sentOn ? formatDate(invoice.sentOn) : 'Not sent yet'}</Field>
        <Field label={draft ? 'Due date (if sent today)' : 'Due date'}>
          {formatDate(invoice.dueOn)}
          {!draft && invoice.balance > 0 ? (
            <Text span size="xs" c={invoice.daysPastDue > 0 ? 'red' : 'dimmed'} ml={6}>
              {daysPastDueText(invoice.daysPastDue)}
            </Text>
          ) : null}
        </Field>
        <Field label="Terms">Net {invoice.termsDays} days</Field>
        <Field label="Factored">{invoice.factoredOn ? formatDate(invoice.factoredOn) : 'No'}</Field>
      </InfoGrid>
    </PageCard>
  );
}

/**
 * What a void invoice says first (docs/decisions/0053-void-invoices.md): that it is void, why, who voided it and
 * when; its number stays used and nothing is due on it.
 */
export function VoidedNotice({ voided }: { voided: NonNullable<InvoiceDetail['voided']> }) {
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconBan size={18} aria-hidden />}
      title="Void: nothing is due on this invoice"
      data-testid="invoice-voided"
    >
      <Stack gap={2}>
        <Text size="sm">
          <Text span fw={600} size="sm">
            Reason:
          </Text>{' '}
          {voided.reason}
        </Text>
        <Text size="sm" c="dimmed">
          Voided by {voided.by?.name ?? 'a deleted user'} on {formatDateTime(voided.at)}. Its number stays
          used; the load can be invoiced again.
        </Text>
      </Stack>
    </Alert>
  );
}

/** Bill to: the broker's name, address and invoicing email; and the load's stops. */
export function BillToCard({ invoice }: { invoice: InvoiceDetail }) {
  const { billTo } = invoice;
  return (
    <PageCard title="Bill to">
      <Stack gap={2}>
        <Link to={paths.app.brokerProfile.getHref(billTo.brokerId)}>
          <Text fw={600}>{billTo.name}</Text>
        </Link>
        <Text size="sm">{billTo.address}</Text>
        <Text size="sm">
          {billTo.city}, {billTo.state} {billTo.zipCode}
        </Text>
        <Text size="sm" c={billTo.email ? undefined : 'red'}>
          {billTo.email ?? 'No invoicing email: add it on the broker profile before sending'}
        </Text>
      </Stack>
      {invoice.stops.length > 0 ? (
        <>
          <Divider />
          <Stack gap={4}>
            {invoice.stops.map((stop) => (
              <Text size="sm" key={`${stop.type}-${stop.at ?? stop.city}`}>
                <Text span fw={600} size="sm" tt="capitalize">
                  {stop.type}
                </Text>
                {': '}
                {stop.facility ? `${stop.facility}, ` : ''}
                {stop.city}, {stop.state} {stop.zip}
                {stop.at ? ` · ${formatDate(stop.at)}` : ''}
              </Text>
            ))}
          </Stack>
        </>
      ) : null}
    </PageCard>
  );
}

/** Total, paid and balance due. */
export function InvoiceTotals({ invoice }: { invoice: Pick<InvoiceDetail, 'amount' | 'paid' | 'balance'> }) {
  const row = (label: string, value: number, strong = false) => (
    <Group justify="space-between">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text
        size={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : 500}
        data-testid={`invoice-${label.toLowerCase()}`}
      >
        {formatMoney(value)}
      </Text>
    </Group>
  );
  return (
    <PageCard title="Totals">
      <Stack gap={6}>
        {row('Total', invoice.amount)}
        {row('Paid', invoice.paid)}
        <Divider />
        {row('Balance', invoice.balance, true)}
      </Stack>
    </PageCard>
  );
}

/** A reversed payment's line: when, by whom and why. */
const reversedText = (reversed: NonNullable<InvoicePayment['reversed']>) =>
  `Reversed ${formatDateTime(reversed.at)}${reversed.by ? ` by ${reversed.by.name}` : ''}: ${reversed.reason}`;

const paymentColumns = (
  onReverse: ((payment: InvoicePayment) => void) | undefined,
): ReadonlyArray<DataTableColumn<InvoicePayment>> => [
  { key: 'paidOn', header: 'Paid on', width: 110, render: (p) => formatDate(p.paidOn) },
  {
    key: 'reference',
    header: 'Reference',
    render: (p) => (
      <Stack gap={2}>
        <span>{p.reference || '—'}</span>
        {p.reversed ? (
          <Text size="xs" c="red.8">
            {reversedText(p.reversed)}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { key: 'by', header: 'Recorded by', render: (p) => p.recordedBy?.name ?? '—' },
  {
    key: 'at',
    header: 'Recorded',
    width: 190,
    render: (p) => <NowrapText>{formatDateTime(p.createdAt)}</NowrapText>,
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    width: 130,
    render: (p) =>
      p.reversed ? (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          <Badge color="red" variant="light" size="sm">
            Reversed
          </Badge>
          <Text span td="line-through" c="dimmed" size="sm">
            {formatMoney(p.amount)}
          </Text>
        </Group>
      ) : (
        formatMoney(p.amount)
      ),
  },
  ...(onReverse
    ? [
        {
          key: 'reverse',
          header: <VisuallyHidden>Actions</VisuallyHidden>,
          width: 110,
          render: (p: InvoicePayment) =>
            p.reversed ? null : (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                leftSection={<IconArrowBackUp size={14} aria-hidden />}
                aria-label={`Reverse the payment of ${formatMoney(p.amount)} paid on ${formatDate(p.paidOn)}`}
                onClick={() => onReverse(p)}
              >
                Reverse
              </Button>
            ),
        },
      ]
    : []),
];

/**
 * The invoice's payments, a reversed one struck through with when, by whom and why; Reverse on the others
 * (a check that bounced, a payment on the wrong invoice) while the invoice stands and `etag` is known.
 */
export function PaymentsCard({ invoice, etag }: { invoice: InvoiceDetail; etag: string | undefined }) {
  const [reversing, setReversing] = useState<InvoicePayment>();
  const columns = useMemo(() => paymentColumns(invoice.voided ? undefined : setReversing), [invoice.voided]);
  return (
    <PageCard title="Payments">
      <DataTable
        label="Payments"
        columns={columns}
        rows={invoice.payments}
        emptyTitle="No payments yet"
        emptyMessage="Record a payment once the broker pays (after the invoice is sent)."
        minWidth={600}
      />
      {reversing ? (
        <ReversePaymentModal
          invoice={invoice}
          payment={reversing}
          etag={etag}
          onClose={() => setReversing(undefined)}
        />
      ) : null}
    </PageCard>
  );
}
