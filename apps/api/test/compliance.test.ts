import { DEFAULT_TIME_ZONE } from '@fletx/contract/carrier-settings';
import { addDays, addYears, type ComplianceBadge, shownDay } from '@fletx/contract/compliance';
import { complianceLook } from '@fletx/contract/due-states';
import { dayIn } from '@fletx/contract/facility-time';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { driverInformation, driverPolicies } from '../src/db/schema';
import { ManualClock } from '../src/lib/clock';
import { bookingBody } from './helpers/broker-factories';
import { expectBadQueries, type TestClient } from './helpers/client';
import { ADA_ADMIN, driverPayload, loggedInUser, makeTrailer, makeTruck } from './helpers/factories';
import {
  approvedBroker,
  approvedDriver,
  approvedDriverApi,
  createLoad,
  loadBody,
} from './helpers/load-factories';
import { worldPerFile } from './helpers/setup';
import { createTestApp } from './helpers/test-app';

/**
 * Compliance (docs/product.md "Compliance"): the fields, the list and its filters, and the dispatch block on
 * every path that puts a driver on a load, with and without an override.
 */
const clock = new ManualClock();
// The carrier's day (America/Chicago by default), the one the API counts from.
const today = dayIn(DEFAULT_TIME_ZONE, clock.now().getTime());
const w = worldPerFile(async () => {
  const ctx = await createTestApp({ clock });
  const a = await loggedInUser(ctx, ADA_ADMIN);
  return {
    ctx,
    adminAuth: a.authorization,
    admin: ctx.api.as(a.authorization),
    dispatcher: ctx.api.as((await loggedInUser(ctx, { role: 'Dispatcher' })).authorization),
    carrier: ctx.api.as((await loggedInUser(ctx, { role: 'Carriers' })).authorization),
    brokerId: (await approvedBroker(ctx, a.authorization)).id,
  };
});
let sequence = 0;
/** An approved driver with a unique last name (to search the list for), and the given compliance fields. */
async function driver(fields: Record<string, unknown> = {}) {
  const lastName = `Compliant${++sequence}x${Date.now() % 100000}`;
  const id = await approvedDriver(w.ctx, w.adminAuth, { first_name: 'Cora', last_name: lastName, ...fields });
  return { id, name: `Cora ${lastName}`, lastName };
}

