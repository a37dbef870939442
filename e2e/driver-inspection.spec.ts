import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENTITY_TYPE } from '@fletx/contract/documents';
import { INSPECTION_ITEM_LABELS, INSPECTION_ITEMS } from '@fletx/contract/driver-values';
import type { Inspection } from '@fletx/contract/inspections';
import { TRUCK_SPECS } from '../apps/api/test/helpers/bodies';
import {
  accessTokenOf,
  activeTruck,
  api,
  approvedDriver,
  DEMO_PASSWORD,
  driverBody,
  expect,
  expectSuccess,
  loadFormBody,
  logIn,
  newPerson,
  test,
  upload,
} from './support';

/**
 * A driver's pre-trip inspection on a phone (issue 33, "Inspections in the drivers' app"): the review of the
 * last report, the 11 items with one out-of-service defect and its photo, the odometer and the signature.
 * Then the office (issue 33, "Out of service"): the dispatcher's bell announces the truck out of service, a
 * load for its driver is refused (409), a work order repairs the defect with the shop's invoice attached, and
 * the truck is dispatchable again.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DISPATCHER = 'luis.pena@fletx.app';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'en-US' });

test('a driver does a pre-trip with an out-of-service defect and the dispatcher sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // A new approved driver with a truck of their own (a demo truck's make and model), so that the defect
  // blocks no other test's truck.
  const admin = await newPerson(browser, baseURL);
  await logIn(admin);
  const stamp = Date.now().toString(36);
  const body = driverBody('Ivan', `Inspect ${stamp}`, stamp, DEMO_PASSWORD);
  const driverId = await approvedDriver(admin, body);
  const model = await api<Record<string, unknown>>(
    admin,
    'GET',
    `/api/vehicle/find/${(await activeTruck(admin)).id}`,
  );
  const vin = Array.from(crypto.randomBytes(17), (b) => 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'[b % 33]).join('');
  const truck = await api<{ id: number }>(admin, 'POST', '/api/vehicle/createTruck', {
    user_id: driverId,
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
    await page
      .getByLabel(`Add a photo (${INSPECTION_ITEM_LABELS.service_brakes})`)
      .setInputFiles(upload('brake-chamber.png'));
    await expect(
      page.getByRole('img', { name: `Photo 1 of ${INSPECTION_ITEM_LABELS.service_brakes}` }),
    ).toBeVisible();
    await page.getByLabel('Odometer (miles)').fill('184620');
    await page.getByLabel('Signature: type your name').fill(`Ivan Inspect ${stamp}`);
    fs.mkdirSync(path.join(root, '.tmp/screens'), { recursive: true });
    await page.screenshot({ path: path.join(root, '.tmp/screens/driver-inspection.png'), fullPage: true });
    await page.getByRole('button', { name: 'Submit inspection' }).tap();
    await expect(page.getByRole('status')).toHaveText('Inspection saved: it is sent as soon as possible.');
    // Sent: nothing waits in the outbox.
    await expect(page.getByTestId('outbox')).toHaveCount(0, { timeout: 15_000 });
  });

  const dispatcher = await newPerson(browser, baseURL);
  await logIn(dispatcher, DISPATCHER, DEMO_PASSWORD);
  const unitNumber = `U-${stamp.slice(-5)}`;

  await test.step('a dispatcher finds the report, its defect and its photo', async () => {
    const list = await api<{ items: Inspection[]; total: number }>(
      dispatcher,
      'GET',
      `/api/inspections?unitType=truck&unitId=${truck.id}`,
    );
    expect(list.total).toBe(1);
    const [report] = list.items;
    expect(report).toMatchObject({
      kind: 'pre_trip',
      truckId: truck.id,
      odometer: 184620,
      truckNumber: unitNumber,
    });
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
    // The photo follows the report through the outbox: wait until it is there.
    await expect
      .poll(async () => {
        const files = await api<Array<{ originalName: string }>>(
          dispatcher,
          'GET',
          `/api/documents/list-files?entityTypeId=${ENTITY_TYPE.inspection}&entityId=${report?.id}`,
        );
        return files.map((f) => f.originalName);
      })
      .toEqual([expect.stringMatching(/brake-chamber\.png$/)]);
  });

  await test.step("the dispatcher's bell announces the truck out of service", async () => {
    await dispatcher.getByRole('button', { name: /^Notifications/ }).click();
    const item = dispatcher
      .getByTestId('notification-panel')
      .getByTestId('notification-item')
      .filter({ hasText: `Truck ${unitNumber}` })
      .filter({ hasText: `is out of service: ${INSPECTION_ITEM_LABELS.service_brakes}` });
    await expect(item).toBeVisible();
    await dispatcher.screenshot({ path: path.join(root, '.tmp/screens/out-of-service-bell.png') });
    await item.click();
    await expect(dispatcher).toHaveURL(new RegExp(`/fletx/truck-information\\?id=${truck.id}$`));
  });

  const brokers = await api<Array<{ id: number }>>(dispatcher, 'GET', '/api/bookings/brokers/listApproved');
  const newLoad = async (idNumber: string) =>
    dispatcher.request.post('/api/loadbook/manualCreate', {
      headers: { authorization: `Bearer ${await accessTokenOf(dispatcher)}` },
      data: loadFormBody(brokers[0]?.id ?? 0, driverId, idNumber),
    });

  await test.step('a load for its driver is refused while the defect is open', async () => {
    const refused = await newLoad(`OOS-${stamp}`);
    expect(refused.status(), await refused.text()).toBe(409);
    expect(await refused.text()).toContain('Air leak at the rear brake chamber');
  });

  await test.step("the truck's page: its open defect, then a work order that repairs it", async () => {
    await expect(dispatcher.getByText('Air leak at the rear brake chamber').first()).toBeVisible();
    await dispatcher.screenshot({
      path: path.join(root, '.tmp/screens/truck-maintenance.png'),
      fullPage: true,
    });
    await dispatcher.getByRole('link', { name: 'New work order' }).click();
    await expect(dispatcher).toHaveURL(/\/fletx\/work-order\?/);
    await dispatcher
      .getByRole('checkbox', {
        name: `${INSPECTION_ITEM_LABELS.service_brakes}: Air leak at the rear brake chamber`,
      })
      .check();
    await dispatcher.getByLabel('Vendor or shop').fill('Main Street Diesel');
    await dispatcher.getByLabel('Odometer (mi)').fill('184700');
    await dispatcher.getByLabel('Line 1 description').fill('Brake chamber');
    await dispatcher.getByLabel('Line 1 quantity').fill('1');
    await dispatcher.getByLabel('Line 1 unit price').fill('189.99');
    await expect(dispatcher.getByTestId('work-order-total')).toHaveText('Total $189.99');
    await dispatcher.getByRole('button', { name: 'Create work order' }).click();
    await expect(dispatcher).toHaveURL(/\/fletx\/work-order\?id=\d+$/);
    // The order's page names its unit as the order's answer does, by the truck's unit number.
    await expect(dispatcher.getByRole('main').getByText(`Truck ${unitNumber}`)).toBeVisible();
    await dispatcher.getByRole('button', { name: 'Start work' }).click();
    await expect(dispatcher.getByRole('button', { name: 'Mark done' })).toBeVisible();
    await dispatcher.locator('input[type="file"]').setInputFiles(upload('shop-invoice.pdf'));
    await dispatcher.getByRole('button', { name: 'Save file' }).click();
    await expectSuccess(dispatcher, 'file uploaded successfully');
    await expect(
      dispatcher
        .getByRole('table', { name: 'Documents' })
        .getByRole('cell', { name: 'shop-invoice.pdf', exact: true }),
    ).toBeVisible();
    await dispatcher.getByRole('button', { name: 'Mark done' }).click();
    await expect(dispatcher.getByText('This work order is done')).toBeVisible();
    await dispatcher.screenshot({
      path: path.join(root, '.tmp/screens/work-order-done.png'),
      fullPage: true,
    });
  });

  await test.step('the truck is back in service: the bell says so and its driver can be dispatched', async () => {
    await dispatcher.getByRole('button', { name: /^Notifications/ }).click();
    await expect(
      dispatcher
        .getByTestId('notification-panel')
        .getByTestId('notification-item')
        .filter({ hasText: `Truck ${unitNumber}` })
        .filter({ hasText: 'is back in service' }),
    ).toBeVisible();
    const accepted = await newLoad(`OOS-${stamp}`);
    expect(accepted.status(), await accepted.text()).toBe(201);
  });
});
