import { expect, type Page, test } from '@playwright/test';
import { driverTokenFor, logIn } from './support';

const SCREENS = '.tmp/screens';

type LoadRow = { id: number; id_number: string; loadbook_status_id: number };

/** A demo load in transit (8), found through the real API with the logged-in user's token. */
async function inTransitLoad(page: Page): Promise<LoadRow> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.get('/api/loadbook/findAllActive?take=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { info: LoadRow[] } };
  const load = body.data.info.find((l) => l.loadbook_status_id === 8);
  if (!load) throw new Error('no demo load in transit');
  return load;
}

test.describe('live data of a load', () => {
  test.beforeEach(async ({ page }) => {
    // Offline like CI: map tiles never load, the page must still work.
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await logIn(page);
  });

  test('hours of service of a demo load in transit', async ({ page }) => {
    const load = await inTransitLoad(page);
    await page.goto(`/fletx/load-details/hours-of-service?id=${load.id}`);
    await expect(page.getByText('Total HOS')).toBeVisible();
    await expect(page.getByText('Rest time')).toBeVisible();
    await expect(page.getByText('Sleeper berth').first()).toBeVisible();
    await expect(page.getByText('Unloading time')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Load details' })).toContainText('In transit');
    await expect(page.getByRole('table', { name: /Service hours on/ }).first()).toContainText('Driving');
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
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const response = await page.request.get('/api/loadbook/loadbookreport/?page=0&take=10&type=1', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as {
      data: { info: Array<{ id: number; loadbook_id: number; text: string }> };
    };
    const alert = body.data.info[0];
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
    // The page polls every 10 s; a few seconds more for the request and the render on a busy machine.
    await expect(lastPosition).toContainText('36.1234, -95.4321', { timeout: 15_000 });
  });
});
