import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bookingStopKeys } from '@fletx/contract/bookings';
import { LOAD_STATUS, type LoadStatusId } from '@fletx/contract/load-status';
import type { Browser, Locator, Page } from '@playwright/test';
import { dallasToAtlanta, dallasToAtlantaStops } from '../apps/api/test/helpers/bodies';
import { expect, watchOpened } from './csp';
import { approvedDriver, driverLogIn, driverPost } from './drivers-support';
import { api } from './session-support';

/** Every spec's `test` and `expect`: a test fails on any Content-Security-Policy violation (csp.ts). */
export { expect, test } from './csp';
export {
  approvedDriver,
  blockedDriver,
  DEMO_PASSWORD,
  driverBody,
  driverPost,
  driverTokenFor,
} from './drivers-support';
export { accessTokenOf, api, expectNoTokenStored, refreshCookieOf, watchConsole } from './session-support';

export const ADMIN = { email: 'admin@fletx.app', password: 'Fletx#Admin2026', fullName: 'Fleet Admin' };

/** Where the specs leave their screenshots, for a person to look the screens over. */
export const SCREENS = '.tmp/screens';

/**
 * A spec's screenshot of the whole page as `${SCREENS}/<dir>/<name>.png`, the pointer moved away first (charts'
 * tooltips follow it). Answers the folder, for the files a spec saves beside them (a PDF).
 */
