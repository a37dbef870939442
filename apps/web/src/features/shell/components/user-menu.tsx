import { Menu, UnstyledButton } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { UserBadge } from './user-badge';

/**
 * The user menu under the name in the header: the user's own settings. Downloaded once the header has shown,
 * like the bell (docs/performance.md "The web's first page").
 */
export function UserMenu({ fullName }: { fullName: string }) {
  return (
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
      </Menu.Dropdown>
    </Menu>
  );
}
