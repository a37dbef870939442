import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { api, deliveredByNewDriver, driverBody, expect, expectSuccess, field, logIn, test } from './support';

/**
 * Driver settlements (docs/product.md "Driver settlements"): a delivery approved for a new driver shows in
 * their weekly settlement with its net; the settlement is marked paid and its PDF downloaded.
 */

const SHOTS = process.env.SHOTS_DIR ?? '.tmp/screens';
const PASSWORD = 'Dr1ver#Pass2026';

test('a driver’s approved delivery in their settlement: net, details, mark paid, PDF', async ({ page }) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await logIn(page);
  const stamp = Date.now().toString(36);
  const lastName = `Settle ${stamp}`;
  const loadNumber = `SET-${stamp}`.toUpperCase();
  let driverId = 0;

  await test.step('set up: a driver, a delivered load with an advance, approved', async () => {
    const body = driverBody('Rosa', lastName, stamp, PASSWORD);
    const delivered = await deliveredByNewDriver(page, body, loadNumber);
    const loadId = delivered.loadId;
    driverId = delivered.driverId;
    await api(page, 'PUT', `/api/loadbook/update/${loadId}`, { loadbook_status_id: LOAD_STATUS.ended });
    await api(page, 'POST', '/api/finance/transactions', {
      loadbook_id: loadId,
      transaction_type_id: 8,
      amount: 150,
      comment: 'Fuel advance',
    });
    await api(page, 'POST', `/api/delivery-approval/${loadId}/approve`, { quickPay: false });
  });

  // $2,450.50 − fee $367.58 = $2,082.92, less the $150.00 advance.
  const NET = '$1,932.92';

  await test.step('open Settlements, pick the driver, see the net', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Settlements', exact: true }).click();
    await expect(page).toHaveURL(/\/fletx\/settlements$/);
    const driverSelect = page.getByRole('combobox', { name: 'Driver' });
    await driverSelect.click();
    await driverSelect.fill(lastName);
    await page.getByRole('option', { name: `Rosa ${lastName}`, exact: true }).click();
    const rows = page.getByRole('table', { name: 'Settlements' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`Rosa ${lastName}`);
    await expect(rows.nth(1)).toContainText('$2,450.50');
    await expect(rows.nth(1)).toContainText(NET);
    await expect(rows.nth(1)).toContainText('Unpaid');
    await rows
      .nth(1)
      .getByRole('button', { name: /Open the settlement/ })
      .click();
    const lines = page.getByRole('table', { name: 'Settlement loads' });
    await expect(lines).toContainText(loadNumber);
    await expect(lines).toContainText('Dallas → Atlanta');
    await expect(lines).toContainText('$367.58');
    await expect(page.getByRole('table', { name: 'Advances and deductions' })).toContainText('Fuel advance');
    await expect(page.getByRole('table', { name: 'Settlement math' })).toContainText(`Net pay${NET}`);
    await page.screenshot({ path: `${SHOTS}/settlements.png`, fullPage: true });
  });

  await test.step('mark paid', async () => {
    await page.getByRole('button', { name: 'Mark paid' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark paid' });
    const today = new Date().toISOString().slice(0, 10).split('-').reverse().join('/');
    await field(page, 'Paid on').fill(today);
    await field(page, 'Reference').fill('ACH-20261124');
    await page.screenshot({ path: `${SHOTS}/settlements-pay.png` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'The settlement has been marked paid.');
    await expect(page.getByText(`Paid on ${today} · reference ACH-20261124`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark paid' })).toBeHidden();
    const row = page.getByRole('table', { name: 'Settlements' }).getByRole('row').nth(1);
    await expect(row).toContainText(`Paid${today}`);
  });

  await test.step('download the PDF', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = `${SHOTS}/settlement.pdf`;
    await (await download).saveAs(file);
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(`Rosa ${lastName}`);
    expect(text).toMatch(
      new RegExp(`${loadNumber}\\s+\\d{2}/\\d{2}/\\d{4}\\s+Dallas -> Atlanta\\s.*\\$2,082\\.92`),
    );
    expect(text).toMatch(new RegExp(`Total net\\s+\\${NET}`));
    expect(text).toContain('Paid on');
    execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '60', '-singlefile', file, `${SHOTS}/settlement-pdf`]);
  });

  await test.step('the driver profile links to their settlements', async () => {
    await page.goto(`/fletx/driver-information?id=${driverId}`);
    await page.getByRole('main').getByRole('link', { name: 'Settlements', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/fletx/settlements\\?driverId=${driverId}$`));
    await expect(page.getByRole('table', { name: 'Settlements' })).toContainText(NET);
  });
});
