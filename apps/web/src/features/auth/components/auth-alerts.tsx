import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { type ReactNode, useSyncExternalStore } from 'react';
import { getNotices, hideNotice, type NoticeKind, subscribeNotices } from '../../../lib/notices';
import classes from './auth-alerts.module.css';

const ICONS: Record<NoticeKind, ReactNode> = {
  error: <IconX size={18} aria-hidden />,
  success: <IconCheck size={18} aria-hidden />,
  info: <IconInfoCircle size={18} aria-hidden />,
  warning: <IconAlertTriangle size={18} aria-hidden />,
};

/**
 * The login area's alerts (lib/notices.ts) at the top right, as the back office shows its own: an icon in the
 * kind's color, the message, a close button (role="alert", `data-testid="alert-<kind>"`).
 */
export function AuthAlerts() {
  const notices = useSyncExternalStore(subscribeNotices, getNotices, getNotices);
  if (notices.length === 0) return null;
  return (
    <div className={classes.container}>
      {notices.map(({ id, kind, message }) => (
        <div key={id} role="alert" className={classes.alert} data-kind={kind} data-testid={`alert-${kind}`}>
          <span className={classes.icon}>{ICONS[kind]}</span>
          <div className={classes.message}>{message}</div>
          <button type="button" className={classes.close} aria-label="Close" onClick={() => hideNotice(id)}>
            <IconX size={16} aria-hidden />
          </button>
        </div>
      ))}
    </div>
  );
}
