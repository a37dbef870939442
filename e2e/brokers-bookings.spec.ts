import {
  chooseOption,
  expect,
  expectSuccess,
  field,
  fillTripPlacesAndCargo,
  logInAt,
  pdf,
  SCREENS,
  test,
} from './support';

const run = Date.now().toString(36).slice(-5).toUpperCase();
const BROKER = `Prairie Freight ${run}`;
const MC = `MC-7${Date.now().toString().slice(-6)}`;
const BOOKING = `BK-E2E-${run}`;

test.describe
  .serial('brokers and bookings', () => {
    test('create a broker with two contacts, approve it, upload a document', async ({ page }) => {
      await logInAt(page, '/fletx/brokers');
      await expect(page.getByRole('table', { name: 'Brokers' })).toBeVisible();
      await expect(page.getByRole('cell', { name: 'Coyote Logistics', exact: true })).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/brokers.png`, fullPage: true });

      await page.getByRole('link', { name: 'Add broker' }).click();
      await expect(page).toHaveURL(/\/fletx\/add-broker$/);
      // Nothing filled: the form's alert (docs/product.md "Broker form").
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('All info must not be provided')).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/add-broker-errors.png`, fullPage: true });

      await page.getByLabel('Broker name').fill(BROKER);
      await page.getByLabel('MC number').fill(MC);
      await page.getByLabel('Invoicing email').fill('billing@prairiefreight.com');
      await page.getByLabel('Days to pay').fill('30');
      await page.getByLabel('Address').fill('410 Grand Ave');
      await field(page, 'City').fill('Des Moines');
      await chooseOption(page, 'State', 'IA — Iowa');
      await page.getByLabel('ZIP code').fill('50309');
      await page.getByLabel('Comment').fill('Found at the Des Moines shippers fair.');

      // Zero contact rows: the contact alert, and nothing is saved.
      await page.getByRole('button', { name: 'Remove contact 1' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Contact info must not be provided')).toBeVisible();
      await expect(page).toHaveURL(/\/fletx\/add-broker$/);

      await page.getByRole('button', { name: 'Add contact' }).click();
      await page.getByRole('button', { name: 'Add contact' }).click();
      const contacts: Array<[string, string, string, string]> = [
        ['Hannah Ortiz', 'Dispatcher', '5155550181', 'hannah@prairiefreight.com'],
        ['Marcus Lee', 'Accounting', '5155550182', 'marcus@prairiefreight.com'],
      ];
      for (const [index, [name, role, phone, email]] of contacts.entries()) {
        const row = page.getByRole('group', { name: `Contact ${index + 1}` });
        await row.getByLabel('Contact name').fill(name);
        await row.getByLabel('Role').fill(role);
        await row.getByLabel('Phone number').fill(phone);
        await row.getByLabel('Email').fill(email);
      }
      await page.screenshot({ path: `${SCREENS}/add-broker.png`, fullPage: true });
      await page.getByRole('button', { name: 'Save' }).click();
      await expectSuccess(page, 'The broker has been created.');
      await expect(page).toHaveURL(/\/fletx\/brokers$/);

      // The list searches on the server after a 1 second pause.
      await page.getByLabel('Search brokers').fill(run);
      await expect(page.getByRole('table', { name: 'Brokers' }).getByRole('row')).toHaveCount(2);
      const row = page.getByRole('row').filter({ hasText: BROKER });
      await expect(row).toContainText('Pending approval');
      await expect(row).toContainText(MC);

      await row.getByRole('link', { name: `Profile of ${BROKER}` }).click();
      await expect(page).toHaveURL(/\/fletx\/broker-profile\?id=\d+$/);
      await expect(page.getByRole('heading', { name: BROKER })).toBeVisible();
      await expect(page.getByRole('cell', { name: 'Hannah Ortiz', exact: true })).toBeVisible();
      await expect(page.getByRole('cell', { name: 'Marcus Lee', exact: true })).toBeVisible();
      await page
        .getByRole('radiogroup', { name: 'Broker status' })
        .getByText('Approved', { exact: true })
        .click();
      await expectSuccess(page, "The broker's status is now Approved.");
      await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/broker-profile.png`, fullPage: true });

      await page.getByRole('link', { name: 'Edit broker' }).click();
      await expect(page).toHaveURL(/\/fletx\/edit-broker\?id=\d+$/);
      await expect(page.getByLabel('Broker name')).toHaveValue(BROKER);
      await page.locator('input[type="file"]').setInputFiles({
        name: 'rate-confirmation.pdf',
        mimeType: 'application/pdf',
        buffer: pdf(),
      });
      await page.getByRole('button', { name: 'Save file' }).click();
      await expectSuccess(page, 'file uploaded successfully');
      const documents = page.getByRole('table', { name: 'Documents' });
      await expect(documents.getByRole('cell', { name: 'rate-confirmation.pdf', exact: true })).toBeVisible();
      const download = page.waitForEvent('download');
      await documents.getByRole('button', { name: 'Download rate-confirmation.pdf' }).click();
      expect((await download).suggestedFilename()).toBe('rate-confirmation.pdf');
      await page.screenshot({ path: `${SCREENS}/edit-broker.png`, fullPage: true });
    });

    test('create a booking with the approved broker, filter by date, edit it', async ({ page }) => {
      await logInAt(page, '/fletx/bookings');
      await expect(page.getByRole('table', { name: 'Bookings' })).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/bookings.png`, fullPage: true });
      await page.getByRole('link', { name: 'Create new booking' }).click();
      await expect(page).toHaveURL(/\/fletx\/add-booking$/);

      await page.getByRole('button', { name: 'Create booking' }).click();
      await expect(page.getByText('All required fields must be filled')).toBeVisible();

      await page.getByLabel('ID number').fill(BOOKING);
      await chooseOption(page, 'Broker', BROKER);
      await page.getByLabel('Distance (miles)').fill('612');
      await field(page, 'Pickup open time').fill('15/02/2027 08:00');
      await field(page, 'Pickup close time').fill('15/02/2027 11:30');
      await field(page, 'Delivery open time').fill('16/02/2027 13:00');
      await fillTripPlacesAndCargo(page, '1875.50');
      await page.screenshot({ path: `${SCREENS}/add-booking.png`, fullPage: true });
      await page.getByRole('button', { name: 'Create booking' }).click();
      await expectSuccess(page, 'The booking has been created.');
      await expect(page).toHaveURL(/\/fletx\/bookings$/);

      await page.getByLabel('Pickup from').fill('15/02/2027');
      await page.getByLabel('Pickup to').fill('15/02/2027');
      const table = page.getByRole('table', { name: 'Bookings' });
      await expect(table.getByRole('row').filter({ hasText: BOOKING })).toBeVisible();
      // Every row is of that day (the header row aside).
      await expect(table.getByRole('row').filter({ hasNotText: '15/02/2027' })).toHaveCount(1);
      const row = table.getByRole('row').filter({ hasText: BOOKING });
      await expect(row).toContainText('15/02/2027');
      await expect(row).toContainText('Ankeny, IA');
      await expect(row).toContainText('Eagan, MN');
      await expect(row).toContainText('$1,875.50');
      await expect(row).toContainText('Active');
      await page.screenshot({ path: `${SCREENS}/bookings-filtered.png`, fullPage: true });
      await page.getByLabel('Pickup from').fill('16/02/2027');
      await expect(page.getByText('The initial date must not be after the final date')).toBeVisible();
      await page.getByLabel('Pickup to').fill('16/02/2027');
      await expect(page.getByText('No bookings in these dates.')).toBeVisible();
      await page.getByLabel('Pickup from').fill('15/02/2027');
      await page.getByLabel('Pickup to').fill('15/02/2027');
      await expect(row).toBeVisible();

      await row.getByRole('link', { name: `Edit booking ${BOOKING}` }).click();
      await expect(page).toHaveURL(/\/fletx\/edit-booking\?id=\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Edit booking' })).toBeVisible();
      await expect(page.getByLabel('ID number')).toHaveValue(BOOKING);
      await expect(field(page, 'Pickup open time')).toHaveValue('15/02/2027 08:00');
      await page.screenshot({ path: `${SCREENS}/edit-booking.png`, fullPage: true });
      await page.getByLabel('Delivery city').fill('Saint Paul');
      await page.getByLabel('Delivery ZIP code').fill('55101');
      await page.getByLabel('Trip rate (USD)').fill('1990');
      await page.getByRole('button', { name: 'Update booking' }).click();
      await expectSuccess(page, 'The booking has been updated.');
      await expect(page).toHaveURL(/\/fletx\/bookings$/);
      await page.getByLabel('Pickup from').fill('15/02/2027');
      await page.getByLabel('Pickup to').fill('15/02/2027');
      const updated = page.getByRole('row').filter({ hasText: BOOKING });
      await expect(updated).toContainText('Saint Paul, MN');
      await expect(updated).toContainText('$1,990.00');

      // Turned into a load: the list then names the load and offers no second conversion.
      await updated.getByRole('button', { name: `Turn booking ${BOOKING} into a load` }).click();
      await expectSuccess(page, 'The booking has been turned into a load awaiting confirmation.');
      await expect(page).toHaveURL(/\/fletx\/load-details\/general-info\?id=\d+$/);
      const loadId = new URL(page.url()).searchParams.get('id');
      await page.goto('/fletx/bookings?initialDate=2027-02-15&finalDate=2027-02-15');
      const converted = page.getByRole('row').filter({ hasText: BOOKING });
      await expect(converted).toContainText('Converted');
      await expect(converted).not.toContainText('Active');
      await expect(
        converted.getByRole('button', { name: `Turn booking ${BOOKING} into a load` }),
      ).toHaveCount(0);
      await page.screenshot({ path: `${SCREENS}/bookings-converted.png`, fullPage: true });
      // Closed: the row offers View, not Edit, and the page is no longer an edit.
      await expect(converted.getByRole('link', { name: `Edit booking ${BOOKING}` })).toHaveCount(0);
      await converted.getByRole('link', { name: `View booking ${BOOKING}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Booking — load #${loadId}` })).toBeVisible();
      await expect(page.getByText('This booking was turned into')).toBeVisible();
      await page.getByRole('link', { name: `Load #${loadId}` }).click();
      await expect(page).toHaveURL(new RegExp(`/fletx/load-details/general-info\\?id=${loadId}$`));
    });
  });

test('a demo broker profile lists its loads, active and finished, linking to their details', async ({
  page,
}) => {
  await logInAt(page, '/fletx/brokers');
  await page.getByLabel('Search brokers').fill('Coyote');
  const row = page.getByRole('row').filter({ hasText: 'Coyote Logistics' });
  await row
    .getByRole('link', { name: /view|profile/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/fletx\/broker-profile\?id=\d+$/);
  const loads = page.getByRole('region', { name: 'Loads' });
  const table = loads.getByRole('table', { name: 'Broker loads' });
  await loads.getByText('Finished jobs', { exact: true }).click();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await loads.getByText('Active loads', { exact: true }).click();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await table.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/fletx\/load-details\/general-info\?id=\d+$/);
});
