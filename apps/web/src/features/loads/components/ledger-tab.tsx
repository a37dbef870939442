import {
  createTransactionBody,
  type LoadTransaction,
  MANUAL_TRANSACTION_TYPES,
  TRANSACTION_TYPES,
} from '@fletx/contract/load-ledger';
import { formatUsd } from '@fletx/contract/money';
import { Button, Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconFileReport, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { IconButton } from '../../../components/buttons/icon-button';
import { PageCard } from '../../../components/cards/page-card';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { showError, showSuccess } from '../../../components/popups/popups';
import { DataTable, type DataTableColumn } from '../../../components/table/data-table';
import { getErrorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { formatDateTime } from '../../../lib/format';
import { useAddLoadTransaction, useLoadTransactions } from '../api/load-transactions';

const COLUMNS: DataTableColumn<LoadTransaction>[] = [
  { key: 'type', header: 'Type', render: (t) => t.transaction_type_name },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    render: (t) => (
      <Text size="sm" c={t.amount_cents < 0 ? 'red' : undefined} ff="monospace">
        {formatUsd(t.amount_cents)}
      </Text>
    ),
  },
  // Sent as yyyy-MM-dd HH:mm:ss UTC; shown as every table shows an instant (docs/product.md "Dates and times").
  { key: 'at', header: 'Time and date', render: (t) => formatDateTime(t.created_at), width: 170 },
  { key: 'by', header: 'Who made it', render: (t) => t.created_by },
  { key: 'comment', header: 'Comment', render: (t) => t.comment || '—' },
];

type EntryValues = { loadbook_id: string; transaction_type_id: string; amount: string; comment: string };
const typeOptions = MANUAL_TRANSACTION_TYPES.map((t) => ({
  value: String(t.id),
  label: `${t.name} (${t.sign > 0 ? 'adds' : 'subtracts'})`,
}));

function AddEntryForm({ loadId, onDone }: { loadId: number; onDone: () => void }) {
  const add = useAddLoadTransaction(loadId);
  const empty: EntryValues = {
    loadbook_id: String(loadId),
    transaction_type_id: '',
    amount: '',
    comment: '',
  };
  const { control, handleSubmit, formState } = useZodForm(createTransactionBody, { defaultValues: empty });
  const submit = handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: (response) => {
        showSuccess(response.message);
        onDone();
      },
      onError: (error) => showError(getErrorMessage(error)),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Add ledger entry">
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm">
          <FormSelectField
            control={control}
            name="transaction_type_id"
            label="Type"
            placeholder="Choose a type"
            data={typeOptions}
            withAsterisk
          />
          <FormTextField control={control} name="amount" type="number" label="Amount (USD)" withAsterisk />
        </SimpleGrid>
        <FormTextField control={control} name="comment" label="Comment" />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={add.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={add.isPending}
            disabled={formState.isSubmitted && !formState.isValid}
          >
            Add entry
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The ledger of the load: the trip rate first, accessorials, deductions and advances; Total in USD. */
export function LedgerTab({ loadId }: { loadId: number }) {
  const transactions = useLoadTransactions(loadId);
  const [adding, setAdding] = useState(false);
  const [report, setReport] = useState(false);
  const rows = transactions.data?.data;
  const totalCents = (rows ?? []).reduce((sum, t) => sum + t.amount_cents, 0);
  const byType = TRANSACTION_TYPES.map((type) => ({
    ...type,
    cents: (rows ?? [])
      .filter((t) => t.transaction_type_id === type.id)
      .reduce((s, t) => s + t.amount_cents, 0),
  })).filter((t) => t.cents !== 0);
  return (
    <PageCard
      title="Financial"
      description="The load's ledger. Amounts in USD; deductions and advances are subtracted."
      actions={
        <Group gap="sm">
          <IconButton icon={IconFileReport} variant="default" onClick={() => setReport(true)}>
            Report
          </IconButton>
          <IconButton icon={IconPlus} onClick={() => setAdding(true)}>
            Add entry
          </IconButton>
        </Group>
      }
    >
      <Stack gap="sm">
        <DataTable
          label="Ledger"
          columns={COLUMNS}
          rows={rows}
          loading={transactions.isPending}
          error={transactions.error}
          onRetry={() => void transactions.refetch()}
          emptyTitle="No ledger entries yet."
          emptyMessage="The trip rate appears here once the load has one."
          minWidth={760}
        />
        <Group justify="flex-end" gap="md" pr="md">
          <Text fw={700}>Total</Text>
          <Text fw={700} ff="monospace" data-testid="ledger-total">
            {formatUsd(totalCents)}
          </Text>
        </Group>
      </Stack>
      <Modal opened={adding} onClose={() => setAdding(false)} title="Add ledger entry" centered>
        <AddEntryForm loadId={loadId} onDone={() => setAdding(false)} />
      </Modal>
      <Modal opened={report} onClose={() => setReport(false)} title="Ledger report" centered>
        <Table withTableBorder striped aria-label="Ledger report">
          <Table.Tbody>
            {byType.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>{t.name}</Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {formatUsd(t.cents)}
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td fw={700}>Total</Table.Td>
              <Table.Td ta="right" fw={700} ff="monospace">
                {formatUsd(totalCents)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Modal>
    </PageCard>
  );
}
