import fs from 'node:fs';
import type { Page } from '@playwright/test';
import {
  accessTokenOf,
  DEMO_PASSWORD,
  deliveredByNewDriver,
  driverBody,
  expect,
  expectSuccess,
  logIn,
  SCREENS,
  shotIn,
  test,
} from './support';

/**
 * An invoice sent by mistake (docs/decisions/0053-void-invoices.md), as a person clicks through it: made from a
 * delivered load and sent, paid by a check that bounces (the payment reversed with a reason,
 * docs/decisions/0054-payment-reversals.md), voided with a reason (required), then a new invoice for the same
 * load with the next number; the void one and the load link to the new one, and the list shows the void one
 * greyed with no balance. Screenshots and
 * the void invoice's PDF go to .tmp/screens/void-invoice.
 */
const SHOTS = `${SCREENS}/void-invoice`;

const shot = (page: Page, name: string) => shotIn(page, 'void-invoice', name);

const heading = (page: Page) => page.getByRole('heading', { name: /^Invoice INV-\d{6}/ });
const numberOf = async (page: Page) => (await heading(page).innerText()).split(/\s/)[1] ?? '';

/**
 * A load delivered by a new driver (`name`), its number starting `prefix`, then invoiced from the load's page
 * and sent to the broker; the invoice's page stays open.
 */
async function sentInvoiceOfNewLoad(page: Page, prefix: string, name: string) {
  await logIn(page);
  const stamp = Date.now().toString(36);
  const loadNumber = `${prefix}-${stamp.slice(-6).toUpperCase()}`;
  const body = driverBody(name, `${prefix} ${stamp}`, stamp, DEMO_PASSWORD);
  const { loadId } = await deliveredByNewDriver(page, body, loadNumber);
  let invoice = { id: 0, number: '' };
  await test.step('make the invoice from the load and send it to the broker', async () => {
    await page.goto(`/fletx/load-details/general-info?id=${loadId}`);
    await page.getByRole('button', { name: 'Create invoice' }).click();
    await expect(page).toHaveURL(/\/fletx\/invoices\/\d+$/);
    invoice = { id: Number(page.url().split('/').at(-1)), number: await numberOf(page) };
    await page.getByRole('button', { name: 'Send to broker' }).click();
    await page
      .getByRole('dialog', { name: 'Send to broker?' })
      .getByRole('button', { name: 'Send', exact: true })
      .click();
    await expectSuccess(page, /has been sent to/);
    await expect(heading(page)).toContainText('Sent');
  });
  return { loadId, loadNumber, ...invoice };
}

