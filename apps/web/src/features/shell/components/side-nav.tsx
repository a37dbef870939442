import { AppShell, Badge, NavLink } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { Logo } from '../../../components/brand/logo';
import { useMessagesUnread } from '../api/get-messages-unread';
import { HEADER_HEIGHT } from '../config/layout';
import type { NavItem } from '../config/navigation';
import { AreaLink } from './area-link';

export type SideNavProps = {
  items: ReadonlyArray<NavItem>;
  onLogout: () => void;
  /** Called after a link is followed (closes the navigation on a phone). */
  onNavigate?: () => void;
};

function isActive(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The count beside an area's name (Messages: unread from drivers); none at zero. */
function CountBadge({ count, label }: { count: number | undefined; label: string }) {
  if (!count) return null;
  return (
    <Badge size="sm" circle={count < 10} color="red" aria-label={`${count} ${label}`}>
      {count > 99 ? '99+' : count}
    </Badge>
  );
}

export function SideNav({ items, onLogout, onNavigate }: SideNavProps) {
  const { pathname } = useLocation();
  const unread = useMessagesUnread(items.some((item) => item.badge === 'messages'));
  return (
    <>
      <AppShell.Section px="md" h={HEADER_HEIGHT} style={{ display: 'flex', alignItems: 'center' }}>
        <Logo size={30} textSize={20} />
      </AppShell.Section>
      <AppShell.Section grow px="xs" py="xs" style={{ overflowY: 'auto' }}>
        <nav aria-label="Main navigation">
          {items.map((item) => (
            <AreaLink
              key={item.href}
              item={item}
              active={isActive(pathname, item.href)}
              onClick={onNavigate}
              variant="filled"
              fw={500}
              py={6}
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              rightSection={
                item.badge === 'messages' ? <CountBadge count={unread.data} label="unread" /> : undefined
              }
            />
          ))}
        </nav>
      </AppShell.Section>
      <AppShell.Section
        px="xs"
        py="xs"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <NavLink
          component="button"
          type="button"
          label="Logout"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={onLogout}
          c="var(--mantine-color-red-text)"
          fw={500}
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        />
      </AppShell.Section>
    </>
  );
}
