import { type InvoiceDetail, VOID_REASON_MAX, voidInvoiceBody } from '@fletx/contract/invoices';
import { Alert } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormTextareaField } from '../../../components/form/form-textarea-field';
import { ModalForm } from '../../../components/popups/modal-form';
import { showSuccess } from '../../../components/popups/popups';
import { getErrorMessage, isStaleRecordError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { formatMoney } from '../../../lib/format';
import { queryKeys } from '../../../lib/query-keys';
import { useVoidInvoice } from '../api/invoices';

/** What Reload does here: the reason typed stays, the invoice behind is read again. */
const RELOAD_HINT = 'Reload shows the invoice as it is now; void it again if it still should be.';

/**
 * 'Void invoice' (docs/decisions/0053-void-invoices.md): a required reason (3–500 characters, its error under
 * the field), sent with the version of the invoice shown. A 412 (someone changed it meanwhile) shows above the
 * buttons with Reload; a refusal (a payment recorded, already void) shows in the dialog as the server says it.
 * The caller mounts it while open, so each opening starts empty.
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
  const queryClient = useQueryClient();
  const [stale, setStale] = useState<string>();
  const [reloading, setReloading] = useState(false);
  const [refused, setRefused] = useState<string>();
  const { control, handleSubmit } = useZodForm(voidInvoiceBody, { defaultValues: { reason: '' } });

  const submit = handleSubmit(async (body) => {
    setRefused(undefined);
    try {
      const answer = await voiding.mutateAsync({ id: invoice.id, body, etag });
      showSuccess(answer.body.message);
      onClose();
    } catch (error) {
      if (isStaleRecordError(error)) setStale(getErrorMessage(error));
      else setRefused(getErrorMessage(error));
    }
  });
  const reload = async () => {
    setReloading(true);
    await queryClient.invalidateQueries({ queryKey: queryKeys.invoices.detail(invoice.id) });
    setReloading(false);
    setStale(undefined);
  };

  return (
    <ModalForm
      opened
      onClose={onClose}
      title="Void invoice"
      subtitle={`${invoice.number} · ${formatMoney(invoice.amount)}. Its number stays used and shows as void; nothing is due on it, and its load can be invoiced again.`}
      onSubmit={submit}
      submitting={voiding.isPending}
      stale={
        stale === undefined ? undefined : { message: stale, reloading, onReload: reload, hint: RELOAD_HINT }
      }
      size="md"
    >
      <FormTextareaField
        control={control}
        name="reason"
        label="Reason"
        placeholder="Wrong rate, disputed line, load cancelled…"
        withAsterisk
        autosize
        minRows={3}
        maxLength={VOID_REASON_MAX}
      />
      {refused ? (
        <Alert color="red" role="alert" title="Not voided">
          {refused}
        </Alert>
      ) : null}
    </ModalForm>
  );
}
