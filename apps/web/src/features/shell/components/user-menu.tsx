import type { StoredUserInfo } from '@fletx/contract/auth';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconDevices } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { getFullName } from '../../../lib/session';

/** The devices dialog (with its schemas) is downloaded when it is first opened. */
const SignedInDevices = lazy(() =>
  import('./signed-in-devices').then((module) => ({ default: module.SignedInDevices })),
);

function initials(fullName: string): string {
  return fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** The signed-in user in the header; a click opens their menu (Signed-in devices). */
export function UserMenu({ user }: { user: StoredUserInfo | null }) {
  const fullName = user ? getFullName(user) : '';
  const [devicesOpened, setDevicesOpened] = useState(false);
  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md" width={220}>
        <Menu.Target>
          <UnstyledButton aria-label={`User menu of ${fullName}`}>
            <Group gap={8} wrap="nowrap">
              <Avatar size={30} radius="xl" color="indigo" variant="light" aria-hidden>
                {initials(fullName)}
              </Avatar>
              <Text size="sm" fw={600} truncate="end" maw={220} data-testid="user-full-name" visibleFrom="xs">
                {fullName}
              </Text>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{user?.email}</Menu.Label>
          <Menu.Item
            leftSection={<IconDevices size={16} aria-hidden />}
            onClick={() => setDevicesOpened(true)}
          >
            Signed-in devices
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {devicesOpened ? (
        <Suspense fallback={null}>
          <SignedInDevices opened onClose={() => setDevicesOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