export async function shotIn(page: Page, dir: string, name: string): Promise<string> {
  const folder = `${SCREENS}/${dir}`;
  fs.mkdirSync(folder, { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
  return folder;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTBOX = path.join(root, '.tmp', 'e2e-data', 'outbox');

/**
 * Signs in as the back office does after a reload: POST /api/auth/login from the page's own browser (the refresh
 * cookie and its hint land in its jar), then the landing page, Admin Users, signed in from that cookie. The form
 * itself is walked by `logInThroughForm` in the flows about signing in (login, sessions, two-factor sign-in, the
 * first visit); the others start here, a page load sooner.
 */
export async function logIn(page: Page, email = ADMIN.email, password = ADMIN.password) {
  await logInAt(page, '/fletx/dispatchers-admin-users', email, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Users' })).toBeVisible();
}

/** Signs in as `logIn` does, opening the flow's first page instead of the landing page (one page load fewer). */
export async function logInAt(page: Page, at: string, email = ADMIN.email, password = ADMIN.password) {
  await signIn(page, email, password);
  // The page's own refresh must be over before a test's `api` rotates the cookie: the same refresh token shown
  // twice ends the session (docs/product.md "Sessions").
  const restored = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/refresh');
  await page.goto(at);
  expect((await restored).ok()).toBe(true);
}

/**
 * Signs in without opening a page, for a flow that prepares its data through `api` first: the refresh cookie and
 * its hint land in the page's jar, and the first page the flow opens is signed in from them.
 */
export async function signIn(page: Page, email = ADMIN.email, password = ADMIN.password) {
  const answer = await page.request.post('/api/auth/login', { data: { name: email, password } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** Signs in through the login form, as a person does, and lands on Admin Users. */
export async function logInThroughForm(page: Page, email = ADMIN.email, password = ADMIN.password) {
  await page.goto('/login/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/fletx\/dispatchers-admin-users$/);
}

/**
 * A second person's browser: a context of its own (its own storage, so its own session) with the tests'
 * address and window size, for tests where two people work on the same record at once.
 */
export async function newPerson(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await watchOpened(
    await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' }),
  );
  return context.newPage();
}

/**
 * The newest recovery or invitation code mailed to `email`, read from the server's outbox (SMTP_URL unset).
 */
export async function recoveryCodeFor(email: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      const files = fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX).filter((f) => f.endsWith('.eml')) : [];
      const mails = files
        .map((f) => ({ f, at: fs.statSync(path.join(OUTBOX, f)).mtimeMs }))
        .filter((m) => m.at >= after)
        .sort((a, b) => b.at - a.at)
        .map((m) => fs.readFileSync(path.join(OUTBOX, m.f), 'utf8'))
        .filter((eml) => new RegExp(`^To: ${email.replace(/[.]/g, '\\.')}$`, 'm').test(eml));
      code = /(?:verification|authentication) code is (?:<strong[^>]*>)?(\d{6})/.exec(mails[0] ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

/** The load form's body: Dallas, TX → Atlanta, GA, for this broker and driver. */
export const loadFormBody = (brokerId: number, driverId: number, idNumber: string) =>
  dallasToAtlanta(brokerId, driverId, idNumber, ['2026-11-21', '2026-11-22']);

/**
 * A new booking (Dallas, TX → Atlanta, GA) of the first approved broker, picked up on `days[0]`: a date
 * later than the demo's puts it first on the Bookings page (latest pickup first). Answers its id.
 */
export async function createBooking(page: Page, idNumber: string, days: [string, string]): Promise<number> {
  const brokers = await api<Array<{ id: number }>>(page, 'GET', '/api/bookings/brokers/listApproved');
  if (!brokers[0]) throw new Error('the demo data has no approved broker');
  const booking = await api<{ id: number }>(page, 'POST', '/api/bookings/manualCreate', {
    idNumber,
    loadBrokerId: brokers[0].id,
    distance: 781,
    ...dallasToAtlantaStops(bookingStopKeys, days),
    productName: 'Canned goods',
    freightCompany: 2450.5,
    loadWeight: 42000,
    trailerType: 1,
    lenght: '53 ft',
    loadType: 'FTL',
  });
  return booking.id;
}

/**
 * A new load (status 2) for the first approved broker and the given approved demo driver, as the load form
 * sends it: Dallas, TX → Atlanta, GA unless `overrides` say otherwise. Answers its id.
 */
export async function createLoad(
  page: Page,
  idNumber: string,
  pickDriver: (drivers: Array<{ id: number; name: string }>) => { id: number } | undefined,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const drivers = await api<Array<{ id: number; name: string }>>(page, 'GET', '/api/loadbook/drivers');
  const brokers = await api<Array<{ id: number }>>(page, 'GET', '/api/bookings/brokers/listApproved');
  const driver = pickDriver(drivers);
  if (!driver || !brokers[0]) throw new Error('the demo data has no approved driver or broker');
  const created = await api<{ id: number }>(page, 'POST', '/api/loadbook/manualCreate', {
    ...loadFormBody(brokers[0].id, driver.id, idNumber),
    ...overrides,
  });
  return created.id;
}

/**
 * A new load `idNumber` delivered (status 10) by a new approved driver (`body`: the driver form's, with a
 * password), driven there through the driver API as the phone would: accept, then each step to Delivered.
 */
export async function deliveredByNewDriver(
  page: Page,
  body: { email: string; password: string },
  idNumber: string,
): Promise<{ driverId: number; loadId: number }> {
  const driverId = await approvedDriver(page, body);
  const loadId = await createLoad(page, idNumber, (drivers) => drivers.find((d) => d.id === driverId));
  const token = await driverLogIn(page, body.email, body.password);
  await driverPost(page, token, `/api/driver/loads/${loadId}/accept`, {});
  // 4 Accepted → 5 → 6 → 7 → 8 → 9 → 10 Delivered.
  for (let step: number = LOAD_STATUS.accepted; step < LOAD_STATUS.delivered; step += 1)
    await driverPost(page, token, `/api/driver/loads/${loadId}/advance`, {});
  return { driverId, loadId };
}

/** The unread count the bell announces (0 when it says just "Notifications"). */
export async function bellUnreadCount(page: Page): Promise<number> {
  const label = (await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label')) ?? '';
  return Number(/\((\d+) unread\)/.exec(label)?.[1] ?? 0);
}

/** The success popup shows the server's message; Escape closes it before going on. */
export async function expectSuccess(page: Page, message: string | RegExp) {
  const dialog = page.getByRole('dialog').filter({ hasText: message });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** `text` as a RegExp source that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field's whole label (required fields' labels end with an asterisk). */
export function wholeLabel(label: string): RegExp {
  return new RegExp(`^${escapeRegExp(label)}( \\*)?$`);
}

/** A form field by its whole label. */
export const field = (page: Page, label: string) => page.getByLabel(wholeLabel(label));

/**
 * Opens a select (by its whole label, or the select itself) and picks the option named exactly `option` (or the
 * first whose name matches a RegExp), or the first option when none is given.
 */
export async function chooseOption(page: Page, select: string | Locator, option?: string | RegExp) {
  const box = typeof select === 'string' ? page.getByRole('combobox', { name: wholeLabel(select) }) : select;
  await box.click();
  const options =
    option === undefined ? page.getByRole('option') : page.getByRole('option', { name: option, exact: true });
  await options.first().click();
}

/**
 * Fills the places, cargo and equipment the booking and load forms share (Hy-Vee DC, Ankeny IA to Cub Foods DC,
 * Eagan MN: 41,000 lbs of dairy in a 53 ft reefer at `tripRate`); the caller fills the ids and times.
 */
export async function fillTripPlacesAndCargo(page: Page, tripRate: string) {
  await page.getByLabel('Pickup facility name').fill('Hy-Vee DC');
  await field(page, 'Pickup ZIP code').fill('50021');
  await chooseOption(page, 'Pickup state', 'IA — Iowa');
  await field(page, 'Pickup city').fill('Ankeny');
  await page.getByLabel('Delivery facility name').fill('Cub Foods DC');
  await field(page, 'Delivery ZIP code').fill('55121');
  await chooseOption(page, 'Delivery state', 'MN — Minnesota');
  await field(page, 'Delivery city').fill('Eagan');
  await page.getByLabel('Product name').fill('Dairy');
  await page.getByLabel('Trip rate (USD)').fill(tripRate);
  await chooseOption(page, 'Load type', 'FTL');
  await page.getByLabel('Weight (lbs)').fill('41000');
  await chooseOption(page, 'Trailer type', 'Reefer');
  await page.getByLabel('Trailer dimensions').fill('53 ft');
}

/** Logs in, opens a list page and waits for its table (by name) to show a first row. */
export async function openListPage(page: Page, path: string, heading: string, tableName: string) {
  await logIn(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  const table = page.getByRole('table', { name: tableName });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table;
}

/** A small real PDF: the server checks files by their bytes. */
export function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}

/** A 1×1 PNG. */
export function png(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
}

/** A file for a file input or chooser: `name` with the bytes of `pdf()` or `png()` by its extension. */
export function upload(name: string) {
  return name.endsWith('.png')
    ? { name, mimeType: 'image/png', buffer: png() }
    : { name, mimeType: 'application/pdf', buffer: pdf() };
}

type LoadRow = { id: number; id_number: string; loadbook_status_id: number };
/** The demo's loads are numbered LD-…; the specs' own loads (driven through statuses of their own) are not. */
const isDemoLoad = (load: LoadRow) => load.id_number.startsWith('LD-');

/** An active load (among the newest 100) at `status`, found through the API; `demoOnly`: one of the demo's. */
export async function activeLoadIn(page: Page, status: LoadStatusId, demoOnly = false): Promise<LoadRow> {
  const list = await api<{ info: LoadRow[] }>(page, 'GET', '/api/loadbook/findAllActive?take=100');
  const load = list.info.find((l) => l.loadbook_status_id === status && (!demoOnly || isDemoLoad(l)));
  if (!load) throw new Error(`no active load at status ${status}`);
  return load;
}

/** The value a count card (by its label) shows. */
export const statCard = (page: Page, label: string) =>
  page.getByTestId('stat-card').filter({ hasText: label }).getByTestId('stat-card-value');

/**
 * On a load's details page: clicks the action button `action` (End service, Confirm service, …), confirms it
 * in its popup and expects the server's message `The load's status is now <status>.`.
 */
export async function loadAction(page: Page, action: string, status: string) {
  await page.getByRole('button', { name: action }).click();
  await page.getByRole('dialog', { name: action }).getByRole('button', { name: action }).click();
  await expectSuccess(page, `The load's status is now ${status}.`);
}

/**
 * On a delivery's approval page: approves it, confirming in the popup first (an approval cannot be undone),
 * and expects the server's message and the Approve button gone.
 */
export async function approveDelivery(page: Page) {
  await page.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: 'Approve delivery?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expectSuccess(page, 'The delivery has been approved.');
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
}

export type TruckRow = { id: number; licenseplate_number: string; unit_number: string; is_deleted: boolean };

/** The newest active truck (through the API). */
export async function activeTruck(page: Page): Promise<TruckRow> {
  const list = await api<{ items: TruckRow[] }>(page, 'GET', '/api/vehicle/?page=1&take=20');
  const truck = list.items.find((t) => !t.is_deleted);
  if (!truck) throw new Error('the demo data has no active truck');
  return truck;
}

/** A text field of a form by its exact label (its value is replaced by `fill`). */
export const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** Scrolls the page so that `target` stands at the top of the window, under the sticky header (screenshots). */
export async function scrollToTop(target: Locator) {
  await target.evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -72);
  });
}

/**
 * Fills the new-load form (Coyote Logistics, Ankeny IA → Eagan MN, 15–16/02/2026) but its driver, which the
 * caller chooses. `typed`: the pickup close time goes in key by key, and the delivery open time as the ISO
 * text a native datetime-local input takes (both are understood too).
 */
export async function fillLoadFormButDriver(page: Page, idNumber: string, typed = false) {
  await field(page, 'ID number').fill(idNumber);
  await chooseOption(page, 'Broker', 'Coyote Logistics');
  await page.getByLabel('Distance (miles)').fill('612');
  await field(page, 'Pickup open time').fill('15/02/2026 08:00');
  const pickupClose = field(page, 'Pickup close time');
  await (typed ? pickupClose.pressSequentially('15/02/2026 11:30') : pickupClose.fill('15/02/2026 11:30'));
  await field(page, 'Delivery open time').fill(typed ? '2026-02-16T13:00' : '16/02/2026 13:00');
  await fillTripPlacesAndCargo(page, '2450.50');
}
