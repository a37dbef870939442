import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { logOut } from '../lib/driver-api';
import { driverOutbox, useOutboxState } from '../lib/driver-outbox';
import { useI18n } from '../lib/i18n';
import { DRIVER_HOME } from '../lib/paths';
import { useSignedInDriver } from '../lib/session';
import { useOnline } from '../lib/use-online';

/** One column, phone first: the app's name, what waits to be sent, the language and Log out. */
export function DriverLayout({ children }: { children: ReactNode }) {
  const { t, language, setLanguage } = useI18n();
  const session = useSignedInDriver();
  const queryClient = useQueryClient();
  const outbox = driverOutbox(queryClient);
  const { pending } = useOutboxState(outbox);
  const online = useOnline();
  return (
    <div className="drv">
      <header className="drv-header">
        <Link to={DRIVER_HOME} className="drv-brand">
          {t.appName}
        </Link>
        <div className="drv-header-actions">
          {session && (
            <span
              className={`drv-pill ${online ? 'drv-pill-ok' : 'drv-pill-warn'}`}
              data-testid="connection"
              title={pending.length > 0 ? t.outboxCount(pending.length) : undefined}
            >
              {online ? t.online : t.offline}
              {pending.length > 0 ? ` · ${pending.length}` : ''}
            </span>
          )}
          <button
            type="button"
            className="drv-btn drv-btn-small"
            lang={language === 'en' ? 'es' : 'en'}
            onClick={() => setLanguage(language === 'en' ? 'es' : 'en')}
          >
            {t.switchLanguage}
          </button>
        </div>
      </header>
      <main className="drv-main">{children}</main>
      {session && (
        <footer className="drv-footer">
          <span>{session.name || session.email}</span>
          <button
            type="button"
            className="drv-btn drv-btn-small"
            onClick={() => {
              queryClient.removeQueries({ queryKey: ['driver-app'] });
              void logOut();
            }}
          >
            {t.logOut}
          </button>
        </footer>
      )}
    </div>
  );
}

/** A page reached from the home list: the way back to it, the page's title (when it has one), then its content. */
export function DriverSubPage({ title, children }: { title?: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="drv-stack">
      <Link to={DRIVER_HOME} className="drv-back">
        ‹ {t.back}
      </Link>
      {title !== undefined && <h1 className="drv-title">{title}</h1>}
      {children}
    </div>
  );
}
