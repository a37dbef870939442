import { draftBalanceNote, type InvoiceDetail } from '@fletx/contract/invoices';
import { Alert, Divider, Group, Stack, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { InfoField as Field, InfoGrid } from '../../../components/cards/info-field';
import { PageCard } from '../../../components/cards/page-card';
import { InvoiceStatusBadge } from '../../../components/invoices/invoice-status-badge';
import { paths } from '../../../config/paths';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';

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

/** "Reason: …" of a void or a write-off, as the notice shows it. */
export function ReasonText({ reason }: { reason: string }) {
  return (
    <Text size="sm">
      <Text span fw={600} size="sm">
        Reason:
      </Text>{' '}
      {reason}
    </Text>
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
        <ReasonText reason={voided.reason} />
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

/**
 * Total, paid, written off (when a write-off closed it) and balance due; a draft's is '—' (nothing is due until
 * it is sent, as the list and the Balance due card say), with what it will owe once sent.
 */
export function InvoiceTotals({
  invoice,
}: {
  invoice: Pick<InvoiceDetail, 'amount' | 'paid' | 'balance' | 'writtenOff' | 'status'>;
}) {
  const row = (label: string, value: string, strong = false) => (
    <Group justify="space-between">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text
        size={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : 500}
        data-testid={`invoice-${label.toLowerCase().replace(' ', '-')}`}
      >
        {value}
      </Text>
    </Group>
  );
  const draft = invoice.status === 'draft';
  return (
    <PageCard title="Totals">
      <Stack gap={6}>
        {row('Total', formatMoney(invoice.amount))}
        {row('Paid', formatMoney(invoice.paid))}
        {invoice.writtenOff ? row('Written off', formatMoney(invoice.writtenOff.amount)) : null}
        <Divider />
        {row('Balance', draft ? '—' : formatMoney(invoice.balance), true)}
        {draft ? (
          <Text size="xs" c="dimmed" ta="right">
            {draftBalanceNote(formatMoney(invoice.balance))}
          </Text>
        ) : null}
      </Stack>
    </PageCard>
  );
}
