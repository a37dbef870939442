import type { InvoiceDetail } from '@fletx/contract/invoices';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconReceiptOff } from '@tabler/icons-react';
import { IconButton } from '../../../components/buttons/icon-button';
import { StaleRecordAlert } from '../../../components/form/stale-record-alert';
import { confirmAction } from '../../../components/popups/popups';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useUndoWriteOff, useWriteOff } from '../api/invoices';
import { ReasonText } from './invoice-panels';
import { ReasonModal } from './reason-modal';
import { useInvoiceStale } from './use-invoice-stale';

/**
 * Whether "Write off balance" is offered (docs/decisions/0055-write-offs.md): a sent, overdue or partially paid
 * invoice with a balance and no write-off yet. A draft is voided instead; a paid one owes nothing.
 */
export const mayWriteOff = (invoice: Pick<InvoiceDetail, 'status' | 'balance' | 'writtenOff'>) =>
  ['sent', 'overdue', 'partially_paid'].includes(invoice.status) &&
  invoice.balance > 0 &&
  invoice.writtenOff === null;

/** "Write off balance": opens the dialog that states the amount. */
export function WriteOffButton({ onClick }: { onClick: () => void }) {
  return (
    <IconButton icon={IconReceiptOff} variant="light" color="grape" size="compact-sm" onClick={onClick}>
      Write off balance
    </IconButton>
  );
}

/**
 * 'Write off balance': the whole balance due, with a required reason (a short pay, a broker out of business),
 * sent with the version of the invoice shown; a refusal shows in the dialog as the server says it.
 */
export function WriteOffModal({
  invoice,
  etag,
  onClose,
}: {
  invoice: Pick<InvoiceDetail, 'id' | 'number' | 'balance' | 'brokerName'>;
  /** The version of the invoice shown: sent as If-Match. */
  etag: string | undefined;
  onClose: () => void;
}) {
  const writing = useWriteOff();
  return (
    <ReasonModal
      invoiceId={invoice.id}
      title="Write off balance"
      subtitle={`Write off ${formatMoney(invoice.balance)}? It will no longer be owed: invoice ${invoice.number} reads Written off and leaves the balance due, the aging and ${invoice.brokerName}'s open balance. If the broker pays after all, undo the write-off, then record the payment.`}
      placeholder="Broker disputed the lumper charge and short-paid; broker out of business…"
      refusedTitle="Not written off"
      reloadHint="Reload shows the invoice as it is now; write off its balance again if it still should be."
      saving={writing.isPending}
      save={async (body) => (await writing.mutateAsync({ id: invoice.id, body, etag })).body.message}
      onClose={onClose}
    />
  );
}

/**
 * A write-off on the invoice: how much, who, when and why, and (Carriers and Admin users) "Undo write-off"
 * behind a confirmation. A 412 (someone changed the invoice meanwhile) shows under it with Reload, as the
 * invoice's other versioned changes do.
 */
export function WrittenOffNotice({
  invoice,
  etag,
  mayUndo,
}: {
  invoice: Pick<InvoiceDetail, 'id' | 'number' | 'writtenOff'>;
  etag: string | undefined;
  mayUndo: boolean;
}) {
  const undo = useUndoWriteOff();
  const { stale, catchStale } = useInvoiceStale(
    invoice.id,
    'Reload shows the invoice as it is now; undo the write-off again if it still should be.',
  );
  const { writtenOff } = invoice;
  if (!writtenOff) return null;
  const confirmUndo = () =>
    confirmAction({
      title: 'Undo write-off?',
      message: `${formatMoney(writtenOff.amount)} will be owed again on invoice ${invoice.number}: in the balance due, the aging and the broker's open balance. Record the payment afterwards if the broker paid.`,
      confirmLabel: 'Undo write-off',
      onConfirm: async () => (await undo.mutateAsync({ id: invoice.id, etag })).body.message,
      caught: catchStale,
    });
  const notice = (
    <Alert
      color="grape"
      variant="light"
      icon={<IconReceiptOff size={18} aria-hidden />}
      title={`Written off: ${formatMoney(writtenOff.amount)}`}
      data-testid="invoice-written-off-notice"
    >
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <ReasonText reason={writtenOff.reason} />
          <Text size="sm" c="dimmed">
            Written off by {writtenOff.by?.name ?? 'a deleted user'} on {formatDateTime(writtenOff.at)}. It is
            no longer owed.
          </Text>
        </Stack>
        {mayUndo ? (
          <IconButton icon={IconArrowBackUp} variant="default" size="compact-sm" onClick={confirmUndo}>
            Undo write-off
          </IconButton>
        ) : null}
      </Group>
    </Alert>
  );
  return stale ? (
    <Stack gap="sm">
      {notice}
      <StaleRecordAlert {...stale} />
    </Stack>
  ) : (
    notice
  );
}
