import { Anchor, Grid, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link, useNavigation, useSearchParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { paths } from '../../../config/paths';
import { usePageVisible } from '../../../hooks/use-page-visible';
import { getErrorMessage } from '../../../lib/api-client';
import {
  CONVERSATIONS_TAKE,
  THREAD_MAX,
  THREAD_STEP,
  useCarrierZone,
  useConversations,
  useMarkRead,
  useSendMessage,
  useThread,
} from '../api/messages-api';
import { Composer } from '../components/composer';
import { ConversationList } from '../components/conversation-list';
import { NewMessage } from '../components/new-message';
import { Thread } from '../components/thread';

/** A whole number of 1 or more from the address, else undefined. */
const idParam = (text: string | null) =>
  text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;

/** One driver's conversation: the thread, read once seen, and the composer. */
function OpenConversation({
  driverId,
  loadId,
  timeZone,
}: {
  driverId: number;
  loadId: number | undefined;
  timeZone?: string;
}) {
  const [take, setTake] = useState(THREAD_STEP);
  const [aboutLoad, setAboutLoad] = useState<number | null>(loadId ?? null);
  const thread = useThread(driverId, take);
  const send = useSendMessage(driverId);
  const markRead = useMarkRead(driverId);
  const unread = thread.data?.unreadCount ?? 0;
  const { mutate: read, isPending: reading } = markRead;
  // Read once someone can see it: not in a tab in the background, nor while the next page's code loads after a
  // click elsewhere (the conversation stays on screen until then, and an answer arriving would pass as read).
  const visible = usePageVisible();
  const leaving = useNavigation().state !== 'idle';
  useEffect(() => {
    if (unread > 0 && !reading && visible && !leaving) read();
  }, [unread, reading, visible, leaving, read]);
  useEffect(() => setAboutLoad(loadId ?? null), [loadId]);

  if (thread.isError)
    return (
      <Text c="red" role="alert">
        {getErrorMessage(thread.error)}
      </Text>
    );
  const data = thread.data;
  return (
    <Stack gap="sm" h="100%">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {data?.driver.name ?? 'Loading…'}
        </Title>
        <Anchor component={Link} to={paths.app.driverInformation.getHref(driverId)} size="sm">
          Driver’s page
        </Anchor>
      </Group>
      <ScrollArea.Autosize mah="calc(100vh - 360px)" offsetScrollbars>
        <Thread
          messages={data?.items ?? []}
          hasEarlier={(data?.total ?? 0) > take && take < THREAD_MAX}
          onEarlier={() => setTake((t) => Math.min(THREAD_MAX, t + THREAD_STEP))}
          timeZone={timeZone}
        />
      </ScrollArea.Autosize>
      <Composer
        key={driverId}
        loadId={aboutLoad}
        onClearLoad={() => setAboutLoad(null)}
        onSend={async (body) => {
          await send.mutateAsync(body);
          setAboutLoad(null);
        }}
        disabled={!data}
      />
    </Stack>
  );
}

/** Messages with drivers (docs/decisions/0066-driver-messages.md): the conversations and the open one. */
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const driverId = idParam(params.get('driverId'));
  const loadId = idParam(params.get('loadId'));
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const conversations = useConversations(page, debounced);
  const zone = useCarrierZone();
  const list = conversations.data;

  return (
    <ContentLayout title="Messages">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="sm">
            <Group justify="flex-end" mb="xs">
              <NewMessage onOpen={(id) => setParams({ driverId: String(id) })} />
            </Group>
            <ConversationList
              items={list?.items ?? []}
              total={list?.total ?? 0}
              page={page}
              pageCount={Math.ceil((list?.total ?? 0) / CONVERSATIONS_TAKE)}
              onPage={setPage}
              search={search}
              onSearch={(text) => {
                setSearch(text);
                setPage(1);
              }}
              openDriverId={driverId}
              onOpen={(id) => setParams({ driverId: String(id) })}
              timeZone={zone.data}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="md" mih={420}>
            {driverId === undefined ? (
              <Text c="dimmed" ta="center" py="xl">
                Open a conversation on the left, start one with New message, or use “Message driver” on a
                driver’s or a load’s page.
              </Text>
            ) : (
              <OpenConversation key={driverId} driverId={driverId} loadId={loadId} timeZone={zone.data} />
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </ContentLayout>
  );
}
