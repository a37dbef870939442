import fs from 'node:fs';
import type { LoadProgress } from '@fletx/contract/check-calls';
import { zonedInputOf } from '@fletx/contract/stop-times';
import type { Page } from '@playwright/test';
import { driverBody } from './drivers-support';
import {
  api,
  DEMO_PASSWORD,
  deliveredByNewDriver,
  expect,
  expectSuccess,
  SCREENS,
  signIn,
  test,
} from './support';

/**
 * A stop's times corrected from the signed bill of lading (docs/decisions/0067-stop-times-corrected-by-the-office.md):
 * the driver tapped Delivered on arrival; the office types the bill's in and out times on the carrier's clock,
 * the times are marked "office" and the detention proposed for the invoice appears; a stale form says who saved
 * since and reloads; Clear takes the driver's steps again. Screenshots of the form and of the panel.
 */
const SHOTS = process.env.SHOTS_DIR ?? SCREENS;
const MINUTE = 60_000;

/** An instant as the form's date-time input takes it on `zone`'s clock: dd/MM/yyyy HH:mm. */
function typed(at: number, zone: string): string {
  const [day, time] = zonedInputOf(new Date(at).toISOString(), zone).split('T');
  const [y, m, d] = (day ?? '').split('-');
  return `${d}/${m}/${y} ${time}`;
}

const progressOf = (page: Page, loadId: number) =>
  api<LoadProgress>(page, 'GET', `/api/loads/${loadId}/progress`);

test('the office corrects a delivery’s times from the bill of lading and the detention follows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  await signIn(page);
  const stamp = Date.now().toString(36);
  const body = driverBody('Bo', `Bill ${stamp}`, stamp, DEMO_PASSWORD);
  const { loadId } = await deliveredByNewDriver(page, body, `BOL-${stamp.slice(-6).toUpperCase()}`);
  const { timeZone } = await api<{ timeZone: string }>(page, 'GET', '/api/carrier-settings/time-zone');
  const before = await progressOf(page, loadId);
  expect(before.detentionProposalCents).toBe(0);

  await page.goto(`/fletx/load-details/general-info?id=${loadId}`);
  const panel = page.getByTestId('tracking-panel');
  const delivery = panel.getByRole('table', { name: 'Detention' }).getByRole('row', { name: /^Delivery/ });
  // The panel is a chunk of its own, fetched once the page shows.
  await expect(delivery).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole('button', { name: /^Add detention/ })).toHaveCount(0);

  const now = Date.now();
  const inAt = now - 5 * 60 * MINUTE;
  const outAt = now - 60 * MINUTE;
  const form = page.getByRole('form', { name: 'Delivery times' });

  await test.step('a departure before the arrival is refused under its field', async () => {
    await panel.getByRole('button', { name: 'Edit times of the delivery' }).click();
    await form.getByLabel(/^Arrived/).fill(typed(inAt, timeZone));
    await form.getByLabel(/^Left/).fill(typed(inAt - 30 * MINUTE, timeZone));
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('The departure must not be before the arrival')).toBeVisible();
  });

  await test.step('the bill’s in and out times are saved on the carrier’s clock; detention shows', async () => {
    await form.getByLabel(/^Left/).fill(typed(outAt, timeZone));
    await form.getByText('The times on the signed bill of lading').click();
    await page.screenshot({ path: `${SHOTS}/stop-times-form.png` });
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Stop times saved');
    await expect(form).toHaveCount(0);
    const after = await progressOf(page, loadId);
    const stop = after.stops.find((s) => s.type === 'delivery');
    expect(stop).toMatchObject({ arrivedSource: 'office', departedSource: 'office', minutesOnSite: 240 });
    expect(after.detentionProposalCents).toBeGreaterThan(0);
    await expect(delivery.getByTestId('office-delivery-arrived')).toBeVisible();
    await expect(delivery.getByTestId('office-delivery-departed')).toBeVisible();
    await expect(delivery.getByRole('cell', { name: '4 h 00' })).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Add detention \$\d/ })).toBeVisible();
    await delivery.getByTestId('office-delivery-arrived').hover();
    await expect(page.getByRole('tooltip')).toContainText('Corrected by Fleet Admin');
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/stop-times-panel.png`, fullPage: true });
  });

  await test.step('the History says which time changed, from what to what', async () => {
    const history = page.getByRole('table', { name: 'History' });
    const entry = history.getByRole('row', { name: /Delivery times corrected/ }).first();
    // A first correction's times are the values it started with: folded under one button.
    await entry.getByRole('button', { name: 'Show the 2 values it started with' }).click();
    await expect(entry.getByText('Delivery › Arrival (office)')).toBeVisible();
    await expect(entry.getByText('Delivery › Departure (office)')).toBeVisible();
    await entry.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/stop-times-history.png` });
  });

  await test.step('a form opened before another save is stale: who saved, then Reload', async () => {
    await panel.getByRole('button', { name: 'Edit times of the delivery' }).click();
    await expect(form.getByLabel(/^Arrived/)).toHaveValue(typed(inAt, timeZone));
    // Someone else corrects the arrival meanwhile.
    await api(page, 'PUT', `/api/loads/${loadId}/stops/delivery/times`, {
      arrivedAt: new Date(inAt + 15 * MINUTE).toISOString(),
      departedAt: new Date(outAt).toISOString(),
    });
    await form.getByLabel(/^Left/).fill(typed(outAt - 10 * MINUTE, timeZone));
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('stale-record-alert')).toContainText("changed this stop's times");
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(form.getByLabel(/^Arrived/)).toHaveValue(typed(inAt + 15 * MINUTE, timeZone));
  });

  await test.step('Clear takes the driver’s steps again: no detention', async () => {
    await form.getByRole('button', { name: 'Clear', exact: true }).click();
    await expectSuccess(page, 'Stop times cleared');
    await expect(delivery.getByTestId('office-delivery-arrived')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: /^Add detention/ })).toHaveCount(0);
    expect((await progressOf(page, loadId)).detentionProposalCents).toBe(0);
  });
});
