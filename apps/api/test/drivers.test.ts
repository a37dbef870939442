import { DRIVER_STATUS, type DriverStatusId, driverMessages } from '@fletx/contract/drivers';
import { messages } from '@fletx/contract/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { driverInformation, driverStatusHistory } from '../src/db/schema';
import { createCipher } from '../src/lib/secrets';
import {
  ADA_ADMIN,
  DAN_DISPATCH,
  driverPayload,
  loggedInDriver,
  login,
  makeDriver,
  makeTruck,
} from './helpers/factories';
import { staffPerFile } from './helpers/setup';

const w = staffPerFile({
  admin: { ...ADA_ADMIN, role: 'Carriers' },
  dispatcher: DAN_DISPATCH,
  callAs: 'dispatcher',
});

const detail = async (id: number) => (await w.api.get(`/api/infodriver/driverinformation/user/${id}`)).json();

describe('POST /api/user/infoDriver → GET detail', () => {
  it('creates a driver with every block, to be approved, logbook password encrypted at rest', async () => {
    const payload = driverPayload({ first_name: 'Émile' });
    const r = await w.api.post('/api/user/infoDriver/', payload);
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ message: driverMessages.created, data: { id: expect.any(Number) } });
    const id = r.json().data.id;
    const d = await detail(id);
    expect(d.data.info).toMatchObject({ id, first_name: 'Émile', role: 'Driver', email: payload.email });
    expect(d.data.extraData.driverinformation.data).toMatchObject({
      status_operation: DRIVER_STATUS.toBeApproved,
      driver_owner: true,
      companyDriver: false,
      fletxfee: '12.50',
      lease_agreement_date: '2026-01-15',
      powerOnly: true,
      electronicPassword: 'Logb00k#Pass',
      electronicProvider: 'CH ROBINSON',
    });
    expect(d.data.extraData.driverpolicy.data).toMatchObject({
      policyNo: 'UL-1001',
      amount: '1000000.00',
      liabilityCargoAmount: '100000.50',
      liabilityCargonAmeInsurer: 'Great West',
      passegerPolicyNo: 'PS-6006',
    });
    expect(d.data.extraData.history.data).toEqual([
      expect.objectContaining({
        from: null,
        to: DRIVER_STATUS.toBeApproved,
        comment: 'Driver created',
        changedBy: { id: w.dispatcher.user.id, name: 'Dan Dispatch' },
      }),
    ]);
    const [stored] = await w.ctx.database.db
      .select()
      .from(driverInformation)
      .where(eq(driverInformation.userId, id));
    expect(stored?.logbookPasswordEncrypted).toMatch(/^v1\./);
    expect(stored?.logbookPasswordEncrypted).not.toContain('Logb00k');
  });

  it('a logbook password the server can no longer read (another JWT_SECRET) is answered empty, not a 5xx', async () => {
    const r = await w.api.post('/api/user/infoDriver/', driverPayload());
    const id = r.json().data.id;
    await w.ctx.database.db
      .update(driverInformation)
      .set({
        logbookPasswordEncrypted: createCipher('a-secret-this-server-never-had-32-characters').encrypt('x'),
      })
      .where(eq(driverInformation.userId, id));
    const d = await w.api.get(`/api/infodriver/driverinformation/user/${id}`);
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json().data.extraData.driverinformation.data.electronicPassword).toBe('');
  });

  it('a driver can never log in to the back office', async () => {
    const payload = driverPayload({ password: 'Dr1ver#Pass' });
    await w.api.post('/api/user/infoDriver', payload);
    const r = await login(w.ctx, payload.email, 'Dr1ver#Pass');
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe(messages.roleNotAllowed);
  });

  it.each([
    [{ companyDriver: true, driverOwner: true }, driverMessages.ownership],
    [{ isTrailer: true, leased: '', financed: 'Bank' }, 'Required field'],
    [{ electronicProvider: 'Other' }, 'Required field'],
    [{ electronicPassword: '' }, 'Required field'],
    [{ electronicUser: 'not-an-email' }, 'The email is invalid'],
    [{ noTrukingAmount: '12,5x' }, driverMessages.amount],
    [{ ownerCell: 'abc' }, 'Does not comply with the format'],
    [{ email: 'Upper@Example.com' }, 'The email is invalid'],
    [{ passegerEffectiveDateCoverage: '2026-13-45' }, driverMessages.date],
    [{ fletxfee: '150' }, driverMessages.percent],
    [{ password: 'weak' }, 'Does not meet minimum length'],
  ])('answers 400 for %o', async (override, message) => {
    const r = await w.api.post('/api/user/infoDriver', driverPayload(override));
    expect(r.statusCode).toBe(400);
    const body = r.json();
    expect(body.error).toBe('ValidationError');
    expect(body.details.map((d: { message: string }) => d.message)).toContain(message);
  });

  it('refuses a duplicate email (409) and a driver token (403)', async () => {
    const payload = driverPayload();
    await w.api.post('/api/user/infoDriver', payload);
    const r = await w.api.post('/api/user/infoDriver', { ...payload, first_name: 'Twin' });
    expect(r.statusCode).toBe(409);
    const driver = await loggedInDriver(w.ctx);
    expect(
      (await w.api.post('/api/user/infoDriver', driverPayload(), { as: driver.authorization })).statusCode,
    ).toBe(403);
    expect((await w.api.post('/api/user/infoDriver', driverPayload(), { as: null })).statusCode).toBe(401);
  });
});

