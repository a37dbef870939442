import fs from 'node:fs';
import { expect, logIn, test } from './support';

/**
 * Export and charts (docs/product.md "Export", "Load charts"): the Loads page's Charts section and its
 * 'Download CSV' buttons, over the demo data.
 */

const SHOTS = process.env.SHOTS_DIR ?? '.tmp/screens';

test.describe('export and charts', () => {
  test('the Loads page: Charts open with loads by status and revenue per week', async ({ page }) => {
    await logIn(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Loads', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Active loads' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Charts' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/loads-charts-closed.png` });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Loads by status', { exact: true })).toBeVisible();
    await expect(page.getByText('Revenue per week', { exact: true })).toBeVisible();
    await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/loads-charts.png` });
  });

  test("'Download CSV' saves the searched list, header first", async ({ page }) => {
    await logIn(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Loads', exact: true }).click();
    const searched = page.waitForResponse(
      (r) => r.url().includes('/findAllActive') && r.url().includes('filter=Dallas'),
    );
    await page.getByRole('textbox', { name: 'Search loads' }).fill('Dallas');
    await searched;
    const active = page.getByRole('region', { name: 'Active loads' });
    await expect(active.getByRole('row').nth(1)).toContainText('Dallas');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      active.getByRole('button', { name: 'Download active-loads as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('active-loads.csv');
    const text = fs.readFileSync((await download.path()) as string, 'utf8');
    const [header, ...rows] = text.trim().split('\r\n');
    expect(header).toBe(
      'Id,Load number,Status,Pickup date,Delivery date,Origin,Destination,Driver,Equipment,Company name,Trip rate,Distance (miles),Weight,Created',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.toLowerCase()).toContain('dallas');
  });
});
