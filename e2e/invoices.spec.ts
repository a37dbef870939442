import fs from 'node:fs';
import type { AgingReport } from '@fletx/contract/invoices';
import { formatUsd } from '@fletx/contract/money';
import type { Page } from '@playwright/test';
import {
  accessTokenOf,
  api,
  chooseOption,
  DEMO_PASSWORD,
  deliveredByNewDriver,
  driverBody,
  expect,
  expectSuccess,
  field,
  logIn,
  SCREENS,
  shotIn,
  test,
  upload,
} from './support';

/**
 * Getting paid (docs/product.md "Invoices and receivables"), as a person clicks through it: the carrier
 * settings, an invoice created from a delivered load's details, its lines edited while a draft, sent to the
 * broker, paid in part then in full; the Invoices screen, the aging report and the broker's receivables.
 * Screenshots of every screen and the invoice's PDF go to .tmp/screens/invoices.
 */
const SHOTS = `${SCREENS}/invoices`;

const shot = (page: Page, name: string) => shotIn(page, 'invoices', name);

/**
 * A new load delivered (status 10) by a new approved demo driver, driven there through the driver API as the
 * phone would (accept, then each step to Delivered). Answers the load's id.
 */
async function deliveredLoad(page: Page, idNumber: string, stamp: string): Promise<number> {
  const body = driverBody('Ivy', `Invoice ${stamp}`, stamp, DEMO_PASSWORD);
  return (await deliveredByNewDriver(page, body, idNumber)).loadId;
}

const nav = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('link', { name, exact: true }).click();