describe('PUT /api/user/infoDriver/{id}', () => {
  it('edits every part; an empty logbook password keeps the stored one', async () => {
    const id = await makeDriver(w.ctx, w.dispatcher.authorization);
    const r = await w.api.put(
      `/api/user/infoDriver/${id}`,
      driverPayload({
        first_name: 'Edited',
        companyDriver: true,
        driverOwner: false,
        isTrailer: true,
        leased: 'Penske',
        financed: 'Wells Fargo',
        amount: undefined,
        amount2: '2000000',
        electronicPassword: '',
        electronicProvider: 'Trucks',
        powerOnly: false,
      }),
    );
    expect(r.statusCode).toBe(200);
    const d = await detail(id);
    expect(d.data.info.first_name).toBe('Edited');
    expect(d.data.extraData.driverinformation.data).toMatchObject({
      companyDriver: true,
      driver_owner: false,
      isTrailer: true,
      leased: 'Penske',
      electronicPassword: 'Logb00k#Pass',
      electronicProvider: 'Trucks',
      powerOnly: false,
    });
    expect(d.data.extraData.driverpolicy.data.amount).toBe('2000000.00');
  });

  it('answers 404 for an unknown driver and for a back-office user', async () => {
    expect((await w.api.put('/api/user/infoDriver/999999', driverPayload())).statusCode).toBe(404);
    expect((await w.api.put(`/api/user/infoDriver/${w.admin.user.id}`, driverPayload())).statusCode).toBe(
      404,
    );
    expect((await w.api.get('/api/infodriver/driverinformation/user/999999')).statusCode).toBe(404);
  });
});

