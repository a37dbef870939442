import type { AuditEntry } from '@fletx/contract/audit';
import { DRIVER_STATUS } from '@fletx/contract/drivers';
import { TRANSACTION_TYPE } from '@fletx/contract/load-ledger';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, brokerBody } from './helpers/broker-factories';
import { expectBadQueries, type TestClient } from './helpers/client';
import {
  confirmRecovery,
  driverPayload,
  loggedInUser,
  makeDriver,
  makeTruck,
  multipartBody,
  uploadDocument,
} from './helpers/factories';
import {
  addLedgerEntry,
  approvedBroker,
  approvedDriver,
  approvedDriverApi,
  createLoad,
  driveTo,
  loadBody,
} from './helpers/load-factories';
import type { TestContext } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

/**
 * The audit trail (docs/product.md "Audit trail"): every create, update, delete, status change and money
 * entry of users, drivers, brokers, bookings and loads (and documents on their record), with who, when and
 * the changed fields' before → after, in the transaction of the change; GET /api/audit for Carriers and
 * Admin users.
 */
let ctx: TestContext;
let admin: TestClient;
let adminId: number;
let adminAuthorization: string;
let dispatcher: TestClient;
const ADMIN_NAME = 'Alma Ortiz';

beforeAll(async () => {
  ctx = await createTestApp();
  const a = await loggedInUser(ctx, { role: 'Admin user', firstName: 'Alma', lastName: 'Ortiz' });
  admin = ctx.api.as(a.authorization);
  adminAuthorization = a.authorization;
  adminId = a.user.id;
  dispatcher = ctx.api.as((await loggedInUser(ctx, { role: 'Dispatcher' })).authorization);
});
afterAll(async () => {
  await ctx?.close();
});

type Page = { items: AuditEntry[]; meta: { totalItems: number; itemsPerPage: number; currentPage: number } };

