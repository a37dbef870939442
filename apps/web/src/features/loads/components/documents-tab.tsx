import {
  ACCEPTED_FILE_EXTENSIONS,
  DOCUMENT_TYPE,
  ENTITY_TYPE,
  LOAD_DOCUMENT_TYPES,
  MAX_UPLOAD_MEGABYTES,
} from '@fletx/contract/documents';
import { messages } from '@fletx/contract/messages';
import { Button, FileInput, Group, Progress, Select, Stack, Text } from '@mantine/core';
import { IconFileUpload, IconPaperclip } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageCard } from '../../../components/cards/page-card';
import { DocumentsList } from '../../../components/documents/documents-card';
import { showError, showSuccess } from '../../../components/popups/popups';
import { getErrorMessage } from '../../../lib/api-client';
import { documentsQueryOptions, uploadDocument } from '../../../lib/documents';

const typeOptions = LOAD_DOCUMENT_TYPES.map((t) => ({ value: String(t.id), label: t.name }));

/** Upload a load document (bill of lading, proof of delivery, rate confirmation) and list them. */
export function DocumentsTab({ loadId }: { loadId: number }) {
  const queryClient = useQueryClient();
  const [type, setType] = useState<string | null>(String(DOCUMENT_TYPE.billOfLading));
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const save = async () => {
    if (!file || !type) return;
    setProgress(0);
    try {
      await uploadDocument(
        { entityTypeId: ENTITY_TYPE.load, entityId: loadId, documentType: Number(type) },
        file,
        setProgress,
      );
      showSuccess(messages.fileUploaded);
      setFile(null);
      await queryClient.invalidateQueries({
        queryKey: documentsQueryOptions(ENTITY_TYPE.load, loadId).queryKey,
      });
    } catch (error) {
      showError(getErrorMessage(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <PageCard title="Documents" description={`PDF, CSV, PNG or JPEG, up to ${MAX_UPLOAD_MEGABYTES} MB.`}>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <Select
            label="Document type"
            data={typeOptions}
            value={type}
            onChange={setType}
            w={220}
            allowDeselect={false}
          />
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
          <Button
            leftSection={<IconFileUpload size={16} aria-hidden />}
            onClick={() => void save()}
            disabled={!file || !type}
            loading={progress !== null}
          >
            Save file
          </Button>
        </Group>
        {progress !== null ? (
          <Stack gap={4}>
            <Progress value={progress} animated aria-label="Upload progress" />
            <Text size="xs" c="dimmed">
              Uploading… {progress}%
            </Text>
          </Stack>
        ) : null}
        <DocumentsList entityTypeId={ENTITY_TYPE.load} entityId={loadId} />
      </Stack>
    </PageCard>
  );
}
