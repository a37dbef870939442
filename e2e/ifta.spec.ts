import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { quarterDays, quarterOf } from '@fletx/contract/ifta';
import type { Page } from '@playwright/test';
import { expect, logIn, test } from './support';

const SHOTS = '.tmp/screens/ifta';

const shot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** The quarter before today's: the demo's report there is complete (docs/product.md "IFTA"). */
function lastQuarter() {
  const now = quarterOf(new Date());
  return now.quarter === 1
    ? { year: now.year - 1, quarter: 4 }
    : { year: now.year, quarter: now.quarter - 1 };
}

/** A WEX export of two purchases by the demo's truck 101 in that quarter, in states of its lane. */
function wexFile(day: string) {
  const [y, m, d] = day.split('-');
  const us = `${m}/${d}/${y}`;
  return [
    'Transaction Date,Transaction Time,Card Number,Vehicle Number,Driver Last Name,Merchant Name,Merchant City,Merchant State,Product,Units,Unit Cost,Total Fuel Cost',
    `${us},07:12,XXXXXXXXXXX4411,101,Demo,PILOT 00611,WICHITA,KS,DSL,118.250,3.799,449.23`,
    `${us},19:40,XXXXXXXXXXX4411,101,Demo,LOVES 00302,JOPLIN,ZZ,DSL,90.000,3.689,332.01`,
  ].join('\n');
}

test('import a fuel card file, open the quarter’s IFTA report, download its PDF', async ({ page }) => {
  test.setTimeout(180_000);
  const quarter = lastQuarter();
  const { from } = quarterDays(quarter.year, quarter.quarter);
  const day = `${from.slice(0, 8)}15`;
  await logIn(page);

  await test.step('the Fuel screen: import a WEX export, a bad row answered with its line', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Fuel', exact: true }).click();
    await expect(page).toHaveURL(/\/fletx\/fuel$/);
    const chooser = page.waitForEvent('filechooser');
    await page.getByLabel('CSV file (WEX, EFS, Comdata or another layout)').click();
    await (await chooser).setFiles({
      name: 'wex-export.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(wexFile(day)),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText(/Layout: WEX · Imported: [01] ·/)).toBeVisible();
    await expect(page.getByText('Line 3: "ZZ" is not a US state or Canadian province code')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Fuel purchases' })).toBeVisible();
    await shot(page, '01-fuel');
  });

  await test.step('the IFTA report of the quarter: jurisdictions, totals, rates', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'IFTA', exact: true }).click();
    await expect(page).toHaveURL(/\/fletx\/ifta$/);
    if (quarter.year !== quarterOf(new Date()).year) {
      await page.getByRole('combobox', { name: 'Year' }).click();
      await page.getByRole('option', { name: String(quarter.year), exact: true }).click();
    }
    await page.getByRole('combobox', { name: 'Quarter' }).click();
    await page.getByRole('option', { name: `Q${quarter.quarter}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`quarter=${quarter.quarter}`));
    const table = page.getByRole('table', { name: 'IFTA jurisdictions' });
    await expect(table).toContainText('KS Kansas', { timeout: 30_000 });
    await expect(table).toContainText('Totals');
    await expect(page.getByText(/Fleet MPG: \d+\.\d\d/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'IFTA rates' })).toContainText('KS');
    await shot(page, '02-ifta-report');
  });

  await test.step('the PDF, laid out like the schedule (pdftotext)', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`ifta-${quarter.year}-q${quarter.quarter}.pdf`);
    fs.mkdirSync(SHOTS, { recursive: true });
    const pdf = `${SHOTS}/ifta.pdf`;
    await file.saveAs(pdf);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain('IFTA quarterly fuel tax schedule');
    expect(text).toContain(`Q${quarter.quarter} ${quarter.year}`);
    expect(text).toMatch(/KS Kansas\s+[\d,]+/);
    expect(text).toContain('Totals');
  });
});
