import fs from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import {
  api,
  approvedDriver,
  DEMO_PASSWORD,
  driverBody,
  expect,
  expectNoTokenStored,
  logInThroughForm,
  newPerson,
  refreshCookieOf,
  test,
} from './support';

/**
 * Sessions (docs/decisions/0034-sessions.md): tokens out of the page's storage, a reload or a new tab signs in
 * again from the HttpOnly refresh cookie, tabs take turns to refresh, and a person sees and ends their
 * signed-in devices.
 */
const SHOTS = '.tmp/screens/sessions';

/** A back-office user of their own (no other test's sessions in their list), made by the admin. */
async function newStaffUser(admin: Page) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const user = {
    first_name: 'Sam',
    last_name: `Session ${stamp}`,
    email: `sam.${stamp}@example.com`,
    phone: '3055550142',
    role: 'Dispatcher',
    password: 'Sam#Sessions2026',
  };
  await api(admin, 'POST', '/api/user/create-user', user);
  return user;
}

/** The page shows the back office signed in (a page of the main area, not the login form). */
const expectSignedIn = (page: Page, heading: string) =>
  expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();

test('after login no token is in web storage, and a reload keeps the session', async ({ page }) => {
  await logInThroughForm(page);
  await expectNoTokenStored(page);
  await page.goto('/fletx/trucks');
  await expectSignedIn(page, 'Trucks');
  await page.reload();
  await expectSignedIn(page, 'Trucks');
  await expect(page).toHaveURL(/\/fletx\/trucks$/);
  await expectNoTokenStored(page);
});

test('two tabs stay signed in through refreshes at once, each with the cookie the other left', async ({
  page,
  context,
}) => {
  await logInThroughForm(page);
  // A second tab signs in again from the cookie (a refresh: the cookie rotates).
  const second = await context.newPage();
  await second.goto('/fletx/drivers');
  await expectSignedIn(second, 'Drivers');
  const refreshes: Array<Promise<string>> = [];
  context.on('request', (request) => {
    if (request.url().endsWith('/api/auth/refresh'))
      refreshes.push(request.allHeaders().then((headers) => headers.cookie ?? ''));
  });
  const answers = (tab: Page) =>
    tab.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'));
  // Both tabs reload at once: both refresh with the cookie; the lock makes the second wait for the first's
  // rotation, so neither replays a used token (which would end the session of both).
  const [first, other] = await Promise.all([answers(page), answers(second), page.reload(), second.reload()]);
  expect([first.status(), other.status()]).toEqual([200, 200]);
  const cookies = await Promise.all(refreshes);
  expect(cookies).toHaveLength(2);
  expect(new Set(cookies).size, 'each refresh sent a different cookie').toBe(2);
  await expectSignedIn(page, 'Admin Users');
  await expectSignedIn(second, 'Drivers');
  // Both go on working: each tab's API calls pass with its own token.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Trucks' })
    .click();
  await expectSignedIn(page, 'Trucks');
  await second
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Loads' })
    .click();
  await expectSignedIn(second, 'Loads');
  await expect(second.getByText('Yout session has expired')).toHaveCount(0);
});

/** Logs `user` in on a page of its own browser. */
async function signIn(page: Page, user: { email: string; password: string }) {
  await logInThroughForm(page, user.email, user.password);
}

test('the devices list shows both sessions, and ending the other signs it out', async ({
  page,
  browser,
  baseURL,
}) => {
  await logInThroughForm(page);
  const user = await newStaffUser(page);
  const laptop = page;
  await laptop.context().clearCookies();
  await signIn(laptop, user);
  const phone = await newPerson(browser, baseURL);
  await signIn(phone, user);

  await laptop.getByRole('button', { name: 'User menu' }).click();
  await laptop.getByRole('menuitem', { name: 'Signed-in devices' }).click();
  const dialog = laptop.getByRole('dialog', { name: 'Signed-in devices' });
  const table = dialog.getByRole('table', { name: 'Signed-in devices' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByText('This device')).toHaveCount(1);
  await expect(table).toContainText('Chrome');
  await expect(table).toContainText('127.0.0.1');
  fs.mkdirSync(SHOTS, { recursive: true });
  await dialog.screenshot({ path: `${SHOTS}/devices.png` });
  await laptop.screenshot({ path: `${SHOTS}/devices-page.png` });

  await table.getByRole('button', { name: /^End the session of/ }).click();
  await laptop
    .getByRole('dialog', { name: 'End this session?' })
    .getByRole('button', { name: 'End session' })
    .click();
  await expect(laptop.getByText('The session has been ended.')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: 'End all other sessions' })).toBeDisabled();

  // The phone's next call is refused and it goes to the login screen.
  await phone
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Trucks' })
    .click();
  await expect(phone).toHaveURL(/\/login\/auth$/);
  await phone.context().close();
});

test('the drivers app keeps no token in web storage, and a reload keeps the session', async ({
  page,
  browser,
  baseURL,
}) => {
  const dispatcher = await newPerson(browser, baseURL);
  await logInThroughForm(dispatcher);
  const stamp = Date.now().toString(36);
  const body = driverBody('Cookie', `Driver ${stamp}`, stamp, DEMO_PASSWORD);
  await approvedDriver(dispatcher, body);
  await (dispatcher.context() as BrowserContext).close();

  await page.goto('/driver/login');
  await page.getByLabel('Email').fill(body.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/driver\/$/);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expectNoTokenStored(page, 'fletx_driver_refresh');
  expect(await refreshCookieOf(page, 'fletx_driver_refresh')).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
    path: '/api/driver/auth',
  });
  await page.reload();
  await expect(page).toHaveURL(/\/driver\/$/);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/driver\/login$/);
  await expect.poll(() => refreshCookieOf(page, 'fletx_driver_refresh')).toBeUndefined();
});
