import { Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { IconButton } from '../../../components/buttons/icon-button';
import { Section } from '../../../components/cards/section';
import { StaleRecordAlert } from '../../../components/form/stale-record-alert';
import { showError, showSuccess } from '../../../components/popups/popups';
import { useRecordVersion } from '../../../hooks/use-record-version';
import { getErrorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useLoadInstructions, useSaveLoadInstructions } from '../api/load-instructions';

/**
 * The Instructions notepad of a load: created the first time it is saved, updated after, with the version it
 * was read in (docs/product.md "Stale edits"): a 412 keeps the text typed and shows who saved it since.
 */
export function InstructionsNotepad({ loadId }: { loadId: number }) {
  const instructions = useLoadInstructions(loadId);
  const save = useSaveLoadInstructions(loadId);
  /** What the person typed; null while the notepad shows the text as read. */
  const [draft, setDraft] = useState<string | null>(null);
  const version = useRecordVersion(instructions, { dirty: draft !== null, load: () => setDraft(null) });
  const current = version.record?.body.data[0];
  const value = draft ?? current?.instruction_load ?? '';
  const changed = draft !== null && draft.trim() !== (current?.instruction_load ?? '');

  return (
    <Section title="Instructions" description="Notes for dispatch and the driver on this load.">
      {instructions.isPending ? (
        <Loader size="sm" aria-label="Loading the instructions" />
      ) : instructions.error ? (
        <Text c="red" size="sm">
          {getErrorMessage(instructions.error)}
        </Text>
      ) : (
        <Stack gap="xs">
          <Textarea
            label="Instructions"
            placeholder="Gate codes, appointment numbers, who to call…"
            autosize
            minRows={4}
            maxRows={12}
            value={value}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          {version.stale ? <StaleRecordAlert {...version.stale} /> : null}
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {current ? `Last saved ${formatDateTime(current.updated_at)}` : 'Not saved yet'}
            </Text>
            <IconButton
              icon={IconDeviceFloppy}
              size="xs"
              disabled={!changed}
              loading={save.isPending}
              onClick={() =>
                save.mutate(
                  { loadId, id: current?.id, text: value, etag: version.etag },
                  {
                    onSuccess: (response) => {
                      version.saved();
                      showSuccess(response.body.message);
                    },
                    onError: (error) => {
                      if (!version.catchStale(error)) showError(getErrorMessage(error));
                    },
                  },
                )
              }
            >
              Save instructions
            </IconButton>
          </Group>
        </Stack>
      )}
    </Section>
  );
}