test('an invoice from a delivered load: settings, create, edit, send, partial and full payment, aging', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await logIn(page);
  const stamp = Date.now().toString(36);
  const loadNumber = `INVW-${stamp.slice(-6).toUpperCase()}`;
  const loadId = await deliveredLoad(page, loadNumber, stamp);
  // The demo's own invoices: the broker's open balance (cents, current) before this one.
  const agingBefore = await api<AgingReport>(page, 'GET', '/api/invoices/aging');
  const openBefore = (brokerId: number) =>
    Math.round((agingBefore.rows.find((r) => r.brokerId === brokerId)?.current ?? 0) * 100);

  await test.step('fill the carrier settings, with a factoring company and a logo', async () => {
    await nav(page, 'Carrier Settings');
    await expect(page).toHaveURL(/\/fletx\/settings\/carrier$/);
    await field(page, 'Carrier name').fill('Lone Star Freight LLC');
    await field(page, 'Phone').fill('2145550143');
    await field(page, 'Email').fill('billing@lonestarfreight.com');
    await field(page, 'MC number').fill('884211');
    await field(page, 'DOT number').fill('3012277');
    await field(page, 'Address').fill('4100 Irving Blvd');
    await field(page, 'City').fill('Dallas');
    await chooseOption(page, 'State', 'TX — Texas');
    await field(page, 'ZIP code').fill('75247');
    await field(page, 'Remit to').fill('PO Box 5521\nDallas, TX 75222');
    await page.getByLabel('The invoices are assigned to a factoring company').check({ force: true });
    // The demo's factoring company is replaced: its fields emptied first.
    for (const name of [
      'Factoring company name',
      'Factoring company email',
      'Factoring remit to',
      'Notice of assignment',
    ])
      await field(page, name).fill('');
    // The factoring company's fields are required once it is on: saving empty shows why under each field.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Required field').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await field(page, 'Factoring company name').fill('Triumph Pay');
    await field(page, 'Factoring company email').fill('assignments@triumphpay.example');
    await field(page, 'Factoring remit to').fill('PO Box 610028\nDallas, TX 75261');
    await field(page, 'Notice of assignment').fill(
      'This invoice has been assigned to Triumph Pay. Remit payment only to the address above.',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'The carrier settings have been saved.');
    await page.locator('input[type=file]').setInputFiles(upload('logo.png'));
    await expectSuccess(page, 'The logo has been saved.');
    await expect(page.getByRole('img', { name: 'Carrier logo' })).toBeVisible();
    await shot(page, '01-carrier-settings');
  });

  let invoiceId = 0;
  let invoiceNumber = '';
  await test.step('create the invoice from the load details in one click', async () => {
    await page.goto(`/fletx/load-details/general-info?id=${loadId}`);
    await expect(page.getByRole('heading', { name: `Load ${loadNumber}` })).toBeVisible();
    await page.getByRole('button', { name: 'Create invoice' }).click();
    await expect(page).toHaveURL(/\/fletx\/invoices\/\d+$/);
    invoiceId = Number(page.url().split('/').at(-1));
    invoiceNumber =
      (await page.getByRole('heading', { name: /^Invoice INV-\d{6}/ }).innerText()).split(/\s/)[1] ?? '';
    await expect(page.getByRole('heading', { name: /^Invoice INV-\d{6}/ })).toContainText('Draft');
    await expect(page.getByTestId('invoice-total')).toHaveText('$2,450.50');
    // Back on the load, a link to its invoice replaces the button.
    await page.goBack();
    await expect(page.getByTestId('load-invoice')).toContainText(/INV-\d{6}/);
    await expect(page.getByRole('button', { name: 'Create invoice' })).toHaveCount(0);
    await page.getByTestId('load-invoice').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/fletx/invoices/${invoiceId}$`));
  });

  await test.step('add a line to the draft', async () => {
    await page.getByRole('button', { name: 'Add line' }).click();
    await page.getByLabel('Description of line 2').fill('Detention, 3 hours');
    await page.getByLabel('Amount of line 2').fill('150');
    await expect(page.getByTestId('lines-total')).toHaveText('Total $2,600.50');
    await page.getByRole('button', { name: 'Save lines' }).click();
    await expectSuccess(page, 'The invoice has been updated.');
    await expect(page.getByTestId('invoice-total')).toHaveText('$2,600.50');
    await shot(page, '02-invoice-draft');
  });

  await test.step('send it to the broker, after a confirmation naming the email', async () => {
    await page.getByRole('button', { name: 'Send to broker' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send to broker?' });
    await expect(confirm).toContainText(/will be emailed to \S+@\S+/);
    await shot(page, '03-send-confirm');
    await confirm.getByRole('button', { name: 'Send', exact: true }).click();
    await expectSuccess(page, /has been sent to/);
    await expect(page.getByRole('heading', { name: /^Invoice INV-\d{6}/ })).toContainText('Sent');
    // Sent: the lines are final.
    await expect(page.getByRole('button', { name: 'Save lines' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Invoice lines' })).toContainText('Detention, 3 hours');
  });

  const modal = page.getByRole('dialog', { name: 'Record payment' });
  await test.step('record a partial payment (an amount over the balance is refused first)', async () => {
    await page.getByRole('button', { name: 'Record payment' }).click();
    await expect(modal.getByLabel('Amount (USD)')).toHaveValue('2600.50');
    await modal.getByLabel('Amount (USD)').fill('3000');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal).toContainText('The payment is more than the balance due ($2,600.50)');
    await shot(page, '04-payment-error');
    await modal.getByLabel('Amount (USD)').fill('1000');
    await modal.getByLabel('Reference').fill('ACH 20261124-1');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'The payment has been recorded.');
    await expect(page.getByRole('heading', { name: /^Invoice INV-\d{6}/ })).toContainText('Partially paid');
    await expect(page.getByTestId('invoice-balance')).toHaveText('$1,600.50');
  });

  const { billTo } = await api<{ billTo: { brokerId: number; name: string } }>(
    page,
    'GET',
    `/api/invoices/${invoiceId}`,
  );
  const agingRow = page
    .getByRole('table', { name: 'Aging by broker' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: billTo.name, exact: true }) });

  await test.step("the aging report: the broker's open balance, current", async () => {
    await nav(page, 'Invoices');
    await page.getByRole('link', { name: 'Aging report' }).click();
    await expect(page).toHaveURL(/\/fletx\/invoices\/aging$/);
    await expect(agingRow).toContainText(formatUsd(openBefore(billTo.brokerId) + 160_050));
    await expect(page.getByRole('table', { name: 'Aging by broker' }).getByRole('row').last()).toContainText(
      'Total',
    );
    await shot(page, '07-aging');
  });

  await test.step('send it to the factoring company from the Invoices screen (a batch of one)', async () => {
    await nav(page, 'Invoices');
    await page.getByRole('textbox', { name: 'Search' }).fill(loadNumber);
    const row = page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1);
    await expect(row).toContainText(invoiceNumber);
    await row.getByRole('checkbox', { name: `Select ${invoiceNumber}` }).check({ force: true });
    await page.getByTestId('selection-bar').getByRole('button', { name: 'Send to factor' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send to factor?' });
    await confirm.getByRole('button', { name: 'Send to factor' }).click();
    await expectSuccess(page, '1 invoice sent to the factoring company (assignments@triumphpay.example).');
    await expect(row).toContainText('Factored');
    await expect(row.getByRole('checkbox', { name: `Select ${invoiceNumber}` })).toBeDisabled();
  });

  await test.step('record the rest: paid', async () => {
    // Through the app (no reload): the aging seen above stays cached until a payment invalidates it.
    await page.getByRole('link', { name: invoiceNumber, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/fletx/invoices/${invoiceId}$`));
    await page.getByRole('button', { name: 'Record payment' }).click();
    await expect(modal.getByLabel('Amount (USD)')).toHaveValue('1600.50');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'The payment has been recorded.');
    await expect(page.getByRole('heading', { name: /^Invoice INV-\d{6}/ })).toContainText('Paid');
    await expect(page.getByTestId('invoice-balance')).toHaveText('$0.00');
    await expect(page.getByRole('table', { name: 'Payments' }).getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
    await shot(page, '05-invoice-paid');
  });

  await test.step("the invoice's PDF", async () => {
    const token = await accessTokenOf(page);
    const pdf = await page.request.get(`/api/invoices/${invoiceId}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    fs.writeFileSync(`${SHOTS}/invoice.pdf`, await pdf.body());
  });

  await test.step('the Invoices screen: the new invoice, its totals, the CSV', async () => {
    await nav(page, 'Invoices');
    await expect(page).toHaveURL(/\/fletx\/invoices$/);
    await page.getByRole('textbox', { name: 'Search' }).fill(loadNumber);
    const rows = page.getByRole('table', { name: 'Invoices' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('$2,600.50');
    await expect(rows.nth(1)).toContainText('Paid');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toBe('invoices.csv');
    await page.getByRole('textbox', { name: 'Search' }).fill('');
    await expect(rows.nth(1)).toBeVisible();
    await shot(page, '06-invoices');
  });

  await test.step('the aging report again: nothing of this invoice open for the broker', async () => {
    await page.getByRole('link', { name: 'Aging report' }).click();
    await expect(page).toHaveURL(/\/fletx\/invoices\/aging$/);
    const before = openBefore(billTo.brokerId);
    if (before === 0) await expect(agingRow).toHaveCount(0);
    else await expect(agingRow).toContainText(formatUsd(before));
  });

  await test.step("the broker's receivables on its profile", async () => {
    await page.goto(`/fletx/broker-profile?id=${billTo.brokerId}`);
    const card = page.getByRole('region', { name: 'Receivables' });
    await expect(card).toContainText('Average days to pay');
    await expect(card.locator('.recharts-surface')).toBeVisible();
    await shot(page, '08-broker-receivables');
  });
});
