import type { StoredUserInfo } from '@fletx/contract/auth';
import { Menu, UnstyledButton } from '@mantine/core';
import { IconDevices } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { getFullName } from '../../../lib/session';
import { UserBadge } from './user-badge';

/** The devices dialog (with its schemas) is downloaded when it is first opened. */
const SignedInDevices = lazy(() =>
  import('./signed-in-devices').then((module) => ({ default: module.SignedInDevices })),
);

/** The signed-in user in the header; a click opens their menu (Signed-in devices). */
export function UserMenu({ user }: { user: StoredUserInfo | null }) {
  const fullName = user ? getFullName(user) : '';
  const [devicesOpened, setDevicesOpened] = useState(false);
  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md" width={220}>
        <Menu.Target>
          <UnstyledButton aria-label={`User menu of ${fullName}`}>
            <UserBadge user={user} />
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
