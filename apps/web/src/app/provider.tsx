import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';

import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LiveUpdatesProvider } from '../components/live/live-updates';
import { theme } from './theme';

export type AppProviderProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals (component tests). */
  mantineEnv?: 'default' | 'test';
};

export function AppProvider({ queryClient, children, mantineEnv = 'default' }: AppProviderProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={mantineEnv}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider labels={{ confirm: 'OK', cancel: 'Cancel' }}>
          <Notifications position="top-right" zIndex={1000} limit={5} containerWidth={420} />
          <LiveUpdatesProvider>{children}</LiveUpdatesProvider>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
