import type { Page } from '@playwright/test';
import {
  api,
  blockedDriver,
  chooseOption,
  createBooking,
  driverBody,
  expect,
  expectSuccess,
  loadFormBody,
  scrollToTop,
  signIn,
  test,
  upload,
  wholeLabel,
} from './support';

/**
 * Compliance in the records' forms and on Load details (docs/product.md "Compliance"): a driver's CDL and
 * medical certificate entered in the driver form, listed on the Compliance screen, whose link opens the
 * form at the section; a confirm from Load details refused for an expired item and overridden by an Admin.
 */

const SHOTS = process.env.COMPLIANCE_SHOTS ?? '.tmp/screens';
const DAY_MS = 86_400_000;
/** Today plus `days` (UTC), as the forms show it: dd/MM/yyyy. */
const shownInDays = (days: number) => {
  const iso = new Date(Date.now() + days * DAY_MS).toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
};
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const CDL_SECTION = "Commercial driver's licence and medical certificate";
const REASON = 'New licence shown at the office; the card is in the mail';

/** A booking turned into a load awaiting confirmation (16) with this driver chosen (not checked at 16). */
async function awaitingLoadFor(page: Page, driverId: number, idNumber: string): Promise<number> {
  const brokers = await api<Array<{ id: number }>>(page, 'GET', '/api/bookings/brokers/listApproved');
  const brokerId = brokers[0]?.id;
  if (!brokerId) throw new Error('the demo data has no approved broker');
  const trip = loadFormBody(brokerId, driverId, idNumber);
  const bookingId = await createBooking(page, idNumber, ['2026-11-21', '2026-11-22']);
  const load = await api<{ id: number; id_number: string }>(
    page,
    'POST',
    `/api/bookings/${bookingId}/toLoad`,
  );
  await api(page, 'PUT', `/api/loadbook/manualUpdate/${load.id}`, { ...trip, id_number: load.id_number });
  return load.id;
}

