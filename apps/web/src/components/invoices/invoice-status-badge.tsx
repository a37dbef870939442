import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@fletx/contract/invoices';
import { StatusBadge } from '../table/status-badge';

const STATUS_COLORS: Record<InvoiceStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  partially_paid: 'yellow',
  paid: 'green',
  written_off: 'grape',
  overdue: 'red',
  void: 'gray',
};

/**
 * An invoice's status (docs/product.md "Invoices and receivables"): draft, sent, partially paid, paid, written
 * off (its balance will not be paid), overdue, void (grey and outlined, so it is not taken for a draft).
 */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <StatusBadge color={STATUS_COLORS[status]} {...(status === 'void' ? { variant: 'outline' } : {})}>
      {INVOICE_STATUS_LABELS[status]}
    </StatusBadge>
  );
}
