import {
  FUEL_IMPORT_FIELD_LABELS,
  FUEL_IMPORT_FIELDS,
  type FuelImportMapping,
  type FuelImportResult,
  REQUIRED_IMPORT_FIELDS,
} from '@fletx/contract/fuel-import';
import { Alert, Button, FileInput, Group, List, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PageCard } from '../../../components/cards/page-card';
import { showError } from '../../../components/popups/popups';
import { getErrorMessage } from '../../../lib/api-client';
import { useImportFuel } from '../api/fuel-api';

/** What the import answered: imported, already there, and each row not read with its line and reason. */
function ImportResult({ result, message }: { result: FuelImportResult; message: string }) {
  return (
    <Alert color={result.errors.length > 0 ? 'yellow' : 'green'} title={message} aria-label="Import result">
      <Text size="sm">
        Layout: {result.layout ?? 'new'} · Imported: {result.imported} · Duplicates: {result.duplicates} ·
        Rows not read: {result.errors.length}
      </Text>
      {result.errors.length > 0 ? (
        <List size="sm" mt="xs" aria-label="Rows not read">
          {result.errors.map((e) => (
            <List.Item key={e.line}>
              Line {e.line}: {e.reason}
            </List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}

/**
 * The mapping step of a new layout: which column holds each field (remembered for the next files). A required
 * field left without its column says so once the person left it or tried to import, not before any choice.
 */
function MappingStep({ result, onMap }: { result: FuelImportResult; onMap: (m: FuelImportMapping) => void }) {
  const [mapping, setMapping] = useState<FuelImportMapping>(result.suggested);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  const missing = REQUIRED_IMPORT_FIELDS.filter((f) => !mapping[f]);
  const touch = (field: string) => setTouched((fields) => new Set(fields).add(field));
  const importMapped = () => {
    setTried(true);
    if (missing.length === 0) onMap(mapping);
  };
  return (
    <Stack gap="xs" aria-label="Map the columns">
      <Alert color="blue" title="New layout">
        Say which column holds each field once: the mapping is remembered for the next files with these
        headers.
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {FUEL_IMPORT_FIELDS.map((field) => (
          <Select
            key={field}
            label={FUEL_IMPORT_FIELD_LABELS[field]}
            data={result.headers}
            value={mapping[field] ?? null}
            onChange={(value) => {
              setMapping({ ...mapping, [field]: value });
              touch(field);
            }}
            onBlur={() => touch(field)}
            withAsterisk={REQUIRED_IMPORT_FIELDS.includes(field)}
            error={missing.includes(field) && (tried || touched.has(field)) ? 'Choose its column' : undefined}
            clearable
          />
        ))}
      </SimpleGrid>
      <Group>
        <Button onClick={importMapped}>Import with this mapping</Button>
      </Group>
    </Stack>
  );
}

/** Import a fuel card's CSV export (WEX, EFS, Comdata recognised; others mapped once). */
export function FuelImport() {
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<{ message: string; data: FuelImportResult }>();
  const run = useImportFuel();
  const send = async (mapping?: FuelImportMapping) => {
    if (!file) return;
    try {
      setAnswer(await run.mutateAsync({ file, ...(mapping && { mapping }) }));
    } catch (error) {
      showError(getErrorMessage(error));
    }
  };
  return (
    <PageCard title="Import a fuel card export">
      <Stack gap="sm">
        <Group align="flex-end">
          <FileInput
            label="CSV file (WEX, EFS, Comdata or another layout)"
            accept=".csv,text/csv"
            value={file}
            onChange={(f) => {
              setFile(f);
              setAnswer(undefined);
            }}
            w={360}
            clearable
          />
          <Button onClick={() => void send()} disabled={!file} loading={run.isPending}>
            Import
          </Button>
        </Group>
        {answer?.data.needsMapping ? (
          <MappingStep result={answer.data} onMap={(m) => void send(m)} />
        ) : answer ? (
          <ImportResult result={answer.data} message={answer.message} />
        ) : null}
      </Stack>
    </PageCard>
  );
}
