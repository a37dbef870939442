import { generate } from 'otplib';
import { api, expect, logIn, logInThroughForm, newPerson, refreshCookieOf, SCREENS, test } from './support';

const SHOTS = `${SCREENS}/two-factor`;
const PASSWORD = 'Fletx#TwoFactor2026';

/** The code an authenticator app shows for `secret`, `steps` 30-second periods from now. */
const codeOf = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

test.describe('two-factor sign-in', () => {
  test('set up from the user menu, then used to log in', async ({ page, browser, baseURL }) => {
    // A user of this test only: turning two-factor sign-in on changes how they log in.
    await logIn(page);
    const email = `tess.factor.${Date.now()}@fletx.test`;
    await api(page, 'POST', '/api/user/create-user', {
      first_name: 'Tess',
      last_name: 'Factor',
      email,
      phone: '2145550199',
      role: 'Dispatcher',
      password: PASSWORD,
    });

    const tess = await newPerson(browser, baseURL);
    await logInThroughForm(tess, email, PASSWORD);
    await tess.getByRole('button', { name: 'User menu' }).click();
    await tess.getByRole('menuitem', { name: 'Two-factor sign-in' }).click();
    await expect(tess).toHaveURL(/\/fletx\/two-factor$/);
    await expect(tess.getByText('Off', { exact: true })).toBeVisible();
    await tess.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

    await expect(tess.getByRole('img', { name: 'QR code to scan with an authenticator app' })).toBeVisible();
    const written = (await tess.getByTestId('two-factor-secret').textContent()) ?? '';
    expect(written).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const secret = written.replace(/\s/g, '');
    await tess.screenshot({ path: `${SHOTS}/setup-qr-and-secret.png`, fullPage: true });

    const codeField = tess.getByLabel('2. Enter the 6-digit code the app shows');
    await codeField.fill('12');
    await tess.getByRole('button', { name: 'Turn on' }).click();
    await expect(tess.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
    await codeField.fill(await codeOf(secret));
    await tess.getByRole('button', { name: 'Turn on' }).click();

    const codes = tess.getByTestId('recovery-codes');
    await expect(codes).toBeVisible();
    await expect(codes.getByText(/^[a-z0-9]{4}-[a-z0-9]{4}$/)).toHaveCount(10);
    await expect(tess.getByRole('button', { name: 'Copy' })).toBeVisible();
    const download = tess.waitForEvent('download');
    await tess.getByRole('button', { name: 'Download .txt' }).click();
    expect((await download).suggestedFilename()).toBe('fletx-recovery-codes.txt');
    await tess.screenshot({ path: `${SHOTS}/setup-recovery-codes.png`, fullPage: true });
    const done = tess.getByRole('button', { name: 'Done' });
    await expect(done).toBeDisabled();
    await tess.getByLabel('I have saved them').check();
    await done.click();
    await expect(tess.getByText('On', { exact: true })).toBeVisible();
    await expect(tess.getByText(/Recovery codes left:\s*10/)).toBeVisible();

    // Log out and in again: after the password, the code step.
    await tess.getByRole('button', { name: 'Logout' }).click();
    await tess.getByLabel('Email').fill(email);
    await tess.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await tess.getByRole('button', { name: 'Log in' }).click();
    const step = tess.getByRole('form', { name: 'Two-factor sign-in form' });
    await expect(step).toBeVisible();
    await expect(tess.getByRole('button', { name: 'Use a recovery code instead' })).toBeVisible();
    // No session before the code: no refresh cookie yet.
    expect(await refreshCookieOf(tess)).toBeUndefined();
    await tess.screenshot({ path: `${SHOTS}/login-code-step.png`, fullPage: true });

    const loginCode = tess.getByLabel('6-digit code');
    const next = await codeOf(secret, 1);
    await loginCode.fill(next === '000000' ? '111111' : '000000');
    await tess.getByRole('button', { name: 'Verify' }).click();
    await expect(tess.getByText('This code is not right.', { exact: false })).toBeVisible();
    await tess.screenshot({ path: `${SHOTS}/login-code-step-error.png`, fullPage: true });

    // The code of the next step: the one used to turn it on cannot be used again.
    await loginCode.fill(next);
    await tess.getByRole('button', { name: 'Verify' }).click();
    await expect(tess).toHaveURL(/\/fletx\/dispatchers-admin-users$/);
    await expect(tess.getByTestId('user-full-name')).toHaveText('Tess Factor');

    // Tess loses her phone and her recovery codes: an administrator turns it off in Admin Users.
    await page.goto('/fletx/dispatchers-admin-users');
    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill(email);
    await search.press('Enter');
    await page.getByRole('button', { name: 'Turn off two-factor sign-in of Tess Factor' }).click();
    const confirm = page.getByRole('dialog', { name: 'Turn off two-factor sign-in?' });
    await expect(confirm).toContainText('logs in with the password alone');
    await page.screenshot({ path: `${SHOTS}/admin-turns-it-off.png`, fullPage: true });
    await confirm.getByRole('button', { name: 'Turn it off' }).click();
    await expect(page.getByText('Two-factor sign-in is off for this user', { exact: false })).toBeVisible();

    await tess.getByRole('button', { name: 'Logout' }).click();
    await logInThroughForm(tess, email, PASSWORD);
    await expect(tess.getByTestId('user-full-name')).toHaveText('Tess Factor');
  });
});
