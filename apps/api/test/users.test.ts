import { messages } from '@fletx/contract/messages';
import { userMessages } from '@fletx/contract/users';
import { describe, expect, it } from 'vitest';
import { ADA_ADMIN, DAN_DISPATCH, login, makeDriver, makeUser, uploadDocument } from './helpers/factories';
import { staffPerFile } from './helpers/setup';

const w = staffPerFile({ admin: ADA_ADMIN, dispatcher: DAN_DISPATCH, callAs: 'admin' });

const newUser = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Grace',
  last_name: 'Hopper',
  email: `grace.${Math.random().toString(36).slice(2, 8)}@fletx.app`,
  phone: '3055550123',
  role: 'Dispatcher',
  password: 'Str0ng#Pass1',
  ...overrides,
});

describe('POST /api/user/create-user', () => {
  it('creates a back-office user who can log in', async () => {
    const body = newUser({ email: 'grace.login@fletx.app' });
    const r = await w.api.post('/api/user/create-user', body);
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({
      message: userMessages.created,
      data: { first_name: 'Grace', email: 'grace.login@fletx.app', role: 'Dispatcher', assignedDrivers: [] },
    });
    expect((await login(w.ctx, 'grace.login@fletx.app', body.password)).statusCode).toBe(200);
  });

  it('refuses a duplicate email with 409 and a clear message', async () => {
    const body = newUser();
    expect((await w.api.post('/api/user/create-user', body)).statusCode).toBe(201);
    const r = await w.api.post('/api/user/create-user', { ...body, first_name: 'Other' });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(userMessages.emailTaken(body.email));
  });

  it.each([
    [{ email: 'not-an-email' }, 'The email is invalid'],
    [{ first_name: '  ' }, 'Required field'],
    [{ phone: '12-34' }, 'Does not comply with the format'],
    [{ password: 'Abcdef1#' }, 'Does not meet minimum length'],
    [{ password: 'abcdefgh1#' }, 'Must contain upper or lower case letters'],
    [{ role: 'Driver' }, userMessages.role],
  ])('answers 400 for %o', async (override, message) => {
    const r = await w.api.post('/api/user/create-user', newUser(override));
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ error: 'ValidationError', message });
  });

  it('is refused to a Dispatcher (403) and without a token (401)', async () => {
    expect(
      (await w.api.post('/api/user/create-user', newUser(), { as: w.dispatcher.authorization })).statusCode,
    ).toBe(403);
    expect((await w.api.post('/api/user/create-user', newUser(), { as: null })).statusCode).toBe(401);
  });
});

