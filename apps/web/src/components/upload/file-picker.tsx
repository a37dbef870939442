import { Group, Progress, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ChooseFileButton } from './choose-file-button';

export type FilePickerProps = {
  label: string;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** 0–100 while uploading; undefined when no upload runs. */
  progress?: number;
  required?: boolean;
  /** Shown under the picker (e.g. 'required image' or the stored file's name). */
  error?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
};

/** A labelled file chooser with the chosen name and an upload progress bar. */
export function FilePicker({
  label,
  accept,
  file,
  onChange,
  progress,
  required = false,
  error,
  hint,
  disabled = false,
}: FilePickerProps) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} component="span">
        {label}
        {required ? (
          <Text span c="red" aria-hidden>
            {' '}
            *
          </Text>
        ) : null}
      </Text>
      <Group gap="sm" wrap="nowrap">
        <ChooseFileButton
          onChange={onChange}
          accept={accept}
          disabled={disabled}
          inputProps={{ 'aria-label': label }}
          variant="default"
          size="xs"
          leftSection={<IconPaperclip size={14} aria-hidden />}
        >
          Choose file
        </ChooseFileButton>
        <Text size="sm" c={file ? undefined : 'dimmed'} truncate>
          {file ? file.name : 'No file chosen'}
        </Text>
      </Group>
      {progress !== undefined ? (
        <Progress
          value={progress}
          size="sm"
          animated={progress < 100}
          aria-label={`${label} upload progress`}
        />
      ) : null}
      {error ? (
        <Text size="xs" c="red">
          {error}
        </Text>
      ) : hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}
