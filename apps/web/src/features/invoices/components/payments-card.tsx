import type { InvoiceDetail, InvoicePayment } from '@fletx/contract/invoices';
import { can } from '@fletx/contract/roles';
import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { IconButton } from '../../../components/buttons/icon-button';
import { PageCard } from '../../../components/cards/page-card';
import { DataTable, type DataTableColumn } from '../../../components/table/data-table';
import { NowrapText } from '../../../components/table/nowrap-text';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { ReversePaymentModal } from './void-invoice-modal';
import { mayWriteOff, WriteOffButton, WriteOffModal, WrittenOffNotice } from './write-off';

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
              <IconButton
                icon={IconArrowBackUp}
                size="compact-sm"
                variant="subtle"
                color="red"
                aria-label={`Reverse the payment of ${formatMoney(p.amount)} paid on ${formatDate(p.paidOn)}`}
                onClick={() => onReverse(p)}
              >
                Reverse
              </IconButton>
            ),
        },
      ]
    : []),
];

/**
 * The invoice's payments, a reversed one struck through with when, by whom and why; Reverse on the others
 * (a check that bounced, a payment on the wrong invoice) while the invoice stands and `etag` is known. Its
 * write-off (docs/decisions/0055-write-offs.md): "Write off balance" while something is owed, and once written
 * off how much, who, when and why with "Undo write-off" (Carriers and Admin users).
 */
export function PaymentsCard({ invoice, etag }: { invoice: InvoiceDetail; etag: string | undefined }) {
  const { user } = useSession();
  const manages = can(user?.role, 'manageInvoices');
  const [reversing, setReversing] = useState<InvoicePayment>();
  const [writingOff, setWritingOff] = useState(false);
  const columns = useMemo(() => paymentColumns(invoice.voided ? undefined : setReversing), [invoice.voided]);
  return (
    <PageCard
      title="Payments"
      actions={
        manages && mayWriteOff(invoice) ? <WriteOffButton onClick={() => setWritingOff(true)} /> : null
      }
    >
      <DataTable
        label="Payments"
        columns={columns}
        rows={invoice.payments}
        emptyTitle="No payments yet"
        emptyMessage="Record a payment once the broker pays (after the invoice is sent)."
        minWidth={600}
      />
      <WrittenOffNotice invoice={invoice} etag={etag} mayUndo={manages} />
      {reversing ? (
        <ReversePaymentModal
          invoice={invoice}
          payment={reversing}
          etag={etag}
          onClose={() => setReversing(undefined)}
        />
      ) : null}
      {writingOff ? (
        <WriteOffModal invoice={invoice} etag={etag} onClose={() => setWritingOff(false)} />
      ) : null}
    </PageCard>
  );
}
