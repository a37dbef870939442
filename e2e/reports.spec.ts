import { approveDelivery, chooseOption, expect, expectSuccess, openListPage, SCREENS, test } from './support';

test('a dispatcher works a pending alert through In progress to Resolved', async ({ page }) => {
  const table = await openListPage(page, '/fletx/reports', 'Reports', 'Reports');
  // The date filter reads dd/MM/yyyy: a day without reports empties the table, clearing it brings them back.
  const date = page.getByLabel('Date', { exact: true });
  await date.fill('01/01/2099');
  await expect(page.getByText('No report matches these filters.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Clear date' }).click();
  await expect(date).toHaveValue('');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await chooseOption(page, 'Status', 'Pending');
  const row = table.getByRole('row').filter({ hasText: 'Pending' }).filter({ hasText: 'Alert' }).first();
  await expect(row).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/reports.png`, fullPage: true });
  await row.getByRole('link', { name: /Open report/ }).click();
  await expect(page).toHaveURL(/\/fletx\/alerts\?id=\d+/);

  await page.getByRole('textbox', { name: 'Comment' }).fill('Called the driver; road service is on the way.');
  await chooseOption(page, 'Move status to', 'In progress');
  await page.getByRole('button', { name: 'Add comment' }).click();
  await expectSuccess(page, /./);
  await expect(page.getByText('Pending → In progress')).toBeVisible();

  await page.getByRole('textbox', { name: 'Comment' }).fill('Truck repaired, back on the road.');
  await chooseOption(page, 'Move status to', 'Resolved');
  await page.getByRole('button', { name: 'Add comment' }).click();
  await expectSuccess(page, /./);
  await expect(page.getByText('In progress → Resolved')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/alerts.png`, fullPage: true });
});

test('a carrier adds OS&D, chooses quick pay and approves a delivery', async ({ page }) => {
  const table = await openListPage(
    page,
    '/fletx/delivery-approval',
    'Delivery Approval',
    'Loads awaiting delivery approval',
  );
  await page.screenshot({ path: `${SCREENS}/delivery-approval.png`, fullPage: true });
  await table
    .getByRole('link', { name: /Open load/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/fletx\/delivery-approval-detail\?id=\d+/);

  const net = page.getByTestId('statement-Net');
  const osdTotal = page.getByTestId('statement-OS&D');
  await expect(net).toContainText('$');
  const netBefore = await net.innerText();
  const osdBefore = await osdTotal.innerText();

  await chooseOption(page, 'Kind', 'Short');
  await page.getByLabel('Note').fill('Short 2 cases at delivery');
  await page.getByLabel('Amount (USD)').fill('12.34');
  await page.getByRole('button', { name: 'Add OS&D' }).click();
  await expectSuccess(page, 'The OS&D entry has been added.');
  await expect(page.getByRole('table', { name: 'OS&D' })).toContainText('Short 2 cases at delivery');
  await expect(page.getByRole('table', { name: 'OS&D' })).toContainText('$12.34');
  await expect(osdTotal).not.toHaveText(osdBefore);
  await expect(net).not.toHaveText(netBefore);

  const netNoQuickPay = await net.innerText();
  await page.getByLabel('Quick pay (1.5 % discount)').check();
  await expect(page.getByTestId('statement-Quick-pay discount (1.5 %)')).toBeVisible();
  await expect(net).not.toHaveText(netNoQuickPay);
  const netQuickPay = await net.innerText();
  await page.screenshot({ path: `${SCREENS}/delivery-approval-detail.png`, fullPage: true });

  await approveDelivery(page);
  await expect(page.getByText('Delivery approved', { exact: true }).last()).toBeVisible();
  await expect(net).toHaveText(netQuickPay);
  await page.screenshot({ path: `${SCREENS}/delivery-approval-approved.png`, fullPage: true });
});
