import { NOTIFICATION_PANEL_WIDTH } from '@fletx/contract/constants';
import type { NotificationItem, NotificationType } from '@fletx/contract/notifications';
import { timeAgo } from '@fletx/contract/time-ago';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  EmptyState,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconBell,
  IconBellOff,
  IconCertificate,
  IconCircleX,
  IconMessage,
  IconTruckDelivery,
  IconUserCheck,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { showError } from '../../../components/popups/popups';
import { getErrorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';

const TYPE_LOOK: Record<NotificationType, { icon: ReactNode; color: string }> = {
  report: { icon: <IconAlertTriangle size={18} aria-hidden />, color: 'orange' },
  cancellation_request: { icon: <IconCircleX size={18} aria-hidden />, color: 'red' },
  load_status: { icon: <IconTruckDelivery size={18} aria-hidden />, color: 'blue' },
  driver_awaiting_approval: { icon: <IconUserCheck size={18} aria-hidden />, color: 'teal' },
  compliance: { icon: <IconCertificate size={18} aria-hidden />, color: 'grape' },
  driver_message: { icon: <IconMessage size={18} aria-hidden />, color: 'cyan' },
};

/** The current time, refreshed every `everyMs` so time-ago texts age while the page stays open. */
function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

function NotificationRow({
  item,
  now,
  onOpen,
}: {
  item: NotificationItem;
  now: Date;
  onOpen: (item: NotificationItem) => void;
}) {
  const look = TYPE_LOOK[item.type];
  return (
    <UnstyledButton
      onClick={() => onOpen(item)}
      px="md"
      py="sm"
      w="100%"
      data-testid="notification-item"
      data-unread={item.unread || undefined}
      aria-label={`${item.unread ? 'Unread: ' : ''}${item.title}. ${item.body} ${timeAgo(item.createdAt, now)}`}
      style={{
        display: 'block',
        borderBottom: '1px solid var(--mantine-color-default-border)',
        background: item.unread ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon variant="light" color={look.color} radius="xl" size={34}>
          {look.icon}
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          {/* Two lines for the title: its end says what happened ("… expired"). */}
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text size="sm" fw={item.unread ? 700 : 500} lineClamp={2}>
              {item.title}
            </Text>
            <Text
              size="xs"
              c="dimmed"
              style={{ whiteSpace: 'nowrap' }}
              title={formatDateTime(item.createdAt)}
              data-testid="notification-time"
            >
              {timeAgo(item.createdAt, now)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {item.body}
          </Text>
        </Stack>
        <Box
          w={8}
          h={8}
          mt={6}
          style={{
            borderRadius: '50%',
            flex: 'none',
            background: item.unread ? 'var(--mantine-color-blue-6)' : 'transparent',
          }}
          aria-hidden
        />
      </Group>
    </UnstyledButton>
  );
}

/**
 * The bell (docs/product.md "Notifications"): a 600 px panel with the newest notifications, their time-ago
 * text, the unread count on the bell, mark one read on click (and go to its page), mark all read. Polls every
 * 30 s and refetches when opened.
 */
export function NotificationPanel() {
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const now = useNow(30_000);
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = notifications.data?.meta.unreadCount ?? 0;
  const items = notifications.data?.items ?? [];
  const total = notifications.data?.meta.totalItems ?? 0;

  const toggle = () => {
    if (!opened) void notifications.refetch();
    setOpened((current) => !current);
  };

  const open = (item: NotificationItem) => {
    if (item.unread) markRead.mutate(item.id, { onError: (error) => showError(getErrorMessage(error)) });
    if (item.link) {
      setOpened(false);
      void navigate(item.link);
    }
  };

  let content: ReactNode;
  if (notifications.isPending) {
    content = (
      <Group justify="center" py="xl">
        <Loader size="sm" aria-label="Loading notifications" />
      </Group>
    );
  } else if (notifications.isError) {
    content = (
      <Alert color="red" m="md" title="Notifications could not be loaded">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{notifications.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void notifications.refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  } else if (items.length === 0) {
    content = (
      <EmptyState
        py="xl"
        size="sm"
        title="No notifications yet"
        description="Load updates, driver reports and approvals will appear here."
        icon={<IconBellOff size={22} aria-hidden />}
        withIndicatorBackground
      />
    );
  } else {
    content = (
      <>
        <ScrollArea.Autosize mah="min(480px, calc(100vh - 160px))" type="auto">
          <Box role="list" aria-label="Notifications list">
            {items.map((item) => (
              <Box role="listitem" key={item.id}>
                <NotificationRow item={item} now={now} onOpen={open} />
              </Box>
            ))}
          </Box>
        </ScrollArea.Autosize>
        {total > items.length ? (
          <Text size="xs" c="dimmed" ta="center" py={6}>
            The {items.length} newest of {total}
          </Text>
        ) : null}
      </>
    );
  }

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={NOTIFICATION_PANEL_WIDTH}
      position="bottom-end"
      offset={8}
      trapFocus={false}
      returnFocus
    >
      <Popover.Target>
        <Indicator
          label={unread > 99 ? '99+' : unread}
          size={18}
          color="red"
          offset={4}
          disabled={unread === 0}
          data-testid="notification-unread-badge"
        >
          <ActionIcon
            aria-label={unread > 0 ? `Notifications (${unread} unread)` : 'Notifications'}
            onClick={toggle}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown
        p={0}
        style={{ maxWidth: 'calc(100vw - 24px)' }}
        data-testid="notification-panel"
        aria-label="Notifications panel"
      >
        <Stack gap={0}>
          <Group
            px="md"
            py="sm"
            justify="space-between"
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <Group gap="xs">
              <Title order={2} size="h5">
                Notifications
              </Title>
              {unread > 0 ? (
                <Text size="sm" c="dimmed" data-testid="notification-unread-text">
                  {unread} unread
                </Text>
              ) : null}
            </Group>
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() =>
                markAll.mutate(undefined, { onError: (error) => showError(getErrorMessage(error)) })
              }
              disabled={unread === 0}
              loading={markAll.isPending}
            >
              Mark all as read
            </Button>
          </Group>
          {content}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