test.describe('compliance in the forms and on Load details', () => {
  test("a driver's CDL and medical certificate: entered in the form, listed, the row opens the form's section", async ({
    page,
  }) => {
    // A long path: the form, the Compliance screen, the form again, the profile.
    test.slow();
    await signIn(page);
    const stamp = Date.now().toString(36);
    const last = `Medcard ${stamp}`;
    // With a dispatcher (a demo driver's): the form shows them, and another is chosen.
    type Assigned = { id: number; dispatcherId: number | null };
    const assigned = () => api<Assigned[]>(page, 'GET', '/api/user/findUserDriver');
    const dispatcherId = (await assigned()).find((d) => d.dispatcherId !== null)?.dispatcherId ?? null;
    const staff = await api<Array<{ id: number; name: string; role: string }>>(
      page,
      'GET',
      '/api/user/findStaff',
    );
    const current = staff.find((s) => s.id === dispatcherId);
    const next = staff.find((s) => s.id !== dispatcherId && s.role === 'Dispatcher');
    if (!current || !next)
      throw new Error('the demo has no driver with a dispatcher, or one dispatcher only');
    const driver = await api<{ id: number }>(page, 'POST', '/api/user/infoDriver/', {
      ...driverBody('Dana', last, stamp),
      dispatcher_id: dispatcherId,
    });
    const cdlExpires = shownInDays(12);
    const medicalExpires = shownInDays(20);

    await page.goto(`/fletx/add-driver?id=${driver.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit driver' })).toBeVisible();
    const dispatcher = region(page, 'Personal info').getByRole('combobox', { name: 'Dispatcher' });
    await expect(dispatcher).toHaveValue(`${current.name} · ${current.role}`);
    await chooseOption(page, dispatcher, `${next.name} · ${next.role}`);
    await expect(dispatcher).toHaveValue(`${next.name} · ${next.role}`);
    const cdl = region(page, CDL_SECTION);
    await cdl.getByLabel('CDL number').fill('TX-99887766');
    await cdl.getByLabel('CDL state').fill('TX');
    await chooseOption(page, cdl.getByLabel('CDL class'), 'Class A');
    await cdl.getByLabel('CDL expiration').fill(cdlExpires);
    await cdl.getByLabel('Medical certificate expiration').fill(medicalExpires);
    const agreements = region(page, 'Agreements');
    // Saved without its agreements, the driver's edit says at once which files keep Save disabled.
    await expect(agreements.getByText('Required field')).toHaveCount(2);
    await agreements.getByLabel(wholeLabel('Lease agreement')).setInputFiles(upload('lease.pdf'));
    await agreements.getByLabel(wholeLabel('Driver license')).setInputFiles(upload('license.pdf'));
    await expect(agreements.getByText('Required field')).toHaveCount(0);
    await agreements.getByLabel('Lease agreement end').fill('31/12/2027');
    // Each policy's expiration beside its effective date; a new effective date with an empty expiration
    // proposes one year later.
    const cargo = region(page, 'Cargo liability coverage');
    await expect(cargo.getByLabel('Expiration date')).toHaveValue('31/01/2036');
    await cargo.getByRole('button', { name: 'Clear date' }).last().click();
    await expect(cargo.getByLabel('Expiration date')).toHaveValue('');
    await cargo.getByLabel(wholeLabel('Effective date of coverage')).fill('01/03/2026');
    await expect(cargo.getByLabel('Expiration date')).toHaveValue('01/03/2027');
    await page.keyboard.press('Escape');
    await scrollToTop(cdl);
    await page.screenshot({ path: `${SHOTS}/driver-form-cdl.png` });
    await scrollToTop(region(page, 'Underlying commercial automobile liability coverage'));
    await page.screenshot({ path: `${SHOTS}/driver-form-insurance.png` });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/fletx\/drivers$/);
    expect((await assigned()).find((d) => d.id === driver.id)?.dispatcherId).toBe(next.id);

    // The Compliance screen lists both, due in 12 and 20 days.
    await page.goto('/fletx/compliance');
    await chooseOption(page, 'Record', 'Drivers');
    await page.getByPlaceholder('Name, plate or item').fill(last);
    // The search applied: only this driver's rows.
    const rows = page
      .getByRole('table', { name: 'Compliance items' })
      .getByRole('row')
      .filter({ hasText: last });
    await expect(rows).toHaveCount(2);
    const cdlRow = rows.filter({ hasText: "Commercial driver's licence" });
    await expect(cdlRow).toContainText('12 days');
    await expect(cdlRow).toContainText('Expiring');
    await expect(cdlRow).toContainText(cdlExpires);
    await expect(rows.filter({ hasText: 'DOT medical certificate' })).toContainText('20 days');
    await expect(rows.filter({ hasText: 'Cargo liability insurance' })).toHaveCount(0);

    // Its link opens the driver form at the CDL section.
    await cdlRow.getByRole('link', { name: `Dana ${last}` }).click();
    await expect(page).toHaveURL(new RegExp(`/fletx/add-driver\\?id=${driver.id}#cdl$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit driver' })).toBeVisible();
    await expect(cdl.getByLabel('CDL number')).toHaveValue('TX-99887766');
    await expect(page.locator('#cdl')).toBeInViewport();
    await expect(cdl.getByLabel('CDL expiration')).toBeInViewport();
    await expect(cdl.getByLabel('CDL expiration')).toHaveValue(cdlExpires);
    await expect(cdl.getByLabel('Medical certificate expiration')).toHaveValue(medicalExpires);
    await expect(region(page, 'Agreements').getByLabel('Lease agreement end')).toHaveValue('31/12/2027');
    await expect(region(page, 'Cargo liability coverage').getByLabel('Expiration date')).toHaveValue(
      '01/03/2027',
    );
    await page.screenshot({ path: `${SHOTS}/driver-form-from-compliance.png` });

    // The profile shows them.
    await page.goto(`/fletx/driver-information?id=${driver.id}`);
    const licence = region(page, CDL_SECTION);
    await expect(licence).toContainText('TX-99887766');
    await expect(licence).toContainText(cdlExpires);
    await expect(licence).toContainText(medicalExpires);
    await expect(region(page, 'Lease agreement')).toContainText('31/12/2027');
    const policies = page.getByRole('table', { name: 'Insurance policies' });
    await expect(policies.getByRole('row').filter({ hasText: 'Cargo liability' })).toContainText(
      '01/03/2027',
    );
    await expect(policies.getByRole('row').filter({ hasText: 'Passenger' })).toContainText('31/01/2036');
    await scrollToTop(licence);
    await page.screenshot({ path: `${SHOTS}/driver-profile-compliance.png` });
  });

  test('confirming from Load details a load whose driver has an expired licence: an Admin overrides', async ({
    page,
  }) => {
    await signIn(page);
    const driver = await blockedDriver(page, 'Vera', '2025-12-31');
    const loadId = await awaitingLoadFor(
      page,
      driver.id,
      `OVR-${Date.now().toString(36).slice(-6).toUpperCase()}`,
    );
    await page.goto(`/fletx/load-details/general-info?id=${loadId}`);
    await expect(page.getByText('Awaiting confirmation').first()).toBeVisible();
    await page.getByRole('button', { name: 'Confirm service' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm service' })
      .getByRole('button', { name: 'Confirm service' })
      .click();

    const blocked = page.getByRole('dialog', { name: 'Compliance blocks this load' });
    await expect(blocked).toContainText(
      `${driver.name}: Commercial driver's licence expired on 31/12/2025. Renew it before dispatching, or override with a reason.`,
    );
    const again = blocked.getByRole('button', { name: 'Confirm service with override' });
    await expect(again).toBeDisabled();
    await blocked.getByLabel('Override reason').fill(REASON);
    await page.screenshot({ path: `${SHOTS}/load-details-override.png` });
    await again.click();
    const confirmed = "The load's status is now New.";
    await expect(page.getByRole('dialog').filter({ hasText: confirmed })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/load-details-confirmed.png` });
    await expectSuccess(page, confirmed);
    await expect(blocked).toBeHidden();
    const history = page.getByRole('table', { name: 'Status history' });
    await expect(history.getByRole('row').nth(1)).toContainText('Confirmed');
    await expect(history).toContainText('Compliance override by');
    await expect(history).toContainText(REASON);
  });
});
