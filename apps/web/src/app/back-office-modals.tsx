import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';

/**
 * The modals of the back office (components/popups/popups.tsx: success, error and confirm popups). Mounted by
 * the back office's shell (routes/app-root.tsx), not by the app's providers: a modal brings focus trapping,
 * scroll locking and floating positioning, which the login area does not need (docs/performance.md
 * "The web's first page"). The login area's messages are notifications (showAlert).
 */
export function BackOfficeModals({ children }: { children: ReactNode }) {
  return <ModalsProvider labels={{ confirm: 'OK', cancel: 'Cancel' }}>{children}</ModalsProvider>;
}
