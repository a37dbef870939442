import type { InvoiceDetail, InvoicePayment } from '@fletx/contract/invoices';
import { formatDate, formatMoney } from '../../../lib/format';
import { useReversePayment, useVoidInvoice } from '../api/invoices';
import { ReasonModal } from './reason-modal';

/**
 * 'Void invoice' (docs/decisions/0053-void-invoices.md): a required reason, sent with the version of the
 * invoice shown; a refusal (a payment recorded, already void) shows in the dialog as the server says it.
 */
export function VoidInvoiceModal({
  invoice,
  etag,
  onClose,
}: {
  invoice: Pick<InvoiceDetail, 'id' | 'number' | 'amount'>;
  /** The version of the invoice shown: sent as If-Match. */
  etag: string | undefined;
  onClose: () => void;
}) {
  const voiding = useVoidInvoice();
  return (
    <ReasonModal
      invoiceId={invoice.id}
      title="Void invoice"
      subtitle={`${invoice.number} · ${formatMoney(invoice.amount)}. Its number stays used and shows as void; nothing is due on it, and its load can be invoiced again.`}
      placeholder="Wrong rate, disputed line, load cancelled…"
      refusedTitle="Not voided"
      reloadHint="Reload shows the invoice as it is now; void it again if it still should be."
      saving={voiding.isPending}
      save={async (body) => (await voiding.mutateAsync({ id: invoice.id, body, etag })).body.message}
      onClose={onClose}
    />
  );
}

/**
 * 'Reverse payment' (docs/decisions/0054-payment-reversals.md): a check that bounced, a payment recorded on the
 * wrong invoice. A required reason, sent with the version of the invoice shown; the payment stays on the
 * invoice, marked reversed, and its amount is due again.
 */
export function ReversePaymentModal({
  invoice,
  payment,
  etag,
  onClose,
}: {
  invoice: Pick<InvoiceDetail, 'id' | 'number'>;
  payment: Pick<InvoicePayment, 'id' | 'amount' | 'paidOn' | 'reference'>;
  etag: string | undefined;
  onClose: () => void;
}) {
  const reversing = useReversePayment();
  const reference = payment.reference ? ` (${payment.reference})` : '';
  return (
    <ReasonModal
      invoiceId={invoice.id}
      title="Reverse payment"
      subtitle={`${formatMoney(payment.amount)} paid on ${formatDate(payment.paidOn)}${reference} on invoice ${invoice.number}. It stays listed as reversed and its amount is due again.`}
      placeholder="Check returned unpaid, recorded on the wrong invoice…"
      refusedTitle="Not reversed"
      reloadHint="Reload shows the invoice as it is now; reverse the payment again if it still should be."
      saving={reversing.isPending}
      save={async (body) =>
        (await reversing.mutateAsync({ id: invoice.id, paymentId: payment.id, body, etag })).body.message
      }
      onClose={onClose}
    />
  );
}
