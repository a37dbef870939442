import { NOTIFICATION_PANEL_WIDTH } from '@fletx/contract/constants';
import { ActionIcon, EmptyState, Group, Popover, Stack, Title } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useState } from 'react';

/** The bell toggles a 600 px panel (spec §2, §9). */
export function NotificationPanel() {
  const [opened, setOpened] = useState(false);
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
        <ActionIcon aria-label="Notifications" onClick={() => setOpened((current) => !current)}>
          <IconBell size={20} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown
        p={0}
        style={{ maxWidth: 'calc(100vw - 24px)' }}
        data-testid="notification-panel"
        aria-label="Notifications panel"
      >
        <Stack gap={0}>
          <Group px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            <Title order={2} size="h5">
              Notifications
            </Title>
          </Group>
          <EmptyState
            py="xl"
            size="sm"
            title="No notifications yet"
            description="Load updates, driver reports and approvals will appear here."
            icon={<IconBellOff size={22} aria-hidden />}
            withIndicatorBackground
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
