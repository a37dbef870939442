import { type ReactNode, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { DriverLayout } from './components/driver-layout';
import { TripProvider } from './components/trip-context';
import { restoreDriverSession } from './lib/driver-api';
import { I18nProvider, useI18n } from './lib/i18n';
import { useDriverSession } from './lib/session';
import InspectionPage from './pages/inspection-page';
import { LoadPage } from './pages/load-page';
import { LoadsPage } from './pages/loads-page';
import { LoginPage } from './pages/login-page';
import { MessagesPage } from './pages/messages-page';
import { PayPage } from './pages/pay-page';
import './driver-app.css';
import './driver-app-controls.css';
import { DRIVER_HOME } from './lib/paths';

/** The web manifest and the service worker (apps/web/public/driver/), set while the drivers' app is open. */
function useInstallable() {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/driver/manifest.webmanifest';
    const theme = document.createElement('meta');
    theme.name = 'theme-color';
    theme.content = '#0b3d91';
    document.head.append(link, theme);
    if (import.meta.env.PROD && 'serviceWorker' in navigator) {
      navigator.serviceWorker
        .register('/driver/sw.js', { scope: '/driver/' })
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => {
          // The built files this page loaded before the worker was there: kept for opening offline.
          const urls = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((url) => new URL(url).pathname.startsWith('/assets/'));
          registration.active?.postMessage({ type: 'cache', urls });
        })
        .catch(() => {
          // Without a service worker the app still works online.
        });
    }
    return () => {
      link.remove();
      theme.remove();
    };
  }, []);
}

/** While the app signs in again from the cookie with nobody remembered on this phone. */
function Restoring() {
  const { t } = useI18n();
  return (
    <DriverLayout>
      <p className="drv-muted" role="status">
        {t.signingIn}
      </p>
    </DriverLayout>
  );
}

function RequireDriver({ children }: { children: ReactNode }) {
  const session = useDriverSession();
  if (session === 'restoring') return <Restoring />;
  if (!session) return <Navigate to="/driver/login" replace />;
  return (
    <DriverLayout>
      <TripProvider>{children}</TripProvider>
    </DriverLayout>
  );
}

function NoSession({ children }: { children: ReactNode }) {
  const session = useDriverSession();
  if (session === 'restoring') return <Restoring />;
  if (session) return <Navigate to={DRIVER_HOME} replace />;
  return <DriverLayout>{children}</DriverLayout>;
}

/**
 * The drivers' app (issue 15): `/driver/login`, `/driver` (my loads), `/driver/loads/:id`, `/driver/inspection`,
 * `/driver/pay` and `/driver/messages` (docs/decisions/0066-driver-messages.md).
 */
export default function DriverApp() {
  useInstallable();
  // A reload or a reopened app signs in again from the refresh cookie (offline: later, on the first call).
  useEffect(() => {
    void restoreDriverSession();
  }, []);
  return (
    <I18nProvider>
      <Routes>
        <Route
          path="login"
          element={
            <NoSession>
              <LoginPage />
            </NoSession>
          }
        />
        <Route
          index
          element={
            <RequireDriver>
              <LoadsPage />
            </RequireDriver>
          }
        />
        <Route
          path="loads/:id"
          element={
            <RequireDriver>
              <LoadPage />
            </RequireDriver>
          }
        />
        <Route
          path="inspection"
          element={
            <RequireDriver>
              <InspectionPage />
            </RequireDriver>
          }
        />
        <Route
          path="messages"
          element={
            <RequireDriver>
              <MessagesPage />
            </RequireDriver>
          }
        />
        <Route
          path="pay"
          element={
            <RequireDriver>
              <PayPage />
            </RequireDriver>
          }
        />
        <Route path="*" element={<Navigate to={DRIVER_HOME} replace />} />
      </Routes>
    </I18nProvider>
  );
}
