import { Button, Checkbox, CopyButton, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { IconButton } from '../../../components/buttons/icon-button';
import { saveBlob } from '../../../lib/download';
import { recoveryCodesText } from './secret-groups';

export type RecoveryCodesProps = {
  codes: ReadonlyArray<string>;
  email: string;
  onDone: () => void;
};

/** The recovery codes, shown once: copy or download them, and say they are saved before closing. */
export function RecoveryCodes({ codes, email, onDone }: RecoveryCodesProps) {
  const [saved, setSaved] = useState(false);
  const text = recoveryCodesText(codes, email);
  return (
    <Stack gap="md">
      <Text size="sm">
        Two-factor sign-in is on. Save these {codes.length} recovery codes somewhere safe: each signs you in
        once if your phone is lost. They are shown only now.
      </Text>
      <Paper withBorder p="md" bg="var(--mantine-color-default-hover)" maw={420}>
        <SimpleGrid cols={2} spacing="xs" data-testid="recovery-codes" aria-label="Recovery codes">
          {codes.map((code) => (
            <Text key={code} ff="monospace" fw={600}>
              {code}
            </Text>
          ))}
        </SimpleGrid>
      </Paper>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <IconButton
          icon={IconDownload}
          variant="default"
          onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), 'fletx-recovery-codes.txt')}
        >
          Download .txt
        </IconButton>
      </Group>
      <Checkbox
        label="I have saved them"
        checked={saved}
        onChange={(event) => setSaved(event.currentTarget.checked)}
      />
      <Group justify="flex-end">
        <Button disabled={!saved} onClick={onDone}>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
