import { LOAD_STATUS } from '@fletx/contract/load-status';
import type { Page } from '@playwright/test';
import {
  activeLoadIn,
  api,
  chooseOption,
  createBooking,
  createLoad,
  expect,
  expectSuccess,
  field,
  fillLoadFormButDriver,
  loadAction,
  logIn,
  logInAt,
  pdf,
  SCREENS,
  signIn,
  statCard,
  test,
  wholeLabel,
} from './support';

const run = Date.now().toString(36).slice(-5).toUpperCase();
const NEW_LOAD = `LD-E2E-${run}`;
const OLD_LOAD = `OLD-E2E-${run}`;

async function fillLoadForm(page: Page, idNumber: string) {
  await fillLoadFormButDriver(page, idNumber, true);
  await chooseOption(page, 'Driver');
}

async function searchLoads(page: Page, text: string) {
  await page.goto('/fletx/loads');
  await page.getByLabel('Search loads').fill(text);
}

/** On the loads list: `text` searched, its row in the table named `table` ('Active loads' or 'Finished jobs'). */
async function listedRow(page: Page, table: string, text: string) {
  await page.getByLabel('Search loads').fill(text);
  return page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });
}

test.describe
  .serial('loads', () => {
    // Each test is a long flow (form, list, details, ledger, status steps): the longest take most of a minute
    // alone on a 2-core machine (docs/open-work.md), so they get twice the suite's limit.
    test.describe.configure({ timeout: 120_000 });
    test('the loads page: counts, both tables, sort by Start', async ({ page }) => {
      await signIn(page);
      // Two active loads (the later pickup created last) and an old one, under a tag of this run.
      const tag = `CNT-${run}`;
      const before = await api<{ active: number; inactive: number }>(page, 'GET', '/api/loadbook/countLoads');
      const anyDriver = (drivers: Array<{ id: number }>) => drivers[0];
      await createLoad(page, `${tag}-1`, anyDriver);
      await createLoad(page, `${tag}-2`, anyDriver, {
        open_time_pickup: '2026-11-23T08:00',
        close_time_pickup: '2026-11-23T12:00',
        open_time_delivery: '2026-11-24T14:00',
        close_time_delivery: '2026-11-24T18:00',
      });
      await createLoad(page, `${tag}-OLD`, anyDriver, { typeForm: 'old' });
      await page.goto('/fletx/loads');
      await expect(statCard(page, 'Active loads')).toHaveText((before.active + 2).toLocaleString('en-US'));
      await expect(statCard(page, 'Finished jobs')).toHaveText((before.inactive + 1).toLocaleString('en-US'));
      await page.getByLabel('Search loads').fill(tag);
      const active = page.getByRole('table', { name: 'Active loads' });
      const finished = page.getByRole('table', { name: 'Finished jobs' });
      await expect(active.getByRole('row')).toHaveCount(3);
      await expect(finished.getByRole('row')).toHaveCount(2);
      await expect(finished.getByRole('row').nth(1)).toContainText(`${tag}-OLD`);
      await expect(active.getByRole('row').nth(1)).toContainText(`${tag}-2`);
      await expect(active.getByRole('row').nth(1)).toContainText(/\d\d\/\d\d\/\d{4}\s*\d\d:\d\d(?!:)/);
      await active.getByRole('button', { name: /Sort by Start/ }).click();
      await expect(active.getByRole('button', { name: 'Sort by Start (ascending)' })).toBeVisible();
      await expect(active.getByRole('row').nth(1)).toContainText(`${tag}-1`);
      await expect(active.getByRole('row').nth(2)).toContainText(`${tag}-2`);
      await page.screenshot({ path: `${SCREENS}/loads.png`, fullPage: true });
    });

    test('create a new load: required fields, then it is in Active loads; its ledger total changes', async ({
      page,
    }) => {
      await logInAt(page, '/fletx/loads');
      await page.getByRole('link', { name: 'Create new load' }).click();
      await expect(page).toHaveURL(/add-load-driver\?typeForm=new$/);
      await expect(page.getByRole('heading', { name: 'Add new load' })).toBeVisible();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('All required fields must be filled')).toBeVisible();
      // A ZIP code field takes no sixth digit; a short one says how many it needs.
      await field(page, 'Pickup ZIP code').pressSequentially('500210');
      await expect(field(page, 'Pickup ZIP code')).toHaveValue('50021');
      await field(page, 'Delivery ZIP code').fill('551');
      await field(page, 'Delivery ZIP code').blur();
      await expect(page.getByText('Must be 5 digits')).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/add-load-errors.png`, fullPage: true });
      await fillLoadForm(page, NEW_LOAD);
      await expect(field(page, 'Pickup open time')).toHaveValue('15/02/2026 08:00');
      await expect(field(page, 'Pickup close time')).toHaveValue('15/02/2026 11:30');
      await expect(field(page, 'Delivery open time')).toHaveValue('16/02/2026 13:00');
      await expect(field(page, 'Delivery close time')).toHaveAttribute('placeholder', 'dd/mm/yyyy hh:mm');
      await page.screenshot({ path: `${SCREENS}/add-load.png`, fullPage: true });
      // A day picked from the calendar keeps the time typed.
      const closeTime = field(page, 'Pickup close time');
      await closeTime.fill('14/02/2026 11:30');
      await closeTime.click();
      const day = page.getByRole('button', { name: '15 February 2026' });
      await expect(day).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/add-load-picker.png`, fullPage: true });
      await day.click();
      await expect(closeTime).toHaveValue('15/02/2026 11:30');
      await expect(day).toBeHidden();
      await page.getByRole('button', { name: 'Save' }).click();
      await expectSuccess(page, 'The load has been created.');
      await expect(page).toHaveURL(/\/fletx\/loads$/);

      const row = await listedRow(page, 'Active loads', NEW_LOAD);
      await expect(row).toBeVisible();
      await expect(row).toContainText('15/02/2026');
      await expect(row).toContainText('08:00');
      await expect(row).not.toContainText('08:00:00');
      await expect(row).toContainText('Ankeny, IA');
      await expect(row).toContainText('$2,450.50');
      await expect(row).toContainText('New');

      await row.getByRole('link', { name: `Details of load ${NEW_LOAD}` }).click();
      await expect(page).toHaveURL(/load-details\/general-info\?id=\d+/);
      await expect(page.getByRole('heading', { name: `Load ${NEW_LOAD}` })).toBeVisible();
      await page
        .getByRole('textbox', { name: 'Instructions', exact: true })
        .fill('Gate code 4411; call the receiver first.');
      await page.getByRole('button', { name: 'Save instructions' }).click();
      await expectSuccess(page, 'The instructions have been saved.');
      await page.screenshot({ path: `${SCREENS}/load-details-new.png`, fullPage: true });

      await page.getByRole('tab', { name: 'Financial' }).click();
      await expect(page).toHaveURL(/load-details\/financial\?id=\d+/);
      await expect(page.getByTestId('ledger-total')).toHaveText('$2,450.50');
      await page.getByRole('button', { name: 'Add entry' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add ledger entry' });
      await chooseOption(page, 'Type', 'Detention (adds)');
      await dialog.getByLabel(wholeLabel('Amount (USD)')).fill('150.25');
      await dialog.getByLabel('Comment').fill('Waited 3 h at the shipper');
      await dialog.getByRole('button', { name: 'Add entry' }).click();
      await expectSuccess(page, 'The ledger entry has been added.');
      await expect(page.getByTestId('ledger-total')).toHaveText('$2,600.75');
      const ledger = page.getByRole('table', { name: 'Ledger' });
      await expect(ledger.getByRole('row').filter({ hasText: 'Detention' })).toContainText('Fleet Admin');
      await page.screenshot({ path: `${SCREENS}/load-financial.png`, fullPage: true });

      await page.getByRole('tab', { name: 'Hours of service' }).click();
      await expect(
        page.getByText('The driver has not accepted this load yet', { exact: false }),
      ).toBeVisible();
    });

    test('create an old load with its bill of lading: it is among the finished jobs', async ({ page }) => {
      await logInAt(page, '/fletx/loads');
      await page.getByRole('link', { name: 'Create old load' }).click();
      await expect(page.getByRole('heading', { name: 'Add old load' })).toBeVisible();
      await fillLoadForm(page, OLD_LOAD);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('All required fields must be filled')).toBeVisible();
      await page.locator('input[type="file"]').setInputFiles({
        name: 'bol.pdf',
        mimeType: 'application/pdf',
        buffer: pdf(),
      });
      await page.screenshot({ path: `${SCREENS}/add-old-load.png`, fullPage: true });
      await page.getByRole('button', { name: 'Save' }).click();
      await expectSuccess(page, 'The old load has been created. Upload its bill of lading.');
      const row = await listedRow(page, 'Finished jobs', OLD_LOAD);
      await expect(row).toContainText('Old load');
      await expect(page.getByRole('table', { name: 'Active loads' }).getByText(OLD_LOAD)).toHaveCount(0);
      await row.getByRole('link', { name: `Details of load ${OLD_LOAD}` }).click();
      await page.getByRole('tab', { name: 'Documents' }).click();
      await expect(page.getByRole('table', { name: 'Documents' }).getByText('bol.pdf')).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/load-documents.png`, fullPage: true });
      await page.getByRole('link', { name: 'Edit load' }).click();
      await expect(page.getByRole('heading', { name: 'Edit old load' })).toBeVisible();
      await expect(field(page, 'ID number')).toHaveValue(OLD_LOAD);
    });

    test('copy a finished load as a new one: the lane is filled in, its number, times and driver are not', async ({
      page,
    }) => {
      await logIn(page);
      await searchLoads(page, OLD_LOAD);
      await page.getByRole('link', { name: `Details of load ${OLD_LOAD}` }).click();
      await page.getByRole('link', { name: 'Copy as new load' }).click();
      await expect(page).toHaveURL(/add-load-driver\?typeForm=new&copyOf=\d+$/);
      await expect(page.getByRole('heading', { name: 'Add new load' })).toBeVisible();
      await expect(page.getByTestId('copied-load')).toContainText(`A copy of load ${OLD_LOAD}`);
      await expect(field(page, 'ID number')).toHaveValue('');
      await expect(field(page, 'Pickup open time')).toHaveValue('');
      await expect(page.getByLabel('Distance (miles)')).toHaveValue('612');
      await page.screenshot({ path: `${SCREENS}/copy-load.png`, fullPage: true });
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('All required fields must be filled')).toBeVisible();
      const copy = `CP-E2E-${run}`;
      await field(page, 'ID number').fill(copy);
      await field(page, 'Pickup open time').fill('22/02/2026 08:00');
      await field(page, 'Pickup close time').fill('22/02/2026 11:30');
      await chooseOption(page, 'Driver');
      await page.getByRole('button', { name: 'Save' }).click();
      await expectSuccess(page, 'The load has been created.');
      const row = await listedRow(page, 'Active loads', copy);
      await expect(row).toContainText('22/02/2026');
      await expect(row).toContainText('Ankeny, IA');
      await expect(row).toContainText('$2,450.50');
      await expect(row).toContainText('Coyote Logistics');
      await expect(row).toContainText('New');
    });

    test('a booking turned into a load is confirmed; a delivered load is ended and finished', async ({
      page,
    }) => {
      await signIn(page);
      const idNumber = `BK-${Date.now().toString().slice(-7)}`;
      await createBooking(page, idNumber, ['2027-06-01', '2027-06-02']);
      await page.goto('/fletx/bookings');
      const turned = 'The booking has been turned into a load awaiting confirmation.';
      await page.getByRole('button', { name: `Turn booking ${idNumber} into a load` }).click();
      await expectSuccess(page, turned);
      await expect(page).toHaveURL(/load-details\/general-info\?id=\d+/);
      const loadId = Number(new URL(page.url()).searchParams.get('id'));
      await expect(page.getByText('Awaiting confirmation').first()).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/load-details-awaiting.png`, fullPage: true });
      // It has no driver yet: choose one, then confirm.
      await page.goto(`/fletx/add-load-driver?typeForm=new&id=${loadId}`);
      await expect(page.getByRole('heading', { name: 'Edit load' })).toBeVisible();
      await chooseOption(page, 'Driver');
      await page.getByRole('button', { name: 'Update' }).click();
      await expectSuccess(page, 'The load has been updated.');
      await page.goto(`/fletx/load-details/general-info?id=${loadId}`);
      await loadAction(page, 'Confirm service', 'New');
      await expect(page.getByRole('table', { name: 'Status history' }).getByRole('row').nth(1)).toContainText(
        'Confirmed',
      );

      const delivered = await activeLoadIn(page, LOAD_STATUS.delivered);
      await page.goto(`/fletx/load-details/general-info?id=${delivered.id}`);
      await expect(page.getByRole('button', { name: 'Cancel service' })).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/load-details-delivered.png`, fullPage: true });
      await loadAction(page, 'End service', 'Ended');
      await expect(page.getByRole('button', { name: 'End service' })).toHaveCount(0);
      await searchLoads(page, delivered.id_number);
      const row = page
        .getByRole('table', { name: 'Finished jobs' })
        .getByRole('row')
        .filter({ hasText: delivered.id_number });
      await expect(row.filter({ hasText: 'Ended' }).first()).toBeVisible();
    });

    test("a delivered demo load's actual miles: its page's Miles line and the list's Miles column", async ({
      page,
    }) => {
      await signIn(page);
      // A demo load delivered and approved (it stays so: other tests end the delivered ones), with its miles
      // counted from its track (the demo's drivers have trucks: docs/decisions/0043-miles.md "Truck").
      type Row = { id: number; id_number: string; actualMiles: number | null; plannedMiles: number | null };
      const finished = await api<{ info: Row[] }>(page, 'GET', '/api/loadbook/findAllInactive?take=100');
      const load = finished.info.find((l) => l.id_number.startsWith('LD-') && l.actualMiles !== null);
      if (!load?.actualMiles) throw new Error('no finished demo load has actual miles');
      const mi = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })} mi`;

      await page.goto(`/fletx/load-details/general-info?id=${load.id}`);
      const line = page.getByText('Miles', { exact: true }).locator('xpath=..');
      await expect(line).toContainText(`Actual ${mi(load.actualMiles)}`);
      await expect(line).not.toContainText('Actual —');
      await expect(line).toContainText(/Planned [\d,.]+ mi/);
      await line.screenshot({ path: `${SCREENS}/load-miles-line.png` });
      await page.screenshot({ path: `${SCREENS}/load-details-miles.png`, fullPage: true });

      // The list's Miles column is one of a wide screen's (a card 1,200 px wide or more).
      await page.setViewportSize({ width: 1680, height: 900 });
      await searchLoads(page, load.id_number);
      const table = page.getByRole('table', { name: 'Finished jobs' });
      await expect(table.getByRole('columnheader', { name: 'Miles' })).toBeVisible();
      const row = table.getByRole('row').filter({ hasText: load.id_number });
      const actual = Math.round(load.actualMiles).toLocaleString('en-US');
      await expect(row.getByRole('cell').filter({ hasText: /actual$/ })).toHaveText(`${actual}actual`);
      await table.screenshot({ path: `${SCREENS}/loads-miles-column.png` });
    });

    test('cancel a load with a comment', async ({ page }) => {
      await signIn(page);
      const load = await activeLoadIn(page, LOAD_STATUS.onTheWayToPickup);
      await page.goto(`/fletx/load-details/general-info?id=${load.id}`);
      await page.getByRole('button', { name: 'Cancel service' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel service' });
      await dialog.getByRole('button', { name: 'Cancel service' }).click();
      await expect(dialog.getByText('There must be new comments')).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/load-cancel-comment.png`, fullPage: true });
      await dialog.getByLabel('Comment').fill('Shipper postponed the order to next month.');
      await dialog.getByRole('button', { name: 'Cancel service' }).click();
      await expectSuccess(page, "The load's status is now Cancelled.");
      const last = page.getByRole('table', { name: 'Status history' }).getByRole('row').nth(1);
      await expect(last).toContainText('Cancelled');
      await expect(last).toContainText('Shipper postponed the order to next month.');
      await expect(last).toContainText('Fleet Admin');
      await expect(page.getByLabel('Status tracker')).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/load-details-cancelled.png`, fullPage: true });
    });
  });
