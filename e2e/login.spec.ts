import {
  ADMIN,
  DEMO_PASSWORD,
  expect,
  expectNoTokenStored,
  logIn,
  recoveryCodeFor,
  refreshCookieOf,
  test,
} from './support';

test.describe('login area', () => {
  test('the root goes to the login screen, which shows the logo and the tagline', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\/auth$/);
    await expect(page.getByText('Beyond freight transportation')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await page.screenshot({ path: '.tmp/screens/login.png', fullPage: true });
  });

  test("empty fields give 'The fields must not be empty'", async ({ page }) => {
    await page.goto('/login/auth');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('The fields must not be empty')).toBeVisible();
    await page.getByLabel('Email').fill('admin@fletx.app');
    await page.getByLabel('Password', { exact: true }).fill('   ');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('The fields must not be empty')).toBeVisible();
  });

  test('the email and password fields refuse spaces', async ({ page }) => {
    await page.goto('/login/auth');
    await page.getByLabel('Email').pressSequentially('ad min@fletx.app');
    await expect(page.getByLabel('Email')).toHaveValue('admin@fletx.app');
  });

  test("a wrong password shows the server's message", async ({ page }) => {
    await page.goto('/login/auth');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong#Password1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Incorrect username or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/login\/auth$/);
  });

  test('Enter submits, the shell shows the full name, and no token is in web storage', async ({ page }) => {
    await page.goto('/login/auth');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/fletx\/dispatchers-admin-users$/);
    await expect(page.getByTestId('user-full-name')).toHaveText(ADMIN.fullName);
    await expectNoTokenStored(page);
    // The refresh token: a cookie no script reads, sent only to /api/auth and never by another site.
    expect(await refreshCookieOf(page)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth',
    });
  });

  test('a logged-in user visiting the login area goes to the main area', async ({ page }) => {
    await logIn(page);
    await page.goto('/login/auth');
    await expect(page).toHaveURL(/\/fletx\/dispatchers-admin-users$/);
  });

  test('forgot password: rules, emailed code, new password, success banner', async ({ page }) => {
    const email = 'james.carter@fletx.app';
    await page.goto('/login/auth');
    await page.getByRole('link', { name: /forgot your password/i }).click();
    await expect(page).toHaveURL(/\/login\/validation-email$/);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('You must provide an email address')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/login\/auth$/);

    await page.goto('/login/validation-email');
    const sentAt = Date.now() - 1000;
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(`Email has been sent to ${email}`)).toBeVisible();
    await expect(page).toHaveURL(/\/login\/change-pass\?email=james\.carter(%40|@)fletx\.app$/);
    const code = await recoveryCodeFor(email, sentAt);

    const send = page.getByRole('button', { name: 'Send' });
    await send.click();
    await expect(page.getByText('All fields must not be empty')).toBeVisible();

    await page.getByLabel('Code').fill(code);
    await page.getByLabel('New Password', { exact: true }).fill('Changed#Pass123');
    await page.getByLabel('Re-enter your new password').fill('Changed#Pass124');
    await send.click();
    await expect(page.getByText('The passwords do not match')).toBeVisible();

    await page.getByLabel('New Password', { exact: true }).fill('weakpass');
    await page.getByLabel('Re-enter your new password').fill('weakpass');
    await send.click();
    await expect(page.getByText('The new password does not have the requirements')).toBeVisible();

    await page.getByLabel('New Password', { exact: true }).fill('Changed#Pass123');
    await page.getByLabel('Re-enter your new password').fill('Changed#Pass123');
    await send.click();
    await expect(page).toHaveURL(/\/login\/auth\?success/);
    await expect(page.getByText('Your password has been changed. You can log in now.')).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Incorrect username or password.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Changed#Pass123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/fletx\/dispatchers-admin-users$/);
    await expect(page.getByTestId('user-full-name')).toHaveText('James Carter');
  });

  test("change-pass without an email gives 'Email error'", async ({ page }) => {
    await page.goto('/login/change-pass');
    await page.getByLabel('Code').fill('123456');
    await page.getByLabel('New Password', { exact: true }).fill('Changed#Pass123');
    await page.getByLabel('Re-enter your new password').fill('Changed#Pass123');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Email error')).toBeVisible();
  });
});
