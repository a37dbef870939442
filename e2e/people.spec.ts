import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { watchOpened } from './csp';
import {
  chooseOption,
  expect,
  logIn,
  logInThroughForm,
  recoveryCodeFor,
  statCard,
  test,
  upload,
  wholeLabel,
} from './support';

const stamp = Date.now().toString(36);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fletx-e2e-'));

async function search(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Search' });
  await box.fill(text);
  await box.press('Enter');
}

test.describe('people', () => {
  test('a user is created with a picture, found, edited, renamed, given a password and deleted', async ({
    page,
  }) => {
    const email = `nina.${stamp}@fletx.app`;
    const renamed = `nina.r.${stamp}@fletx.app`;
    await logIn(page);
    await expect(page.getByRole('table', { name: 'Dispatchers and Admin Users' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'james.carter@fletx.app' })).toBeVisible();
    await page.screenshot({ path: '.tmp/screens/admin-users.png', fullPage: true });

    await page.getByRole('link', { name: 'New user' }).click();
    await expect(page).toHaveURL(/\/fletx\/new-user$/);
    await page.getByLabel('Profile picture').setInputFiles(upload('nina.png'));
    await page.getByLabel('First Name').fill('Nina');
    await page.getByLabel('Last Name').fill('Okafor');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone Number').fill('3055550177');
    await page.getByLabel('Password').fill('Nina#Pass2026');
    await page.screenshot({ path: '.tmp/screens/new-user.png', fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/fletx\/dispatchers-admin-users$/);

    await search(page, email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: 'Edit Nina Okafor' }).click();
    await expect(page).toHaveURL(/\/fletx\/new-user\?id=\d+$/);
    await expect(page.getByLabel('First Name')).toHaveValue('Nina');
    await page.getByLabel('Last Name').fill('Okafor-Reyes');
    await page.screenshot({ path: '.tmp/screens/edit-user.png', fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/fletx\/dispatchers-admin-users$/);

    await search(page, email);
    await expect(page.getByRole('cell', { name: 'Okafor-Reyes', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Change username of Nina Okafor-Reyes' }).click();
    const usernameCard = page.getByRole('dialog', { name: 'Change username' });
    await usernameCard.getByLabel('New username (email)').fill(renamed);
    await usernameCard.getByRole('button', { name: 'Save' }).click();
    await expect(usernameCard).toBeHidden();

    await search(page, renamed);
    await page.getByRole('button', { name: 'Change password of Nina Okafor-Reyes' }).click();
    const passwordCard = page.getByRole('dialog', { name: 'Change password' });
    await passwordCard.getByLabel('New password').fill('Nina#Changed2026');
    await passwordCard.getByLabel('Confirm password').fill('Nina#Changed2026');
    await passwordCard.getByRole('button', { name: 'Save' }).click();
    await expect(passwordCard).toBeHidden();

    // The new username and password really work.
    const browser = page.context().browser();
    const other = browser && (await watchOpened(await browser.newContext({ reducedMotion: 'reduce' })));
    if (other) {
      const second = await other.newPage();
      await second.goto(page.url().replace(/\/fletx.*$/, '/login/auth'));
      await second.getByLabel('Email').fill(renamed);
      await second.getByLabel('Password', { exact: true }).fill('Nina#Changed2026');
      await second.getByRole('button', { name: 'Log in' }).click();
      await expect(second).toHaveURL(/\/fletx\//);
      await other.close();
    }

    await page.getByRole('button', { name: 'Delete Nina Okafor-Reyes' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /delete|yes/i })
      .click();
    await expect(page.getByRole('row').filter({ hasText: 'Okafor-Reyes' })).toHaveCount(0);
  });

  test('users are added from the sample CSV and one of them chooses a password with the mailed code', async ({
    page,
  }) => {
    await logIn(page);
    await page.getByRole('link', { name: 'Add users' }).click();
    await expect(page).toHaveURL(/\/fletx\/add-users$/);
    await expect(page.getByText('Only CSV files can be uploaded.')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download sample data' }).click();
    const sample = path.join(tmp, 'sample.csv');
    await (await download).saveAs(sample);

    await page.getByLabel('CSV file').setInputFiles(sample);
    const preview = page.getByRole('table', { name: 'Users in the file' });
    await expect(preview.getByRole('cell', { name: 'olivia.martinez@example.com' })).toBeVisible();
    await expect(preview.getByRole('cell', { name: 'Sofía Hernández' })).toBeVisible();
    await expect(page.getByText('All rows ready')).toBeVisible();
    await page.screenshot({ path: '.tmp/screens/add-users-preview.png', fullPage: true });

    const since = Date.now() - 1000;
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('WE HAVE SENT THE EMAIL TO THE USERS TO CONFIRM THE REGISTRATION.'),
    ).toBeVisible();
    await page.screenshot({ path: '.tmp/screens/add-users-sent.png', fullPage: true });
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/fletx\/dispatchers-admin-users$/);

    // The same file again: every row is now taken, shown on its row, and Save stays disabled.
    await page.goto('/fletx/add-users');
    await page.getByLabel('CSV file').setInputFiles(sample);
    await expect(page.getByText('3 rows to fix')).toBeVisible();
    await expect(page.getByText('A user with this email already exists')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await page.screenshot({ path: '.tmp/screens/add-users-errors.png', fullPage: true });

    const code = await recoveryCodeFor('noah.johnson@example.com', since);
    // Signed out: the refresh cookie gone, the login area no longer signs in again.
    await page.context().clearCookies();
    await page.goto('/login/change-pass?email=noah.johnson%40example.com');
    await page.getByLabel('Code').fill(code);
    await page.getByLabel('New Password', { exact: true }).fill('Noah#Chosen2026');
    await page.getByLabel('Re-enter your new password').fill('Noah#Chosen2026');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/login\/auth/);
    await logInThroughForm(page, 'noah.johnson@example.com', 'Noah#Chosen2026');
  });

  test('a driver is added with its files, found, edited, approved with a comment and deleted', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const last = `Whitfield${stamp}`;
    await logIn(page);
    await page.getByRole('link', { name: 'Drivers' }).first().click();
    await expect(page).toHaveURL(/\/fletx\/drivers$/);
    await expect(page.getByRole('table', { name: 'Drivers' })).toBeVisible();
    const created = statCard(page, 'Drivers created');
    await expect(created).toHaveText(/^\d[\d,]*$/);
    const driversBefore = Number((await created.innerText()).replace(/,/g, ''));
    await page.screenshot({ path: '.tmp/screens/drivers.png', fullPage: true });

    await page.getByRole('link', { name: 'Add driver' }).click();
    await expect(page).toHaveURL(/\/fletx\/add-driver$/);
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    const section = (name: string) => page.getByRole('region', { name, exact: true });

    const personal = section('Personal info');
    await personal.getByLabel('First Name').fill('Hank');
    await personal.getByLabel('Last Name').fill(last);
    await personal.getByLabel('Email').fill(`hank.${stamp}@drivers.fletx.app`);
    await personal.getByLabel('Phone Number').fill('4055550123');
    await personal.getByLabel('Lease agreement date').fill('15/01/2026');
    await personal.getByLabel('Fletx fee (%)').fill('12');
    await section('Ownership').getByLabel('Driver Owner').check();
    const owner = section('Owner contact');
    await owner.getByRole('textbox', { name: /^Owner\s*\*?$/ }).fill(`Hank ${last}`);
    await owner.getByLabel('Owner email').fill(`hank.owner.${stamp}@gmail.com`);
    await owner.getByLabel('Owner cell').fill('4055550124');
    const trailer = section('Trailer');
    await trailer.getByLabel('Has Trailer').check();
    await trailer.getByLabel('Leased to').fill('Ryder');
    await trailer.getByLabel('Financed By').fill('Wells Fargo Equipment Finance');
    const agreements = section('Agreements');
    await agreements.getByLabel(wholeLabel('Lease agreement')).setInputFiles(upload('lease.pdf'));
    await agreements.getByLabel('Driver license').setInputFiles(upload('license.pdf'));
    const worker = section('Worker insurance');
    await worker.getByLabel('Name of company').fill('Texas Mutual');
    const coverage = worker.getByLabel('Date of coverage');
    await coverage.fill('15/02/2026');
    // The calendar opens under the field on the typed month; a day picked there replaces the typed date.
    await page.screenshot({ path: '.tmp/screens/date-picker.png' });
    await page.getByRole('button', { name: '1 February 2026', exact: true }).click();
    await expect(coverage).toHaveValue('01/02/2026');
    const blocks: Array<[string, string, boolean]> = [
      ['Underlying commercial automobile liability coverage', 'UL', true],
      ['Cargo liability coverage', 'CG', true],
      ['Non-trucking liability insurance', 'NT', false],
      ['Occupational accident insurance', 'OA', true],
      ['Physical damage insurance on trailer', 'PD', true],
      ['Passenger insurance', 'PS', true],
    ];
    for (const [name, prefix, insurer] of blocks) {
      const block = section(name);
      await block.getByLabel('Policy No.').fill(`${prefix}-${stamp}`);
      await block.getByLabel('Amount (USD)').fill('100000');
      if (insurer) await block.getByLabel('Name of insurer').fill('Great West Casualty');
      await block.getByLabel('Effective date of coverage').fill('01/02/2026');
    }
    const logbook = section('Electronic logbook information');
    await logbook.getByLabel('Logbook user').fill(`hank.${stamp}@eld.fletx.app`);
    await logbook.getByLabel('Logbook password').fill('Logb00k#Hank');
    await chooseOption(page, logbook.getByLabel('Logbook provider'), 'CH ROBINSON');
    await expect(save).toBeEnabled();
    await page.screenshot({ path: '.tmp/screens/add-driver.png', fullPage: true });
    await save.click();
    await expect(page).toHaveURL(/\/fletx\/drivers$/);
    await expect(created).toHaveText((driversBefore + 1).toLocaleString('en-US'));

    await search(page, last.toLowerCase());
    const row = page.getByRole('row').filter({ hasText: last });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: `Edit Hank ${last}` }).click();
    await expect(page.getByLabel('First Name')).toHaveValue('Hank');
    await expect(section('Personal info').getByLabel('Lease agreement date')).toHaveValue('15/01/2026');
    await section('Owner contact').getByLabel('Owner cell').fill('4055550199');
    await section('Personal info').getByLabel('Fletx fee (%)').fill('14');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/fletx\/drivers$/);

    await search(page, last);
    await page.getByRole('link', { name: `View Hank ${last}` }).click();
    await expect(page).toHaveURL(/driver-information\?id=\d+$/);
    // The profile shows the owner's cell; the History panel below it shows the same value as changed.
    await expect(page.getByText('4055550199').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'History' }).getByText('4055550199')).toBeVisible();
    await expect(page.getByText('14 %')).toBeVisible();
    await chooseOption(page, page.getByPlaceholder('Select a status'), 'Approved');
    await page.getByLabel('Comments').fill('Insurance certificates checked by phone with the agent.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const history = page.getByRole('table', { name: 'Status history' });
    await expect(history.getByText('Insurance certificates checked by phone with the agent.')).toBeVisible();
    await page.getByRole('dialog', { name: 'Success' }).getByRole('button').first().click();
    await expect(page.getByRole('dialog', { name: 'Success' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Lease agreement' })).toBeVisible();
    await page.screenshot({ path: '.tmp/screens/driver-profile.png', fullPage: true });

    await page.goto('/fletx/drivers');
    await search(page, last);
    await page.getByRole('button', { name: `Delete Hank ${last}` }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /delete|yes/i })
      .click();
    await expect(page.getByRole('link', { name: `View Hank ${last}` })).toHaveCount(0);
  });
});
