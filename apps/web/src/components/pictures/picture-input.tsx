import { Group, Image, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useObjectUrl } from '../../hooks/use-object-url';
import { ChooseFileButton } from '../upload/choose-file-button';
import { DocumentImage } from './document-image';
import { NoPicture } from './no-picture';

/** png and jpg (docs/product.md "Equipment"). */
export const PICTURE_ACCEPT = 'image/png,image/jpeg';

export type PictureInputProps = {
  label: string;
  /** The file chosen now (not uploaded yet). */
  file: File | null;
  /** The stored picture, when there is one. */
  storedDocumentId?: number;
  onChange: (file: File | null) => void;
  /** 0..100 while uploading. */
  progress?: number;
  required?: boolean;
  error?: string;
  disabled?: boolean;
};

/** One picture: a thumbnail (chosen or stored), a button to choose a png/jpg, and the upload progress. */
export function PictureInput({
  label,
  file,
  storedDocumentId,
  onChange,
  progress,
  required = false,
  error,
  disabled = false,
}: PictureInputProps) {
  const previewUrl = useObjectUrl(file);
  const inputLabel = `${label}${required ? ' *' : ''}`;

  let preview = (
    <Paper withBorder radius="sm" h={140} bg="var(--mantine-color-default-hover)">
      <NoPicture text="No picture yet" iconSize={26} gap={4} />
    </Paper>
  );
  if (previewUrl) preview = <Image src={previewUrl} alt={label} h={140} fit="cover" radius="sm" />;
  else if (storedDocumentId !== undefined)
    preview = <DocumentImage documentId={storedDocumentId} alt={label} />;

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {inputLabel}
      </Text>
      {preview}
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <ChooseFileButton
          onChange={onChange}
          accept={PICTURE_ACCEPT}
          disabled={disabled}
          size="xs"
          variant="light"
          leftSection={<IconUpload size={14} aria-hidden />}
          aria-label={`Choose ${label.toLowerCase()}`}
        >
          {file || storedDocumentId !== undefined ? 'Replace' : 'Choose'} png/jpg
        </ChooseFileButton>
        {file ? (
          <Text size="xs" c="dimmed" truncate="end" maw={160} title={file.name}>
            {file.name}
          </Text>
        ) : null}
      </Group>
      {progress !== undefined ? (
        <Progress value={progress} size="sm" animated={progress < 100} aria-label={`${label} upload`} />
      ) : null}
      {error ? (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
