import { VOID_REASON_MAX, voidInvoiceBody } from '@fletx/contract/invoices';
import { Alert } from '@mantine/core';
import { useState } from 'react';
import { FormTextareaField } from '../../../components/form/form-textarea-field';
import { ModalForm } from '../../../components/popups/modal-form';
import { showSuccess } from '../../../components/popups/popups';
import { getErrorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { useInvoiceStale } from './use-invoice-stale';

/**
 * A change of an invoice that takes only a reason (voiding it, reversing one of its payments; the same rule,
 * 3–500 characters, its error under the field), sent with the version of the invoice shown. A 412 (someone
 * changed it meanwhile) shows above the buttons with Reload; a refusal shows in the dialog as the server says
 * it, titled `refusedTitle`. The caller mounts it while open, so each opening starts empty.
 */
export function ReasonModal({
  invoiceId,
  title,
  subtitle,
  placeholder,
  refusedTitle,
  reloadHint,
  saving,
  save,
  onClose,
}: {
  invoiceId: number;
  title: string;
  subtitle: string;
  placeholder: string;
  refusedTitle: string;
  /** What Reload does here: the reason typed stays, the invoice behind is read again. */
  reloadHint: string;
  saving: boolean;
  /** Sends the reason; answers the server's message. */
  save: (body: { reason: string }) => Promise<string>;
  onClose: () => void;
}) {
  const { stale, catchStale } = useInvoiceStale(invoiceId, reloadHint);
  const [refused, setRefused] = useState<string>();
  const { control, handleSubmit } = useZodForm(voidInvoiceBody, { defaultValues: { reason: '' } });

  const submit = handleSubmit(async (body) => {
    setRefused(undefined);
    try {
      showSuccess(await save(body));
      onClose();
    } catch (error) {
      if (!catchStale(error)) setRefused(getErrorMessage(error));
    }
  });
  return (
    <ModalForm
      opened
      onClose={onClose}
      title={title}
      subtitle={subtitle}
      onSubmit={submit}
      submitting={saving}
      stale={stale}
      size="md"
    >
      <FormTextareaField
        control={control}
        name="reason"
        label="Reason"
        placeholder={placeholder}
        withAsterisk
        autosize
        minRows={3}
        maxLength={VOID_REASON_MAX}
      />
      {refused ? (
        <Alert color="red" role="alert" title={refusedTitle}>
          {refused}
        </Alert>
      ) : null}
    </ModalForm>
  );
}
