import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  api,
  approvedDriver,
  createLoad,
  DEMO_PASSWORD,
  driverBody,
  driverPost,
  driverTokenFor,
  expect,
  expectSuccess,
  logIn,
  newPerson,
  SCREENS,
  test,
} from './support';

/**
 * A tracking link on a broker's phone (issue 35, docs/product.md "Tracking links and check calls"): the
 * public page follows the load as the driver's app advances it, without a login; the broker's contact gets
 * the check call with the same link. Screenshots of the page and of the mail.
 */
const SHOTS = process.env.SHOTS_DIR ?? SCREENS;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTBOX = path.join(root, '.tmp', 'e2e-data', 'outbox');
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'en-US' };
/** The page asks again every 15 s: a change shows within that and a little more. */
const LIVE = { timeout: 25_000 };

test.use(PHONE);

/** The HTML part of the newest mail to `to` whose subject is `subject`, from the server's outbox. */
function mailHtml(to: string, subject: string): string | undefined {
  const files = fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX).filter((f) => f.endsWith('.eml')) : [];
  const eml = files
    .map((f) => fs.readFileSync(path.join(OUTBOX, f), 'utf8'))
    .find((m) => m.includes(`To: ${to}`) && m.includes(subject));
  if (!eml) return undefined;
  const part = /Content-Type: text\/html[\s\S]*?\r?\n\r?\n([\s\S]*?)\r?\n--/.exec(eml)?.[1] ?? '';
  const quoted = /Content-Type: text\/html[\s\S]*?Content-Transfer-Encoding: quoted-printable/i.test(eml);
  if (!quoted) return part;
  return part
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

