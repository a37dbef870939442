import { DRIVER_STATUS } from '@fletx/contract/drivers';
import type { Page } from '@playwright/test';
import { DRIVER_POLICIES } from '../apps/api/test/helpers/bodies';
import { expect } from './csp';
import { api } from './session-support';

/** The drivers the specs make: their form and approval, and the driver API called as the phone calls it. */

export const DEMO_PASSWORD = 'Fletx#Demo2026';

/** A complete driver form (every block filled), as the add-driver screen sends it; no password: invited. */
export function driverBody(firstName: string, lastName: string, stamp: string, password = '') {
  return {
    first_name: firstName,
    last_name: lastName,
    email: `${firstName.toLowerCase()}.${stamp}@drivers.fletx.app`,
    phone: '3055550199',
    password,
    lease_agreement_date: '2026-01-15',
    fletxfee: '12.5',
    companyDriver: false,
    driverOwner: true,
    ownerThirdParty: false,
    owner: `${firstName} ${lastName}`,
    ownerEmail: `owner.${stamp}@drivers.fletx.app`,
    ownerCell: '3055550100',
    isTrailer: false,
    leased: '',
    financed: '',
    powerOnly: false,
    ...DRIVER_POLICIES,
    electronicUser: `eld.${stamp}@drivers.fletx.app`,
    electronicPassword: 'Logb00k#Pass',
    electronicProvider: 'CH ROBINSON',
  };
}

/** A new driver from the driver form's `body`, approved. Answers its id. */
export async function approvedDriver(page: Page, body: object): Promise<number> {
  const driver = await api<{ id: number }>(page, 'POST', '/api/user/infoDriver/', body);
  await api(page, 'PUT', `/api/user/${driver.id}`, { status: DRIVER_STATUS.active, comment: 'Approved' });
  return driver.id;
}

/**
 * A new driver, approved, whose commercial driver's licence expired on `cdlExpiration` (ISO day): a driver the
 * load form offers with a compliance block (docs/product.md "Compliance"). Answers its id and name.
 */
export async function blockedDriver(
  page: Page,
  firstName: string,
  cdlExpiration: string,
): Promise<{ id: number; name: string }> {
  const stamp = Date.now().toString(36);
  const lastName = `Expired ${stamp}`;
  const id = await approvedDriver(page, {
    ...driverBody(firstName, lastName, stamp),
    cdl_number: '44556677',
    cdl_state: 'TX',
    cdl_class: 'A',
    cdl_expiration: cdlExpiration,
  });
  return { id, name: `${firstName} ${lastName}` };
}

/** A driver API token for the driver of `loadId` (a demo driver: the demo password). */
export async function driverTokenFor(page: Page, loadId: number): Promise<string> {
  const found = await api<{ extraData: { user: { email: string } } }>(
    page,
    'GET',
    `/api/loadbook/find/${loadId}`,
  );
  return driverLogIn(page, found.extraData.user.email, DEMO_PASSWORD);
}

/** A driver API token for the driver who logs in with `email` and `password`. */
export async function driverLogIn(page: Page, email: string, password: string): Promise<string> {
  const login = await page.request.post('/api/driver/auth/login', { data: { name: email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return (await login.json()).data.accessToken.jwtToken as string;
}

/** A call of the driver API with a driver's token, as the phone app makes it; fails on an error. */
export async function driverPost(page: Page, driverToken: string, url: string, data: unknown): Promise<void> {
  const response = await page.request.post(url, {
    headers: { authorization: `Bearer ${driverToken}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
}
