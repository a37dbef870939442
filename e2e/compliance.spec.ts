import {
  api,
  blockedDriver,
  chooseOption,
  DEMO_PASSWORD,
  escapeRegExp,
  expect,
  expectSuccess,
  fillLoadFormButDriver,
  logIn,
  logInAt,
  newPerson,
  SCREENS,
  signIn,
  statCard,
  test,
} from './support';

/**
 * Compliance (issue 16, docs/product.md "Compliance"): the Compliance screen over the demo data; the load form's
 * driver select with a compliance block, which a Dispatcher cannot choose and a Carriers user overrides.
 */

// A demo dispatcher no other spec changes.
const DISPATCHER = 'luis.pena@fletx.app';
// Long past: the licence is expired whatever day the tests run.
const EXPIRED_ON = '2025-12-31';
const REASON = 'Renewed licence seen at the office; the card is in the mail';

test.describe('compliance', () => {
  test('the Compliance screen: cards, rows, filters, search and a row opening its record', async ({
    page,
  }) => {
    await logIn(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Compliance', exact: true }).click();
    await expect(page).toHaveURL(/\/fletx\/compliance$/);
    await expect(page.getByRole('heading', { name: 'Compliance' })).toBeVisible();
    // The demo data has expired, soon-expiring and missing items.
    for (const card of ['Expired', 'Due in 30 days', 'Missing']) {
      await expect(statCard(page, card)).toHaveText(/^[1-9]\d*$/);
    }
    const table = page.getByRole('table', { name: 'Compliance items' });
    const rows = table.getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    // Missing first: the demo drivers with no CDL or medical card on file.
    await expect(rows.nth(1)).toContainText('Missing');
    await page.screenshot({ path: `${SCREENS}/compliance.png` });

    // The trucks' plates: one expired 4 days ago (blocks), one due in 9 days.
    await chooseOption(page, 'Record', 'Trucks');
    await page.getByPlaceholder('Name, plate or item').fill('licence plate');
    const daysLeft = (text: string) =>
      rows.filter({ has: page.getByRole('cell', { name: text, exact: true }) });
    // The search applied: plates are required, none is missing.
    await expect(rows.filter({ hasText: 'Missing' })).toHaveCount(0);
    await expect(rows.filter({ hasText: 'Truck annual inspection' })).toHaveCount(0);
    const expired = daysLeft('4 days ago');
    const expiring = daysLeft('9 days');
    await expect(expired).toHaveCount(1);
    await expect(expired).toContainText('Truck licence plate');
    await expect(expired).toContainText('Expired');
    await expect(expired).toContainText('Blocks dispatch');
    await expect(expiring).toContainText('Expiring');
    await expect(expiring).not.toContainText('Blocks dispatch');
    await expect(rows.filter({ hasText: 'Driver' })).toHaveCount(0);
    await expect(rows.filter({ hasText: 'Trailer' })).toHaveCount(0);

    // 60 and 90 days: asked of the server, the expired and expiring plates still listed.
    for (const days of [60, 90]) {
      const answered = page.waitForResponse(
        (r) => /\/api\/compliance\/?\?/.test(r.url()) && r.url().includes(`within=${days}`) && r.ok(),
      );
      await page.getByText(`${days} days`, { exact: true }).click();
      await answered;
      await expect(page.getByRole('radio', { name: `${days} days` })).toBeChecked();
      await expect(expired).toHaveCount(1);
      await expect(expiring.first()).toBeVisible();
    }

    // Drivers: the DOT medical certificates, expired (10 days ago) and due in 5 days.
    await chooseOption(page, 'Record', 'Drivers');
    await page.getByPlaceholder('Name, plate or item').fill('medical');
    await expect(daysLeft('10 days ago')).toContainText('DOT medical certificate');
    await expect(daysLeft('10 days ago')).toContainText('Expired');
    await expect(daysLeft('5 days')).toContainText('Expiring');
    await expect(rows.filter({ hasText: 'Truck' })).toHaveCount(0);

    // A search that matches nothing.
    await page.getByPlaceholder('Name, plate or item').fill('no such item anywhere');
    await expect(page.getByText('No item matches this search.')).toBeVisible();
    await expect(page.getByText('Nothing needs attention')).toBeHidden();

    // A row's link opens the record at the item's section.
    await chooseOption(page, 'Record', 'Trucks');
    await page.getByPlaceholder('Name, plate or item').fill('licence plate');
    const link = expired.getByRole('link');
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/id=\d+#plate$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href)}$`));
    await expect(page.getByRole('table', { name: 'Compliance items' })).toBeHidden();
  });

  test('a driver with an expired licence: shown with the reason, not choosable by a Dispatcher', async ({
    browser,
    baseURL,
    page: admin,
  }) => {
    await logIn(admin);
    const driver = await blockedDriver(admin, 'Cleo', EXPIRED_ON);
    const page = await newPerson(browser, baseURL);
    await logInAt(page, '/fletx/add-load-driver?typeForm=new', DISPATCHER, DEMO_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Add new load' })).toBeVisible();
    await page.getByRole('combobox', { name: /^Driver( \*)?$/ }).click();
    const option = page.getByRole('option', {
      name: new RegExp(
        `^${escapeRegExp(driver.name)} — ${escapeRegExp(driver.name)}: Commercial driver's licence expired on 31/12/2025$`,
      ),
    });
    await expect(option).toBeVisible();
    await expect(option).toBeDisabled();
    await option.click({ force: true });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('combobox', { name: /^Driver( \*)?$/ })).toHaveValue('');
    await expect(page.getByTestId('compliance-block')).toBeHidden();
  });

  test('a Carriers user overrides with a reason: the load is saved, the reason in its history', async ({
    page,
  }) => {
    await signIn(page);
    const driver = await blockedDriver(page, 'Owen', EXPIRED_ON);
    const idNumber = `CMP-${Date.now().toString(36).slice(-6).toUpperCase()}`;
    await page.goto('/fletx/add-load-driver?typeForm=new');
    await expect(page.getByRole('heading', { name: 'Add new load' })).toBeVisible();
    await fillLoadFormButDriver(page, idNumber);
    await chooseOption(page, 'Driver', new RegExp(`^${escapeRegExp(driver.name)} — `));
    const block = page.getByTestId('compliance-block');
    await expect(block).toContainText('Compliance blocks this driver');
    await expect(block).toContainText(`${driver.name}: Commercial driver's licence expired on 31/12/2025.`);
    await block.getByLabel('Override reason').fill(REASON);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'The load has been created.');
    await expect(page).toHaveURL(/\/fletx\/loads$/);

    const list = await api<{ info: Array<{ id: number; id_number: string }> }>(
      page,
      'GET',
      '/api/loadbook/findAllActive?take=100',
    );
    const load = list.info.find((l) => l.id_number === idNumber);
    expect(load, idNumber).toBeDefined();
    await page.goto(`/fletx/load-details/general-info?id=${load?.id}`);
    const history = page.getByRole('table', { name: 'Status history' });
    await expect(history).toContainText(`Compliance override by`);
    await expect(history).toContainText(REASON);
  });

  test("a truck's missing annual inspection: its row opens the form's section, shown on its profile, no longer listed", async ({
    page,
  }) => {
    await logInAt(page, '/fletx/compliance');
    await chooseOption(page, 'Record', 'Trucks');
    await page.getByPlaceholder('Name, plate or item').fill('annual inspection');
    const rows = page.getByRole('table', { name: 'Compliance items' }).getByRole('row');
    // The row of the search's answer, not one of the list before it.
    const missing = rows
      .filter({ hasText: 'Truck annual inspection' })
      .filter({ hasText: 'Missing' })
      .first();
    const truckName = (await missing.getByRole('link').textContent()) ?? '';
    expect(truckName).toMatch(/^Truck /);
    await missing.getByRole('link').click();
    // The row opens the truck's form at its Annual inspection section.
    await expect(page).toHaveURL(/\/fletx\/add-truck\?id=\d+#inspection$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Truck' })).toBeVisible();
    const inspection = page.getByRole('textbox', { name: 'Annual inspection date', exact: true });
    await expect(page.locator('#inspection')).toBeInViewport();
    await expect(inspection).toBeInViewport();
    const profile = `/fletx/truck-information?id=${new URL(page.url()).searchParams.get('id')}`;
    await inspection.fill('10/03/2026');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog').getByText('The truck has been updated.')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto(profile);
    await expect(page.getByText('Annual inspection date')).toBeVisible();
    await expect(page.getByText('10/03/2026')).toBeVisible();

    await page.goto('/fletx/compliance');
    await chooseOption(page, 'Record', 'Trucks');
    await page.getByPlaceholder('Name, plate or item').fill(truckName.replace(/^Truck /, ''));
    // Once the search applies, only this truck's rows: its other items may stay (every demo truck's IFTA
    // licence ends on 31 December, so it is due all December), its annual inspection no longer.
    await expect
      .poll(async () => (await rows.allInnerTexts()).slice(1).every((text) => text.includes(truckName)))
      .toBe(true);
    await expect(rows.filter({ hasText: 'Truck annual inspection' })).toHaveCount(0);
  });
});
