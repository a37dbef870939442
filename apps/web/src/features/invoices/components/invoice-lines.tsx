import { INVOICE_LIMITS, type InvoiceDetail, invoiceMessages } from '@fletx/contract/invoices';
import { fieldMessages } from '@fletx/contract/messages';
import { formatUsd } from '@fletx/contract/money';
import { ActionIcon, Button, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { AddRowButton } from '../../../components/buttons/icon-button';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormTextareaField } from '../../../components/form/form-textarea-field';
import { showError, showSuccess } from '../../../components/popups/popups';
import { type HeadCell, TableHead } from '../../../components/table/table-head';
import { getErrorMessage } from '../../../lib/api-client';
import { centsToDecimal, parseSignedUsdToCents } from '../../../lib/cents';
import { useZodForm } from '../../../lib/form';
import { formatMoney } from '../../../lib/format';
import { AMOUNT_FORMAT } from './payment-form';

/** An editable line: its description and its amount as typed (negative for a deduction). */
export const linesFormSchema = z.object({
  lines: z
    .array(
      z.object({
        description: z
          .string()
          .trim()
          .min(1, fieldMessages.required)
          .max(INVOICE_LIMITS.description, fieldMessages.maxLength),
        amount: z
          .string()
          .refine((v) => v.trim() !== '', fieldMessages.required)
          .refine((v) => v.trim() === '' || parseSignedUsdToCents(v) !== null, AMOUNT_FORMAT),
      }),
    )
    .min(1, invoiceMessages.linesRequired)
    .max(INVOICE_LIMITS.lines, `At most ${INVOICE_LIMITS.lines} lines`),
  notes: z.string().trim().max(INVOICE_LIMITS.notes, fieldMessages.maxLength),
});
type LinesValues = z.input<typeof linesFormSchema>;
export type LinesBody = z.output<typeof linesFormSchema>;

const toValues = (invoice: Pick<InvoiceDetail, 'lines' | 'notes'>): LinesValues => ({
  lines: invoice.lines.map((line) => ({
    description: line.description,
    amount: centsToDecimal(Math.round(line.amount * 100)),
  })),
  notes: invoice.notes,
});

/** The sum of the typed amounts in exact cents (the lines not yet valid count as 0). */
const LINE_HEADS: HeadCell[] = [
  { key: 'description', header: 'Description' },
  { key: 'amount', header: 'Amount', align: 'right', width: 160 },
];

const totalCents = (lines: LinesValues['lines']) =>
  lines.reduce((sum, line) => sum + (parseSignedUsdToCents(line.amount) ?? 0), 0);

/** The lines of a sent invoice: read only. */
export function InvoiceLinesView({ invoice }: { invoice: Pick<InvoiceDetail, 'lines' | 'notes'> }) {
  return (
    <Stack gap="sm">
      <Table aria-label="Invoice lines" withTableBorder striped fz="sm" verticalSpacing={6}>
        <TableHead cells={LINE_HEADS} />
        <Table.Tbody>
          {invoice.lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{line.description}</Table.Td>
              <Table.Td ta="right">{formatMoney(line.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c={invoice.notes ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
        {invoice.notes || 'No notes.'}
      </Text>
    </Stack>
  );
}

/**
 * The lines and notes of a draft (docs/product.md "Invoices and receivables": editable while draft): each
 * line's description and amount, add and remove, saved together (PATCH). Amounts travel as exact text.
 */
export function InvoiceLinesEditor({
  invoice,
  saving,
  onSave,
}: {
  invoice: Pick<InvoiceDetail, 'lines' | 'notes'>;
  saving: boolean;
  onSave: (body: { lines: Array<{ description: string; amount: string }>; notes: string }) => Promise<{
    message: string;
  }>;
}) {
  const { control, handleSubmit, watch, formState, reset } = useZodForm(linesFormSchema, {
    defaultValues: toValues(invoice),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = watch('lines');
  const submit = handleSubmit(async (values) => {
    try {
      const result = await onSave({
        lines: values.lines.map((line) => ({
          description: line.description,
          amount: centsToDecimal(parseSignedUsdToCents(line.amount) ?? 0),
        })),
        notes: values.notes,
      });
      showSuccess(result.message);
    } catch (error) {
      showError(getErrorMessage(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Invoice lines">
      <Stack gap="sm">
        {fields.map((row, index) => (
          <Group
            key={row.id}
            align="flex-start"
            gap="sm"
            wrap="nowrap"
            aria-label={`Line ${index + 1}`}
            role="group"
          >
            <FormTextField
              control={control}
              name={`lines.${index}.description`}
              label={index === 0 ? 'Description' : undefined}
              aria-label={`Description of line ${index + 1}`}
              style={{ flex: 1 }}
            />
            <FormTextField
              control={control}
              name={`lines.${index}.amount`}
              label={index === 0 ? 'Amount (USD)' : undefined}
              aria-label={`Amount of line ${index + 1}`}
              w={150}
            />
            <Tooltip label="Remove this line">
              <ActionIcon
                variant="subtle"
                color="red"
                mt={index === 0 ? 28 : 4}
                aria-label={`Remove line ${index + 1}`}
                disabled={fields.length === 1}
                onClick={() => remove(index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        ))}
        {formState.errors.lines?.root?.message || formState.errors.lines?.message ? (
          <Text size="xs" c="red">
            {formState.errors.lines?.root?.message ?? formState.errors.lines?.message}
          </Text>
        ) : null}
        <Group justify="space-between">
          <AddRowButton
            disabled={fields.length >= INVOICE_LIMITS.lines}
            onClick={() => append({ description: '', amount: '' })}
          >
            Add line
          </AddRowButton>
          <Text size="sm" fw={600} data-testid="lines-total">
            Total {formatUsd(totalCents(lines))}
          </Text>
        </Group>
        <FormTextareaField control={control} name="notes" label="Notes" minRows={2} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={!formState.isDirty || saving} onClick={() => reset()}>
            Discard changes
          </Button>
          <Button type="submit" loading={saving} disabled={!formState.isDirty}>
            Save lines
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
