import { ACCEPTED_FILE_EXTENSIONS, type DocumentInfo, MAX_UPLOAD_MEGABYTES } from '@fletx/contract/documents';
import { messages } from '@fletx/contract/messages';
import { ActionIcon, FileInput, Group, Progress, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconFileUpload, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { getErrorMessage } from '../../lib/api-client';
import { downloadDocument, type UploadFields, uploadDocument, useDocuments } from '../../lib/documents';
import { formatDate } from '../../lib/format';
import { invalidations } from '../../lib/query-keys';
import { useInvalidate } from '../../lib/react-query';
import { IconButton } from '../buttons/icon-button';
import { PageCard } from '../cards/page-card';
import { showError, showSuccess } from '../popups/popups';
import { DataTable, type DataTableColumn } from '../table/data-table';

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const COLUMNS: DataTableColumn<DocumentInfo>[] = [
  { key: 'name', header: 'File', render: (d) => d.originalName },
  { key: 'size', header: 'Size', render: (d) => formatSize(d.size), align: 'right', width: 90 },
  { key: 'by', header: 'Uploaded by', render: (d) => d.uploadedBy?.name ?? '—' },
  { key: 'at', header: 'Date', render: (d) => formatDate(d.createdAt), width: 110 },
  {
    key: 'download',
    header: 'Download',
    align: 'center',
    width: 90,
    render: (d) => (
      <Tooltip label={`Download ${d.originalName}`}>
        <ActionIcon
          variant="subtle"
          aria-label={`Download ${d.originalName}`}
          onClick={() => downloadDocument(d).catch((error: unknown) => showError(getErrorMessage(error)))}
        >
          <IconDownload size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    ),
  },
];

/** The documents of an entity, listed and downloadable. */
export function DocumentsList({ entityTypeId, entityId }: { entityTypeId: number; entityId: number }) {
  const documents = useDocuments(entityTypeId, entityId);
  return (
    <DataTable
      label="Documents"
      columns={COLUMNS}
      rows={documents.data?.data}
      loading={documents.isPending}
      error={documents.error}
      onRetry={() => void documents.refetch()}
      emptyTitle="No documents yet."
      minWidth={560}
    />
  );
}

/**
 * The 'Upload document' card: choose a file (and, with `documentTypes`, its type), 'Save file' with a progress
 * bar, then the list.
 */
export function UploadDocumentCard({
  target,
  title = 'Upload document',
  documentTypes,
}: {
  /** Where the file goes; its `documentType` is the one chosen first when `documentTypes` are offered. */
  target: UploadFields;
  title?: string;
  documentTypes?: ReadonlyArray<{ id: number; name: string }>;
}) {
  const invalidate = useInvalidate();
  const [type, setType] = useState<string | null>(String(target.documentType));
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const save = async () => {
    if (!file || !type) return;
    setProgress(0);
    try {
      await uploadDocument({ ...target, documentType: Number(type) }, file, setProgress);
      showSuccess(messages.fileUploaded);
      setFile(null);
      await invalidate(invalidations.documentsChanged(target.entityTypeId, target.entityId));
    } catch (error) {
      showError(getErrorMessage(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <PageCard title={title} description={`PDF, CSV, PNG or JPEG, up to ${MAX_UPLOAD_MEGABYTES} MB.`}>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          {documentTypes ? (
            <Select
              label="Document type"
              data={documentTypes.map((t) => ({ value: String(t.id), label: t.name }))}
              value={type}
              onChange={setType}
              w={220}
              allowDeselect={false}
            />
          ) : null}
          <FileInput
            label="File"
            placeholder="Choose a file"
            accept={ACCEPTED_FILE_EXTENSIONS}
            value={file}
            onChange={setFile}
            clearable
            leftSection={<IconPaperclip size={16} aria-hidden />}
            style={{ flex: 1, minWidth: 240 }}
            disabled={progress !== null}
          />
          <IconButton
            icon={IconFileUpload}
            onClick={() => void save()}
            disabled={!file || !type}
            loading={progress !== null}
          >
            Save file
          </IconButton>
        </Group>
        {progress !== null ? (
          <Stack gap={4}>
            <Progress value={progress} animated aria-label="Upload progress" />
            <Text size="xs" c="dimmed">
              Uploading… {progress}%
            </Text>
          </Stack>
        ) : null}
        <DocumentsList entityTypeId={target.entityTypeId} entityId={target.entityId} />
      </Stack>
    </PageCard>
  );
}