describe('POST /api/user/findBy', () => {
  it('pages back-office users with meta.itemCount and searches without case or accents', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    for (let i = 0; i < 12; i++) {
      await makeUser(w.ctx, {
        firstName: i === 0 ? 'José' : 'Pat',
        lastName: `${tag} ${i}`,
        role: 'Dispatcher',
      });
    }
    await makeUser(w.ctx, { firstName: 'Driver', lastName: tag, role: 'Driver' });
    const page1 = await w.api.post(`/api/user/findBy/?page=1&limit=10&search=${tag}`, { role: 'Carriers' });
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body.message).toBe('OK');
    expect(body.data.items).toHaveLength(10);
    expect(body.data.meta).toMatchObject({ itemCount: 12, totalPages: 2, currentPage: 1 });
    const page2 = (
      await w.api.post(`/api/user/findBy?page=2&limit=10&search=${tag}`, { role: 'Carriers' })
    ).json();
    expect(page2.data.items).toHaveLength(2);
    const accent = (await w.api.post(`/api/user/findBy?search=JOSE%20${tag}`, { role: 'Carriers' })).json();
    expect(accent.data.items.map((u: { first_name: string }) => u.first_name)).toEqual(['José']);
    const drivers = (await w.api.post(`/api/user/findBy?search=${tag}`, { role: 'Driver' })).json();
    expect(drivers.data.meta.itemCount).toBe(1);
  });

  it('treats LIKE wildcards literally', async () => {
    const r = await w.api.post('/api/user/findBy?search=%25%25%25', { role: 'Carriers' });
    expect(r.json().data.meta.itemCount).toBe(0);
  });

  it('lists the drivers assigned to a dispatcher', async () => {
    const boss = await makeUser(w.ctx, { firstName: 'Assigner', lastName: 'Unique9' });
    await makeDriver(w.ctx, w.admin.authorization, { first_name: 'Assigned', dispatcher_id: boss.id });
    const r = (await w.api.post('/api/user/findBy?search=Unique9', { role: 'Carriers' })).json();
    expect(r.data.items[0].assignedDrivers).toEqual([{ id: expect.any(Number), name: 'Assigned Ramírez' }]);
  });

  it.each([
    ['page=0', 'Must be 1 or more'],
    ['limit=101', userMessages.limitRange],
    ['page=abc', userMessages.wholeNumber],
  ])('answers 400 for %s', async (query, message) => {
    const r = await w.api.post(`/api/user/findBy?${query}`, { role: 'Carriers' });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(message);
  });

  it('answers 400 for an unknown role and 403 to a Dispatcher', async () => {
    expect((await w.api.post('/api/user/findBy', { role: 'Boss' })).statusCode).toBe(400);
    expect(
      (await w.api.post('/api/user/findBy', { role: 'Carriers' }, { as: w.dispatcher.authorization }))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET findById, PUT edit, PUT change username, PUT password, DELETE', () => {
  it('reads and edits a user', async () => {
    const user = await makeUser(w.ctx, { role: 'Dispatcher' });
    const found = await w.api.get(`/api/user/findById/?id=${user.id}`);
    expect(found.json().data).toMatchObject({ id: user.id, email: user.email, usertype: 'Dispatcher' });
    const r = await w.api.put(`/api/user/${user.id}`, {
      first_name: 'Renamed',
      last_name: 'Person',
      email: user.email,
      phone: '7135550000',
      role: 'Admin user',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ message: userMessages.updated });
    const after = (await w.api.get(`/api/user/findById?id=${user.id}`)).json().data;
    expect(after).toMatchObject({ first_name: 'Renamed', role: 'Admin user', phone: '7135550000' });
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    expect((await w.api.get('/api/user/findById?id=999999')).statusCode).toBe(404);
    expect((await w.api.get('/api/user/findById?id=x')).statusCode).toBe(400);
    const r = await w.api.put('/api/user/999999', newUser());
    expect(r.statusCode).toBe(404);
    expect((await w.api.put('/api/user/1', { first_name: '' })).statusCode).toBe(400);
  });

  it('changes the username; empty and taken emails are refused', async () => {
    const user = await makeUser(w.ctx);
    const other = await makeUser(w.ctx);
    const r = await w.api.put(`/api/user/?id=${user.id}`, { email: ' New.Name@Fletx.app ' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      message: userMessages.usernameChanged,
      data: { email: 'new.name@fletx.app' },
    });
    expect((await login(w.ctx, 'new.name@fletx.app', user.password)).statusCode).toBe(200);
    const empty = await w.api.put(`/api/user?id=${user.id}`, { email: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(messages.fieldNonEmpty);
    const taken = await w.api.put(`/api/user?id=${user.id}`, { email: other.email });
    expect(taken.statusCode).toBe(409);
  });

  it('really changes the password (the card of the Admin Users screen)', async () => {
    const user = await makeUser(w.ctx);
    const r = await w.api.put(`/api/user/${user.id}/password`, {
      password: 'N3w_Password!',
      confirmPassword: 'N3w_Password!',
    });
    expect(r.statusCode).toBe(200);
    expect((await login(w.ctx, user.email, 'N3w_Password!')).statusCode).toBe(200);
    expect((await login(w.ctx, user.email, user.password)).statusCode).toBe(401);
    const mismatch = await w.api.put(`/api/user/${user.id}/password`, {
      password: 'N3w_Password!',
      confirmPassword: 'Other_Pass1!',
    });
    expect(mismatch.json().message).toBe(messages.passwordsNotEqual);
    const weak = await w.api.put(`/api/user/${user.id}/password`, {
      password: 'weak',
      confirmPassword: 'weak',
    });
    expect(weak.json().message).toBe(messages.changePasswordRule);
  });

  it('deletes a user with their documents; not oneself; a Dispatcher may not delete staff', async () => {
    const user = await makeUser(w.ctx);
    expect(
      (await uploadDocument(w.ctx, w.admin.authorization, { entityTypeId: 1, entityId: user.id })).statusCode,
    ).toBe(201);
    expect((await w.api.delete(`/api/user/${user.id}`, { as: w.dispatcher.authorization })).statusCode).toBe(
      403,
    );
    const r = await w.api.delete(`/api/user/${user.id}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ message: userMessages.deleted });
    const files = await w.api.get(`/api/documents/list-files?entityTypeId=1&entityId=${user.id}`);
    expect(files.json().data).toEqual([]);
    expect((await w.api.delete(`/api/user/${user.id}`)).statusCode).toBe(404);
    const self = await w.api.delete(`/api/user/${w.admin.user.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(userMessages.deleteSelf);
  });

  it('lets a Dispatcher delete a driver', async () => {
    const driverId = await makeDriver(w.ctx, w.dispatcher.authorization);
    expect((await w.api.delete(`/api/user/${driverId}`, { as: w.dispatcher.authorization })).statusCode).toBe(
      200,
    );
  });

  it("GET findStaff lists the back-office users by name with their type, for a driver's Dispatcher; no driver", async () => {
    const driverId = await makeDriver(w.ctx, w.admin.authorization, { first_name: 'Notstaff' });
    const r = await w.api.get('/api/user/findStaff', { as: w.dispatcher.authorization });
    expect(r.statusCode).toBe(200);
    const staff: Array<{ id: number; name: string; role: string }> = r.json().data;
    expect(staff).toContainEqual({ id: w.dispatcher.user.id, name: 'Dan Dispatch', role: 'Dispatcher' });
    expect(staff).toContainEqual(expect.objectContaining({ id: w.admin.user.id, role: 'Admin user' }));
    expect(staff.map((s) => s.id)).not.toContain(driverId);
    expect(staff.map((s) => s.name)).toEqual(
      [...staff.map((s) => s.name)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('GET findUserDriver lists drivers', async () => {
    const id = await makeDriver(w.ctx, w.admin.authorization, { first_name: 'Listed' });
    const r = await w.api.get('/api/user/findUserDriver', { as: w.dispatcher.authorization });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toContainEqual(expect.objectContaining({ id, first_name: 'Listed' }));
  });
});
