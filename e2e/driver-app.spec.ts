import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import type { Page } from '@playwright/test';
import { statusesUpTo } from '../apps/api/test/helpers/bodies';
import {
  ADMIN,
  activeLoadIn,
  api,
  approvedDriver,
  createLoad,
  DEMO_PASSWORD,
  driverBody,
  expect,
  logIn,
  newPerson,
  test,
} from './support';

/**
 * The drivers' app on a phone (issue 15): a driver logs in, accepts a load, drives it to Delivered with
 * positions set by the test, reports an alert, goes offline and comes back, sends the proof of delivery; a
 * dispatcher in another browser sees it. Screenshots of every driver screen in both languages.
 */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/drvapp-shots';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'en-US' };
/** Dallas → Atlanta, the test's positions, one per step. */
const ROUTE = [
  { latitude: 32.7767, longitude: -96.797 },
  { latitude: 32.5007, longitude: -94.7405 },
  { latitude: 32.2988, longitude: -90.1848 },
  { latitude: 33.5186, longitude: -86.8104 },
  { latitude: 33.749, longitude: -84.388 },
] as const;

test.use({ ...PHONE, geolocation: ROUTE[0], permissions: ['geolocation'] });

/** The screen as it is, in English and in Spanish (switched with the header's button and back). */
async function shots(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-en.png`, fullPage: true });
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.screenshot({ path: `${SHOTS}/${name}-es.png`, fullPage: true });
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

async function driverLogIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/driver/');
  await expect(page).toHaveURL(/\/driver\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).tap();
}

/** Everything queued has been sent (the header says Online, nothing waiting). */
const allSent = (page: Page) =>
  expect(page.getByTestId('connection')).toHaveText('Online', { timeout: 15_000 });

type HistoryRow = { status_id: number; at: string };
type TrackPoint = { lat: number; lon: number; at: string };

test('a driver drives a load from the phone, offline included, and the dispatcher follows it', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The dispatcher, in a browser of their own: a new approved driver (no other load) and a load for them.
  const dispatcher = await newPerson(browser, baseURL);
  await dispatcher.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await logIn(dispatcher);
  const stamp = Date.now().toString(36);
  const loadNumber = `DRV-${stamp.slice(-6).toUpperCase()}`;
  const body = driverBody('Dora', `Phone ${stamp}`, stamp, DEMO_PASSWORD);
  const driverId = await approvedDriver(dispatcher, body);
  const loadId = await createLoad(
    dispatcher,
    loadNumber,
    (drivers) => drivers.find((d) => d.id === driverId),
    {
      instructions: 'Call the receiver 30 minutes before arrival. Dock 4.',
      phone_pickup: '2145550100',
    },
  );
  const history = () => api<HistoryRow[]>(dispatcher, 'GET', `/api/load-details/load-status/${loadId}`);

  await test.step('log in and see the offered load', async () => {
    await page.goto('/driver/login');
    await shots(page, '01-login');
    await driverLogIn(page, body.email);
    await expect(page).toHaveURL(/\/driver\/$/);
    const offered = page.getByTestId('offered-loads');
    await expect(offered).toContainText(`Load ${loadNumber}`);
    await expect(offered).toContainText('Walmart DC 6094');
    await expect(offered).toContainText('21/11 08:00 – 21/11 12:00');
    await expect(offered).toContainText('42,000 lb');
    await expect(offered).toContainText('$2,450.50');
    await shots(page, '02-my-loads-offered');
  });

  await test.step('accept the load', async () => {
    await page.getByRole('link', { name: new RegExp(`Load ${loadNumber}`) }).tap();
    await expect(page).toHaveURL(new RegExp(`/driver/loads/${loadId}$`));
    await expect(page.getByRole('link', { name: 'Navigate to pickup' })).toHaveAttribute(
      'href',
      /google\.com\/maps\/search\/\?api=1&query=Walmart%20DC%206094/,
    );
    // The pickup has a contact phone: Call dials it; the delivery has none: Navigate only.
    await expect(page.getByRole('link', { name: 'Call pickup' })).toHaveAttribute('href', 'tel:2145550100');
    await expect(page.getByRole('link', { name: 'Call delivery' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Navigate to delivery' })).toHaveAttribute(
      'href',
      /google\.com\/maps\/search\/\?api=1&query=Kroger%20Atlanta%20DC/,
    );
    await expect(page.getByRole('region', { name: 'Instructions' })).toContainText('Dock 4.');
    await shots(page, '03-load-offered');
    await page.getByRole('button', { name: 'Refuse load' }).tap();
    await shots(page, '04-load-refuse-reason');
    await page.getByRole('button', { name: 'Cancel' }).tap();
    await page.getByRole('button', { name: 'Accept load' }).tap();
    await expect(page.locator('.drv-badge').first()).toHaveText('Accepted');
    await allSent(page);
    await expect(page.getByTestId('location-state')).toHaveAttribute('data-state', 'on');
  });

  const steps = [
    ['Start trip to pickup', 'On the way to pickup'],
    ['Arrived at pickup', 'At pickup'],
    ['Loaded', 'Loaded'],
    ['Start trip to delivery', 'In transit'],
  ] as const;
  for (const [index, [button, status]] of steps.entries()) {
    await test.step(`advance: ${status}`, async () => {
      await context.setGeolocation(ROUTE[Math.min(index, ROUTE.length - 1)] ?? ROUTE[0]);
      await page.getByRole('button', { name: button, exact: true }).tap();
      if (index === 0) await shots(page, '05-load-confirm-step');
      await page.getByRole('button', { name: 'Confirm' }).tap();
      await expect(page.locator('.drv-badge').first()).toHaveText(status);
      await allSent(page);
    });
  }
  await shots(page, '06-load-in-transit');

  await test.step('report an alert', async () => {
    await page.getByText('Report a problem').tap();
    await page.getByLabel('Breakdown').check();
    await page.getByLabel('Describe it').fill('Flat tyre on the trailer near Birmingham');
    await page.getByLabel('Add a photo (optional)').setInputFiles({
      name: 'flat-tyre.png',
      mimeType: 'image/png',
      buffer: fs.readFileSync(path.join(root, 'apps/web/public/driver/icon-192.png')),
    });
    await expect(page.getByRole('img', { name: 'Add a photo (optional)' })).toBeVisible();
    await shots(page, '07-report-form');
    await page.getByRole('button', { name: 'Send report' }).tap();
    await expect(page.getByText('Report saved')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Add a photo (optional)' })).toHaveCount(0);
    await allSent(page);
  });

  await test.step('the service worker keeps the app for opening offline', async () => {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect
      .poll(() =>
        page.evaluate(async () => {
          // One cache, named after this build (apps/web/vite-driver-sw.ts).
          const names = (await caches.keys()).filter((name) => name.startsWith('fletx-driver-'));
          if (names.length !== 1 || names[0] === 'fletx-driver-BUILD_VERSION') return false;
          const kept = await (await caches.open(names[0] as string)).keys();
          return kept.some((r) => /driver-entry-.*\.js$/.test(r.url));
        }),
      )
      .toBe(true);
  });

  let offlineStepAt = 0;
  let backOnlineAt = 0;
  await test.step('offline: advance and send a position, both wait on the phone', async () => {
    await context.setOffline(true);
    await expect(page.getByTestId('connection')).toHaveText('Offline');
    await context.setGeolocation(ROUTE[4]);
    offlineStepAt = Date.now();
    await page.getByRole('button', { name: 'Arrived at delivery', exact: true }).tap();
    await page.getByRole('button', { name: 'Confirm' }).tap();
    await expect(page.locator('.drv-badge').first()).toHaveText('At delivery');
    await page.getByRole('button', { name: 'Send my position now' }).tap();
    const waiting = page.getByTestId('outbox-entry');
    await expect(waiting.filter({ hasText: 'Status step' })).toHaveCount(1);
    await expect(waiting.filter({ hasText: 'Position' }).first()).toBeVisible();
    await expect(page.getByTestId('outbox')).toContainText('No signal');
    await shots(page, '08-offline-waiting');
    // Closed and opened again without a signal: the service worker serves the app, the queue is still there.
    await page.reload();
    await expect(page.locator('.drv-badge').first()).toHaveText('At delivery');
    await expect(page.getByTestId('outbox-entry').filter({ hasText: 'Status step' })).toHaveCount(1);
    // Nothing reached the server yet.
    expect((await history()).map((h) => h.status_id)).not.toContain(LOAD_STATUS.atDelivery);
    backOnlineAt = Date.now();
    await context.setOffline(false);
    await allSent(page);
  });

  await test.step('back online: applied once, in order, with their original times', async () => {
    const rows = await history();
    expect(rows.map((h) => h.status_id)).toEqual(statusesUpTo(LOAD_STATUS.atDelivery));
    const arrival = Date.parse(rows.at(-1)?.at ?? '');
    expect(arrival).toBeGreaterThanOrEqual(offlineStepAt - 1000);
    expect(arrival).toBeLessThanOrEqual(backOnlineAt);
    const map = await api<{ points: TrackPoint[] }>(
      dispatcher,
      'GET',
      `/api/load-details/route-map/location/${loadId}`,
    );
    const atlanta = map.points.filter((p) => p.lat === ROUTE[4].latitude && p.lon === ROUTE[4].longitude);
    expect(atlanta).toHaveLength(1);
    expect(Date.parse(atlanta[0]?.at ?? '')).toBeLessThanOrEqual(backOnlineAt);
    // Every step sent its positions: one per place the test set, at least.
    for (const place of ROUTE.slice(0, 4))
      expect(map.points.some((p) => p.lat === place.latitude && p.lon === place.longitude)).toBe(true);
  });

  await test.step('delivered, then the proof of delivery in two pages', async () => {
    await page.getByRole('button', { name: 'Delivered', exact: true }).tap();
    await page.getByRole('button', { name: 'Confirm' }).tap();
    await expect(page.locator('.drv-badge').first()).toHaveText('Delivered');
    await allSent(page);
    const png = (size: number) => fs.readFileSync(path.join(root, `apps/web/public/driver/icon-${size}.png`));
    await page.getByLabel('Choose a file').setInputFiles([
      { name: 'pod-page-1.png', mimeType: 'image/png', buffer: png(192) },
      { name: 'pod-page-2.png', mimeType: 'image/png', buffer: png(512) },
    ]);
    await expect(page.getByRole('img', { name: 'Page 2' })).toBeVisible();
    await shots(page, '09-proof-of-delivery');
    await page.getByRole('button', { name: 'Send 2 pages' }).tap();
    await expect(page.getByText('Proof of delivery saved')).toBeVisible();
    await allSent(page);
    const documents = await api<Array<{ documentType: number }>>(
      dispatcher,
      'GET',
      `/api/documents/list-files?entityTypeId=4&entityId=${loadId}`,
    );
    expect(documents.filter((d) => d.documentType === 29)).toHaveLength(2);
    // The alert's photo is among the load's other documents (type 27).
    expect(documents.filter((d) => d.documentType === 27)).toHaveLength(1);
    expect((await history()).map((h) => h.status_id).at(-1)).toBe(LOAD_STATUS.delivered);
  });

  await test.step('duty status and the HOS clock', async () => {
    await page.getByRole('link', { name: 'Back to my loads' }).tap();
    await page.getByRole('button', { name: 'Off duty' }).tap();
    await expect(page.getByTestId('duty-current')).toHaveText('Now: Off duty');
    await allSent(page);
    await expect(page.getByTestId('driving-left')).toContainText(/\d\d:\d\d/);
    await shots(page, '10-my-loads-duty');
  });

  await test.step("the dispatcher's route map and bell show it", async () => {
    await dispatcher.goto(`/fletx/load-details/route-map?id=${loadId}`);
    await expect(dispatcher.getByText(/^Last position:/)).toContainText('33.7490, -84.3880');
    await expect(dispatcher.getByText(/\d+ positions/)).toBeVisible();
    await expect(dispatcher.getByTestId('alerts-panel')).toContainText('Flat tyre on the trailer');
    await dispatcher.getByRole('button', { name: /^Notifications/ }).click();
    await expect(dispatcher.getByTestId('notification-panel')).toContainText(
      `New alert on load ${loadNumber}`,
    );
    await dispatcher.screenshot({ path: `${SHOTS}/11-dispatcher-route-map.png` });
  });

  await test.step('log out', async () => {
    await page.getByRole('button', { name: 'Log out' }).tap();
    await expect(page).toHaveURL(/\/driver\/login$/);
  });
  await dispatcher.context().close();
});

test.describe('location refused', () => {
  test.use({ permissions: [] });

  test('the app still works and tells the driver what refusing location means', async ({ page, context }) => {
    await context.clearPermissions();
    await logIn(page);
    const load = await activeLoadIn(page, LOAD_STATUS.inTransit);
    const found = await api<{ extraData: { user: { email: string } } }>(
      page,
      'GET',
      `/api/loadbook/find/${load.id}`,
    );
    await page.evaluate(() => localStorage.clear());
    await driverLogIn(page, found.extraData.user.email);
    await expect(page.getByTestId('current-load')).toBeVisible();
    await expect(page.getByTestId('location-state')).toHaveAttribute('data-state', 'denied');
    await expect(page.getByTestId('location-state')).toContainText('your dispatcher sees “no position”');
    await shots(page, '12-location-refused');
  });
});

test('a driver reads their weekly pay and saves a pay statement', async ({ page }) => {
  await logIn(page);
  // A demo driver whose past weeks were settled and paid (the demo's 13 past weeks).
  const paid = await api<{ info: Array<{ driver_id: number; net: number }> }>(
    page,
    'GET',
    '/api/settlements?status=paid&take=1',
  );
  const week = paid.info[0];
  if (!week) throw new Error('the demo pays its past weeks');
  const driver = await api<{ email: string }>(page, 'GET', `/api/user/findById?id=${week.driver_id}`);
  await page.evaluate(() => localStorage.clear());
  await driverLogIn(page, driver.email);
  await page.getByRole('link', { name: 'My pay' }).tap();
  await expect(page.getByRole('heading', { name: 'My pay' })).toBeVisible();
  const weeks = page.getByTestId('pay-week');
  await expect(weeks.filter({ hasText: /Paid \d\d\/\d\d\/\d{4}/ }).first()).toBeVisible();
  await shots(page, '13-my-pay');
  const download = page.waitForEvent('download');
  await weeks.first().getByRole('button', { name: 'Pay statement (PDF)' }).tap();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^settlement-\d{4}-\d\d-\d\d\.pdf$/);
  const bytes = fs.readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test('a back-office account is refused with a clear message', async ({ page }) => {
  await page.goto('/driver/login');
  await expect(page.getByRole('heading', { name: 'Drivers’ log in' })).toBeVisible();
  // The app fills the phone's screen edge to edge: no margin around it, nothing to scroll on the login page.
  // Measured again until it holds: the banner of the page still loading gives way to the login page's own.
  await expect(async () => {
    expect(await page.getByRole('banner').boundingBox()).toMatchObject({ x: 0, y: 0, width: 390 });
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(844);
  }).toPass();
  await driverLogIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('alert')).toHaveText(
    'This account is not a driver’s account: it cannot log in to the drivers’ app.',
  );
  await expect(page).toHaveURL(/\/driver\/login$/);
});