describe('driver status: PUT /api/user/{id} {status, comment}', () => {
  it('records who, when, from, to and the comment, newest first', async () => {
    const id = await makeDriver(w.ctx, w.dispatcher.authorization);
    const r = await w.api.put(
      `/api/user/${id}`,
      { status: DRIVER_STATUS.active, comment: 'Documents checked' },
      { as: w.admin.authorization },
    );
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ message: driverMessages.statusChanged });
    await w.api.put(`/api/user/${id}`, { status: DRIVER_STATUS.rejected }, { as: w.admin.authorization });
    const history = (await detail(id)).data.extraData.history.data;
    expect(history.map((h: { from: number | null; to: number }) => [h.from, h.to])).toEqual([
      [DRIVER_STATUS.active, DRIVER_STATUS.rejected],
      [DRIVER_STATUS.toBeApproved, DRIVER_STATUS.active],
      [null, DRIVER_STATUS.toBeApproved],
    ]);
    expect(history[1]).toMatchObject({
      comment: 'Documents checked',
      fromName: 'To be approved',
      toName: 'Active',
      changedBy: { id: w.admin.user.id, name: 'Ada Admin' },
    });
    expect(Date.parse(history[1].changedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('only Carriers and Admin users may approve: a Dispatcher gets 403', async () => {
    const id = await makeDriver(w.ctx, w.dispatcher.authorization);
    expect((await w.api.put(`/api/user/${id}`, { status: DRIVER_STATUS.active })).statusCode).toBe(403);
  });

  it('Select a status, same status 409, unknown driver 404', async () => {
    const id = await makeDriver(w.ctx, w.dispatcher.authorization);
    for (const body of [
      { status: null },
      { status: DRIVER_STATUS.created },
      { status: 9 },
      { status: 'x' },
    ]) {
      const r = await w.api.put(`/api/user/${id}`, body, { as: w.admin.authorization });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe(messages.selectStatus);
    }
    const same = await w.api.put(
      `/api/user/${id}`,
      { status: DRIVER_STATUS.toBeApproved },
      { as: w.admin.authorization },
    );
    expect(same.statusCode).toBe(409);
    expect(
      (await w.api.put('/api/user/999999', { status: DRIVER_STATUS.active }, { as: w.admin.authorization }))
        .statusCode,
    ).toBe(404);
  });

  it('the history is append-only in the database', async () => {
    const id = await makeDriver(w.ctx, w.dispatcher.authorization);
    await expect(
      w.ctx.database.db
        .update(driverStatusHistory)
        .set({ comment: 'rewritten' })
        .where(eq(driverStatusHistory.driverId, id)),
    ).rejects.toThrow();
  });
});

describe('GET lists, counts and owners', () => {
  it('pages and searches drivers without case or accents; a driver without a truck has empty truck columns', async () => {
    const tag = `dq${Date.now().toString(36)}`;
    for (let i = 0; i < 11; i++) {
      await makeDriver(w.ctx, w.dispatcher.authorization, {
        first_name: i === 0 ? 'Ñandú' : 'Pat',
        last_name: `${tag} ${i}`,
      });
    }
    const r = await w.api.get(`/api/user/all/info/drivers?page=1&take=10&search=${tag}`);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.items).toHaveLength(10);
    expect(r.json().data.meta.itemCount).toBe(11);
    const row = r.json().data.items[0];
    expect(row).toMatchObject({
      tractorVIN: null,
      unitNumber: null,
      licensePlate: null,
      licensePlateExpiration: null,
      powerOnly: true,
      leaseAgreement: '2026-01-15',
      status: 'To be approved',
    });
    const accent = (await w.api.get(`/api/user/all/info/drivers?search=NANDU ${tag}`)).json();
    expect(accent.data.items.map((d: { name: string }) => d.name)).toEqual([`Ñandú ${tag} 0`]);
    expect((await w.api.get('/api/user/all/info/drivers?take=500')).statusCode).toBe(400);
  });

  it("shows the driver's current truck: the newest one that is not deleted", async () => {
    const tag = `dt${Date.now().toString(36)}`;
    const driverId = await makeDriver(w.ctx, w.dispatcher.authorization, {
      first_name: 'Truck',
      last_name: tag,
    });
    const old = await makeTruck(w.ctx, w.dispatcher.authorization, { user_id: driverId });
    const current = await makeTruck(w.ctx, w.dispatcher.authorization, {
      user_id: driverId,
      unit_number: 'U-77',
      licenseplate_expiration: '2028-04-30',
    });
    const newestButDeleted = await makeTruck(w.ctx, w.dispatcher.authorization, { user_id: driverId });
    expect((await w.api.delete(`/api/vehicle/${newestButDeleted.id}`)).statusCode).toBe(200);
    const row = (await w.api.get(`/api/user/all/info/drivers?search=${tag}`)).json().data.items[0];
    expect(row).toMatchObject({
      tractorVIN: current.vin_number,
      unitNumber: 'U-77',
      licensePlate: current.licenseplate_number,
      licensePlateExpiration: '2028-04-30',
    });
    expect(row.tractorVIN).not.toBe(old.vin_number);
  });

  it('countByState: 1 counts every driver, others their status', async () => {
    const count = async (state: DriverStatusId) =>
      (await w.api.get(`/api/infodriver/driverinformation/countByState/${state}`)).json().data
        .count as number;
    const before = {
      all: await count(DRIVER_STATUS.created),
      active: await count(DRIVER_STATUS.active),
      pending: await count(DRIVER_STATUS.toBeApproved),
    };
    const id = await makeDriver(w.ctx, w.dispatcher.authorization);
    expect(await count(DRIVER_STATUS.created)).toBe(before.all + 1);
    expect(await count(DRIVER_STATUS.toBeApproved)).toBe(before.pending + 1);
    await w.api.put(`/api/user/${id}`, { status: DRIVER_STATUS.active }, { as: w.admin.authorization });
    expect(await count(DRIVER_STATUS.active)).toBe(before.active + 1);
    expect((await w.api.get('/api/infodriver/driverinformation/countByState/6')).statusCode).toBe(400);
  });

  it('findOwners lists drivers who own or whose truck a third party owns', async () => {
    const owner = await makeDriver(w.ctx, w.dispatcher.authorization, { owner: 'Rivera Trucking LLC' });
    const company = await makeDriver(w.ctx, w.dispatcher.authorization, {
      companyDriver: true,
      driverOwner: false,
    });
    const r = await w.api.get('/api/infodriver/driverinformation/all/findOwners/');
    const ids = r.json().data.map((o: { id: number }) => o.id);
    expect(ids).toContain(owner);
    expect(ids).not.toContain(company);
  });
});
