import { INVOICE_LIMITS, type InvoiceDetail, invoiceMessages } from '@fletx/contract/invoices';
import { fieldMessages } from '@fletx/contract/messages';
import { formatUsd } from '@fletx/contract/money';
import { SimpleGrid } from '@mantine/core';
import dayjs from 'dayjs';
import { z } from 'zod';
import { FormDateField } from '../../../components/form/date-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { popupOutcome } from '../../../components/mutations/popup-outcome';
import { ModalForm } from '../../../components/popups/modal-form';
import { centsToDecimal, dollarsToCents, parseUsdToCents } from '../../../lib/cents';
import { useZodForm } from '../../../lib/form';
import { formatMoney } from '../../../lib/format';
import { useRecordPayment } from '../api/invoices';

export const AMOUNT_FORMAT = 'Enter an amount in USD, e.g. 1250.00';

/**
 * The payment form's rules (docs/product.md "Invoices and receivables"): an amount in USD above 0 and at
 * most the balance due, the day it was paid (dd/MM/yyyy), an optional reference.
 */
export const paymentFormSchema = (balanceCents: number) =>
  z.object({
    amount: z
      .string()
      .refine((v) => v.trim() !== '', fieldMessages.required)
      .refine((v) => v.trim() === '' || parseUsdToCents(v) !== null, AMOUNT_FORMAT)
      .refine((v) => (parseUsdToCents(v) ?? 1) > 0, invoiceMessages.amountPositive)
      .refine(
        (v) => (parseUsdToCents(v) ?? 0) <= balanceCents,
        invoiceMessages.overBalance(formatUsd(balanceCents)),
      ),
    paidOn: z.string().min(1, fieldMessages.required),
    reference: z.string().trim().max(INVOICE_LIMITS.reference, fieldMessages.maxLength),
  });
type PaymentValues = z.input<ReturnType<typeof paymentFormSchema>>;

/**
 * Record payment: a modal whose errors show under its fields; the amount travels as exact text. The caller
 * mounts it while open, so each opening starts from the balance due and today.
 */
export function PaymentModal({
  invoice,
  opened,
  onClose,
}: {
  invoice: Pick<InvoiceDetail, 'id' | 'number' | 'balance'>;
  opened: boolean;
  onClose: () => void;
}) {
  const balanceCents = dollarsToCents(invoice.balance);
  const record = useRecordPayment();
  const empty: PaymentValues = {
    amount: centsToDecimal(balanceCents),
    paidOn: dayjs().format('YYYY-MM-DD'),
    reference: '',
  };
  const { control, handleSubmit } = useZodForm(paymentFormSchema(balanceCents), { defaultValues: empty });
  const submit = handleSubmit((values) =>
    record.mutate(
      {
        id: invoice.id,
        body: {
          amount: centsToDecimal(parseUsdToCents(values.amount) ?? 0),
          paidOn: values.paidOn,
          reference: values.reference,
        },
      },
      popupOutcome(onClose),
    ),
  );
  return (
    <ModalForm
      opened={opened}
      onClose={onClose}
      title="Record payment"
      subtitle={`${invoice.number} · balance due ${formatMoney(invoice.balance)}`}
      onSubmit={submit}
      submitting={record.isPending}
      size="md"
    >
      <SimpleGrid cols={2} spacing="sm">
        <FormTextField control={control} name="amount" label="Amount (USD)" type="number" withAsterisk />
        <FormTextField
          control={control}
          name="reference"
          label="Reference"
          placeholder="Check or ACH number"
        />
      </SimpleGrid>
      {/* Last: its calendar opens below it, over no other field's message. */}
      <FormDateField control={control} name="paidOn" label="Paid on" withAsterisk />
    </ModalForm>
  );
}
