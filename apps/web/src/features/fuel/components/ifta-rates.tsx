import { JURISDICTION_OPTIONS } from '@fletx/contract/jurisdictions';
import { Button, FileInput, Group, Select, Stack, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PageCard } from '../../../components/cards/page-card';
import { StaleRecordAlert } from '../../../components/form/stale-record-alert';
import { showError, showSuccess } from '../../../components/popups/popups';
import { headCells, TableHead } from '../../../components/table/table-head';
import { useRecordVersion } from '../../../hooks/use-record-version';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { type Quarter, useIftaRates, useImportRates, useSaveRates } from '../api/fuel-api';

type Row = { code: string; rate: string };

/** The table as read: the quarter's rates, then the report's jurisdictions that have none yet. */
function rowsOf(rates: ReadonlyArray<{ code: string; rate: number }>, codes: string[]): Row[] {
  const missing = codes.filter((c) => !rates.some((r) => r.code === c)).map((code) => ({ code, rate: '' }));
  return [...rates.map((r) => ({ code: r.code, rate: r.rate.toFixed(4) })), ...missing];
}

/** The quarter's rates, editable (dollars per gallon), or replaced from a CSV of jurisdiction,rate. */
export function IftaRates({ quarter, codes }: { quarter: Quarter; codes: string[] }) {
  // One editor per quarter: another quarter starts from its own rates and version.
  return <RatesEditor key={`${quarter.year}-${quarter.quarter}`} quarter={quarter} codes={codes} />;
}

/**
 * The rates are one record people edit (docs/product.md "Stale edits"): saved and imported with the version
 * they were read in, then from each answer's; a 412 keeps what was typed and shows who saved them since.
 */
function RatesEditor({ quarter, codes }: { quarter: Quarter; codes: string[] }) {
  const rates = useIftaRates(quarter);
  /** What the person typed; null while the table shows the rates as read. */
  const [edited, setEdited] = useState<Row[] | null>(null);
  const version = useRecordVersion(rates, { dirty: edited !== null, load: () => setEdited(null) });
  const save = useSaveRates();
  const upload = useImportRates();
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [adding, setAdding] = useState<string | null>(null);
  // The newest answer says whether the quarter is closed: closing it does not wait for the editor.
  const closed = rates.data?.body.data.closed ?? false;
  const rows = edited ?? rowsOf(version.record?.body.data.rates ?? [], codes);
  const saved = (message: string) => {
    version.saved();
    showSuccess(message);
  };

  const submit = async () => {
    setErrors({});
    const filled = rows.filter((r) => r.rate.trim() !== '');
    try {
      const body = { rates: filled.map((r) => ({ code: r.code, rate: Number(r.rate) })) };
      saved((await save.mutateAsync({ ...quarter, body, etag: version.etag })).body.message);
    } catch (error) {
      if (version.catchStale(error)) return;
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
    if (!file) return;
    upload.mutate(
      { ...quarter, file, etag: version.etag },
      {
        onSuccess: (answer) => saved(answer.body.message),
        onError: (error) => {
          if (!version.catchStale(error)) showError(getErrorMessage(error));
        },
      },
    );
  };
  return (
    <PageCard title={`Rates for Q${quarter.quarter} ${quarter.year} (dollars per gallon)`}>
      <Stack gap="sm">
        <Table striped withTableBorder aria-label="IFTA rates" maw={420}>
          <TableHead cells={headCells(['Jurisdiction', 'Rate'])} />
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
                      setEdited(rows.map((r, j) => (j === i ? { ...r, rate: e.currentTarget.value } : r)))
                    }
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {version.stale ? <StaleRecordAlert {...version.stale} /> : null}
        {/* The two ways to add rates side by side, then Save, which sends every rate of the table. */}
        <Group align="flex-end">
          <Select
            label="Add a jurisdiction"
            placeholder="State or province"
            data={JURISDICTION_OPTIONS.filter((o) => !rows.some((r) => r.code === o.value))}
            value={adding}
            onChange={(code) => {
              if (code) setEdited([...rows, { code, rate: '' }]);
              setAdding(null);
            }}
            searchable
            selectFirstOptionOnChange
            disabled={closed}
            w={220}
          />
          <FileInput
            label="Import a CSV (jurisdiction,rate)"
            placeholder="Choose a CSV file"
            accept=".csv,text/csv"
            onChange={importFile}
            disabled={closed}
            w={260}
          />
          <Button onClick={() => void submit()} loading={save.isPending} disabled={closed}>
            Save rates
          </Button>
        </Group>
      </Stack>
    </PageCard>
  );
}
