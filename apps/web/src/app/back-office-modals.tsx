import { lazy, type ReactNode, Suspense } from 'react';

const ModalsHost = lazy(() => import('./modals-host'));

/**
 * The modals of the back office (components/popups/popups.tsx: success, error and confirm popups). Mounted by
 * the back office's shell (routes/app-root.tsx), not by the app's providers: a modal brings focus trapping,
 * scroll locking and its scroll area, which the login area does not need; and downloaded once the shell has
 * shown, since no popup is needed before the page is there (a popup asked for earlier waits:
 * components/popups/modals-ready.ts; docs/performance.md "The web's first page"). The login area's messages
 * are notifications (showAlert).
 */
export function BackOfficeModals({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <ModalsHost />
      </Suspense>
    </>
  );
}
