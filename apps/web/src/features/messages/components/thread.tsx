import type { MessageItem } from '@fletx/contract/driver-messages';
import { Anchor, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { loadName } from '../lib/load-name';
import { messageTime } from '../lib/message-time';

export type ThreadProps = {
  /** Newest first, as the API answers. */
  messages: ReadonlyArray<MessageItem>;
  /** Whether older messages than these exist. */
  hasEarlier: boolean;
  onEarlier: () => void;
  timeZone: string | undefined;
};

function Bubble({ message, timeZone }: { message: MessageItem; timeZone: string | undefined }) {
  const mine = message.from === 'staff';
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'} data-testid="message" data-from={message.from}>
      <Paper
        px="sm"
        py={6}
        radius="md"
        maw="75%"
        bg={mine ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-default-hover)'}
      >
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="xs" fw={600}>
            {message.author.name}
          </Text>
          <Text size="xs" c="dimmed">
            {messageTime(message.createdAt, timeZone)}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Text>
        <Group gap="xs" justify="space-between">
          {message.loadId !== null ? (
            <Anchor component={Link} to={paths.app.loadDetails.getHref(message.loadId)} size="xs">
              {loadName(message.loadId, message.loadNumber)}
            </Anchor>
          ) : (
            <span />
          )}
          {mine && (
            <Text size="xs" c="dimmed">
              {message.readAt ? 'Read' : 'Sent'}
            </Text>
          )}
        </Group>
      </Paper>
    </Group>
  );
}

/** A conversation, oldest at the top and newest at the bottom (in sight when it arrives). */
export function Thread({ messages, hasEarlier, onEarlier, timeZone }: ThreadProps) {
  const end = useRef<HTMLDivElement>(null);
  const newest = messages[0]?.id;
  useEffect(() => {
    if (newest !== undefined) end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);
  if (messages.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        No messages yet. Write the first one below.
      </Text>
    );
  return (
    <Stack gap="xs" aria-label="Messages" role="log">
      {hasEarlier && (
        <Button variant="subtle" size="xs" onClick={onEarlier} style={{ alignSelf: 'center' }}>
          Earlier messages
        </Button>
      )}
      {[...messages].reverse().map((message) => (
        <Bubble key={message.id} message={message} timeZone={timeZone} />
      ))}
      <Box ref={end} />
    </Stack>
  );
}
