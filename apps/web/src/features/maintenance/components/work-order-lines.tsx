import { dollarsOf, hundredthsOf, WORK_ORDER_LINE_KINDS, workOrderCents } from '@fletx/contract/work-orders';
import { ActionIcon, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { IconButton } from '../../../components/buttons/icon-button';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { type HeadCell, TableHead } from '../../../components/table/table-head';
import { formatMoney } from '../../../lib/format';
import type { LineValues, WorkOrderFormValues } from './work-order-values';

const KIND_OPTIONS = WORK_ORDER_LINE_KINDS.map((kind) => ({
  value: kind,
  label: kind === 'part' ? 'Part' : kind === 'labor' ? 'Labor' : 'Other',
}));

/** A number typed in a line: commas ignored; undefined unless it has at most two decimals. */
const amountOf = (text: string) => {
  const value = Number(text.trim().replaceAll(',', ''));
  return text.trim() !== '' && Number.isFinite(value) && hundredthsOf(value) !== undefined
    ? value
    : undefined;
};

/**
 * Each line's total and the order's, in cents, as the server will compute them (the contract's
 * `workOrderCents`); a line whose quantity or price is not a valid amount yet has no total and counts 0.
 */
export function liveTotals(lines: ReadonlyArray<LineValues>) {
  const amounts = lines.map((line) => ({
    quantity: amountOf(line.quantity),
    unitPrice: amountOf(line.unitPrice),
  }));
  const valid = amounts.map((a) =>
    a.quantity !== undefined && a.unitPrice !== undefined
      ? { quantity: a.quantity, unitPrice: a.unitPrice }
      : null,
  );
  const cents = workOrderCents(valid.map((a) => a ?? { quantity: 0, unitPrice: 0 }));
  return { lines: cents.lines.map((c, i) => (valid[i] ? c : undefined)), total: cents.total };
}

const LINE_HEADS: HeadCell[] = [
  { key: 'kind', header: 'Kind', width: 130 },
  { key: 'description', header: 'Description' },
  { key: 'quantity', header: 'Quantity', width: 110 },
  { key: 'unitPrice', header: 'Unit price ($)', width: 140 },
  { key: 'total', header: 'Line total', align: 'right', width: 120 },
  { key: 'remove', header: '', width: 40 },
];

export const EMPTY_LINE: LineValues = { kind: 'part', description: '', quantity: '1', unitPrice: '' };

const TEXT_LABELS = { description: 'description', quantity: 'quantity', unitPrice: 'unit price' } as const;

/** One typed cell of a line, named for the screen reader by its line's number and column. */
function LineTextCell({
  control,
  index,
  field,
  placeholder,
  decimal = false,
  disabled,
}: {
  control: Control<WorkOrderFormValues, unknown, unknown>;
  index: number;
  field: keyof typeof TEXT_LABELS;
  placeholder?: string;
  /** An amount: phones show the number pad. */
  decimal?: boolean;
  disabled: boolean | undefined;
}) {
  return (
    <Table.Td>
      <FormTextField
        control={control}
        name={`lines.${index}.${field}`}
        aria-label={`Line ${index + 1} ${TEXT_LABELS[field]}`}
        placeholder={placeholder}
        inputMode={decimal ? 'decimal' : undefined}
        disabled={disabled}
      />
    </Table.Td>
  );
}

/** The lines of a work order: part, labor or other, quantity × unit price, each line's total and the order's. */
export function WorkOrderLines({
  control,
  disabled,
  error,
}: {
  control: Control<WorkOrderFormValues, unknown, unknown>;
  disabled?: boolean;
  /** A message about the lines as a whole (too many, the total too large). */
  error?: string;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' }) ?? [];
  const totals = liveTotals(lines);
  return (
    <Stack gap="xs">
      <Table verticalSpacing={4} aria-label="Lines">
        <TableHead cells={LINE_HEADS} />
        <Table.Tbody>
          {fields.map((field, index) => (
            <Table.Tr key={field.id} style={{ verticalAlign: 'top' }}>
              <Table.Td>
                <FormSelectField
                  control={control}
                  name={`lines.${index}.kind`}
                  aria-label={`Line ${index + 1} kind`}
                  data={KIND_OPTIONS}
                  allowDeselect={false}
                  disabled={disabled}
                />
              </Table.Td>
              <LineTextCell
                control={control}
                index={index}
                field="description"
                placeholder="e.g. Oil filter"
                disabled={disabled}
              />
              <LineTextCell control={control} index={index} field="quantity" decimal disabled={disabled} />
              <LineTextCell control={control} index={index} field="unitPrice" decimal disabled={disabled} />
              <Table.Td ta="right" pt={10}>
                <Text size="sm" data-testid={`line-${index + 1}-total`}>
                  {totals.lines[index] === undefined ? '—' : formatMoney(dollarsOf(totals.lines[index]))}
                </Text>
              </Table.Td>
              <Table.Td>
                {disabled ? null : (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={4}
                    aria-label={`Remove line ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      <Group justify="space-between">
        {disabled ? (
          <span />
        ) : (
          <IconButton icon={IconPlus} variant="default" size="xs" onClick={() => append({ ...EMPTY_LINE })}>
            Add line
          </IconButton>
        )}
        <Text fw={700} data-testid="work-order-total">
          Total {formatMoney(dollarsOf(totals.total))}
        </Text>
      </Group>
    </Stack>
  );
}
