import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

/**
 * Mantine's notifications (the alerts at the top right), downloaded after the page shows (provider.tsx). Their
 * store keeps what was shown before this mounted, so no alert is lost.
 */
export default function NotificationsHost() {
  return <Notifications position="top-right" zIndex={1000} limit={5} containerWidth={420} />;
}
