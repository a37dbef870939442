import { DRIVER_STATUS } from '@fletx/contract/drivers';
import { notificationMessages } from '@fletx/contract/notifications';
import { describe, expect, it } from 'vitest';
import { driverPayload, loggedInDriver, loggedInUser, makeDriver } from './helpers/factories';
import { createTestAppAs, worldPerFile } from './helpers/setup';

const w = worldPerFile(async () => {
  const { ctx, api, ...admin } = await createTestAppAs({ role: 'Admin user' });
  return { ctx, api, admin };
});

type Item = {
  id: number;
  type: string;
  title: string;
  body: string;
  link: string | null;
  unread: boolean;
  entityId: number | null;
};

const list = async (authorization: string, query = '') => {
  const r = await w.api.get(`/api/notifications${query}`, { as: authorization });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as {
    items: Item[];
    meta: { unreadCount: number; totalItems: number; currentPage: number; itemsPerPage: number };
  };
};
const read = (authorization: string, id: number | string) =>
  w.api.post(`/api/notifications/${id}/read`, undefined, { as: authorization });
const readAll = (authorization: string) =>
  w.api.post('/api/notifications/read-all', undefined, { as: authorization });

describe('driver awaiting approval', () => {
  it('creating a driver tells every staff user, linking to the driver', async () => {
    const viewer = await loggedInUser(w.ctx, { role: 'Dispatcher' });
    const before = (await list(viewer.authorization)).meta.unreadCount;
    const id = await makeDriver(w.ctx, w.admin.authorization, { first_name: 'Rosa', last_name: 'Delgado' });
    const { items, meta } = await list(viewer.authorization);
    expect(meta.unreadCount).toBe(before + 1);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      type: 'driver_awaiting_approval',
      title: notificationMessages.driverAwaitingTitle,
      body: 'Rosa Delgado was added and is waiting to be approved.',
      entityType: 'driver',
      entityId: id,
      link: `/fletx/driver-information?id=${id}`,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      unread: true,
    });
  });

  it('a driver that could not be saved tells nobody', async () => {
    const payload = driverPayload();
    await makeDriver(w.ctx, w.admin.authorization, { email: payload.email });
    const before = (await list(w.admin.authorization)).meta.totalItems;
    const again = await w.api.post('/api/user/infoDriver/', payload);
    expect(again.statusCode).toBe(409);
    expect((await list(w.admin.authorization)).meta.totalItems).toBe(before);
  });
});

describe('withdrawn once it needs nobody', () => {
  const about = async (driverId: number) =>
    (await list(w.admin.authorization, '?take=100')).items.filter(
      (i) => i.entityId === driverId && i.type === 'driver_awaiting_approval',
    );

  it('when the driver is reviewed (approved or rejected)', async () => {
    for (const status of [DRIVER_STATUS.active, DRIVER_STATUS.rejected]) {
      const id = await makeDriver(w.ctx, w.admin.authorization);
      expect(await about(id)).toHaveLength(1);
      const r = await w.api.put(`/api/user/${id}`, { status, comment: 'Reviewed.' });
      expect(r.statusCode, r.body).toBe(200);
      expect(await about(id)).toEqual([]);
    }
  });

  it('when the driver is deleted', async () => {
    const id = await makeDriver(w.ctx, w.admin.authorization);
    expect(await about(id)).toHaveLength(1);
    const r = await w.api.delete(`/api/user/${id}`);
    expect(r.statusCode).toBe(200);
    expect(await about(id)).toEqual([]);
  });
});

describe('read state', () => {
  it('marks one read for the caller only; reading twice changes nothing', async () => {
    const me = await loggedInUser(w.ctx, { role: 'Carriers' });
    const other = await loggedInUser(w.ctx, { role: 'Dispatcher' });
    const id = await makeDriver(w.ctx, w.admin.authorization);
    const { items, meta } = await list(me.authorization);
    const item = items.find((i) => i.entityId === id);
    if (!item) throw new Error('no notification for the new driver');
    const first = await read(me.authorization, item.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: notificationMessages.read,
      data: { unreadCount: meta.unreadCount - 1 },
    });
    const second = await read(me.authorization, item.id);
    expect(second.json().data.unreadCount).toBe(meta.unreadCount - 1);
    expect((await list(me.authorization)).items.find((i) => i.id === item.id)?.unread).toBe(false);
    expect((await list(other.authorization)).items.find((i) => i.id === item.id)?.unread).toBe(true);
  });

  it('marks all read; later ones are unread again', async () => {
    const me = await loggedInUser(w.ctx, { role: 'Dispatcher' });
    await makeDriver(w.ctx, w.admin.authorization);
    const r = await readAll(me.authorization);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ message: notificationMessages.allRead, data: { unreadCount: 0 } });
    expect((await list(me.authorization)).items.every((i) => !i.unread)).toBe(true);
    expect((await readAll(me.authorization)).json().data.unreadCount).toBe(0);
    await makeDriver(w.ctx, w.admin.authorization);
    const after = await list(me.authorization);
    expect(after.meta.unreadCount).toBe(1);
    expect(after.items[0]?.unread).toBe(true);
  });

  it('answers 404 for an unknown notification and 400 for a bad id', async () => {
    const unknown = await read(w.admin.authorization, 999_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('NotFound');
    expect((await read(w.admin.authorization, 'abc')).statusCode).toBe(400);
    expect((await read(w.admin.authorization, 0)).statusCode).toBe(400);
  });
});

describe('GET /api/notifications', () => {
  it('pages newest first', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await makeDriver(w.ctx, w.admin.authorization));
    const page1 = await list(w.admin.authorization, '?page=1&take=2');
    expect(page1.items.map((i) => i.entityId)).toEqual([ids[2], ids[1]]);
    expect(page1.meta).toMatchObject({ currentPage: 1, itemsPerPage: 2 });
    const page2 = await list(w.admin.authorization, '?page=2&take=2');
    expect(page2.items[0]?.entityId).toBe(ids[0]);
    expect((await list(w.admin.authorization)).meta.itemsPerPage).toBe(10);
  });

  it('refuses a bad page size', async () => {
    for (const query of ['?take=101', '?page=0', '?take=x']) {
      const r = await w.api.get(`/api/notifications${query}`);
      expect(r.statusCode, query).toBe(400);
    }
  });

  it('is for staff only', async () => {
    const driver = await loggedInDriver(w.ctx);
    const asDriver = await w.api.get('/api/notifications', { as: driver.authorization });
    expect(asDriver.statusCode).toBe(403);
    expect((await w.api.get('/api/notifications', { as: null })).statusCode).toBe(401);
  });
});