async function audit(query: Record<string, string | number>): Promise<Page> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const r = await admin.get(`/api/audit?${search}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as Page;
}

/** A record's entries, oldest first. */
async function trail(entityType: string, entityId: number): Promise<AuditEntry[]> {
  return (await audit({ entityType, entityId, take: 50 })).items.toReversed();
}

const change = (entry: AuditEntry | undefined, field: string) =>
  entry?.changes.find((c) => c.field === field);

describe('users', () => {
  it('keeps a create, an update with before → after, a username change, a password change without values and a delete', async () => {
    const created = await admin.post('/api/user/create-user', {
      first_name: 'Noel',
      last_name: 'Vance',
      email: 'noel.vance.audit@example.com',
      phone: '2145550111',
      role: 'Dispatcher',
      password: 'Str0ng#Password',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;

    const edit = {
      first_name: 'Noel',
      last_name: 'Vance',
      email: 'noel.vance.audit@example.com',
      phone: '2145550199',
      role: 'Admin user',
    };
    expect((await admin.put(`/api/user/${id}`, edit)).statusCode).toBe(200);
    const renamed = await admin.put(`/api/user/?id=${id}`, { email: 'noel.v.audit@example.com' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const password = await admin.put(`/api/user/${id}/password`, {
      password: 'N3w#Secret-Words',
      confirmPassword: 'N3w#Secret-Words',
    });
    expect(password.statusCode, password.body).toBe(200);
    expect((await admin.delete(`/api/user/${id}`)).statusCode).toBe(200);

    const [create, update, username, pass, remove, ...rest] = await trail('user', id);
    expect(rest).toEqual([]);
    expect(create).toMatchObject({ action: 'create', actorId: adminId, actorName: ADMIN_NAME });
    expect(change(create, 'first_name')).toEqual({ field: 'first_name', before: null, after: 'Noel' });
    expect(update).toMatchObject({ action: 'update', actorName: ADMIN_NAME });
    expect(update?.changes).toEqual(
      expect.arrayContaining([
        { field: 'phone', before: '2145550111', after: '2145550199' },
        { field: 'role', before: 'Dispatcher', after: 'Admin user' },
      ]),
    );
    expect(update?.changes).toHaveLength(3); // phone, role, usertype
    expect(username?.changes).toEqual([
      { field: 'email', before: 'noel.vance.audit@example.com', after: 'noel.v.audit@example.com' },
    ]);
    expect(pass).toMatchObject({ action: 'update', summary: 'Password changed', changes: [] });
    expect(JSON.stringify(pass)).not.toMatch(/N3w#Secret|Str0ng#Password|argon/);
    expect(remove).toMatchObject({ action: 'delete', actorName: ADMIN_NAME });
    expect(change(remove, 'email')).toEqual({
      field: 'email',
      before: 'noel.v.audit@example.com',
      after: null,
    });
  });

  it('keeps a password chosen with a recovery code, by its owner, without values', async () => {
    const { user } = await loggedInUser(ctx, { role: 'Dispatcher', firstName: 'Rhea', lastName: 'Code' });
    expect((await ctx.api.post('/api/auth/forgotpassword', { username: user.email })).statusCode).toBe(200);
    const code = /\b(\d{6})\b/.exec(ctx.mails.at(-1)?.text ?? '')?.[1];
    const newPassword = 'Chosen#Pass2026';
    const r = await confirmRecovery(ctx, user.email, code, newPassword);
    expect(r.statusCode, r.body).toBe(200);
    const [entry] = (await audit({ entityType: 'user', entityId: user.id })).items;
    expect(entry).toMatchObject({
      action: 'update',
      actorId: user.id,
      actorName: 'Rhea Code',
      summary: 'Password changed with a recovery code',
      changes: [],
    });
  });

  it('writes nothing for a change that fails (409: the email is taken)', async () => {
    const other = await loggedInUser(ctx, { role: 'Dispatcher' });
    const target = await loggedInUser(ctx, { role: 'Dispatcher' });
    const before = await trail('user', target.user.id);
    const r = await admin.put(`/api/user/${target.user.id}`, {
      first_name: 'Changed',
      last_name: 'Name',
      email: other.user.email,
      phone: '2145550100',
      role: 'Dispatcher',
    });
    expect(r.statusCode).toBe(409);
    expect(await trail('user', target.user.id)).toEqual(before);
  });

  it('keeps one create entry per imported user, and the new dispatcher of each assigned driver', async () => {
    const driverId = await makeDriver(ctx, adminAuth(), {
      first_name: 'Kai',
      email: 'kai.audit@example.com',
    });
    const csv =
      'first_name,last_name,email,phone,role,assigned_drivers\n' +
      'Iris,Lane,iris.lane.audit@example.com,2145550121,Dispatcher,\n' +
      'Otto,Kerr,otto.kerr.audit@example.com,2145550122,Admin user,kai.audit@example.com\n';
    const { payload, headers } = await multipartBody([
      { name: 'file', file: Buffer.from(csv), filename: 'users.csv', type: 'text/csv' },
    ]);
    const r = await admin.post('/api/user/import', payload, { headers });
    expect(r.statusCode, r.body).toBe(200);
    const found = await admin.post('/api/user/findBy?search=otto.kerr.audit', { role: 'Carriers' });
    const id = found.json().data.items[0].id as number;
    const [entry, ...rest] = await trail('user', id);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ action: 'create', actorId: adminId, actorName: ADMIN_NAME });
    expect(change(entry, 'role')).toEqual({ field: 'role', before: null, after: 'Admin user' });
    expect(change(entry, `assignedDrivers[${driverId}].name`)?.after).toBe('Kai Ramírez');
    expect((await trail('driver', driverId)).at(-1)).toMatchObject({
      action: 'update',
      actorName: ADMIN_NAME,
      changes: [{ field: 'extraData.driverinformation.data.dispatcherId', before: null, after: id }],
    });
  });
});

describe('drivers', () => {
  it('keeps the create, an update, a status change with its comment and the delete', async () => {
    const payload = driverPayload({ first_name: 'Rosa', phone: '3055550101' });
    const created = await admin.post('/api/user/infoDriver/', payload);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const updated = await admin.put(`/api/user/infoDriver/${id}`, {
      ...payload,
      phone: '3055550102',
      policyNo: 'UL-2002',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const status = await admin.put(`/api/user/${id}`, { status: DRIVER_STATUS.active, comment: 'Papers ok' });
    expect(status.statusCode, status.body).toBe(200);
    expect((await dispatcher.delete(`/api/user/${id}`)).statusCode).toBe(200);

    const [create, update, approve, remove, ...rest] = await trail('driver', id);
    expect(rest).toEqual([]);
    expect(create).toMatchObject({ action: 'create', actorName: ADMIN_NAME });
    expect(change(create, 'info.first_name')?.after).toBe('Rosa');
    expect(update?.changes).toEqual(
      expect.arrayContaining([
        { field: 'info.phone', before: '3055550101', after: '3055550102' },
        { field: 'extraData.driverpolicy.data.policyNo', before: 'UL-1001', after: 'UL-2002' },
      ]),
    );
    expect(JSON.stringify(update)).not.toContain('Logb00k#Pass');
    expect(approve).toMatchObject({
      action: 'status',
      summary: 'Status To be approved → Active: Papers ok',
      actorName: ADMIN_NAME,
    });
    expect(remove).toMatchObject({ action: 'delete' });
    expect(change(remove, 'info.first_name')).toEqual({
      field: 'info.first_name',
      before: 'Rosa',
      after: null,
    });
    expect(await trail('user', id)).toEqual([]);
  });
});

describe('brokers', () => {
  it('keeps the create, an update, a status change and contacts added and removed', async () => {
    const body = brokerBody();
    const created = await admin.post('/api/bookings/brokers', body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.info.id as number;
    const contacts = created.json().data.extraData.brokerContactPeople as Array<{ id: number }>;
    const { contactPeople: _, ...fields } = body;
    const updated = await admin.put(`/api/bookings/brokers/${id}`, { ...fields, city: 'Fort Worth' });
    expect(updated.statusCode, updated.body).toBe(200);
    const approved = await admin.get(`/api/bookings/brokers/changeStatus/${id}?status=Approved`);
    expect(approved.statusCode, approved.body).toBe(200);
    const added = await admin.post(`/api/bookings/brokers/${id}/contactPeople`, {
      contactPeople: [
        { contactName: 'Lia Park', role: 'Sales', phoneNumber: '2145550103', email: 'lia@lsf.com' },
      ],
    });
    expect(added.statusCode, added.body).toBe(201);
    const removed = await admin.delete(`/api/bookings/brokersContactPeople/${contacts[0]?.id}`);
    expect(removed.statusCode, removed.body).toBe(200);

    const [create, update, status, add, remove, ...rest] = await trail('broker', id);
    expect(rest).toEqual([]);
    expect(create).toMatchObject({ action: 'create', actorName: ADMIN_NAME });
    expect(change(create, 'broker.brokerName')?.after).toBe(body.brokerName);
    expect(update?.changes).toEqual([{ field: 'broker.city', before: 'Dallas', after: 'Fort Worth' }]);
    expect(status).toMatchObject({ action: 'status', summary: 'Status Pending approval → Approved' });
    expect(status?.changes).toEqual([
      { field: 'broker.status', before: 'Pending approval', after: 'Approved' },
    ]);
    expect(add).toMatchObject({ action: 'update', summary: 'Contact added: Lia Park' });
    expect(add?.changes.some((c) => c.after === 'Lia Park')).toBe(true);
    expect(remove).toMatchObject({ action: 'update', summary: 'Contact removed: Dana Whitfield' });
    expect(change(remove, `contacts[${contacts[0]?.id}].contactName`)).toMatchObject({
      before: 'Dana Whitfield',
      after: null,
    });
  });

  it('writes nothing when the change fails, even after part of it was written (same transaction)', async () => {
    const first = brokerBody();
    const second = brokerBody();
    const a = (await admin.post('/api/bookings/brokers', first)).json().data.info.id as number;
    await admin.post('/api/bookings/brokers', second);
    const before = await trail('broker', a);

    const conflict = await admin.put(`/api/bookings/brokers/${a}`, { ...first, mcNumber: second.mcNumber });
    expect(conflict.statusCode).toBe(409);
    // The broker row is written before an unknown contact is found: the 404 rolls back both.
    const missing = await admin.put(`/api/bookings/brokers/${a}`, {
      ...first,
      city: 'Austin',
      contactPeople: [{ ...first.contactPeople[0], id: 999999 }],
    });
    expect(missing.statusCode).toBe(404);
    expect(await trail('broker', a)).toEqual(before);
    const detail = await admin.get(`/api/bookings/brokers/findDetailBroker/${a}`);
    expect(detail.json().data.info.city).toBe('Dallas');
  });
});

describe('bookings and loads', () => {
  it('keeps a booking, its update and its conversion into a load', async () => {
    const broker = await approvedBroker(ctx, adminAuth());
    const created = await admin.post(
      '/api/bookings/manualCreate',
      bookingBody(broker.id, { idNumber: 'BK-7001' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const body = bookingBody(broker.id, { idNumber: 'BK-7001', productName: 'Paper rolls' });
    expect((await admin.put(`/api/bookings/${id}`, body)).statusCode).toBe(200);
    const toLoad = await admin.post(`/api/bookings/${id}/toLoad`, {});
    expect(toLoad.statusCode, toLoad.body).toBe(201);
    const loadId = toLoad.json().data.id as number;

    const [create, update, converted, ...rest] = await trail('booking', id);
    expect(rest).toEqual([]);
    expect(create).toMatchObject({ action: 'create', actorName: ADMIN_NAME });
    expect(update?.changes).toEqual([{ field: 'productName', before: 'Canned goods', after: 'Paper rolls' }]);
    expect(converted).toMatchObject({ action: 'update', summary: 'Converted to load BK-7001' });
    const [loadCreate] = await trail('load', loadId);
    expect(loadCreate).toMatchObject({ action: 'create', summary: 'From booking BK-7001' });
  });

  it("keeps a load's create, update, status changes (staff and driver), ledger and instructions", async () => {
    const broker = await approvedBroker(ctx, adminAuth());
    const driver = await approvedDriverApi(ctx, adminAuth(), 'Teo');
    const load = await createLoad(admin, broker.id, driver.id, { id_number: 'LD-7002' });
    const updated = await admin.put(
      `/api/loadbook/manualUpdate/${load.id}`,
      loadBody(broker.id, driver.id, { id_number: 'LD-7002', product_name: 'Tiles' }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const accepted = await driver.api.post(`/api/driver/loads/${load.id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    await addLedgerEntry(admin, load.id, TRANSACTION_TYPE.advance, 150);
    await addLedgerEntry(admin, load.id, TRANSACTION_TYPE.lumper, 85.05, 'Receipt 4410');
    const note = await admin.post('/api/loadbook/loadbookinstructions', {
      loadbook_id: load.id,
      instruction_load: 'Dock 4',
    });
    expect(note.statusCode, note.body).toBe(201);
    const edited = await admin.put(`/api/loadbook/loadbookinstructions/${note.json().data.id}`, {
      instruction_load: 'Dock 7',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const cancelled = await admin.put(`/api/loadbook/update/${load.id}`, {
      loadbook_status_id: LOAD_STATUS.cancelled,
      comment: 'Broker cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const entries = await trail('load', load.id);
    expect(entries.map((e) => [e.action, e.summary])).toEqual([
      ['create', null],
      ['update', null],
      ['status', 'Status New → Accepted'],
      ['money', 'Advance $150.00'],
      ['money', 'Lumper $85.05: Receipt 4410'],
      ['update', 'Instructions added'],
      ['update', 'Instructions edited'],
      ['status', 'Status Accepted → Cancelled: Broker cancelled'],
    ]);
    const [create, update, accept, advanceEntry, lumperEntry, added, instructions, cancel] = entries;
    expect(change(create, 'id_number')?.after).toBe('LD-7002');
    expect(update?.changes).toEqual(
      expect.arrayContaining([{ field: 'product_name', before: 'Canned goods', after: 'Tiles' }]),
    );
    expect(update?.actorName).toBe(ADMIN_NAME);
    expect(accept).toMatchObject({ actorId: driver.id, actorName: 'Teo Ramírez' });
    expect(accept?.changes).toEqual(
      expect.arrayContaining([
        { field: 'loadbook_status_id', before: LOAD_STATUS.new, after: LOAD_STATUS.accepted },
        { field: 'status_name', before: 'New', after: 'Accepted' },
      ]),
    );
    expect(advanceEntry?.changes).toEqual([{ field: 'ledger_total', before: 2450.5, after: 2300.5 }]);
    expect(lumperEntry?.changes).toEqual([{ field: 'ledger_total', before: 2300.5, after: 2385.55 }]);
    expect(added?.changes).toEqual([{ field: 'instructions', before: null, after: 'Dock 4' }]);
    expect(instructions?.changes).toEqual([{ field: 'instructions', before: 'Dock 4', after: 'Dock 7' }]);
    expect(cancel).toMatchObject({ actorName: ADMIN_NAME });
  });

  it('keeps OS&D entries and the approved delivery as money entries, and the approval as a status change', async () => {
    const broker = await approvedBroker(ctx, adminAuth());
    const driverId = await approvedDriver(ctx, adminAuth());
    const load = await createLoad(admin, broker.id, driverId);
    await driveTo(ctx.services.loads, load.id, driverId, LOAD_STATUS.delivered);
    const ended = await admin.put(`/api/loadbook/update/${load.id}`, {
      loadbook_status_id: LOAD_STATUS.ended,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const osd = await admin.post(`/api/delivery-approval/${load.id}/osd`, {
      kind: 'damaged',
      note: 'Broken pallet',
      amount_cents: 5000,
    });
    expect(osd.statusCode, osd.body).toBe(201);
    const osdId = osd.json().data.osd[0].id as number;
    expect((await admin.delete(`/api/delivery-approval/${load.id}/osd/${osdId}`)).statusCode).toBe(200);
    const approved = await admin.post(`/api/delivery-approval/${load.id}/approve`, { quickPay: false });
    expect(approved.statusCode, approved.body).toBe(200);

    const entries = await trail('load', load.id);
    const steps = entries.filter((e) => e.action === 'status');
    // The driver's steps came from a service call outside any request: the system did them.
    expect(steps[0]).toMatchObject({ actorId: null, actorName: 'System', summary: 'Status New → Accepted' });
    const tail = entries.slice(-5).map((e) => [e.action, e.summary, e.actorName]);
    expect(tail).toEqual([
      ['status', 'Status Delivered → Ended', ADMIN_NAME],
      ['money', 'OS&D added: damaged $50.00', ADMIN_NAME],
      ['money', 'OS&D removed: damaged $50.00', ADMIN_NAME],
      ['status', 'Status Ended → Delivery approved', ADMIN_NAME],
      ['money', 'Statement approved: net $2,082.92', ADMIN_NAME],
    ]);
    const added = entries.at(-4);
    expect(change(added, `osd[${osdId}].amount`)).toEqual({
      field: `osd[${osdId}].amount`,
      before: null,
      after: 50,
    });
  });
});

describe('documents', () => {
  it('keeps an upload and a delete on the record the document belongs to', async () => {
    const truck = await makeTruck(ctx, adminAuth());
    const up = await uploadDocument(ctx, adminAuth(), {
      entityTypeId: 5,
      entityId: truck.id,
      filename: 'registration.pdf',
    });
    expect(up.statusCode, up.body).toBe(201);
    expect((await admin.delete(`/api/documents/${up.json().data.id}`)).statusCode).toBe(200);
    const driverId = await makeDriver(ctx, adminAuth());
    const cdl = await uploadDocument(ctx, adminAuth(), {
      entityTypeId: 2,
      entityId: driverId,
      filename: 'cdl.pdf',
    });
    expect(cdl.statusCode, cdl.body).toBe(201);

    const entries = (await trail('truck', truck.id)).slice(1);
    expect(entries.map((e) => [e.action, e.summary, e.changes])).toEqual([
      ['update', 'Document added: registration.pdf', []],
      ['update', 'Document deleted: registration.pdf', []],
    ]);
    expect((await trail('driver', driverId)).at(-1)).toMatchObject({ summary: 'Document added: cdl.pdf' });
  });
});

describe('GET /api/audit', () => {
  it('filters by record, actor and time, newest first, a page at a time', async () => {
    const other = await loggedInUser(ctx, { role: 'Admin user', firstName: 'Pia', lastName: 'Holm' });
    const pia = ctx.api.as(other.authorization);
    const broker = (await pia.post('/api/bookings/brokers', brokerBody())).json().data.info.id as number;
    await pia.put(`/api/bookings/brokers/${broker}`, { ...brokerBody(), city: 'Plano' });

    const byActor = await audit({ actorId: other.user.id });
    expect(byActor.items.map((e) => [e.entityType, e.entityId, e.action])).toEqual([
      ['broker', broker, 'update'],
      ['broker', broker, 'create'],
    ]);
    expect(byActor.items.every((e) => e.actorName === 'Pia Holm')).toBe(true);

    const paged = await audit({ entityType: 'broker', entityId: broker, take: 1, page: 2 });
    expect(paged.items.map((e) => e.action)).toEqual(['create']);
    expect(paged.meta).toMatchObject({ totalItems: 2, itemsPerPage: 1, currentPage: 2 });

    const at = Date.parse(byActor.items[0]?.at ?? '');
    const future = new Date(at + 60_000).toISOString();
    const past = new Date(at - 3_600_000).toISOString();
    expect((await audit({ actorId: other.user.id, from: future })).items).toEqual([]);
    expect((await audit({ actorId: other.user.id, to: past })).items).toEqual([]);
    expect((await audit({ actorId: other.user.id, from: past, to: future })).items).toHaveLength(2);
  });

  it('is for Carriers and Admin users only, and refuses bad filters', async () => {
    expect((await dispatcher.get('/api/audit')).statusCode).toBe(403);
    const carrier = ctx.api.as((await loggedInUser(ctx, { role: 'Carriers' })).authorization);
    expect((await carrier.get('/api/audit')).statusCode).toBe(200);
    await expectBadQueries(admin, '/api/audit', [
      'entityType=ship',
      'entityId=abc',
      'actorId=-1',
      'from=yesterday',
      'to=2026-13-45',
    ]);
  });
});

/** The admin's authorization header, for the factories that take one. */
function adminAuth(): string {
  return adminAuthorization;
}
