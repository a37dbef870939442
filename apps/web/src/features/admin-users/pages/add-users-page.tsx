import { messages } from '@fletx/contract/messages';
import { IMPORT_COLUMNS, IMPORT_SAMPLE_CSV, type ImportResponse } from '@fletx/contract/users';
import { Alert, Button, Code, Group, Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceFloppy, IconDownload, IconFileTypeCsv, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { IconButton } from '../../../components/buttons/icon-button';
import { PageCard } from '../../../components/cards/page-card';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { showError } from '../../../components/popups/popups';
import { FilePicker } from '../../../components/upload/file-picker';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useImportUsers, usePreviewImport } from '../api/import-users';
import { ImportPreviewTable } from '../components/import-preview-table';

function downloadSample() {
  const url = URL.createObjectURL(new Blob([IMPORT_SAMPLE_CSV], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'fletx-users-sample.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

export function AddUsersPage() {
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportResponse['data'] | null>(null);
  const [sent, setSent] = useState(false);
  const previewImport = usePreviewImport();
  const importUsers = useImportUsers();

  const check = (chosen: File) => {
    setPreview(null);
    previewImport.mutate(chosen, { onSuccess: (answer) => setPreview(answer.data) });
  };

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    previewImport.reset();
    if (!chosen) return;
    if (!isCsv(chosen)) {
      setPickError('Only CSV files can be uploaded.');
      return;
    }
    setPickError(null);
    check(chosen);
  };

  const save = () => {
    if (!file) return;
    importUsers.mutate(file, {
      onSuccess: () => {
        setFile(null);
        setPreview(null);
        setSent(true);
      },
      onError: (error) => {
        showError(getErrorMessage(error));
        // Something changed since the preview (e.g. an email was taken): show the rows as they are now.
        check(file);
      },
    });
  };

  const toFix = preview?.invalid ?? 0;
  const canSave = Boolean(file && preview && preview.rows.length > 0 && toFix === 0);

  return (
    <ContentLayout title="Add users" backTo={paths.app.adminUsers.getHref()}>
      <PageCard
        title="Upload a file"
        description="Only CSV files can be uploaded. Each user receives an email with an authentication code to choose a password."
        actions={
          <IconButton icon={IconDownload} variant="default" onClick={downloadSample}>
            Download sample data
          </IconButton>
        }
      >
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Group gap="sm" align="flex-start" wrap="nowrap" miw={320}>
            <ThemeIcon variant="light" size={42} radius="md" aria-hidden>
              <IconFileTypeCsv size={24} />
            </ThemeIcon>
            <FilePicker
              label="CSV file"
              accept=".csv,text/csv"
              file={file}
              onChange={choose}
              required
              error={pickError}
              hint="Up to 10 000 users per file."
              disabled={importUsers.isPending}
            />
          </Group>
          <Stack gap={4} maw={560}>
            <Text size="sm" fw={500}>
              Columns (first line of the file)
            </Text>
            <Text size="sm" c="dimmed">
              <Code>{IMPORT_COLUMNS.join(',')}</Code>
            </Text>
            <Text size="xs" c="dimmed">
              role: Carrier, Dispatcher or Admin user. assigned_drivers: driver emails separated by “;”
              (optional).
            </Text>
          </Stack>
        </Group>
      </PageCard>

      {previewImport.isPending ? (
        <PageCard>
          <Group gap="sm">
            <Loader size="sm" />
            <Text size="sm">Reading {file?.name}…</Text>
          </Group>
        </PageCard>
      ) : null}
      {previewImport.isError ? (
        <Alert color="red" title="The file could not be read" role="alert">
          {getErrorMessage(previewImport.error)}
        </Alert>
      ) : null}

      {preview ? (
        <PageCard
          title="Users in the file"
          description={
            toFix > 0
              ? 'Fix the rows marked in red in the file and choose it again: no user is created while a row has a problem.'
              : 'Check the users, then Save to create them and send their emails.'
          }
          actions={
            <>
              <Button variant="default" onClick={() => choose(null)} disabled={importUsers.isPending}>
                Cancel
              </Button>
              <IconButton
                icon={IconDeviceFloppy}
                onClick={save}
                disabled={!canSave}
                loading={importUsers.isPending}
              >
                Save
              </IconButton>
            </>
          }
        >
          <ImportPreviewTable key={file?.name} rows={preview.rows} />
        </PageCard>
      ) : null}

      <Modal
        opened={sent}
        onClose={() => setSent(false)}
        withCloseButton={false}
        centered
        size={420}
        aria-label="Users created"
      >
        <Stack align="center" gap="md" py="sm">
          <ThemeIcon variant="light" color="teal" size={56} radius="xl" aria-hidden>
            <IconMailCheck size={30} />
          </ThemeIcon>
          <Text fw={700} ta="center">
            {messages.usersEmailSent}
          </Text>
          <Button
            onClick={() => {
              setSent(false);
              navigate(paths.app.adminUsers.getHref());
            }}
          >
            Close
          </Button>
        </Stack>
      </Modal>
    </ContentLayout>
  );
}
