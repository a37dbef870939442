import { expect, logIn, logInAt, refreshCookieOf, SCREENS, test, watchConsole } from './support';

const NAV = [
  ['Admin Users', /\/fletx\/dispatchers-admin-users$/],
  ['Drivers', /\/fletx\/drivers$/],
  ['Trucks', /\/fletx\/trucks$/],
  ['Trailers', /\/fletx\/trailers$/],
  ['Bookings', /\/fletx\/bookings$/],
  ['Loads', /\/fletx\/loads$/],
  ['Reports', /\/fletx\/reports$/],
  ['Delivery Approval', /\/fletx\/delivery-approval$/],
  ['Brokers', /\/fletx\/brokers$/],
  ['Today', /\/fletx\/today$/],
  // Its name carries the unread badge ("Messages 3 unread").
  [/^Messages/, /\/fletx\/messages$/],
] as const;

test.describe('application shell and guards', () => {
  test('cannot reach /fletx without logging in', async ({ page }) => {
    await page.goto('/fletx/drivers');
    await expect(page).toHaveURL(/\/login\/auth$/);
    await page.goto('/fletx');
    await expect(page).toHaveURL(/\/login\/auth$/);
  });

  test('the side navigation reaches every area, each with its title', async ({ page }) => {
    await logIn(page);
    await page.goto('/fletx');
    await expect(page).toHaveURL(/\/fletx\/dispatchers-admin-users$/);
    await page.screenshot({ path: '.tmp/screens/shell.png', fullPage: true });
    // An admin's every area fits a 1440×900 window: the last one is in sight without scrolling the navigation.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Carrier Settings', exact: true })).toBeInViewport({
      ratio: 1,
    });
    for (const [name, url] of NAV) {
      await page.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    }
  });

  test('the bell toggles a 600 px notification panel', async ({ page }) => {
    await logIn(page);
    const bell = page.getByRole('button', { name: 'Notifications' });
    await bell.click();
    const panel = page.getByTestId('notification-panel');
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())?.width).toBe(600);
    await page.screenshot({ path: '.tmp/screens/notifications.png' });
    await bell.click();
    await expect(panel).toBeHidden();
  });

  test('logout clears the storage and the refresh cookie, and goes to the login screen', async ({ page }) => {
    await logIn(page);
    expect(await refreshCookieOf(page)).toBeDefined();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login\/auth$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await expect.poll(() => refreshCookieOf(page)).toBeUndefined();
    // A reload does not sign in again.
    await page.goto('/fletx/loads');
    await expect(page).toHaveURL(/\/login\/auth$/);
  });

  test('a logout while a list is on its way: no request refused, nothing in the console', async ({
    page,
  }) => {
    await logIn(page);
    // The users list is held until the server has ended the session: let through then, it would be refused.
    let held!: () => void;
    const listHeld = new Promise<void>((resolve) => {
      held = resolve;
    });
    let release!: () => void;
    const loggedOut = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/user/findBy/**', async (route) => {
      held();
      await loggedOut;
      await route.continue().catch(() => undefined);
    });
    const isList = (request: { url: () => string }) => request.url().includes('/api/user/findBy/');
    const listDone = Promise.race([
      page.waitForEvent('requestfailed', isList),
      page.waitForEvent('requestfinished', isList),
    ]);
    await page.reload();
    await listHeld;
    const seen = watchConsole(page);
    const logoutAnswer = page.waitForResponse('**/api/auth/logout');
    await page.getByRole('button', { name: 'Logout' }).click();
    await logoutAnswer;
    release();
    await listDone;
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/logout-list-on-its-way.png` });
    expect(seen).toEqual([]);
    // Nothing of the ended session is said on the login screen (it was a logout, not an expiry).
    await expect(page.getByText('Yout session has expired')).toHaveCount(0);
  });

  test('a session that expires while a page is open is ended', async ({ page }) => {
    // A real session (its API calls succeed); the browser's clock then jumps past the token's hour.
    await page.clock.install();
    await logInAt(page, '/fletx/trucks');
    await expect(page.getByRole('heading', { level: 1, name: 'Trucks' })).toBeVisible();
    await page.clock.fastForward('01:01:00');
    await expect(page.getByText('Yout session has expired')).toBeVisible();
    await expect(page).toHaveURL(/\/login\/auth$/);
    // Logged out: the server cleared the refresh cookie.
    await expect.poll(() => refreshCookieOf(page)).toBeUndefined();
  });

  test('the component gallery shows the shared widgets', async ({ page }) => {
    await logInAt(page, '/fletx/component-test');
    await expect(page.getByText('Required field').first()).toBeVisible();
    await page.screenshot({ path: '.tmp/screens/component-test.png', fullPage: true });
  });
});
