import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from './support';

const LOAD_NUMBER = `REF-${Date.now().toString(36).slice(-6).toUpperCase()}`;

/** The real API with the logged-in user's token. */
async function api<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test('a load the driver refused is given to another driver and is New again', async ({ page }) => {
  await logIn(page);
  const drivers = await api<Array<{ id: number; name: string }>>(page, 'GET', '/api/loadbook/drivers');
  const brokers = await api<Array<{ id: number }>>(page, 'GET', '/api/bookings/brokers/listApproved');
  const [first, second] = drivers;
  if (!first || !second || !brokers[0]) throw new Error('the demo data lacks approved drivers or brokers');
  const load = await api<{ id: number }>(page, 'POST', '/api/loadbook/manualCreate', {
    typeForm: 'new',
    id_number: LOAD_NUMBER,
    broker_id: brokers[0].id,
    user_id: first.id,
    distance_miles: 412,
    open_time_pickup: '2026-11-23T08:00',
    close_time_pickup: '2026-11-23T10:00',
    nameLocationPickup: 'Target DC 3806',
    postalCodePickup: '60446',
    state_code_pickup: 'IL',
    city_pickup: 'Romeoville',
    open_time_delivery: '2026-11-23T18:00',
    close_time_delivery: '2026-11-23T21:00',
    nameLocationDelivery: 'Meijer DC',
    postalCodeDelivery: '49512',
    state_code_delivery: 'MI',
    city_delivery: 'Grand Rapids',
    product_name: 'Household goods',
    freight_company: 1320,
    loadType: 'FTL',
    load_weight: 38000,
    trailer_type: 1,
    trailer_dimensions: '53 ft',
  });

  // The first driver refuses it on the phone (the driver API).
  const found = await api<{ extraData: { user: { email: string } } }>(
    page,
    'GET',
    `/api/loadbook/find/${load.id}`,
  );
  const login = await page.request.post('/api/driver/auth/login', {
    data: { name: found.extraData.user.email, password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const driverToken = (await login.json()).data.accessToken.jwtToken as string;
  const refused = await page.request.post(`/api/driver/loads/${load.id}/refuse`, {
    headers: { authorization: `Bearer ${driverToken}` },
  });
  expect(refused.ok(), await refused.text()).toBe(true);

  await page.goto(`/fletx/load-details/general-info?id=${load.id}`);
  await expect(page.getByText('Refused by driver').first()).toBeVisible();
  await expect(page.getByTestId('refused-hint')).toContainText('Choose another driver in Edit load');
  await page.screenshot({ path: '.tmp/screens/load-details-refused.png', fullPage: true });

  await page.getByRole('link', { name: 'Edit load' }).click();
  await expect(page.getByRole('heading', { name: 'Edit load' })).toBeVisible();
  await page.getByRole('combobox', { name: /^Driver( \*)?$/ }).click();
  await page.getByRole('option').filter({ hasText: second.name }).first().click();
  await page.getByRole('button', { name: 'Update' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'The load has been updated.' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`/fletx/load-details/general-info?id=${load.id}`);
  await expect(page.getByTestId('refused-hint')).toHaveCount(0);
  const history = page.getByRole('table', { name: 'Status history' });
  await expect(history).toContainText('Given another driver');
  await expect(history).toContainText(`Given to ${second.name}`);
  await expect(page.getByText(second.name).first()).toBeVisible();
});
