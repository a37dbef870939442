import type { Page } from '@playwright/test';
import { expect, logIn, SCREENS, test } from './support';

/**
 * Lists fit a laptop's screen (docs/decisions/0040-color-scheme-and-table-widths.md): at 1280 × 800, with the
 * side navigation open, no list scrolls sideways inside its card, the page does not either, and no badge is
 * cut — in the light and the dark color scheme, each the system's (the back office follows it).
 */

/**
 * Lists outside the navigation: the receivables by age (the demo's sent invoices in every bucket), the work
 * orders of the Maintenance screen.
 */
const EXTRA_LISTS = ['/fletx/invoices/aging', '/fletx/maintenance?tab=work-orders'];
/**
 * Pages checked without rows: a form of settings, the dispatch board (a timeline of bars, not a table), Today
 * (cards of figures) and the messages (conversations beside a thread).
 */
const NO_ROWS = ['/fletx/settings/carrier', '/fletx/dispatch', '/fletx/today', '/fletx/messages'];
/** What a page without rows shows once its data is in: its badges are checked then, not on the empty frame. */
const LOADED: Readonly<Record<string, string>> = { '/fletx/dispatch': '[data-testid^="driver-row-"]' };

/** Overflows in the page: tables wider than their scroll container, badges' labels cut, the page itself. */
function overflows(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const table of document.querySelectorAll('table')) {
      let box = table.parentElement;
      while (box && !/(auto|scroll|hidden)/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
      if (box && box.scrollWidth > box.clientWidth) {
        found.push(`table "${table.getAttribute('aria-label')}": ${box.scrollWidth} > ${box.clientWidth} px`);
      }
    }
    for (const label of document.querySelectorAll<HTMLElement>('.mantine-Badge-label')) {
      if (label.scrollWidth > label.clientWidth) found.push(`badge "${label.textContent}" cut`);
    }
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`page: ${root.scrollWidth} > ${root.clientWidth} px`);
    return found;
  });
}

/** Every table of the page shows a row of data (not a skeleton, not the empty or error row). */
async function expectRows(page: Page) {
  const tables = page.getByRole('table');
  await expect(tables.first()).toBeVisible();
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
  for (const table of await tables.all()) {
    // A data row has a cell per column; the empty and error rows have one cell across them all.
    const firstRow = table.locator('tbody tr:not([data-testid="table-skeleton-row"])').first();
    await expect.poll(() => firstRow.locator('td').count()).toBeGreaterThan(1);
  }
}

const RUNS = [
  { width: 1280, colorScheme: 'light' },
  { width: 1280, colorScheme: 'dark' },
  { width: 1440, colorScheme: 'light' },
] as const;

for (const { width, colorScheme } of RUNS) {
  test.describe(`lists fit at ${width} px (${colorScheme})`, () => {
    test.use({ viewport: { width, height: 800 }, colorScheme });

    test(`every list of the navigation fits its card, badges whole (${width} px, ${colorScheme})`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await logIn(page);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(nav.getByRole('link', { name: 'Loads' })).toBeVisible();
      const hrefs = await nav
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
      expect(hrefs.length).toBeGreaterThanOrEqual(12);
      for (const path of [...hrefs, ...EXTRA_LISTS]) {
        // A person moves between the lists through the navigation (no new page load); the two lists outside
        // it are opened by their address. The router shows the last page until the next one has rendered, so
        // the next page is there when the header's title has changed.
        const title = page.getByTestId('page-title');
        if (!hrefs.includes(path)) await page.goto(path);
        else if (new URL(page.url()).pathname !== path) {
          const before = (await title.textContent()) ?? '';
          await nav.locator(`a[href="${path}"]`).click();
          await expect(title).not.toHaveText(before);
        }
        await expect(page).toHaveURL((url) => `${url.pathname}${url.search}`.startsWith(path));
        await expect(title).not.toBeEmpty();
        if (!NO_ROWS.includes(path)) await expectRows(page);
        const loaded = LOADED[path];
        if (loaded) await expect(page.locator(loaded).first()).toBeVisible();
        expect(await overflows(page), path).toEqual([]);
        if (width === 1280 && (colorScheme === 'light' || path.endsWith('/loads'))) {
          const name = path.replace('/fletx/', '').replace(/[/?=]/g, '-');
          await page.screenshot({ path: `${SCREENS}/fit-1280-${colorScheme}-${name}.png`, fullPage: true });
        }
      }
    });
  });
}

test('the side navigation folds away from the header and stays folded after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeInViewport();
  await page.getByRole('button', { name: 'Hide the side navigation' }).click();
  await expect(nav).not.toBeInViewport();
  // The wider card takes back the columns a narrower one leaves out, and still fits.
  await page.goto('/fletx/trucks');
  await expect(page.getByRole('columnheader', { name: 'Owner' })).toBeVisible();
  await expectRows(page);
  expect(await overflows(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Show the side navigation' })).toBeVisible();
  await expect(nav).not.toBeInViewport();
  await page.getByRole('button', { name: 'Show the side navigation' }).click();
  await expect(nav).toBeInViewport();
});
