import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DRIVER_STATUS } from '@fletx/contract/drivers';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import {
  api,
  approveDelivery,
  chooseOption,
  createLoad,
  DEMO_PASSWORD,
  driverBody,
  expect,
  expectSuccess,
  loadAction,
  logIn,
  SCREENS,
  test,
} from './support';

/**
 * The whole life of a load with live data, as it happens on Monday: a dispatcher creates a load, the
 * driver's phone drives it through a trip (here `npm run simulate`, which uses the same driver API), and
 * the back office follows it (hours of service, route map, ledger), works the driver's alert from the bell,
 * ends the service and approves the delivery — and the bell tells about it.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);
const LOAD_NUMBER = `SIM-${Date.now().toString(36).slice(-6).toUpperCase()}`;

test('a simulated trip: follow it live, resolve its alert, approve its delivery, see it in the bell', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await logIn(page);
  // A new driver, approved, with no other load on the road: the hours of service are this trip's alone.
  // (The demo drivers' password, so that the simulator needs nothing but the load.)
  const stamp = Date.now().toString(36);
  const driver = await api<{ id: number }>(
    page,
    'POST',
    '/api/user/infoDriver/',
    driverBody('Simon', `Trip ${stamp}`, stamp, DEMO_PASSWORD),
  );
  await api(page, 'PUT', `/api/user/${driver.id}`, {
    status: DRIVER_STATUS.active,
    comment: 'Approved for loads',
  });
  const loadId = await createLoad(page, LOAD_NUMBER, (drivers) => drivers.find((d) => d.id === driver.id));

  // The driver's phone: npm run simulate -- --load <id>, finding the driver with the admin login.
  const { stdout } = await run(
    'npm',
    [
      'run',
      '--silent',
      'simulate',
      '--',
      '--load',
      String(loadId),
      '--base',
      baseURL ?? '',
      '--speed',
      '1e9',
    ],
    { cwd: root, timeout: 120_000 },
  );
  expect(stdout).toMatch(/^The load's driver is .+@/m);
  const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { status: number; pings: number };
  expect(result).toMatchObject({ status: LOAD_STATUS.delivered, report: 'sent', proofOfDelivery: true });

  await test.step('hours of service', async () => {
    await page.goto(`/fletx/load-details/hours-of-service?id=${loadId}`);
    await expect(page.getByText('Total HOS')).toBeVisible();
    await expect(page.getByText('Rest time')).toBeVisible();
    await expect(page.getByText('Unloading time')).toBeVisible();
    const history = page.getByRole('table', { name: 'Load details' });
    for (const status of ['Accepted', 'At pickup', 'In transit', 'At delivery', 'Delivered'])
      await expect(history).toContainText(status);
    const days = page.getByRole('table', { name: /Service hours on/ });
    await expect(days.filter({ hasText: 'Driving' }).first()).toBeVisible();
    await expect(days.filter({ hasText: 'Sleeper berth' }).first()).toBeVisible();
    await expect(days.filter({ hasText: 'Off duty' }).first()).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/simulated-hours-of-service.png`, fullPage: true });
  });

  await test.step('route map', async () => {
    await page.getByRole('tab', { name: 'Route map' }).click();
    await expect(page).toHaveURL(new RegExp(`/load-details/route-map\\?id=${loadId}$`));
    const map = page.getByTestId('route-map');
    await expect(map.locator('path.leaflet-interactive').first()).toBeVisible();
    await expect(page.getByText(`${result.pings} positions`)).toBeVisible();
    await expect(page.getByText('Pickup · Walmart DC 6094')).toBeVisible();
    await expect(page.getByTestId('alerts-panel')).toContainText('Heavy traffic');
    await page.screenshot({ path: `${SCREENS}/simulated-route-map.png`, fullPage: true });
  });

  await test.step('financial', async () => {
    await page.getByRole('tab', { name: 'Financial' }).click();
    await expect(page).toHaveURL(new RegExp(`/load-details/financial\\?id=${loadId}$`));
    await expect(page.getByRole('table', { name: 'Ledger' })).toContainText('Trip rate');
    await expect(page.getByTestId('ledger-total')).toHaveText('$2,450.50');
    await page.screenshot({ path: `${SCREENS}/simulated-financial.png`, fullPage: true });
  });

  const bell = page.getByRole('button', { name: /^Notifications/ });
  const panel = page.getByTestId('notification-panel');

  await test.step("the driver's alert, from the bell to Resolved", async () => {
    await bell.click();
    const alert = panel
      .getByTestId('notification-item')
      .filter({ hasText: `New alert on load ${LOAD_NUMBER}` });
    await expect(alert).toHaveAttribute('data-unread', 'true');
    await expect(alert).toContainText('Heavy traffic');
    await alert.click();
    await expect(page).toHaveURL(/\/fletx\/alerts\?id=\d+$/);
    await expect(page.getByText('Heavy traffic after an accident').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Comment' }).fill('Driver rerouted; delivery still on time.');
    await chooseOption(page, 'Move status to', 'In progress');
    await page.getByRole('button', { name: 'Add comment' }).click();
    await expectSuccess(page, /./);
    await page.getByRole('textbox', { name: 'Comment' }).fill('Delivered on time, closing.');
    await chooseOption(page, 'Move status to', 'Resolved');
    await page.getByRole('button', { name: 'Add comment' }).click();
    await expectSuccess(page, /./);
    await expect(page.getByText('In progress → Resolved')).toBeVisible();
  });

  await test.step('end the service, approve the delivery', async () => {
    await page.goto(`/fletx/load-details/general-info?id=${loadId}`);
    await loadAction(page, 'End service', 'Ended');

    // Searched: the list has the oldest delivery first, and the demo's may fill its first page.
    await page.goto(`/fletx/delivery-approval?search=${LOAD_NUMBER}`);
    const row = page
      .getByRole('table', { name: 'Loads awaiting delivery approval' })
      .getByRole('row')
      .filter({ hasText: LOAD_NUMBER });
    await row.getByRole('link', { name: /Open load/ }).click();
    await expect(page).toHaveURL(new RegExp(`/fletx/delivery-approval-detail\\?id=${loadId}$`));
    // Trip rate $2,450.50 − 15 % fee $367.58 = $2,082.92 (no accessorials, OS&D or quick pay).
    await expect(page.getByTestId('statement-Net')).toHaveText('$2,082.92');
    await approveDelivery(page);
  });

  await test.step('the bell tells the approval', async () => {
    await bell.click();
    const approved = panel
      .getByTestId('notification-item')
      .filter({ hasText: `Load ${LOAD_NUMBER}: Delivery approved` });
    await expect(approved).toHaveAttribute('data-unread', 'true');
    await expect(approved.getByTestId('notification-time')).toHaveText(/^(a few seconds ago|a minute ago)$/);
    await expect(
      panel.getByTestId('notification-item').filter({ hasText: `Load ${LOAD_NUMBER}: Ended` }),
    ).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/simulated-bell.png` });
    await approved.click();
    await expect(page).toHaveURL(new RegExp(`id=${loadId}$`));
    await expect(page.getByText('Delivery approved').first()).toBeVisible();
  });
});
