import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { api, deliveredByNewDriver, driverBody, expect, logIn, test } from './support';

/**
 * Driver pay rules and profit (docs/product.md "Driver pay rules", "Profit"): a driver paid $0.62 a mile sees
 * the rule and the miles on their settlement line and PDF; the Profit screen shows the load by driver.
 */

const SHOTS = process.env.SHOTS_DIR ?? '.tmp/screens';
const PASSWORD = 'Dr1ver#Pass2026';

test('a per-mile driver’s settlement line and the Profit screen', async ({ page }) => {
  // Three screens, a PDF and the chart bundle on a shared two-core machine.
  test.setTimeout(180_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  await logIn(page);
  const stamp = Date.now().toString(36);
  const lastName = `Miles ${stamp}`;
  const loadNumber = `PM-${stamp}`.toUpperCase();

  await test.step('set up: a driver paid per mile, a 781-mile load delivered and approved', async () => {
    const body = {
      ...driverBody('Milo', lastName, stamp, PASSWORD),
      payRule: { kind: 'perMile', rate: 0.62 },
    };
    const { loadId } = await deliveredByNewDriver(page, body, loadNumber);
    await api(page, 'PUT', `/api/loadbook/update/${loadId}`, { loadbook_status_id: LOAD_STATUS.ended });
    await api(page, 'POST', `/api/delivery-approval/${loadId}/approve`, { quickPay: false });
  });

  await test.step('the settlement line shows the rule and the miles; so does its PDF', async () => {
    await page.goto('/fletx/settlements');
    const driverSelect = page.getByRole('combobox', { name: 'Driver' });
    await driverSelect.click();
    await driverSelect.fill(lastName);
    await page.getByRole('option', { name: `Milo ${lastName}`, exact: true }).click();
    const rows = page.getByRole('table', { name: 'Settlements' }).getByRole('row');
    await rows
      .nth(1)
      .getByRole('button', { name: /Open the settlement/ })
      .click();
    // $0.62 × 781 mi = $484.22.
    const lines = page.getByRole('table', { name: 'Settlement loads' });
    await expect(lines).toContainText('Per mile $0.62 × 781 mi');
    // Every line paid by the rule: the fee column is "Pay" and holds the pay.
    await expect(lines.getByRole('columnheader').nth(7)).toHaveText('Pay');
    await expect(lines.getByRole('row').nth(1).getByRole('cell').nth(7)).toHaveText('$484.22');
    await page.screenshot({ path: `${SHOTS}/settlement-per-mile.png`, fullPage: true });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = `${SHOTS}/settlement-per-mile.pdf`;
    await (await download).saveAs(file);
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toMatch(/Per mile \$0\.62 × 781 mi\s+\$484\.22/);
    expect(text).toMatch(/Total net\s+\$484\.22/);
    execFileSync('/usr/bin/pdftoppm', [
      '-png',
      '-r',
      '70',
      '-singlefile',
      file,
      `${SHOTS}/settlement-per-mile-pdf`,
    ]);
  });

  await test.step('the Profit screen, by driver, with the charts and the totals', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Profit', exact: true }).click();
    await expect(page).toHaveURL(/\/fletx\/profit$/);
    await page.getByRole('combobox', { name: 'Group by' }).click();
    await page.getByRole('option', { name: 'Driver', exact: true }).click();
    await expect(page).toHaveURL(/groupBy=driver/);
    const wait = { timeout: 30_000 };
    await expect(page.getByRole('table', { name: 'Profit totals' })).toContainText('Total', wait);
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Driver pay', exact: true }).click();
    await page.getByRole('combobox', { name: 'Order' }).click();
    await page.getByRole('option', { name: 'Lowest first', exact: true }).click();
    await expect(page).toHaveURL(/sort=driverPay&order=asc|order=asc.*sort=driverPay/);
    const row = page.getByRole('table', { name: 'Profit' }).getByRole('row', { name: new RegExp(lastName) });
    await expect(row).toContainText('$484.22', wait);
    await expect(page.locator('[aria-label="Revenue and costs per week"]')).toBeVisible(wait);
    await page.screenshot({ path: `${SHOTS}/profit.png`, fullPage: true });
  });
});
