import { LOAD_STATUS } from '@fletx/contract/load-status';
import {
  activeLoadIn,
  api,
  bellUnreadCount,
  DEMO_PASSWORD,
  driverPost,
  driverTokenFor,
  expect,
  SCREENS,
  signIn,
  test,
} from './support';

/**
 * docs/product.md "Live updates": a dispatcher watching a load sees the driver's phone at once, without
 * reloading and without polling — the ping moves the marker, the driver's alert rings the bell.
 */

// A demo dispatcher no other spec logs in as or changes.
const DISPATCHER = 'aisha.brown@fletx.app';

type RouteMap = { last_position: { lat: number; lon: number } | null };

test('a ping moves the marker and an alert rings the bell, live; the header shows when live updates are off', async ({
  page,
}) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  // The stream cannot be opened at first (no ticket to be had): the header says so.
  const noTicket = '**/api/events/ticket';
  await page.route(noTicket, (route) => route.abort());
  await signIn(page, DISPATCHER, DEMO_PASSWORD);
  const load = await activeLoadIn(page, LOAD_STATUS.inTransit);
  const driverToken = await driverTokenFor(page, load.id);
  await page.goto(`/fletx/load-details/route-map?id=${load.id}`);
  const marker = page.getByTestId('route-map').locator('path.last-position-marker');
  await expect(marker).toBeVisible();

  const indicator = page.getByTestId('live-indicator');
  await expect(indicator).toHaveAttribute('data-state', 'reconnecting');
  await indicator.hover();
  await expect(page.getByRole('tooltip', { name: 'Live updates off — reconnecting' })).toHaveCSS(
    'opacity',
    '1',
  );
  await page.screenshot({ path: `${SCREENS}/live-updates-off.png` });

  // Tickets again: the app reconnects by itself (back-off of a few seconds) and the dot turns green.
  await page.unroute(noTicket);
  await expect(indicator).toHaveAttribute('data-state', 'live');
  await page.mouse.move(0, 400);
  await indicator.hover();
  await expect(page.getByRole('tooltip', { name: 'Live updates on' })).toHaveCSS('opacity', '1');
  await page.screenshot({ path: `${SCREENS}/live-updates-on.png` });
  await page.mouse.move(0, 400);

  // A ping a little off the last position: the marker moves within 2 s (the page polls no more).
  const route = await api<RouteMap>(page, 'GET', `/api/load-details/route-map/location/${load.id}`);
  const lat = Number(((route.last_position?.lat ?? 35.47) + 0.0123).toFixed(4));
  const lon = Number(((route.last_position?.lon ?? -97.52) - 0.0177).toFixed(4));
  const lastPosition = page.getByText(/^Last position:/);
  await expect(lastPosition).not.toContainText(`${lat.toFixed(4)}, ${lon.toFixed(4)}`);
  const before = await marker.getAttribute('d');
  await driverPost(page, driverToken, `/api/driver/loads/${load.id}/locations`, {
    points: [{ lat, lon, at: new Date().toISOString() }],
  });
  await expect(marker).not.toHaveAttribute('d', before ?? '', { timeout: 2_000 });
  await expect(lastPosition).toContainText(`${lat.toFixed(4)}, ${lon.toFixed(4)}`, { timeout: 2_000 });

  // The driver's alert: in the open bell, its count one more, and in the load's Alerts panel.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const panel = page.getByTestId('notification-panel');
  await expect(panel.getByTestId('notification-item').first()).toBeVisible();
  const unread = await bellUnreadCount(page);
  const text = `Stuck behind a closed ramp ${Date.now().toString(36)}`;
  await driverPost(page, driverToken, `/api/driver/loads/${load.id}/reports`, {
    type: 'alert',
    kind: 'delay',
    text,
  });
  const item = panel.getByTestId('notification-item').filter({ hasText: text });
  await expect(item).toBeVisible({ timeout: 2_000 });
  await expect(item).toContainText(`New alert on load ${load.id_number}`);
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(bell).toHaveAccessibleName(`Notifications (${unread + 1} unread)`);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('alerts-panel')).toContainText(text);
});