const list = async (query: string) => {
  const r = await w.admin.get(`/api/compliance?${query}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as {
    items: Array<{
      entityType: string;
      entityId: number;
      entityName: string;
      item: string;
      label: string;
      expiresOn: string | null;
      daysLeft: number | null;
      state: string;
      blocks: boolean;
      link: string;
    }>;
    meta: { totalItems: number; currentPage: number; itemsPerPage: number };
  };
};

describe('the fields', () => {
  it('a driver keeps CDL, medical certificate, lease end and policy expirations; absent keeps, empty clears', async () => {
    const { id } = await driver({
      cdl_number: 'D123-4567',
      cdl_state: 'tx',
      cdl_class: 'A',
      cdl_expiration: '2030-05-01',
      medical_certificate_expiration: '2028-01-31',
      lease_agreement_end: '2029-12-31',
      expirationDateCoverage: '',
      liabilityCargoExpirationDate: '2027-06-30',
    });
    const detail = async () => {
      const r = await w.admin.get(`/api/infodriver/driverinformation/user/${id}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data.extraData;
    };
    let data = await detail();
    expect(data.driverinformation.data).toMatchObject({
      cdl_number: 'D123-4567',
      cdl_state: 'TX',
      cdl_class: 'A',
      cdl_expiration: '2030-05-01',
      medical_certificate_expiration: '2028-01-31',
      lease_agreement_end: '2029-12-31',
    });
    // One year after the effective date unless entered.
    expect(data.driverpolicy.data).toMatchObject({
      effectiveDateCoverage: '2026-02-01',
      expirationDateCoverage: '2027-02-01',
      liabilityCargoExpirationDate: '2027-06-30',
    });
    const base = driverPayload({ first_name: 'Cora', last_name: 'Kept' }) as Record<string, unknown>;
    for (const key of ['expirationDateCoverage', 'liabilityCargoExpirationDate']) delete base[key];
    const kept = await w.admin.put(`/api/user/infoDriver/${id}`, { ...base, electronicPassword: '' });
    expect(kept.statusCode, kept.body).toBe(200);
    data = await detail();
    expect(data.driverinformation.data.cdl_expiration).toBe('2030-05-01');
    expect(data.driverpolicy.data.liabilityCargoExpirationDate).toBe('2027-06-30');
    const cleared = await w.admin.put(`/api/user/infoDriver/${id}`, {
      ...base,
      electronicPassword: '',
      cdl_expiration: '',
      liabilityCargoExpirationDate: '',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    data = await detail();
    expect(data.driverinformation.data.cdl_expiration).toBeNull();
    expect(data.driverpolicy.data.liabilityCargoExpirationDate).toBe('2027-02-01');
    const bad = await w.admin.post(
      '/api/user/infoDriver/',
      driverPayload({ cdl_class: 'Z', cdl_expiration: 'soon' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['body.cdl_class', 'body.cdl_expiration']),
    );
  });

  it('trucks and trailers keep their annual inspection date; old bodies without it keep it', async () => {
    const truck = await makeTruck(w.ctx, w.adminAuth, { annual_inspection_date: '2026-03-01' });
    const found = await w.admin.get(`/api/vehicle/find/${truck.id}`);
    expect(found.json().data.annual_inspection_date).toBe('2026-03-01');
    const trailer = await makeTrailer(w.ctx, w.adminAuth, {
      licenseplate_truck_number: truck.licenseplate_number,
      annual_inspection_date: '2026-04-01',
    });
    const t = await w.admin.get(`/api/trailer/find/${trailer.id}`);
    expect(t.json().data.annual_inspection_date).toBe('2026-04-01');
    const old = await makeTrailer(w.ctx, w.adminAuth, {
      licenseplate_truck_number: truck.licenseplate_number,
    });
    expect((await w.admin.get(`/api/trailer/find/${old.id}`)).json().data.annual_inspection_date).toBeNull();
  });
});

