/*
 * Mantine's CSS in the `mantine` layer (so the app's own CSS wins whatever the order the files arrive in), in
 * the order of Mantine's own styles.css (a component after the ones it is built on: Button after UnstyledButton):
 * here the base and the components of the shell's frame and the error pages; the back office's shell
 * (routes/app-root.tsx) brings the rest with back-office-styles.ts. The login area uses none of it
 * (docs/performance.md "The web's first page").
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/Flex.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/EmptyState.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';
import './global.css';

import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, lazy, type ReactNode, Suspense, useContext } from 'react';
import { LiveUpdatesProvider } from '../components/live/live-updates';
import { colorSchemeManager } from './color-scheme';
import { theme } from './theme';

/**
 * The alerts' container, downloaded once the page has shown (an alert shown before then waits in the
 * notifications' store): docs/performance.md "The web's first page".
 */
const NotificationsHost = lazy(() => import('./notifications-host'));

/** Set inside BackOfficeProviders: a second one further down (the shell inside a test's AppProvider) adds nothing. */
const Provided = createContext(false);

/**
 * Mantine, its notifications and the live updates: what the back office's pages need and the login area does
 * not (it starts without Mantine: docs/performance.md "The web's first page"). The shell (routes/app-root.tsx)
 * and the pages outside it that use Mantine (routes/not-found.tsx, routes/route-error.tsx) mount them; the
 * query client comes from the app (index.tsx).
 */
export function BackOfficeProviders({
  children,
  mantineEnv = 'default',
}: {
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals (component tests). */
  mantineEnv?: 'default' | 'test';
}) {
  if (useContext(Provided)) return children;
  return (
    <Provided value={true}>
      <MantineProvider
        theme={theme}
        defaultColorScheme="auto"
        colorSchemeManager={colorSchemeManager}
        env={mantineEnv}
      >
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
        <LiveUpdatesProvider>{children}</LiveUpdatesProvider>
      </MantineProvider>
    </Provided>
  );
}

export type AppProviderProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals (component tests). */
  mantineEnv?: 'default' | 'test';
};

/** Every provider of the back office, with the query client: the component tests' wrapper. */
export function AppProvider({ queryClient, children, mantineEnv = 'default' }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <BackOfficeProviders mantineEnv={mantineEnv}>{children}</BackOfficeProviders>
    </QueryClientProvider>
  );
}
