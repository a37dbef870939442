import { LOAD_STATUS } from '@fletx/contract/load-status';
import { REPORT_TYPE } from '@fletx/contract/reports';
import type { Page } from '@playwright/test';
import { activeLoadIn, api, driverTokenFor, expect, SCREENS, signIn, test } from './support';

/** A demo load in transit (with the demo's hours of service, unlike a spec's own load in transit). */
const inTransitLoad = (page: Page) => activeLoadIn(page, LOAD_STATUS.inTransit, true);

test.describe('live data of a load', () => {
  test.beforeEach(async ({ page }) => {
    // Offline like CI: map tiles never load, the page must still work.
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await signIn(page);
  });

  test('hours of service of a demo load in transit', async ({ page }) => {
    const load = await inTransitLoad(page);
    await page.goto(`/fletx/load-details/hours-of-service?id=${load.id}`);
    await expect(page.getByText('Total HOS')).toBeVisible();
    await expect(page.getByText('Rest time')).toBeVisible();
    await expect(page.getByText('Sleeper berth').first()).toBeVisible();
    await expect(page.getByText('Unloading time')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Load details' })).toContainText('In transit');
    // A day of its own for each date: the first may hold only the On duty of its acceptance, late that day.
    const days = page.getByRole('table', { name: /Service hours on/ });
    await expect(days.filter({ hasText: 'Driving' }).first()).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/tracking-hours-of-service.png`, fullPage: true });
  });

  test('route map of a demo load in transit draws the track without tiles', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const load = await inTransitLoad(page);
    await page.goto(`/fletx/load-details/route-map?id=${load.id}`);
    const map = page.getByTestId('route-map');
    await expect(map).toBeVisible();
    await expect(map.locator('path.leaflet-interactive').first()).toBeVisible();
    await expect(page.getByText(/Pickup ·/)).toBeVisible();
    await expect(page.getByTestId('alerts-panel')).toBeVisible();
    await expect(page.getByText(/\d+ positions/)).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/tracking-route-map.png`, fullPage: true });
    expect(errors).toEqual([]);
  });

  test("the route map's Alerts panel lists the load's alerts, linking to them", async ({ page }) => {
    const alerts = await api<{ info: Array<{ id: number; loadbook_id: number; text: string }> }>(
      page,
      'GET',
      `/api/loadbook/loadbookreport/?page=0&take=10&type=${REPORT_TYPE.alert}`,
    );
    const alert = alerts.info[0];
    if (!alert) throw new Error('no demo alert');
    await page.goto(`/fletx/load-details/route-map?id=${alert.loadbook_id}`);
    const panel = page.getByTestId('alerts-panel');
    await expect(panel).toContainText(alert.text.slice(0, 20));
    await panel.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/fletx\/alerts\?id=\d+$/);
  });

  test('the route map follows the driver live: a new position shows without reloading', async ({ page }) => {
    const load = await inTransitLoad(page);
    const driverToken = await driverTokenFor(page, load.id);

    await page.goto(`/fletx/load-details/route-map?id=${load.id}`);
    const lastPosition = page.getByText(/^Last position:/);
    await expect(lastPosition).toBeVisible();
    await expect(lastPosition).not.toContainText('36.1234, -95.4321');
    const pinged = await page.request.post(`/api/driver/loads/${load.id}/locations`, {
      headers: { authorization: `Bearer ${driverToken}` },
      data: { points: [{ lat: 36.1234, lon: -95.4321, at: new Date().toISOString() }] },
    });
    expect(pinged.status(), await pinged.text()).toBe(201);
    // Live updates move it at once (e2e/live-updates.spec.ts); without them the page polls every 10 s.
    await expect(lastPosition).toContainText('36.1234, -95.4321', { timeout: 15_000 });
  });
});