describe('GET /api/compliance', () => {
  it('lists each state at its boundaries, sorted (missing first, then days left), with links', async () => {
    const d = await driver({
      cdl_expiration: addDays(today, -1),
      medical_certificate_expiration: today,
      expirationDateCoverage: addDays(today, 30),
      noTrukingExpirationDate: addDays(today, 31),
    });
    const { items, meta } = await list(`search=${d.lastName}&take=100`);
    expect(meta.totalItems).toBe(items.length);
    const of = (item: string) => items.find((i) => i.item === item);
    expect(of('cdl')).toMatchObject({
      entityType: 'driver',
      entityId: d.id,
      entityName: d.name,
      label: "Commercial driver's licence",
      state: 'expired',
      daysLeft: -1,
      blocks: true,
      link: `/fletx/add-driver?id=${d.id}#cdl`,
    });
    expect(of('medicalCertificate')).toMatchObject({ state: 'expiring', daysLeft: 0, blocks: false });
    expect(of('insuranceUnderlying')).toMatchObject({ state: 'expiring', daysLeft: 30, blocks: false });
    expect(of('insuranceNonTrucking')).toBeUndefined();
    expect(of('leaseAgreement')).toMatchObject({ state: 'missing', daysLeft: null, blocks: false });
    expect(items.map((i) => i.state)).toEqual(['missing', 'expired', 'expiring', 'expiring']);
    // A longer horizon brings in the 31 days.
    const within60 = await list(`search=${d.lastName}&within=60`);
    expect(within60.items.find((i) => i.item === 'insuranceNonTrucking')).toMatchObject({ daysLeft: 31 });
  });

  it('filters by entity type, state and search; pages; answers csv with every row', async () => {
    const truck = await makeTruck(w.ctx, w.adminAuth, {
      licenseplate_expiration: addDays(today, 5),
      annual_inspection_date: addYears(addDays(today, -2), -1),
    });
    const trucks = await list(`entityType=truck&search=${truck.licenseplate_number}`);
    expect(trucks.items.map((i) => [i.item, i.state, i.daysLeft])).toEqual([
      ['truckInspection', 'expired', -2],
      ['truckPlate', 'expiring', 5],
    ]);
    expect(trucks.items.every((i) => i.entityType === 'truck')).toBe(true);
    expect((await list(`entityType=trailer&search=${truck.licenseplate_number}`)).items).toEqual([]);
    expect((await list(`state=expired&search=${truck.licenseplate_number}`)).items).toHaveLength(1);
    const page = await list(`search=${truck.licenseplate_number}&take=1&page=2`);
    expect(page.items.map((i) => i.item)).toEqual(['truckPlate']);
    expect(page.meta).toMatchObject({ totalItems: 2, currentPage: 2, itemsPerPage: 1 });

    const csv = await w.admin.get(`/api/compliance?format=csv&search=${truck.licenseplate_number}&take=1`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('entityType,entityId,entityName,item,label,expiresOn,daysLeft,state,blocks');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain(`truck,${truck.id},`);

    await expectBadQueries(w.admin, '/api/compliance', [
      'within=-1',
      'within=abc',
      'entityType=boat',
      'state=fine',
      'format=xml',
      'take=0',
    ]);
    expect((await w.admin.get('/api/compliance', { as: null })).statusCode).toBe(401);
  });

  it('badges: each record with an expired or soon-expiring item, its worst state and the item that words it', async () => {
    const truck = await makeTruck(w.ctx, w.adminAuth, {
      licenseplate_expiration: addDays(today, 3),
      IFTA_expiration: addDays(today, -1),
    });
    const soon = await makeTruck(w.ctx, w.adminAuth, { licenseplate_expiration: addDays(today, 30) });
    const fine = await makeTruck(w.ctx, w.adminAuth);
    // An inspection past its date and a plate coming up: the inspection is the worst, overdue (due-states.ts).
    const inspected = await makeTruck(w.ctx, w.adminAuth, {
      licenseplate_expiration: addDays(today, 3),
      annual_inspection_date: addYears(addDays(today, -1), -1),
    });
    const inspectionSoon = await makeTruck(w.ctx, w.adminAuth, {
      annual_inspection_date: addYears(addDays(today, 10), -1),
    });
    const r = await w.admin.get('/api/compliance/badges?entityType=truck');
    expect(r.statusCode, r.body).toBe(200);
    const badges = r.json().data as Array<{ entityId: number; state: string; count: number }>;
    const of = (id: number) => badges.find((b) => b.entityId === id);
    expect(of(truck.id)).toEqual({
      entityId: truck.id,
      state: 'expired',
      count: 2,
      item: 'ifta',
      label: 'IFTA licence',
    });
    expect(of(soon.id)).toEqual({
      entityId: soon.id,
      state: 'expiring',
      count: 1,
      item: 'truckPlate',
      label: 'Truck licence plate',
    });
    expect(of(fine.id)).toBeUndefined();
    const words = (id: number) => {
      const badge = of(id) as ComplianceBadge;
      return complianceLook(badge.item, badge.state).word;
    };
    expect(of(inspected.id)).toMatchObject({ state: 'expired', count: 2, item: 'truckInspection' });
    expect([words(truck.id), words(soon.id), words(inspected.id), words(inspectionSoon.id)]).toEqual([
      'Expired',
      'Expiring',
      'Overdue',
      'Due soon',
    ]);
    expect((await w.admin.get('/api/compliance/badges')).statusCode).toBe(400);
    expect((await w.admin.get('/api/compliance/badges?entityType=ship')).statusCode).toBe(400);
  });

  it('the summary counts expired, due in 30 days and missing', async () => {
    const before = (await w.admin.get('/api/compliance/summary')).json().data;
    await driver({ cdl_expiration: addDays(today, -10), medical_certificate_expiration: addDays(today, 3) });
    const after = (await w.admin.get('/api/compliance/summary')).json().data;
    // The new driver: CDL expired, medical due, lease end missing.
    expect(after).toEqual({
      expired: before.expired + 1,
      expiringIn30: before.expiringIn30 + 1,
      missing: before.missing + 1,
    });
  });
});

describe('the dispatch block', () => {
  const expired = addDays(today, -3);
  const blockedMessage = (name: string) =>
    `${name}: Commercial driver's licence expired on ${shownDay(expired)}. Renew it before dispatching, or override with a reason.`;
  const override = { complianceOverride: { reason: 'Renewal receipt seen, card in the mail' } };
  /** A 409 naming the blocked driver's expired licence. */
  const expectBlocked = (
    r: { statusCode: number; json(): { message: string } },
    blocked: { name: string },
  ) => {
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(blockedMessage(blocked.name));
  };
  /** The load form's edit of load `loadId` giving it driver `driverId`, with `extra` fields. */
  const editLoad = (
    client: TestClient,
    loadId: number,
    driverId: number,
    extra: Record<string, unknown> = {},
  ) => client.put(`/api/loadbook/manualUpdate/${loadId}`, { ...loadBody(w.brokerId, driverId), ...extra });

  it('on create: 409 naming the item and date; a Dispatcher may not override (403); Carriers and Admin users may', async () => {
    const d = await driver({ cdl_expiration: expired });
    const refused = await w.dispatcher.post('/api/loadbook/manualCreate', loadBody(w.brokerId, d.id));
    expectBlocked(refused, d);
    expect(refused.json().details[0]).toMatchObject({ path: `compliance.driver.${d.id}.cdl` });

    const notAllowed = await w.dispatcher.post('/api/loadbook/manualCreate', {
      ...loadBody(w.brokerId, d.id),
      ...override,
    });
    expect(notAllowed.statusCode).toBe(403);
    expect(notAllowed.json().message).toBe('Only Carriers and Admin users may override a compliance block.');

    const empty = await w.admin.post('/api/loadbook/manualCreate', {
      ...loadBody(w.brokerId, d.id),
      complianceOverride: { reason: ' ' },
    });
    expect(empty.statusCode).toBe(400);

    for (const client of [w.carrier, w.admin]) {
      const made = await client.post('/api/loadbook/manualCreate', {
        ...loadBody(w.brokerId, d.id),
        ...override,
      });
      expect(made.statusCode, made.body).toBe(201);
      const load = made.json().data;
      expect(load.compliance_override).toContain('Renewal receipt seen, card in the mail');
      expect(load.compliance_override).toContain(`Commercial driver's licence expired ${shownDay(expired)}`);
      const history = (await w.admin.get(`/api/loadbook/find/${load.id}`)).json().data.extraData.history;
      expect(history[0].comment).toContain('Compliance override by');
      const trail = (await w.admin.get(`/api/audit?entityType=load&entityId=${load.id}`)).json().data.items;
      expect(JSON.stringify(trail)).toContain('Renewal receipt seen, card in the mail');
    }
    // An old load records a trip already made: nobody is dispatched.
    const old = await w.dispatcher.post('/api/loadbook/manualCreate', {
      ...loadBody(w.brokerId, d.id),
      typeForm: 'old',
    });
    expect(old.statusCode, old.body).toBe(201);
  });

  it("the load form's driver select says why a driver is blocked", async () => {
    const blocked = await driver({ cdl_expiration: expired });
    const fine = await driver();
    const r = await w.dispatcher.get('/api/loadbook/drivers');
    expect(r.statusCode, r.body).toBe(200);
    const options = r.json().data as Array<{ id: number; compliance: string | null }>;
    expect(options.find((o) => o.id === blocked.id)?.compliance).toBe(
      `${blocked.name}: Commercial driver's licence expired on ${shownDay(expired)}`,
    );
    expect(options.find((o) => o.id === fine.id)?.compliance).toBeNull();
  });

  it('missing items added with compliance do not block; the truck and trailer the driver drives do', async () => {
    const fine = await driver();
    const load = await createLoad(w.dispatcher, w.brokerId, fine.id);
    expect(load.loadbook_status_id).toBe(LOAD_STATUS.new);

    const d = await driver();
    const truck = await makeTruck(w.ctx, w.adminAuth, {
      user_id: d.id,
      licenseplate_expiration: addDays(today, -1),
    });
    const byTruck = await w.dispatcher.post('/api/loadbook/manualCreate', loadBody(w.brokerId, d.id));
    expect(byTruck.statusCode).toBe(409);
    expect(byTruck.json().message).toBe(
      `Truck ${(truck as unknown as { unit_number: string }).unit_number} (${truck.licenseplate_number}): Truck licence plate expired on ${shownDay(addDays(today, -1))}. Renew it before dispatching, or override with a reason.`,
    );

    const e = await driver();
    const hers = await makeTruck(w.ctx, w.adminAuth, { user_id: e.id });
    await makeTrailer(w.ctx, w.adminAuth, {
      licenseplate_truck_number: hers.licenseplate_number,
      annual_inspection_date: addYears(addDays(today, -1), -1),
    });
    const byTrailer = await w.dispatcher.post('/api/loadbook/manualCreate', loadBody(w.brokerId, e.id));
    expect(byTrailer.statusCode).toBe(409);
    // An inspection falls due (packages/contract/src/due-states.ts): it was due, it is done again.
    expect(byTrailer.json().message).toMatch(
      /: Trailer annual inspection was due on \d{2}\/\d{2}\/\d{4}\. Have it done before dispatching, or override with a reason\.$/,
    );
    // The override's note says so too.
    const overridden = await w.admin.post('/api/loadbook/manualCreate', {
      ...loadBody(w.brokerId, e.id),
      complianceOverride: { reason: 'Inspected yesterday, sticker on its way' },
    });
    expect(overridden.statusCode, overridden.body).toBe(201);
    expect(overridden.json().data.compliance_override).toContain(
      `Trailer annual inspection was due ${shownDay(addDays(today, -1))}`,
    );
  });

  it('on edit: giving the load a blocked driver is refused unless overridden; an unchanged driver is not checked', async () => {
    const fine = await driver();
    const load = await createLoad(w.dispatcher, w.brokerId, fine.id);
    const d = await driver({ cdl_expiration: expired });
    expectBlocked(await editLoad(w.dispatcher, load.id, d.id), d);
    const ok = await editLoad(w.admin, load.id, d.id, override);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      user_id: d.id,
      compliance_override: expect.stringContaining('card'),
    });
    // The same driver again: no new check.
    const again = await editLoad(w.dispatcher, load.id, d.id, { product_name: 'Paper goods' });
    expect(again.statusCode, again.body).toBe(200);
    // Back to a compliant driver: the override is gone.
    const back = await editLoad(w.dispatcher, load.id, fine.id);
    expect(back.json().data.compliance_override).toBeNull();
  });

  it('on reassign after a refusal, by the form and by the status change', async () => {
    const first = await approvedDriverApi(w.ctx, w.adminAuth, 'Rita');
    const load = await createLoad(w.dispatcher, w.brokerId, first.id);
    expect((await first.api.post(`/api/driver/loads/${load.id}/refuse`)).statusCode).toBe(200);
    const d = await driver({ cdl_expiration: expired });
    expectBlocked(await editLoad(w.dispatcher, load.id, d.id), d);
    const notAllowed = await editLoad(w.dispatcher, load.id, d.id, override);
    expect(notAllowed.statusCode).toBe(403);
    const ok = await editLoad(w.admin, load.id, d.id, override);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ loadbook_status_id: LOAD_STATUS.new, user_id: d.id });
    const history = (await w.admin.get(`/api/loadbook/find/${load.id}`)).json().data.extraData.history;
    expect(history.at(-1)).toMatchObject({ action: 'reassign' });
    expect(history.at(-1).comment).toContain('Compliance override by Ada Admin');

    // The status change 3 → 2 keeps the driver who refused: checked too.
    const second = await approvedDriverApi(w.ctx, w.adminAuth, 'Sara');
    const other = await createLoad(w.dispatcher, w.brokerId, second.id);
    await second.api.post(`/api/driver/loads/${other.id}/refuse`);
    await w.ctx.database.db
      .update(driverInformation)
      .set({ cdlExpiration: expired })
      .where(eq(driverInformation.userId, second.id));
    const status = (client: TestClient, body: Record<string, unknown> = {}) =>
      client.put(`/api/loadbook/update/${other.id}`, { loadbook_status_id: LOAD_STATUS.new, ...body });
    expect((await status(w.dispatcher)).statusCode).toBe(409);
    expect((await status(w.dispatcher, override)).statusCode).toBe(403);
    const reassigned = await status(w.carrier, override);
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    expect(reassigned.json().data.compliance_override).toContain('card in the mail');
  });

  it('on confirming a booking-made load', async () => {
    const booking = (await w.dispatcher.post('/api/bookings/manualCreate', bookingBody(w.brokerId))).json()
      .data;
    const load = (await w.dispatcher.post(`/api/bookings/${booking.id}/toLoad`)).json().data;
    const d = await driver({ cdl_expiration: expired });
    // At 16 the driver is chosen; the check is on confirm.
    const edit = await editLoad(w.dispatcher, load.id, d.id, { id_number: load.id_number });
    expect(edit.statusCode, edit.body).toBe(200);
    const confirm = (client: TestClient, body: Record<string, unknown> = {}) =>
      client.put(`/api/loadbook/update/${load.id}`, { loadbook_status_id: LOAD_STATUS.new, ...body });
    expectBlocked(await confirm(w.dispatcher), d);
    expect((await confirm(w.dispatcher, override)).statusCode).toBe(403);
    const ok = await confirm(w.admin, override);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ loadbook_status_id: LOAD_STATUS.new });
    const history = (await w.admin.get(`/api/loadbook/find/${load.id}`)).json().data.extraData.history;
    expect(history.at(-1)).toMatchObject({ action: 'confirm' });
    expect(history.at(-1).comment).toContain('Renewal receipt seen');
  });

  it("on the driver API's accept: 409 naming the item, nothing changes", async () => {
    const rita = await approvedDriverApi(w.ctx, w.adminAuth, 'Tina');
    const load = await createLoad(w.dispatcher, w.brokerId, rita.id);
    await w.ctx.database.db
      .update(driverPolicies)
      .set({ cargoExpirationDate: addDays(today, -1) })
      .where(eq(driverPolicies.userId, rita.id));
    const accept = await rita.api.post(`/api/driver/loads/${load.id}/accept`);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toContain(
      `Cargo liability insurance expired on ${shownDay(addDays(today, -1))}`,
    );
    const found = (await w.admin.get(`/api/loadbook/find/${load.id}`)).json().data.info[0];
    expect(found.loadbook_status_id).toBe(LOAD_STATUS.new);
    // Renewed: the accept goes through.
    await w.ctx.database.db
      .update(driverPolicies)
      .set({ cargoExpirationDate: addDays(today, 200) })
      .where(eq(driverPolicies.userId, rita.id));
    expect((await rita.api.post(`/api/driver/loads/${load.id}/accept`)).statusCode).toBe(200);
  });
});
