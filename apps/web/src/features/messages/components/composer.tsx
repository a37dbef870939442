import { driverMessageText, MESSAGE_MAX_LENGTH, type SendMessageBody } from '@fletx/contract/driver-messages';
import { ActionIcon, CloseButton, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { getErrorMessage } from '../../../lib/api-client';
import { useLoad } from '../../../lib/loads';
import { loadName } from '../lib/load-name';

export type ComposerProps = {
  /** Sends; a refusal (thrown) is shown under the field and the text is kept. */
  onSend: (body: SendMessageBody) => Promise<unknown>;
  /** The load the message is about (named by its number, "Load LD-58421"), removable; null: none. */
  loadId: number | null;
  onClearLoad: () => void;
  disabled?: boolean;
};

/** What the API would refuse of the text, checked before the call: the API's own messages. */
export function composerError(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return driverMessageText.bodyEmpty;
  if (trimmed.length > MESSAGE_MAX_LENGTH) return driverMessageText.bodyTooLong;
  return undefined;
}

/**
 * The load a message is about, named by its number once read (the address gives its id only); while it is read
 * the line says "the load", and a load that cannot be read is named by its id.
 */
function AboutLoad({ loadId, onClear }: { loadId: number; onClear: () => void }) {
  const load = useLoad(loadId);
  const name = load.isPending ? 'the load' : loadName(loadId, load.data?.body.data.info[0]?.id_number);
  return (
    <Group gap={4} data-testid="composer-load" aria-busy={load.isPending}>
      <Text size="sm" c="dimmed">{`About ${name}`}</Text>
      <CloseButton size="sm" aria-label={`Send without ${name}`} onClick={onClear} />
    </Group>
  );
}

/** The message field: Enter sends, Shift+Enter starts a new line; the error shows under the field. */
export function Composer({ onSend, loadId, onClearLoad, disabled }: ComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (sending) return;
    const refused = composerError(text);
    if (refused) {
      setError(refused);
      return;
    }
    setSending(true);
    try {
      await onSend({ body: text.trim(), loadId });
      setText('');
      setError(undefined);
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <Stack gap={4}>
      {loadId !== null && <AboutLoad loadId={loadId} onClear={onClearLoad} />}
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <Textarea
          style={{ flex: 1 }}
          aria-label="Message"
          placeholder="Write a message. Enter sends, Shift+Enter starts a new line"
          autosize
          minRows={2}
          maxRows={8}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (error) setError(undefined);
          }}
          onKeyDown={onKeyDown}
          error={error}
          disabled={disabled}
        />
        <Tooltip label="Send (Enter)">
          <ActionIcon
            size="xl"
            aria-label="Send"
            onClick={() => void send()}
            loading={sending}
            disabled={disabled}
          >
            <IconSend size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Stack>
  );
}
