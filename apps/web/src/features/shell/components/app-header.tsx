import type { StoredUserInfo } from '@fletx/contract/auth';
import { ActionIcon, Burger, Center, Divider, Group, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconBell,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconSearch,
  type TablerIcon,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '../../../components/layouts/page-meta';
import { LiveIndicator } from '../../../components/live/live-indicator';
import { getFullName } from '../../../lib/session';
import type { NavItem } from '../config/navigation';
import progress from './navigation-progress.module.css';
import { UserBadge } from './user-badge';

/**
 * The bell and the area search open popovers, which are not needed before a click: both are downloaded once
 * the header has shown (docs/performance.md "The web's first page"), a plain icon holding each one's place.
 */
const NotificationPanel = lazy(() =>
  import('./notification-panel').then((module) => ({ default: module.NotificationPanel })),
);
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));
const QuickSearch = lazy(() => import('./quick-search').then((module) => ({ default: module.QuickSearch })));

const iconPlaceholder = (Icon: TablerIcon) => (
  <Center w={28} h={28} c="dimmed" aria-hidden>
    <Icon size={20} />
  </Center>
);

export type AppHeaderProps = {
  user: StoredUserInfo | null;
  items: ReadonlyArray<NavItem>;
  navOpened: boolean;
  onToggleNav: () => void;
  /** On a computer: the side navigation is folded away. */
  navHidden?: boolean;
  onToggleNavHidden?: () => void;
  /** A page is loading: shows a thin progress bar under the header. */
  navigating?: boolean;
};

export function AppHeader({
  user,
  items,
  navOpened,
  onToggleNav,
  navHidden = false,
  onToggleNavHidden,
  navigating = false,
}: AppHeaderProps) {
  const { title, backTo } = usePageMeta();
  const fullName = user ? getFullName(user) : '';

  return (
    <>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Burger
            opened={navOpened}
            onClick={onToggleNav}
            hiddenFrom="sm"
            size="sm"
            aria-label="Toggle navigation"
          />
          {onToggleNavHidden ? (
            <ActionIcon
              visibleFrom="sm"
              onClick={onToggleNavHidden}
              aria-label={navHidden ? 'Show the side navigation' : 'Hide the side navigation'}
              aria-expanded={!navHidden}
            >
              {navHidden ? (
                <IconLayoutSidebarLeftExpand size={20} aria-hidden />
              ) : (
                <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
              )}
            </ActionIcon>
          ) : null}
          {backTo ? (
            <ActionIcon component={Link} to={backTo} aria-label="Back" variant="default">
              <IconArrowLeft size={18} aria-hidden />
            </ActionIcon>
          ) : null}
          <Title order={1} size="h3" lineClamp={1} data-testid="page-title">
            {title}
          </Title>
        </Group>
        <Group gap={6} wrap="nowrap">
          <Suspense fallback={iconPlaceholder(IconSearch)}>
            <QuickSearch items={items} />
          </Suspense>
          <LiveIndicator />
          <Suspense fallback={iconPlaceholder(IconBell)}>
            <NotificationPanel />
          </Suspense>
          <Divider orientation="vertical" mx={6} visibleFrom="xs" />
          <Suspense fallback={<UserBadge fullName={fullName} />}>
            <UserMenu fullName={fullName} />
          </Suspense>
        </Group>
      </Group>
      {navigating ? (
        // A plain bar, not Mantine's Progress: the header is on every page's first download.
        <div role="progressbar" aria-label="Loading the page" className={progress.bar} />
      ) : null}
    </>
  );
}
