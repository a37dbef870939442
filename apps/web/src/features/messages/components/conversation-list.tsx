import type { ConversationItem } from '@fletx/contract/driver-messages';
import { Badge, Group, Pagination, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { messageTime } from '../lib/message-time';

export type ConversationListProps = {
  items: ReadonlyArray<ConversationItem>;
  total: number;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  search: string;
  onSearch: (search: string) => void;
  openDriverId: number | undefined;
  onOpen: (driverId: number) => void;
  timeZone: string | undefined;
};

/** The conversations, newest activity first: the driver, the last message and what staff have not read. */
export function ConversationList(props: ConversationListProps) {
  const { items, openDriverId, onOpen, timeZone } = props;
  return (
    <Stack gap="xs">
      <TextInput
        aria-label="Search by driver"
        placeholder="Search by driver"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={props.search}
        onChange={(event) => props.onSearch(event.currentTarget.value)}
      />
      {items.length === 0 && (
        <Text c="dimmed" size="sm" ta="center" py="md">
          {props.search ? 'No conversation with a driver of that name.' : 'No messages yet.'}
        </Text>
      )}
      <Stack gap={0} role="list" aria-label="Conversations">
        {items.map((c) => (
          <UnstyledButton
            key={c.driver.id}
            role="listitem"
            onClick={() => onOpen(c.driver.id)}
            aria-current={c.driver.id === openDriverId || undefined}
            aria-label={`${c.driver.name}${c.unreadCount ? `, ${c.unreadCount} unread` : ''}`}
            px="sm"
            py="xs"
            style={{
              borderBottom: '1px solid var(--mantine-color-default-border)',
              background: c.driver.id === openDriverId ? 'var(--mantine-color-blue-light)' : undefined,
            }}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={c.unreadCount ? 700 : 500} size="sm" truncate>
                {c.driver.name}
              </Text>
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {messageTime(c.lastAt, timeZone)}
                </Text>
                {c.unreadCount > 0 && (
                  <Badge size="sm" color="red" circle={c.unreadCount < 10}>
                    {c.unreadCount}
                  </Badge>
                )}
              </Group>
            </Group>
            <Text size="xs" c="dimmed" truncate>
              {`${c.lastMessage.from === 'staff' ? 'You: ' : ''}${c.lastMessage.body}`}
            </Text>
          </UnstyledButton>
        ))}
      </Stack>
      {props.pageCount > 1 && (
        <Pagination size="sm" total={props.pageCount} value={props.page} onChange={props.onPage} />
      )}
      <Text size="xs" c="dimmed">{`${props.total} conversation${props.total === 1 ? '' : 's'}`}</Text>
    </Stack>
  );
}
