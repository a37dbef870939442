import type { InvoiceDetail } from '@fletx/contract/invoices';
import { Button, Group, Tooltip } from '@mantine/core';
import { IconCash, IconEye, IconFileZip, IconMail, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { DownloadButton } from '../../../components/buttons/download-button';
import { confirmAction } from '../../../components/popups/popups';
import { downloadApiFile, fetchApiBlob, openBlobInTab } from '../../../lib/download';
import { useFactorInvoice, useSendInvoice } from '../api/invoices';
import { mayFactor } from './invoices-table';
import { PaymentModal } from './payment-form';

/**
 * An invoice's actions (docs/product.md "Invoices and receivables"): View PDF, Send to broker (to the broker's
 * invoicing email; again while not paid), Record payment (sent, with a balance), Send to factor and the factoring
 * package.
 */
export function InvoiceActions({ invoice }: { invoice: InvoiceDetail }) {
  const send = useSendInvoice();
  const factor = useFactorInvoice();
  const [paying, setPaying] = useState(false);
  const email = invoice.billTo.email;
  const draft = invoice.status === 'draft';

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
      <DownloadButton
        icon={IconEye}
        onDownload={() => openBlobInTab(() => fetchApiBlob(`/invoices/${invoice.id}/pdf`))}
      >
        View PDF
      </DownloadButton>
      {invoice.status !== 'paid' ? (
        <Tooltip
          label="The broker has no invoicing email: add it on the broker's profile"
          disabled={email !== null}
        >
          <Button
            variant={draft ? 'filled' : 'default'}
            leftSection={<IconMail size={16} aria-hidden />}
            disabled={email === null}
            onClick={confirmSend}
          >
            {draft ? 'Send to broker' : 'Send again'}
          </Button>
        </Tooltip>
      ) : null}
      {!draft && invoice.balance > 0 ? (
        <Button
          color="green"
          leftSection={<IconCash size={16} aria-hidden />}
          onClick={() => setPaying(true)}
        >
          Record payment
        </Button>
      ) : null}
      {mayFactor(invoice) ? (
        <Button variant="light" leftSection={<IconSend size={16} aria-hidden />} onClick={confirmFactor}>
          Send to factor
        </Button>
      ) : null}
      <DownloadButton
        icon={IconFileZip}
        onDownload={() => downloadApiFile(`/invoices/${invoice.id}/package`, `${invoice.number}-package.pdf`)}
      >
        Download factoring package
      </DownloadButton>
      {paying ? <PaymentModal invoice={invoice} opened onClose={() => setPaying(false)} /> : null}
    </Group>
  );
}