test('a broker follows the load live on a phone, and gets the check call with the link', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const staff = await newPerson(browser, baseURL);
  await logIn(staff);
  const stamp = Date.now().toString(36);
  const loadNumber = `TRK-${stamp.slice(-6).toUpperCase()}`;
  const body = driverBody('Tia', `Track ${stamp}`, stamp, DEMO_PASSWORD);
  const driverId = await approvedDriver(staff, body);
  const loadId = await createLoad(staff, loadNumber, (drivers) => drivers.find((d) => d.id === driverId));
  const load = await api<{ info: Array<{ broker_id: number }> }>(
    staff,
    'GET',
    `/api/loadbook/find/${loadId}`,
  );
  const brokerId = load.info[0]?.broker_id;
  const broker = await api<{
    extraData: { brokerContactPeople: Array<{ id: number; contactName: string; email: string }> };
  }>(staff, 'GET', `/api/bookings/brokers/findDetailBroker/${brokerId}`);
  const contact = broker.extraData.brokerContactPeople[0];
  if (!contact) throw new Error('the demo broker has no contact');

  await test.step("the broker's check calls are chosen on its profile", async () => {
    await staff.goto(`/fletx/broker-profile?id=${brokerId}`);
    const form = staff.getByRole('form', { name: 'Check calls' });
    await form.getByRole('checkbox', { name: `${contact.contactName} <${contact.email}>` }).check();
    for (const event of ['At pickup', 'Delivered'])
      await form.getByRole('checkbox', { name: event, exact: true }).check();
    await form.getByLabel('Free time at a stop (minutes)').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Free time is a whole number of minutes from 0 to 1440')).toBeVisible();
    await staff.keyboard.press('Escape');
    await form.getByLabel('Free time at a stop (minutes)').fill('90');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(staff, 'The check calls have been saved.');
    await form.scrollIntoViewIfNeeded();
    await staff.screenshot({ path: `${SHOTS}/broker-check-calls.png`, fullPage: true });
    const saved = await api<{ contacts: number[]; events: string[]; detentionFreeMinutes: number }>(
      staff,
      'GET',
      `/api/brokers/${brokerId}/check-calls`,
    );
    expect(saved.contacts).toContain(contact.id);
    expect(saved.events).toEqual(expect.arrayContaining(['at_pickup', 'delivered']));
    expect(saved.detentionFreeMinutes).toBe(90);
  });

  await test.step('Carrier Settings let the tracking page show the exact point', async () => {
    await staff.goto('/fletx/settings/carrier');
    await staff.getByLabel("Show the truck's exact position on tracking links").check({
      force: true,
    });
    await staff.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(staff, 'The carrier settings have been saved.');
  });

  const link = await api<{ token: string; url: string }>(
    staff,
    'POST',
    `/api/loads/${loadId}/tracking-links`,
    {},
  );
  const driverToken = await driverTokenFor(staff, loadId);
  const step = (action: string) =>
    driverPost(staff, driverToken, `/api/driver/loads/${loadId}/${action}`, {});

  await test.step('the page opens without a login and shows the load', async () => {
    await page.goto(`/t/${link.token}`);
    await expect(page.getByRole('heading', { name: loadNumber })).toBeVisible();
    await expect(page.getByTestId('status')).toHaveText('New');
    await expect(page.getByRole('region', { name: 'Stops' })).toContainText('Pickup: Dallas, TX');
    await expect(page.getByRole('region', { name: 'Stops' })).toContainText('Delivery: Atlanta, GA');
    await expect(page.getByText('$2,450')).toHaveCount(0);
    // The back office's code is not downloaded: no Mantine styles, no back-office chunk.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(scripts.filter((s) => /back-office|mantine/i.test(s))).toEqual([]);
  });

  await test.step('the driver accepts, reaches pickup and sends a position: the page follows', async () => {
    await step('accept');
    await expect(page.getByTestId('status')).toHaveText('Accepted', LIVE);
    await step('advance');
    await step('advance');
    await driverPost(staff, driverToken, `/api/driver/loads/${loadId}/locations`, {
      points: [{ lat: 32.79, lon: -96.78, at: new Date().toISOString() }],
    });
    await expect(page.getByTestId('status')).toHaveText('At pickup', LIVE);
    await expect(page.getByRole('region', { name: 'Last position' })).toContainText('Near Dallas, TX');
    await expect(page.getByRole('region', { name: 'Last position' })).toContainText('(32.7900, -96.7800)');
    await expect(page.getByRole('region', { name: 'Estimated arrival' })).toContainText('at delivery');
    await page.screenshot({ path: `${SHOTS}/tracking-at-pickup.png`, fullPage: true });
  });

  await test.step('loaded and in transit: the ETA is to delivery; shown again at once when the tab is shown', async () => {
    await step('advance');
    await step('advance');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByTestId('status')).toHaveText('In transit', LIVE);
    await expect(page.getByRole('region', { name: 'Estimated arrival' })).toContainText('at delivery');
    await expect(page.getByRole('region', { name: 'Status history' })).toContainText('Loaded');
    await page.screenshot({ path: `${SHOTS}/tracking-in-transit.png`, fullPage: true });
  });

  await test.step('the check call at pickup carries the link; its HTML, rendered', async () => {
    let html: string | undefined;
    await expect
      .poll(() => (html = mailHtml(contact.email, `Load ${loadNumber}: At pickup`)), LIVE)
      .toBeTruthy();
    expect(html).toContain('/t/');
    const mail = await newPerson(browser, baseURL);
    await mail.setViewportSize({ width: 700, height: 600 });
    await mail.setContent(html ?? '');
    await expect(mail.getByRole('link', { name: 'Follow the load live' })).toBeVisible();
    await mail.screenshot({ path: `${SHOTS}/check-call-mail.png`, fullPage: true });
  });

  await test.step('revoked: the page says the link is gone', async () => {
    const links = await api<{ items: Array<{ id: number }> }>(
      staff,
      'GET',
      `/api/loads/${loadId}/tracking-links`,
    );
    for (const l of links.items) await api(staff, 'DELETE', `/api/tracking-links/${l.id}`);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Tracking link unavailable' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/tracking-revoked.png`, fullPage: true });
  });
});
