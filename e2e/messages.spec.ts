import { watchOpened } from './csp';
import { driverLogIn as driverToken } from './drivers-support';
import {
  approvedDriver,
  createLoad,
  DEMO_PASSWORD,
  driverBody,
  driverPost,
  expect,
  logIn,
  shotIn,
  signIn,
  test,
} from './support';

/**
 * Messages between dispatch and drivers (docs/decisions/0066-driver-messages.md): a dispatcher writes from a
 * load's page, the driver on a phone (a browser of their own) sees it and answers, and the dispatcher sees the
 * answer arrive live: the navigation's unread badge, the conversation's, then the thread.
 */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'en-US' };

test('a dispatcher writes about a load, the driver answers from the phone, the answer shows live', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await logIn(page);
  const stamp = Date.now().toString(36);
  const body = driverBody('Mia', `Messages ${stamp}`, stamp, DEMO_PASSWORD);
  const driverId = await approvedDriver(page, body);
  const loadNumber = `MSG-${stamp.slice(-6).toUpperCase()}`;
  const loadId = await createLoad(page, loadNumber, (drivers) => drivers.find((d) => d.id === driverId));
  // The driver took the load: it is their current one, which a message from the phone is about by default.
  await driverPost(
    page,
    await driverToken(page, body.email, DEMO_PASSWORD),
    `/api/driver/loads/${loadId}/accept`,
    {},
  );

  await test.step('the dispatcher writes from the load’s page', async () => {
    await page.goto(`/fletx/load-details/general-info?id=${loadId}`);
    await page.getByRole('link', { name: 'Message driver' }).click();
    await expect(page).toHaveURL(new RegExp(`/fletx/messages\\?driverId=${driverId}&loadId=${loadId}$`));
    await expect(page.getByTestId('composer-load')).toHaveText(`About Load ${loadNumber}`);
    await shotIn(page, 'messages', 'about-load');
    const field = page.getByRole('textbox', { name: 'Message' });
    await field.fill('Please call the receiver');
    await field.press('Shift+Enter');
    await field.pressSequentially('before 3 pm.');
    await field.press('Enter');
    const sent = page.getByTestId('message').last();
    await expect(sent).toContainText('Please call the receiver\nbefore 3 pm.');
    await expect(sent.getByRole('link', { name: `Load ${loadNumber}` })).toBeVisible();
    await expect(field).toHaveValue('');
  });

  const unreadBadge = () =>
    page.getByRole('navigation', { name: 'Main navigation' }).getByLabel(/^\d+ unread$/);
  let unreadBefore = 0;
  const phone = await (await watchOpened(await browser.newContext({ baseURL, ...PHONE }))).newPage();
  await test.step('the driver sees it on the phone and answers', async () => {
    await phone.goto('/driver/');
    await phone.getByLabel('Email').fill(body.email);
    await phone.getByLabel('Password').fill(DEMO_PASSWORD);
    await phone.getByRole('button', { name: 'Log in' }).tap();
    const link = phone.getByTestId('messages-link');
    await expect(link.getByRole('status', { name: '1 unread' })).toBeVisible();
    await link.tap();
    await expect(phone.getByTestId('driver-message')).toHaveCount(1);
    await expect(phone.getByTestId('driver-message')).toContainText('before 3 pm.');
    // The phone names the load by its number, as the driver's cards do.
    await expect(phone.getByText(`About load ${loadNumber}`)).toBeVisible();
    await shotIn(phone, 'messages', 'driver-phone');
    // The dispatcher looks elsewhere meanwhile: the answer must reach them without a reload.
    await page.getByRole('link', { name: 'Loads', exact: true }).click();
    await expect(page).toHaveURL(/\/fletx\/loads$/);
    // The URL changes as the navigation starts; the conversation stays on screen (and would read the answer)
    // until the Loads page has come.
    await expect(page.getByRole('heading', { level: 1, name: 'Loads' })).toBeVisible();
    unreadBefore = Number(await unreadBadge().textContent());
    await phone.getByRole('textbox', { name: 'Message' }).fill('Will do, calling now.');
    await phone.getByRole('button', { name: 'Send', exact: true }).tap();
    await expect(phone.getByTestId('driver-message').last()).toContainText('Will do, calling now.');
    await expect(phone.getByTestId('driver-message').last()).toContainText(`Load ${loadNumber}`);
  });

  await test.step('the dispatcher sees the answer live: the badges, then the thread', async () => {
    // The badge counts the answer while the Loads page stays as it was (the demo has unread ones of its own).
    await expect(unreadBadge()).toHaveText(String(unreadBefore + 1));
    await expect(page).toHaveURL(/\/fletx\/loads$/);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /^Messages/ })
      .click();
    const conversation = page.getByRole('listitem', {
      name: new RegExp(`^Mia Messages ${stamp}, 1 unread$`),
    });
    await expect(conversation).toContainText('Will do, calling now.');
    await conversation.click();
    await expect(page.getByTestId('message').last()).toContainText('Will do, calling now.');
    await expect(page.getByRole('listitem', { name: `Mia Messages ${stamp}` })).toBeVisible();
    await shotIn(page, 'messages', 'back-office');
  });

  await test.step('the driver sees the dispatcher read it', async () => {
    await expect(phone.getByTestId('driver-message').last()).toContainText('Read');
  });
  await phone.context().close();
});

test('New message: a driver with no conversation yet is written to, then opened again', async ({ page }) => {
  await signIn(page);
  const stamp = Date.now().toString(36);
  const name = `Noa Newcomer ${stamp}`;
  const driverId = await approvedDriver(page, driverBody('Noa', `Newcomer ${stamp}`, stamp, DEMO_PASSWORD));
  await page.goto('/fletx/messages');
  await expect(page.getByRole('listitem', { name })).toHaveCount(0);
  await page.getByRole('button', { name: 'New message' }).click();
  const dialog = page.getByRole('dialog', { name: 'New message' });
  const picker = dialog.getByRole('combobox', { name: 'Driver' });
  await picker.fill(`Newcomer ${stamp}`);
  await page.getByRole('option', { name }).click();
  await shotIn(page, 'messages', 'new-message');
  await dialog.getByRole('button', { name: 'Write' }).click();
  await expect(page).toHaveURL(new RegExp(`/fletx/messages\\?driverId=${driverId}$`));
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Message' });
  await field.fill('Welcome aboard, call dispatch when you are ready.');
  await field.press('Enter');
  await expect(page.getByTestId('message').last()).toContainText('Welcome aboard');
  await expect(page.getByRole('listitem', { name })).toContainText('You: Welcome aboard');
  // Once written to, the driver is in the list and still offered by New message, which opens that conversation.
  await page.goto('/fletx/messages');
  await page.getByRole('button', { name: 'New message' }).click();
  await dialog.getByRole('combobox', { name: 'Driver' }).fill(`Newcomer ${stamp}`);
  // (The open list is a popup of its own, outside the dialog.)
  await page.getByRole('option', { name }).click();
  await dialog.getByRole('button', { name: 'Write' }).click();
  await expect(page).toHaveURL(new RegExp(`/fletx/messages\\?driverId=${driverId}$`));
  await expect(page.getByTestId('message').last()).toContainText('Welcome aboard');
});
