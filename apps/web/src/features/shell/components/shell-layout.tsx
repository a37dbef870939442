import type { StoredUserInfo } from '@fletx/contract/auth';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { PageMetaProvider } from '../../../components/layouts/page-meta';
import { HEADER_HEIGHT, NAVBAR_WIDTH } from '../config/layout';
import { NAV_ITEMS } from '../config/navigation';
import { visibleNavItems } from '../config/visible-items';
import { AppHeader } from './app-header';
import { SideNav } from './side-nav';

export type ShellLayoutProps = {
  user: StoredUserInfo | null;
  onLogout: () => void;
  navigating?: boolean;
  children: ReactNode;
};

/** Where the folded side navigation is remembered: written only once the toggle is used. */
const NAV_HIDDEN_KEY = 'fletx-nav-hidden';

function readNavHidden(): boolean {
  try {
    return window.localStorage.getItem(NAV_HIDDEN_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeNavHidden(hidden: boolean) {
  try {
    window.localStorage.setItem(NAV_HIDDEN_KEY, String(hidden));
  } catch {
    // Storage refused (private mode): folded for this page only.
  }
}

/** The application shell of every page under /fletx: header, side navigation and the page. */
export function ShellLayout({ user, onLogout, navigating = false, children }: ShellLayoutProps) {
  const [navOpened, { toggle, close }] = useDisclosure(false);
  // On a computer the side navigation can be folded away (the header's toggle), for wide lists; remembered.
  const [navHidden, setNavHidden] = useState(readNavHidden);
  const toggleNavHidden = () => {
    setNavHidden(!navHidden);
    writeNavHidden(!navHidden);
  };
  const items = visibleNavItems(NAV_ITEMS, user?.role);

  return (
    <PageMetaProvider>
      <AppShell
        layout="alt"
        header={{ height: HEADER_HEIGHT }}
        navbar={{
          width: NAVBAR_WIDTH,
          breakpoint: 'sm',
          collapsed: { mobile: !navOpened, desktop: navHidden },
        }}
        padding="md"
      >
        <AppShell.Header>
          <AppHeader
            user={user}
            items={items}
            navOpened={navOpened}
            onToggleNav={toggle}
            navHidden={navHidden}
            onToggleNavHidden={toggleNavHidden}
            navigating={navigating}
          />
        </AppShell.Header>
        <AppShell.Navbar>
          <SideNav items={items} onLogout={onLogout} onNavigate={close} />
        </AppShell.Navbar>
        <AppShell.Main bg="var(--fletx-page-bg)">{children}</AppShell.Main>
      </AppShell>
    </PageMetaProvider>
  );
}
