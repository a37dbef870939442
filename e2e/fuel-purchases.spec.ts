import { fuelMessages } from '@fletx/contract/fuel';
import { messages } from '@fletx/contract/messages';
import { activeTruck, api, expect, expectSuccess, SCREENS, signIn, type TruckRow, test } from './support';

const stamp = Date.now().toString(36).toUpperCase().slice(-5);

/**
 * docs/product.md "Fuel": a person changes a purchase on the Fuel screen (someone else saved it in between:
 * refused, reloaded, saved) and deletes another, through the rows' buttons.
 */
test('edit a fuel purchase (a stale save refused, then reloaded) and delete another', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const truck = await activeTruck(page);
  const hourAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  const purchase = (vendor: string, hours: number) =>
    api<{ id: number }>(page, 'POST', '/api/fuel/purchases', {
      truckId: truck.id,
      at: hourAgo(hours),
      state: 'TX',
      gallons: 101.5,
      amount: 385.7,
      vendor,
    });
  const edited = `Pilot E2E ${stamp}`;
  const deleted = `Love's E2E ${stamp}`;
  const kept = await purchase(edited, 2);
  await purchase(deleted, 3);

  await page.goto(`/fletx/fuel?truckId=${truck.id}`);
  const table = page.getByRole('table', { name: 'Fuel purchases' });
  const row = (vendor: string) => table.getByRole('row').filter({ hasText: vendor });
  await expect(row(edited)).toContainText('101.5');
  // The truck by its unit number, as the purchase's answer names it (docs/product.md "Where the screens get
  // the names"); the admin who typed it gave no driver.
  await expect(row(edited).getByRole('cell', { name: truck.unit_number, exact: true })).toBeVisible();

  await test.step('edit: someone saves it meanwhile, the save is refused, Reload, save again', async () => {
    await row(edited)
      .getByRole('button', { name: /^Edit the purchase of/ })
      .click();
    const form = page.getByRole('form', { name: 'Edit purchase' });
    await expect(form.getByLabel(/^Gallons/)).toHaveValue('101.5');
    await expect(form.getByLabel(/^Amount/)).toHaveValue('385.70');
    await api(page, 'PUT', `/api/fuel/purchases/${kept.id}`, {
      truckId: truck.id,
      at: hourAgo(2),
      state: 'TX',
      gallons: 101.5,
      amount: 390.1,
      vendor: edited,
    });
    await form.getByLabel(/^Gallons/).fill('120.25');
    await form.getByRole('button', { name: 'Save' }).click();
    const stale = page.getByTestId('stale-record-alert');
    // Who saved it meanwhile (this same admin, through the API), and when.
    await expect(stale).toContainText(
      /Fleet Admin changed this fuel purchase at .* UTC\. Reload to see the changes\./,
    );
    await expect(form.getByLabel(/^Gallons/)).toHaveValue('120.25');
    await stale.getByRole('button', { name: 'Reload' }).click();
    await expect(form.getByLabel(/^Amount/)).toHaveValue('390.10');
    await expect(stale).toBeHidden();
    await form.getByLabel(/^Gallons/).fill('120.25');
    await page.screenshot({ path: `${SCREENS}/fuel-edit.png` });
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, fuelMessages.updated);
    await expect(form).toBeHidden();
    await expect(row(edited)).toContainText('120.25');
    await expect(row(edited)).toContainText('$390.10');
  });

  await test.step('delete: confirmed, the row is gone', async () => {
    await row(deleted)
      .getByRole('button', { name: /^Delete the purchase of/ })
      .click();
    const confirm = page.getByRole('dialog', { name: messages.deleteConfirmTitle });
    await confirm.getByRole('button', { name: messages.deleteConfirmButton }).click();
    await expectSuccess(page, fuelMessages.deleted);
    await expect(row(deleted)).toHaveCount(0);
    await expect(row(edited)).toHaveCount(1);
  });
});

/**
 * docs/product.md "Where the screens get the names": the Truck picker searches the trucks on the server as a
 * person types. The oldest active truck (last of the list, newest first) is found by its unit number, chosen,
 * bought for, and the Truck filter finds it the same way.
 */
test('choose a truck by typing in the Truck picker, add a purchase for it and filter by it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const { items } = await api<{ items: TruckRow[] }>(page, 'GET', '/api/vehicle/?page=1&take=100');
  const truck = items.filter((t) => !t.is_deleted).at(-1);
  if (!truck) throw new Error('the demo data has no active truck');
  const label = `${truck.unit_number} · ${truck.licenseplate_number}`;
  const vendor = `Picker E2E ${stamp}`;

  await page.goto('/fletx/fuel');
  const form = page.getByRole('form', { name: 'Add a fuel purchase' });
  const picker = form.getByRole('combobox', { name: /^Truck/ });
  await picker.click();
  // Before typing: the active trucks by number, to click.
  await expect(page.getByRole('option').first()).toBeVisible();
  await picker.pressSequentially(truck.unit_number);
  const option = page.getByRole('option', { name: label, exact: true });
  await expect(option).toBeVisible();
  // The server's answer for what was typed, not the list before it.
  await expect(picker).toHaveAttribute('aria-busy', 'false');
  await page.screenshot({ path: `${SCREENS}/fuel-truck-picker.png` });
  await option.click();
  await expect(picker).toHaveValue(label);

  const state = form.getByRole('combobox', { name: /^State/ });
  await state.click();
  await state.pressSequentially('TX');
  await page.getByRole('option', { name: /^TX —/ }).click();
  await form.getByLabel(/^Gallons/).fill('88');
  await form.getByLabel(/^Amount/).fill('333.30');
  await form.getByLabel(/^Vendor/).fill(vendor);
  await form.getByRole('button', { name: 'Add purchase' }).click();
  await expectSuccess(page, fuelMessages.created);

  const filter = page.getByPlaceholder('All trucks');
  await filter.click();
  await filter.pressSequentially(truck.unit_number);
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`truckId=${truck.id}\\b`));
  // The box names the chosen truck once the screen has taken the choice from the address (the address changes
  // first): text typed before that would be replaced by the name.
  await expect(filter).toHaveValue(label);
  const table = page.getByRole('table', { name: 'Fuel purchases' });
  await expect(table.getByRole('row').filter({ hasText: vendor })).toHaveCount(1);
  // Typing what no truck holds says so.
  await filter.fill('');
  await filter.pressSequentially('zz-no-such-unit');
  await expect(page.getByText("No truck matches 'zz-no-such-unit'")).toBeVisible();
  await expect(filter).toHaveAttribute('aria-busy', 'false');
  await page.screenshot({ path: `${SCREENS}/fuel-truck-picker-none.png` });
});
