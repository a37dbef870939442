import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@fletx/contract/invoices';
import type { Locator, Page } from '@playwright/test';
import { api, chooseOption, createLoad, escapeRegExp, expect, signIn, test } from './support';

/**
 * Lists in the URL (docs/decisions/0039-lists-in-the-url.md), as a dispatcher uses them: the search, filters,
 * sort and page are in the address, so a reload or Back keeps the view and a pasted address opens it.
 */
const run = Date.now().toString(36).slice(-5).toUpperCase();

const rowTexts = async (table: Locator) => (await table.getByRole('row').allInnerTexts()).slice(1);

/** The first table's pager of the screen (Loads has two: Active loads first). */
const firstPager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' }).first();

const day = (n: number) => `2026-10-${String(n).padStart(2, '0')}`;

test.describe.configure({ timeout: 120_000 });

test('Loads: search, sort and page live in the URL; reload, Back and a pasted address show the same view', async ({
  page,
  context,
}) => {
  await signIn(page);
  // Twelve active loads of this run, picked up a day apart: sorted by Start, the 11th and 12th are page 2.
  const tag = `URL-${run}`;
  for (let n = 1; n <= 12; n += 1) {
    await createLoad(page, `${tag}-${String(n).padStart(2, '0')}`, (drivers) => drivers[0], {
      open_time_pickup: `${day(n)}T08:00`,
      close_time_pickup: `${day(n)}T12:00`,
      open_time_delivery: `${day(n + 1)}T14:00`,
      close_time_delivery: `${day(n + 1)}T18:00`,
    });
  }
  await page.goto('/fletx/loads');
  await expect(page).toHaveURL(/\/fletx\/loads$/);
  const active = page.getByRole('table', { name: 'Active loads' });
  const search = page.getByLabel('Search loads');

  await search.fill(tag);
  await expect(page).toHaveURL(`/fletx/loads?search=${tag}`);
  await expect(active.getByRole('row')).toHaveCount(11);
  await expect(active.getByRole('row').nth(1)).toContainText(`${tag}-12`);

  await active.getByRole('button', { name: /Sort by Start/ }).click();
  await expect(page).toHaveURL(`/fletx/loads?search=${tag}&sort=start-asc`);
  await expect(active.getByRole('row').nth(1)).toContainText(`${tag}-01`);
  const pageOne = await rowTexts(active);

  await firstPager(page).getByRole('button', { name: 'Next' }).click();
  const secondPage = `/fletx/loads?search=${tag}&sort=start-asc&page=2`;
  await expect(page).toHaveURL(secondPage);
  await expect(active.getByRole('row')).toHaveCount(3);
  await expect(active.getByRole('row').nth(1)).toContainText(`${tag}-11`);
  await expect(active.getByRole('row').nth(2)).toContainText(`${tag}-12`);
  const pageTwo = await rowTexts(active);

  // A reload: the same view, the box filled, the sort and the page kept.
  await page.reload();
  await expect(search).toHaveValue(tag);
  await expect(active.getByRole('button', { name: 'Sort by Start (ascending)' })).toBeVisible();
  await expect(firstPager(page).getByTestId('pagination-page')).toHaveText('Page 2');
  await expect(active.getByRole('row')).toHaveCount(3);
  expect(await rowTexts(active)).toEqual(pageTwo);

  // Back: page 1 of the sorted search, then the search alone (typing made no history entries of its own).
  await page.goBack();
  await expect(page).toHaveURL(`/fletx/loads?search=${tag}&sort=start-asc`);
  await expect(firstPager(page).getByTestId('pagination-page')).toHaveText('Page 1');
  await expect(active.getByRole('row').nth(1)).toContainText(`${tag}-01`);
  expect(await rowTexts(active)).toEqual(pageOne);
  await page.goBack();
  await expect(page).toHaveURL(`/fletx/loads?search=${tag}`);
  await expect(search).toHaveValue(tag);
  await expect(active.getByRole('button', { name: 'Sort by Start (not sorted)' })).toBeVisible();
  await expect(active.getByRole('row').nth(1)).toContainText(`${tag}-12`);

  // The address sent to a colleague: the same filtered, sorted page in a new page.
  const pasted = await context.newPage();
  await pasted.goto(secondPage);
  const pastedTable = pasted.getByRole('table', { name: 'Active loads' });
  await expect(pasted.getByLabel('Search loads')).toHaveValue(tag);
  await expect(pastedTable.getByRole('row')).toHaveCount(3);
  expect(await rowTexts(pastedTable)).toEqual(pageTwo);

  // An address edited by hand with values the list does not know: the defaults, never an error.
  await pasted.goto(`/fletx/loads?search=${tag}&sort=sideways&page=-4`);
  await expect(pastedTable.getByRole('row')).toHaveCount(11);
  await expect(pastedTable.getByRole('row').nth(1)).toContainText(`${tag}-12`);
  await pasted.close();
});

test('Invoices: a search and a status filter in the URL; reload, Back and a pasted address', async ({
  page,
  context,
}) => {
  await signIn(page);
  const { items } = await api<{ items: Array<{ number: string; status: InvoiceStatus }> }>(
    page,
    'GET',
    '/api/invoices',
  );
  // A draft (the demo data has some): its status cannot change with the day, unlike sent or overdue.
  const invoice = items.find((item) => item.status === 'draft') ?? items[0];
  if (!invoice) throw new Error('the demo data has no invoice');
  const status = INVOICE_STATUS_LABELS[invoice.status];

  await page.goto('/fletx/invoices');
  await expect(page).toHaveURL(/\/fletx\/invoices$/);
  const table = page.getByRole('table', { name: 'Invoices' });
  const search = page.getByRole('textbox', { name: 'Search' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await search.fill(invoice.number);
  await expect(page).toHaveURL(`/fletx/invoices?search=${encodeURIComponent(invoice.number)}`);
  // The table keeps the rows before while the filtered page comes: wait for its answer.
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/invoices?') && response.url().includes(`status=${invoice.status}`),
  );
  await chooseOption(page, 'Status', status);
  await answered;
  const filtered = `/fletx/invoices?search=${encodeURIComponent(invoice.number)}&status=${invoice.status}`;
  await expect(page).toHaveURL(filtered);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(invoice.number);

  await page.reload();
  await expect(search).toHaveValue(invoice.number);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue(status);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(invoice.number);

  // Back: the search alone, every status.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/fletx/invoices\\?search=${escapeRegExp(invoice.number)}$`));
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('All statuses');
  await expect(search).toHaveValue(invoice.number);
  await expect(table.getByRole('row').nth(1)).toContainText(invoice.number);

  const pasted = await context.newPage();
  await pasted.goto(filtered);
  await expect(pasted.getByRole('textbox', { name: 'Search' })).toHaveValue(invoice.number);
  await expect(pasted.getByRole('combobox', { name: 'Status' })).toHaveValue(status);
  const pastedTable = pasted.getByRole('table', { name: 'Invoices' });
  await expect(pastedTable.getByRole('row')).toHaveCount(2);
  await expect(pastedTable.getByRole('row').nth(1)).toContainText(invoice.number);
  await pasted.close();
});
