import { expect, logIn, shotIn, statCard, test } from './support';

/**
 * The Today screen (docs/product.md "Today") on the demo, as a person reads it: what waits in each area, each
 * figure a link to its list with the filter, which counts the same. A screenshot goes to .tmp/screens/today.
 */
test('Today shows what waits in each area, and a figure opens its list, which counts the same', async ({
  page,
}) => {
  await logIn(page);
  await page.getByRole('link', { name: 'Today', exact: true }).click();
  await expect(page).toHaveURL(/\/fletx\/today$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  const area = (name: string) => page.getByRole('region', { name });
  for (const name of ['Rate confirmations', 'Dispatch', 'Compliance', 'Invoices'])
    await expect(area(name).getByTestId('today-figure').first(), name).toBeVisible();
  await expect(area('Delivery approval')).toBeVisible();
  await shotIn(page, 'today', '01-today');

  const overdue = area('Invoices').getByRole('link', { name: /^\d+ overdue · \$[\d,.]+ due$/ });
  const count = Number((await overdue.innerText()).split(/\s/)[0]);
  expect(count).toBeGreaterThan(0);
  await overdue.click();
  await expect(page).toHaveURL(/\/fletx\/invoices\?status=overdue$/);
  await expect(statCard(page, 'Invoices')).toHaveText(String(count));

  // The demo leaves last week's settlements unpaid: Driver pay opens them, unpaid and of the weeks ended.
  await page.goto('/fletx/today');
  const toPay = area('Driver pay').getByRole('link', { name: /weekly settlements of weeks ended, to pay$/ });
  const settlements = Number((await toPay.innerText()).split(/\s/)[0]);
  expect(settlements).toBeGreaterThan(0);
  await toPay.click();
  await expect(page).toHaveURL(/\/fletx\/settlements\?period=ended&status=unpaid$/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Unpaid');
  const table = page.getByRole('table', { name: 'Settlements' });
  await expect(table.getByText('Unpaid').first()).toBeVisible();
  await expect(table.getByText('Paid', { exact: true })).toHaveCount(0);
  await expect(page.getByText(new RegExp(`of ${settlements}$`))).toBeVisible();
  await shotIn(page, 'today', '02-settlements-to-pay');

  await page.goto('/fletx/today');
  const dispatch = area('Dispatch').getByRole('link', { name: /without a driver/ });
  await dispatch.click();
  await expect(page).toHaveURL(/\/fletx\/dispatch$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dispatch' })).toBeVisible();
});
