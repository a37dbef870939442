import { LOAD_STATUS } from '@fletx/contract/load-status';
import { activeLoadIn, activeTruck, escapeRegExp, expect, logIn, SCREENS, test } from './support';

/** The header's finder (docs/product.md "Find anything"), on the demo's records. */
test.describe('find anything', () => {
  test('a load by its number with Ctrl+K and Enter, a truck by its unit with "/", a list through See all', async ({
    page,
  }) => {
    await logIn(page);
    const load = await activeLoadIn(page, LOAD_STATUS.accepted, true);
    const truck = await activeTruck(page);

    // The header is drawn (and its shortcut listening) before the keys are pressed; pressed again until the
    // finder opens, as a person would when the page is still coming.
    const box = page.getByRole('combobox', { name: 'Find' });
    await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(async () => {
      await page.keyboard.press('Control+k');
      await expect(box).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await box.fill(load.id_number);
    const found = page.getByRole('listbox', { name: 'Found' });
    const hit = found.getByRole('option', { name: new RegExp(`^Load #${escapeRegExp(load.id_number)}`) });
    await expect(hit).toBeVisible();
    await expect(hit).toHaveAttribute('aria-selected', 'true');
    await page.screenshot({ path: `${SCREENS}/find-load.png` });
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/fletx/load-details/general-info\\?id=${load.id}$`));
    await expect(box).toHaveCount(0);

    await page.locator('body').press('/');
    await box.fill(truck.unit_number);
    await found
      .getByRole('option', { name: new RegExp(`^Truck ${escapeRegExp(truck.unit_number)}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/fletx/truck-information\\?id=${truck.id}$`));

    await page.getByRole('button', { name: 'Search' }).click();
    await box.fill('LD-');
    const seeAll = found.getByRole('option', { name: /^See all [\d,]+ loads$/ });
    await expect(seeAll).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/find-many.png` });
    await seeAll.click();
    await expect(page).toHaveURL(/\/fletx\/loads\?search=LD-$/);
    await expect(page.getByRole('textbox', { name: 'Search loads' })).toHaveValue('LD-');
  });
});
