import { JURISDICTION_OPTIONS } from '@fletx/contract/jurisdictions';
import { Button, FileInput, Group, Select, Stack, Table, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PageCard } from '../../../components/cards/page-card';
import { popupOutcome } from '../../../components/mutations/popup-outcome';
import { showError, showSuccess } from '../../../components/popups/popups';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { type Quarter, useIftaRates, useImportRates, useSaveRates } from '../api/fuel-api';

type Row = { code: string; rate: string };

/** The quarter's rates, editable (dollars per gallon), or replaced from a CSV of jurisdiction,rate. */
export function IftaRates({ quarter, codes }: { quarter: Quarter; codes: string[] }) {
  const rates = useIftaRates(quarter);
  const save = useSaveRates();
  const upload = useImportRates();
  const [rows, setRows] = useState<Row[]>([]);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [adding, setAdding] = useState<string | null>(null);
  const closed = rates.data?.data.closed ?? false;
  useEffect(() => {
    const known = rates.data?.data.rates ?? [];
    const missing = codes.filter((c) => !known.some((r) => r.code === c)).map((code) => ({ code, rate: '' }));
    setRows([...known.map((r) => ({ code: r.code, rate: r.rate.toFixed(4) })), ...missing]);
  }, [rates.data, codes]);

  const submit = async () => {
    setErrors({});
    const filled = rows.filter((r) => r.rate.trim() !== '');
    try {
      const body = { rates: filled.map((r) => ({ code: r.code, rate: Number(r.rate) })) };
      showSuccess((await save.mutateAsync({ ...quarter, body })).message);
    } catch (error) {
      const byRow: Record<number, string> = {};
      for (const d of error instanceof ApiError ? error.details : []) {
        const index = Number(/^body\.rates\.(\d+)/.exec(d.path)?.[1]);
        const row = filled[index];
        if (row) byRow[rows.indexOf(row)] = d.message;
      }
      setErrors(byRow);
      if (Object.keys(byRow).length === 0) showError(getErrorMessage(error));
    }
  };
  const importFile = (file: File | null) => {
    if (file) upload.mutate({ ...quarter, file }, popupOutcome());
  };
  return (
    <PageCard title={`Rates for Q${quarter.quarter} ${quarter.year} (dollars per gallon)`}>
      <Stack gap="sm">
        <Table striped withTableBorder aria-label="IFTA rates" maw={420}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Jurisdiction</Table.Th>
              <Table.Th>Rate</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => (
              <Table.Tr key={row.code}>
                <Table.Td>{row.code}</Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Rate ${row.code}`}
                    size="xs"
                    value={row.rate}
                    disabled={closed}
                    error={errors[i]}
                    placeholder="no rate"
                    onChange={(e) =>
                      setRows(rows.map((r, j) => (j === i ? { ...r, rate: e.currentTarget.value } : r)))
                    }
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group align="flex-end">
          <Select
            label="Add a jurisdiction"
            data={JURISDICTION_OPTIONS.filter((o) => !rows.some((r) => r.code === o.value))}
            value={adding}
            onChange={(code) => {
              if (code) setRows([...rows, { code, rate: '' }]);
              setAdding(null);
            }}
            searchable
            disabled={closed}
            w={220}
          />
          <Button onClick={() => void submit()} loading={save.isPending} disabled={closed}>
            Save rates
          </Button>
          <FileInput
            label="Import a CSV (jurisdiction,rate)"
            accept=".csv,text/csv"
            onChange={importFile}
            disabled={closed}
            w={260}
          />
        </Group>
      </Stack>
    </PageCard>
  );
}