test('void a sent invoice with a reason, then invoice its load again with the next number', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const first = await sentInvoiceOfNewLoad(page, 'VOID', 'Vera');
  const { loadId, loadNumber, id: firstId, number: firstNumber } = first;

  await test.step('a check is recorded, then bounces: reversed with a reason, the balance is due again', async () => {
    await page.getByRole('button', { name: 'Record payment' }).click();
    const paying = page.getByRole('dialog', { name: 'Record payment' });
    await paying.getByLabel('Reference').fill('CHK 4471');
    await paying.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'The payment has been recorded.');
    await expect(heading(page)).toContainText('Paid');
    await expect(page.getByRole('button', { name: 'Void invoice' })).toBeDisabled();
    const payments = page.getByRole('table', { name: 'Payments' });
    await payments.getByRole('button', { name: /^Reverse the payment of/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Reverse payment' });
    await expect(dialog).toContainText('(CHK 4471)');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Required field')).toBeVisible();
    await dialog.getByLabel(/Reason/).fill('Check returned unpaid (NSF)');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(
      page,
      /The payment of \$[\d,.]+ has been reversed: invoice INV-\d{6} has \$[\d,.]+ due again\./,
    );
    await expect(heading(page)).toContainText('Sent');
    await expect(payments).toContainText('Reversed');
    await expect(payments).toContainText('Check returned unpaid (NSF)');
    await expect(payments.getByRole('button', { name: /^Reverse the payment of/ })).toHaveCount(0);
    await shot(page, '01-payment-reversed');
  });

  await test.step('void it: the reason is required, then it reads Void with its reason, who and when', async () => {
    await page.getByRole('button', { name: 'Void invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Void invoice' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Required field')).toBeVisible();
    await shot(page, '02-void-reason-required');
    await dialog.getByLabel(/Reason/).fill('Rate was wrong: the broker agreed $2,550.50');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, `Invoice ${firstNumber} is void. Its load can be invoiced again.`);
    await expect(heading(page)).toContainText('Void');
    const notice = page.getByTestId('invoice-voided');
    await expect(notice).toContainText('Rate was wrong: the broker agreed $2,550.50');
    await expect(notice).toContainText(/Voided by \S+/);
    for (const name of ['Send again', 'Record payment', 'Send to factor', 'Void invoice'])
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    await expect(page.getByTestId('invoice-balance')).toHaveText('$0.00');
    await shot(page, '03-void-invoice');
    const token = await accessTokenOf(page);
    const pdf = await page.request.get(`/api/invoices/${firstId}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    fs.writeFileSync(`${SHOTS}/void-invoice.pdf`, await pdf.body());
  });

  let secondNumber = '';
  await test.step('a new invoice for the load: the next number, a draft', async () => {
    await page.getByRole('button', { name: 'New invoice for this load' }).click();
    await expect(page).not.toHaveURL(new RegExp(`/fletx/invoices/${firstId}$`));
    await expect(heading(page)).toContainText('Draft');
    secondNumber = await numberOf(page);
    expect(secondNumber > firstNumber).toBe(true);
    await shot(page, '04-new-invoice');
  });

  await test.step('the void invoice links the new one instead of offering another', async () => {
    await page.goto(`/fletx/invoices/${firstId}`);
    await expect(page.getByRole('link', { name: `Open invoice ${secondNumber}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New invoice for this load' })).toHaveCount(0);
  });

  await test.step('the load links to the new invoice', async () => {
    await page.goto(`/fletx/load-details/general-info?id=${loadId}`);
    await expect(page.getByTestId('load-invoice')).toContainText(secondNumber);
    await expect(page.getByTestId('load-invoice')).toContainText('Draft');
  });

  await test.step('the list: the void one grey with no balance, beside the new one', async () => {
    await page.goto('/fletx/invoices');
    await page.getByRole('textbox', { name: 'Search' }).fill(loadNumber);
    const rows = page.getByRole('table', { name: 'Invoices' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    const voidRow = rows.filter({ hasText: firstNumber });
    await expect(voidRow).toContainText('Void');
    await expect(voidRow.getByTestId('void-balance')).toHaveText('—');
    await expect(rows.filter({ hasText: secondNumber })).toContainText('Draft');
    await shot(page, '05-invoices-list');
  });
});

/**
 * A short pay (docs/decisions/0055-write-offs.md), as a person clicks through it: the broker disputes $50 and
 * pays the rest; the rest is written off with a reason (the dialog states the amount), the invoice reads
 * Written off and the list finds it under that status; then the broker pays after all: the write-off is
 * undone and the payment recorded. Screenshots and the written-off invoice's PDF go to
 * .tmp/screens/void-invoice.
 */
test('write off the rest of a short pay with a reason, then undo it when the broker pays after all', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { loadNumber, id, number } = await sentInvoiceOfNewLoad(page, 'SHORT', 'Wanda');

  await test.step('the broker pays $50.00 short', async () => {
    await page.getByRole('button', { name: 'Record payment' }).click();
    const paying = page.getByRole('dialog', { name: 'Record payment' });
    const amount = paying.getByLabel(/Amount \(USD\)/);
    await amount.fill((Number(await amount.inputValue()) - 50).toFixed(2));
    await paying.getByLabel('Reference').fill('ACH 88120');
    await paying.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'The payment has been recorded.');
    await expect(heading(page)).toContainText('Partially paid');
    await expect(page.getByTestId('invoice-balance')).toHaveText('$50.00');
  });

  await test.step('write off the $50.00 left: the dialog states it, a reason is required', async () => {
    await page.getByRole('button', { name: 'Write off balance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write off balance' });
    await expect(dialog).toContainText('Write off $50.00? It will no longer be owed');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Required field')).toBeVisible();
    await dialog
      .getByLabel(/Reason/)
      .fill('Broker disputed the lumper charge: no lumper receipt with the POD');
    await shot(page, '06-write-off-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, `$50.00 written off: invoice ${number} no longer owes it.`);
    await expect(heading(page)).toContainText('Written off');
    const notice = page.getByTestId('invoice-written-off-notice');
    await expect(notice).toContainText('Written off: $50.00');
    await expect(notice).toContainText('Broker disputed the lumper charge');
    await expect(notice).toContainText(/Written off by \S+/);
    await expect(page.getByTestId('invoice-written-off')).toHaveText('$50.00');
    await expect(page.getByTestId('invoice-balance')).toHaveText('$0.00');
    for (const name of ['Record payment', 'Send again', 'Write off balance'])
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Void invoice' })).toBeDisabled();
    await shot(page, '07-written-off');
    const token = await accessTokenOf(page);
    const pdf = await page.request.get(`/api/invoices/${id}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    fs.writeFileSync(`${SHOTS}/written-off-invoice.pdf`, await pdf.body());
  });

  await test.step('the list filtered Written off finds it, with no balance', async () => {
    await page.goto(`/fletx/invoices?status=written_off&search=${loadNumber}`);
    const rows = page.getByRole('table', { name: 'Invoices' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(number);
    await expect(rows.nth(1)).toContainText('Written off');
    await expect(rows.nth(1)).toContainText('$0.00');
    await shot(page, '08-list-written-off');
  });

  await test.step('the broker pays after all: undo the write-off, then record the payment', async () => {
    await page.goto(`/fletx/invoices/${id}`);
    await page.getByRole('button', { name: 'Undo write-off' }).click();
    await page
      .getByRole('dialog', { name: 'Undo write-off?' })
      .getByRole('button', { name: 'Undo write-off' })
      .click();
    await expectSuccess(page, `The write-off has been undone: invoice ${number} has $50.00 due again.`);
    await expect(heading(page)).toContainText('Partially paid');
    await expect(page.getByTestId('invoice-written-off-notice')).toHaveCount(0);
    await page.getByRole('button', { name: 'Record payment' }).click();
    const paying = page.getByRole('dialog', { name: 'Record payment' });
    await expect(paying.getByLabel(/Amount \(USD\)/)).toHaveValue('50.00');
    await paying.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'The payment has been recorded.');
    await expect(heading(page)).toContainText('Paid');
  });
});
