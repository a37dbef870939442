import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@fletx/contract/invoices';
import { StatusBadge } from '../table/status-badge';

const STATUS_COLORS: Record<InvoiceStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  partially_paid: 'yellow',
  paid: 'green',
  overdue: 'red',
};

/** An invoice's status (docs/product.md "Invoices and receivables"): draft, sent, partially paid, paid, overdue. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <StatusBadge color={STATUS_COLORS[status]}>{INVOICE_STATUS_LABELS[status]}</StatusBadge>;
}
