import { api, chooseOption, createLoad, driverTokenFor, escapeRegExp, expect, signIn, test } from './support';

const LOAD_NUMBER = `REF-${Date.now().toString(36).slice(-6).toUpperCase()}`;

test('a load the driver refused is given to another driver and is New again', async ({ page }) => {
  await signIn(page);
  const drivers = await api<Array<{ id: number; name: string }>>(page, 'GET', '/api/loadbook/drivers');
  const second = drivers[1];
  if (!second) throw new Error('the demo data has fewer than two approved drivers');
  const loadId = await createLoad(page, LOAD_NUMBER, (all) => all[0], {
    city_pickup: 'Romeoville',
    state_code_pickup: 'IL',
    postalCodePickup: '60446',
    nameLocationPickup: 'Target DC 3806',
  });

  // The first driver refuses it on the phone (the driver API).
  const refused = await page.request.post(`/api/driver/loads/${loadId}/refuse`, {
    headers: { authorization: `Bearer ${await driverTokenFor(page, loadId)}` },
  });
  expect(refused.ok(), await refused.text()).toBe(true);

  await page.goto(`/fletx/load-details/general-info?id=${loadId}`);
  await expect(page.getByText('Refused by driver').first()).toBeVisible();
  await expect(page.getByTestId('refused-hint')).toContainText('Choose another driver in Edit load');
  await expect(page.getByText('Give the load to another driver with Edit load')).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/load-details-refused.png', fullPage: true });

  await page.getByRole('link', { name: 'Edit load' }).click();
  await expect(page.getByRole('heading', { name: 'Edit load' })).toBeVisible();
  // The option reads the driver's name, then their truck when they have one.
  await chooseOption(page, 'Driver', new RegExp(`^${escapeRegExp(second.name)}( · |$)`));
  await page.getByRole('button', { name: 'Update' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'The load has been updated.' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`/fletx/load-details/general-info?id=${loadId}`);
  await expect(page.getByTestId('refused-hint')).toHaveCount(0);
  const history = page.getByRole('table', { name: 'Status history' });
  await expect(history).toContainText('Given another driver');
  await expect(history).toContainText(`Given to ${second.name}`);
  await expect(page.getByText(second.name).first()).toBeVisible();
});
