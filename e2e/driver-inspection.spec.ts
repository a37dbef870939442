import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INSPECTION_ITEM_LABELS, INSPECTION_ITEMS } from '@fletx/contract/driver-values';
import { DRIVER_STATUS } from '@fletx/contract/drivers';
import type { Inspection } from '@fletx/contract/inspections';
import { TRUCK_SPECS } from '../apps/api/test/helpers/bodies';
import { activeTruck, api, DEMO_PASSWORD, driverBody, expect, logIn, newPerson, test } from './support';

/**
 * A driver's pre-trip inspection on a phone (issue 33, "Inspections in the drivers' app"): the review of the
 * last report, the 11 items with one out-of-service defect, the odometer and the signature; a dispatcher then
 * finds the report and its defect through GET /api/inspections.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DISPATCHER = 'luis.pena@fletx.app';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'en-US' });

test('a driver does a pre-trip with an out-of-service defect and the dispatcher sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A new approved driver with a truck of their own (a demo truck's make and model), so that the defect
  // blocks no other test's truck.
  const admin = await newPerson(browser, baseURL);
  await logIn(admin);
  const stamp = Date.now().toString(36);
  const body = driverBody('Ivan', `Inspect ${stamp}`, stamp, DEMO_PASSWORD);
  const driver = await api<{ id: number }>(admin, 'POST', '/api/user/infoDriver/', body);
  await api(admin, 'PUT', `/api/user/${driver.id}`, { status: DRIVER_STATUS.active, comment: 'Approved' });
  const model = await api<Record<string, unknown>>(
    admin,
    'GET',
    `/api/vehicle/find/${(await activeTruck(admin)).id}`,
  );
  const vin = Array.from(crypto.randomBytes(17), (b) => 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'[b % 33]).join('');
  const truck = await api<{ id: number }>(admin, 'POST', '/api/vehicle/createTruck', {
    user_id: driver.id,
    owner_id: null,
    vin_number: vin,
    make_id: model.make_id,
    model_id: model.model_id,
    unit_number: `U-${stamp.slice(-5)}`,
    licenseplate_number: `I${stamp.slice(-7).toUpperCase()}`,
    ...TRUCK_SPECS,
  });

  await test.step('the driver logs in and opens the inspection', async () => {
    await page.goto('/driver/');
    await page.getByLabel('Email').fill(body.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).tap();
    await page.getByRole('link', { name: 'Inspection' }).tap();
    await expect(page).toHaveURL(/\/driver\/inspection$/);
  });

  await test.step('pre-trip: the review of the last report needs the acknowledgement', async () => {
    // The driver's truck is known: nothing to type.
    await expect(page.getByTestId('inspected-truck')).toContainText(`U-${stamp.slice(-5)}`);
    await page.getByRole('button', { name: 'Pre-trip' }).tap();
    await expect(page.getByRole('region', { name: 'The last report' })).toContainText('No earlier report.');
    await page.getByRole('button', { name: 'Continue' }).tap();
    await expect(page.getByRole('alert')).toHaveText('Confirm that you have reviewed the last report');
    await page.getByLabel('I have reviewed the last report').check();
    await page.getByRole('button', { name: 'Continue' }).tap();
  });

  await test.step('the items, one out of service, the odometer and the signature', async () => {
    for (const item of INSPECTION_ITEMS)
      await page
        .getByRole('group', { name: INSPECTION_ITEM_LABELS[item], exact: true })
        .getByRole('radio', { name: item === 'service_brakes' ? 'Defect' : 'OK' })
        .check();
    await page
      .getByLabel(`What is wrong? (${INSPECTION_ITEM_LABELS.service_brakes})`)
      .fill('Air leak at the rear brake chamber');
    await page.getByRole('radio', { name: 'Out of service' }).check();
    await page.getByLabel('Odometer (miles)').fill('184620');
    await page.getByLabel('Signature: type your name').fill(`Ivan Inspect ${stamp}`);
    fs.mkdirSync(path.join(root, '.tmp/screens'), { recursive: true });
    await page.screenshot({ path: path.join(root, '.tmp/screens/driver-inspection.png'), fullPage: true });
    await page.getByRole('button', { name: 'Submit inspection' }).tap();
    await expect(page.getByRole('status')).toHaveText('Inspection saved: it is sent as soon as possible.');
    // Sent: nothing waits in the outbox.
    await expect(page.getByTestId('outbox')).toHaveCount(0, { timeout: 15_000 });
  });

  await test.step('a dispatcher finds the report and its defect', async () => {
    const dispatcher = await newPerson(browser, baseURL);
    await logIn(dispatcher, DISPATCHER, DEMO_PASSWORD);
    const list = await api<{ items: Inspection[]; total: number }>(
      dispatcher,
      'GET',
      `/api/inspections?unitType=truck&unitId=${truck.id}`,
    );
    expect(list.total).toBe(1);
    const [report] = list.items;
    expect(report).toMatchObject({ kind: 'pre_trip', truckId: truck.id, odometer: 184620 });
    expect(report?.items).toHaveLength(INSPECTION_ITEMS.length);
    expect(report?.defects).toEqual([
      expect.objectContaining({
        unitType: 'truck',
        unitId: truck.id,
        item: 'service_brakes',
        note: 'Air leak at the rear brake chamber',
        severity: 'out_of_service',
        status: 'open',
      }),
    ]);
  });
});
