import { Menu, UnstyledButton } from '@mantine/core';
import { IconDevices, IconShieldLock } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ColorSchemeItems } from './color-scheme-items';
import { UserBadge } from './user-badge';

/** The devices dialog (with its schemas) is downloaded when it is first opened. */
const SignedInDevices = lazy(() =>
  import('./signed-in-devices').then((module) => ({ default: module.SignedInDevices })),
);

/**
 * The user menu under the name in the header: the user's own settings. Downloaded once the header has shown,
 * like the bell (docs/performance.md "The web's first page").
 */
export function UserMenu({ fullName }: { fullName: string }) {
  const [devicesOpened, setDevicesOpened] = useState(false);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label="User menu">
            <UserBadge fullName={fullName} />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component={Link}
            to={paths.app.twoFactor.getHref()}
            leftSection={<IconShieldLock size={16} aria-hidden />}
          >
            Two-factor sign-in
          </Menu.Item>
          <Menu.Item
            leftSection={<IconDevices size={16} aria-hidden />}
            onClick={() => setDevicesOpened(true)}
          >
            Signed-in devices
          </Menu.Item>
          <Menu.Divider />
          <ColorSchemeItems />
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
