import type { Locator, Page } from '@playwright/test';
import { api, DEMO_PASSWORD, expect, logInAt, newPerson, SCREENS, test } from './support';

/**
 * docs/product.md "Dispatch board": a load dragged from the queue onto a driver's row is assigned and another
 * dispatcher's board shows it live; the keyboard's "Assign to…"; the override dialog of a blocked driver; time off
 * over a load, saved with a warning that names it.
 */

const SHOTS = `${SCREENS}/dispatch`;

const DISPATCHER = 'james.carter@fletx.app';
const OTHER = 'robert.miller@fletx.app';

type BoardDriver = {
  id: number;
  name: string;
  compliance: string;
  loads: Array<{ id: number; number: string; startAt: string; endAt: string }>;
};
type Board = { drivers: BoardDriver[] };

/** The first load of the queue the page shows (the board loaded). */
async function firstQueued(page: Page): Promise<{ number: string }> {
  const card = page.getByLabel('Unassigned loads').locator('[data-testid^="load-"]').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  return { number: String(await card.getAttribute('data-testid')).replace('load-', '') };
}

async function boardOf(page: Page): Promise<Board> {
  const now = Date.now();
  const from = new Date(now - 3 * 86_400_000).toISOString();
  const to = new Date(now + 7 * 86_400_000).toISOString();
  return api<Board>(page, 'GET', `/api/dispatch/board?from=${from}&to=${to}`);
}

/** Drags `source` onto `target` the way a person does: press, move in steps, release. */
async function drag(page: Page, source: Locator, target: Locator) {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width * 0.6, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

const laneOf = (page: Page, driverId: number) =>
  page.getByTestId(`driver-row-${driverId}`).locator('> div').nth(1);

test('a load dragged from the queue onto a driver is theirs, on another dispatcher’s board too, live', async ({
  page,
  browser,
  baseURL,
}) => {
  await logInAt(page, '/fletx/dispatch', DISPATCHER, DEMO_PASSWORD);
  const load = await firstQueued(page);
  const board = await boardOf(page);
  const driver = board.drivers.slice(0, 8).find((d) => d.compliance !== 'blocked');
  if (!driver) throw new Error('the demo has no free driver');
  await page.screenshot({ path: `${SHOTS}/board-1440.png` });

  const other = await newPerson(browser, baseURL);
  await logInAt(other, '/fletx/dispatch', OTHER, DEMO_PASSWORD);
  await expect(other.getByTestId(`load-${load.number}`)).toBeVisible();
  await expect(other.getByTestId('live-indicator')).toHaveAttribute('data-state', 'live');

  await drag(page, page.getByTestId(`load-${load.number}`), laneOf(page, driver.id));
  await expect(page.getByTestId('assigned-notice')).toContainText(
    `Load ${load.number} assigned to ${driver.name}`,
  );
  // In the driver's row and out of the queue, on this board and, within a second or two without reload, on
  // the other dispatcher's.
  await expect(page.getByTestId(`driver-row-${driver.id}`).getByTestId(`load-${load.number}`)).toBeVisible();
  await expect(page.getByLabel('Unassigned loads').getByTestId(`load-${load.number}`)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/assigned-with-undo.png`, animations: 'disabled' });
  await expect(other.getByTestId(`driver-row-${driver.id}`).getByTestId(`load-${load.number}`)).toBeVisible({
    timeout: 3000,
  });
  await expect(other.getByLabel('Unassigned loads').getByTestId(`load-${load.number}`)).toHaveCount(0);

  // Undo: back in the queue, on both boards.
  await page.getByTestId('assigned-notice').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel('Unassigned loads').getByTestId(`load-${load.number}`)).toBeVisible();
  await expect(other.getByLabel('Unassigned loads').getByTestId(`load-${load.number}`)).toBeVisible({
    timeout: 3000,
  });
  await other.context().close();
});

test('with the keyboard: a load’s menu, "Assign to…", a driver found by typing', async ({ page }) => {
  await logInAt(page, '/fletx/dispatch', DISPATCHER, DEMO_PASSWORD);
  const load = await firstQueued(page);
  const board = await boardOf(page);
  const driver = board.drivers.filter((d) => d.compliance !== 'blocked').at(-1);
  if (!driver) throw new Error('the demo has no free driver');
  await page.getByTestId(`load-${load.number}`).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Assign to…' }).click();
  const dialog = page.getByRole('dialog', { name: `Assign load ${load.number} to…` });
  await dialog.getByLabel('Driver').fill(driver.name);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Assign' }).press('Enter');
  await expect(page.getByTestId('assigned-notice')).toContainText(
    `Load ${load.number} assigned to ${driver.name}`,
  );
  await page.screenshot({ path: `${SHOTS}/keyboard-assigned.png`, animations: 'disabled' });
});

test('a blocked driver: the override dialog, for an Admin user', async ({ page }) => {
  await logInAt(page, '/fletx/dispatch');
  const load = await firstQueued(page);
  const board = await boardOf(page);
  const blocked = board.drivers.find((d) => d.compliance === 'blocked');
  if (!blocked) throw new Error('the demo has no blocked driver');
  await page.getByTestId(`load-${load.number}`).click();
  await page.getByRole('menuitem', { name: 'Assign to…' }).click();
  const dialog = page.getByRole('dialog', { name: `Assign load ${load.number} to…` });
  await dialog.getByLabel('Driver').fill(blocked.name);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Assign' }).click();
  const override = page.getByRole('dialog', { name: 'This driver cannot be dispatched' });
  await expect(override.getByTestId('compliance-block')).toBeVisible();
  await override.getByLabel('Override reason').fill('Renewal receipt seen at the terminal');
  await page.screenshot({ path: `${SHOTS}/override-dialog.png`, animations: 'disabled' });
  await override.getByRole('button', { name: 'Assign anyway' }).click();
  await expect(page.getByTestId('assigned-notice')).toContainText(
    `Load ${load.number} assigned to ${blocked.name}`,
  );
  await page.screenshot({ path: `${SHOTS}/warnings.png`, animations: 'disabled' });
});

test('time off over a load the driver has then is saved with a warning naming the load; a click removes it', async ({
  page,
}) => {
  await logInAt(page, '/fletx/dispatch', DISPATCHER, DEMO_PASSWORD);
  await firstQueued(page);
  const now = Date.now();
  const underWay = (l: BoardDriver['loads'][number]) =>
    Date.parse(l.startAt) <= now && now < Date.parse(l.endAt);
  const driver = (await boardOf(page)).drivers.slice(0, 8).find((d) => d.loads.some(underWay));
  const load = driver?.loads.find(underWay);
  if (!driver || !load) throw new Error('the demo has no driver on a trip among the first rows');
  // Today, the dialog's first day: the driver's trip runs through it.
  await page.getByRole('button', { name: `Time off for ${driver.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Time off for ${driver.name}` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('alert-warning')).toContainText(
    `Time off saved. ${driver.name} has load ${load.number} then: give it another driver on the board`,
  );
  await page.screenshot({ path: `${SHOTS}/time-off-over-a-load.png`, animations: 'disabled' });
  // Its name at the top of the row, above the load's bar.
  await page
    .getByRole('button', { name: `Day off of ${driver.name}: remove` })
    .click({ position: { x: 12, y: 6 } });
  await expect(page.getByTestId('alert-success')).toContainText(`Time off of ${driver.name} removed`);
});
