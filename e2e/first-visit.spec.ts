import { api, expect, logInThroughForm, SCREENS, signIn, test, watchConsole } from './support';

const SHOTS = `${SCREENS}/first-visit`;

test.describe('a first visit (docs/history.md "The first visit, walked")', () => {
  test('the login pages of a browser that never signed in ask no refresh: a clean console', async ({
    page,
  }) => {
    const seen = watchConsole(page);
    await page.goto('/fletx/loads');
    await expect(page).toHaveURL(/\/login\/auth$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.goto('/driver/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/driver-login.png` });
    expect(seen).toEqual([]);

    // Signed in, a reload and a new tab still restore the session from the cookie (the hint says there is one).
    await logInThroughForm(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Users' })).toBeVisible();
    const tab = await page.context().newPage();
    await tab.goto('/fletx/drivers');
    await expect(tab.getByRole('heading', { level: 1, name: 'Drivers' })).toBeVisible();
    await tab.close();
    expect(seen).toEqual([]);

    // Logging out from a page of many queries (Today) leaves the console clean too: the shell's queries are
    // not asked again without a session on the way out.
    await page.goto('/fletx/today');
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login\/auth$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);

    // Logged out, the login page again asks nothing.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/login.png` });
    expect(seen).toEqual([]);
  });

  test("a demo driver's edit saves as it opens: the agreements are on file", async ({ page }) => {
    await signIn(page);
    const found = await api<{ items: Array<{ id: number; name: string }> }>(
      page,
      'GET',
      '/api/user/all/info/drivers?page=1&take=10&search=Curtis%20Perez',
    );
    const driver = found.items.find((d) => d.name === 'Curtis Perez');
    await page.goto(`/fletx/add-driver?id=${driver?.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit driver' })).toBeVisible();
    const agreements = page.getByRole('region', { name: 'Agreements' });
    await expect(agreements.getByText('Stored; choose a file to replace it')).toHaveCount(2);
    await expect(agreements.getByText('Required field')).toHaveCount(0);
    await agreements.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/driver-edit-agreements.png` });
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page).toHaveURL(/\/fletx\/drivers$/);
    await expect(page.getByText('Driver updated successfully')).toBeVisible();
  });
});
