import type { InvoiceDetail } from '@fletx/contract/invoices';
import { can } from '@fletx/contract/roles';
import { Button, Group, Tooltip } from '@mantine/core';
import {
  IconBan,
  IconCash,
  IconEye,
  IconFileInvoice,
  IconFileZip,
  IconMail,
  IconSend,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DownloadButton } from '../../../components/buttons/download-button';
import { IconButton } from '../../../components/buttons/icon-button';
import { confirmAction, showError } from '../../../components/popups/popups';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { downloadApiFile, fetchApiBlob, openBlobInTab } from '../../../lib/download';
import { useCreateInvoice, useInvoiceOfLoad } from '../../../lib/invoices';
import { useSession } from '../../../lib/session';
import { useFactorInvoice, useSendInvoice } from '../api/invoices';
import { mayFactor } from './invoices-table';
import { PaymentModal } from './payment-form';
import { VoidInvoiceModal } from './void-invoice-modal';

const viewPdf = (invoice: InvoiceDetail) => (
  <DownloadButton
    icon={IconEye}
    onDownload={() => openBlobInTab(() => fetchApiBlob(`/invoices/${invoice.id}/pdf`))}
  >
    View PDF
  </DownloadButton>
);

/**
 * A void invoice's actions (docs/decisions/0053-void-invoices.md): its PDF (stamped VOID) and the load's
 * invoice that stands now, or, while there is none, a new invoice for its load, which then opens. Nothing
 * else: it cannot be sent, paid, factored or edited.
 */
function VoidInvoiceActions({ invoice }: { invoice: InvoiceDetail }) {
  const create = useCreateInvoice();
  const navigate = useNavigate();
  const standing = useInvoiceOfLoad(invoice.loadId);
  return (
    <Group gap="xs">
      {viewPdf(invoice)}
      {standing.data ? (
        <Button
          component={Link}
          to={paths.app.invoiceDetails.getHref(standing.data.id)}
          leftSection={<IconFileInvoice size={16} aria-hidden />}
        >
          Open invoice {standing.data.number}
        </Button>
      ) : standing.data === null ? (
        <IconButton
          icon={IconFileInvoice}
          loading={create.isPending}
          onClick={() =>
            create.mutate(invoice.loadId, {
              onSuccess: (response) => navigate(paths.app.invoiceDetails.getHref(response.data.id)),
              onError: (error) => showError(getErrorMessage(error)),
            })
          }
        >
          New invoice for this load
        </IconButton>
      ) : null}
    </Group>
  );
}

/**
 * An invoice's actions (docs/product.md "Invoices and receivables"): View PDF, Send to broker (to the broker's
 * invoicing email; again while neither paid nor written off), Record payment (sent, with a balance), Send to
 * factor, the factoring package, and Void invoice (Carriers and Admin users, while no payment counts and no
 * write-off stands).
 */
export function InvoiceActions({ invoice, etag }: { invoice: InvoiceDetail; etag: string | undefined }) {
  const { user } = useSession();
  const send = useSendInvoice();
  const factor = useFactorInvoice();
  const [paying, setPaying] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const email = invoice.billTo.email;
  const draft = invoice.status === 'draft';
  if (invoice.status === 'void') return <VoidInvoiceActions invoice={invoice} />;
  // Why it cannot be voided now, if so: what must be undone first.
  const voidBlocked = invoice.writtenOff
    ? 'The balance is written off: undo the write-off under Payments first to void the invoice'
    : invoice.paid > 0
      ? 'A payment is recorded: reverse it under Payments first to void the invoice'
      : undefined;

  const confirmSend = () =>
    confirmAction({
      title: draft ? 'Send to broker?' : 'Send again?',
      message: draft
        ? `Invoice ${invoice.number} (PDF with the proof of delivery) will be emailed to ${email}. It can no longer be edited once sent.`
        : `Invoice ${invoice.number} will be emailed again to ${email}. Its dates stay as they are.`,
      confirmLabel: 'Send',
      onConfirm: async () => (await send.mutateAsync({ id: invoice.id })).message,
    });
  const confirmFactor = () =>
    confirmAction({
      title: 'Send to factor?',
      message: `Invoice ${invoice.number} will be assigned to the factoring company and mailed to it with its package.`,
      confirmLabel: 'Send to factor',
      onConfirm: async () => (await factor.mutateAsync({ id: invoice.id })).message,
    });

  return (
    <Group gap="xs">
      {viewPdf(invoice)}
      {invoice.status !== 'paid' && invoice.status !== 'written_off' ? (
        <Tooltip
          label="The broker has no invoicing email: add it on the broker's profile"
          disabled={email !== null}
        >
          <IconButton
            icon={IconMail}
            variant={draft ? 'filled' : 'default'}
            disabled={email === null}
            onClick={confirmSend}
          >
            {draft ? 'Send to broker' : 'Send again'}
          </IconButton>
        </Tooltip>
      ) : null}
      {!draft && invoice.balance > 0 ? (
        <IconButton color="green" icon={IconCash} onClick={() => setPaying(true)}>
          Record payment
        </IconButton>
      ) : null}
      {mayFactor(invoice) ? (
        <IconButton variant="light" icon={IconSend} onClick={confirmFactor}>
          Send to factor
        </IconButton>
      ) : null}
      <DownloadButton
        icon={IconFileZip}
        onDownload={() => downloadApiFile(`/invoices/${invoice.id}/package`, `${invoice.number}-package.pdf`)}
      >
        Download factoring package
      </DownloadButton>
      {can(user?.role, 'manageInvoices') ? (
        <Tooltip label={voidBlocked ?? ''} disabled={voidBlocked === undefined}>
          <IconButton
            icon={IconBan}
            variant="subtle"
            color="red"
            disabled={voidBlocked !== undefined}
            onClick={() => setVoiding(true)}
          >
            Void invoice
          </IconButton>
        </Tooltip>
      ) : null}
      {paying ? <PaymentModal invoice={invoice} opened onClose={() => setPaying(false)} /> : null}
      {voiding ? <VoidInvoiceModal invoice={invoice} etag={etag} onClose={() => setVoiding(false)} /> : null}
    </Group>
  );
}
