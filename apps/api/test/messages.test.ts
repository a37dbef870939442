import { MESSAGE_MAX_LENGTH, driverMessageText as text } from '@fletx/contract/driver-messages';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { expectInvalid } from './helpers/client';
import { openEventStream } from './helpers/event-stream';
import { loggedInUser } from './helpers/factories';
import { approvedBroker, approvedDriverApi, carrierAndDriver, createLoad } from './helpers/load-factories';
import { worldPerFile } from './helpers/setup';

/** Messages between dispatch and drivers (docs/decisions/0066-driver-messages.md). */
const clock = new ManualClock(new Date('2026-11-30T15:00:00Z'));
const w = worldPerFile(async () => {
  const start = await carrierAndDriver(clock, 'Marta');
  const other = await approvedDriverApi(start.ctx, start.carrier, 'Oskar');
  const dispatcher = await loggedInUser(start.ctx, {
    role: 'Dispatcher',
    firstName: 'Dana',
    lastName: 'Desk',
  });
  const brokerId = (await approvedBroker(start.ctx, start.carrier)).id;
  const load = await createLoad(start.api, brokerId, start.driver.id, { id_number: 'MSG-1' });
  const othersLoad = await createLoad(start.api, brokerId, other.id, { id_number: 'MSG-2' });
  return { ...start, other, desk: start.ctx.api.as(dispatcher.authorization), load, othersLoad };
});

const thread = (driverId: number) => `/api/messages/drivers/${driverId}`;

describe('messages between dispatch and a driver', () => {
  it('a dispatcher writes about the driver’s load; the driver reads it, unread counts on both sides follow', async () => {
    const sent = await w.desk.post(thread(w.driver.id), {
      body: '  Call the receiver before 4 pm  ',
      loadId: w.load.id,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      message: text.sent,
      data: {
        driverId: w.driver.id,
        from: 'staff',
        author: { name: 'Dana Desk' },
        body: 'Call the receiver before 4 pm',
        loadId: w.load.id,
        loadNumber: 'MSG-1',
        createdAt: '2026-11-30T15:00:00.000Z',
        readAt: null,
      },
    });

    const mine = (await w.driver.api.get('/api/driver/messages')).json().data;
    expect(mine).toMatchObject({
      total: 1,
      page: 1,
      unreadCount: 1,
      items: [{ id: sent.json().data.id, loadId: w.load.id, loadNumber: 'MSG-1' }],
    });
    expect((await w.driver.api.get('/api/driver/messages/unread')).json().data).toEqual({ unreadCount: 1 });
    // The other driver's thread holds none of it.
    expect((await w.other.api.get('/api/driver/messages')).json().data).toMatchObject({
      total: 0,
      items: [],
    });

    clock.advance(60_000);
    const read = await w.driver.api.post('/api/driver/messages/read', {});
    expect(read.json()).toEqual({ message: text.read, data: { unreadCount: 0 } });
    const seen = (await w.desk.get(thread(w.driver.id))).json().data;
    expect(seen.driver).toEqual({ id: w.driver.id, name: expect.stringMatching(/^Marta /) });
    expect(seen.items[0].readAt).toBe('2026-11-30T15:01:00.000Z');
  });

  it('a driver’s answer lists the conversation first with its unread count, rings the bell, and is read by staff', async () => {
    clock.advance(60_000);
    const answer = await w.driver.api.post('/api/driver/messages', {
      body: 'Will do. Dock 4?',
      loadId: w.load.id,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data).toMatchObject({ from: 'driver', author: { id: w.driver.id } });

    const list = (await w.desk.get('/api/messages/conversations')).json().data;
    expect(list).toMatchObject({ total: 1, page: 1, take: 10, unreadCount: 1 });
    expect(list.items[0]).toMatchObject({
      driver: { id: w.driver.id },
      unreadCount: 1,
      lastMessage: { body: 'Will do. Dock 4?', loadNumber: 'MSG-1' },
      lastAt: '2026-11-30T15:02:00.000Z',
    });
    expect((await w.desk.get('/api/messages/unread')).json().data).toEqual({ unreadCount: 1 });

    const bell = (await w.desk.get('/api/notifications')).json().data.items;
    expect(bell[0]).toMatchObject({
      type: 'driver_message',
      body: 'Will do. Dock 4?',
      link: `/fletx/messages?driverId=${w.driver.id}`,
    });

    const read = await w.desk.post(`${thread(w.driver.id)}/read`, {});
    expect(read.json().data).toEqual({ unreadCount: 0 });
    expect((await w.desk.get('/api/messages/conversations')).json().data.items[0].unreadCount).toBe(0);
    const after = (await w.desk.get('/api/notifications')).json().data.items;
    expect(after.filter((n: { type: string }) => n.type === 'driver_message')).toEqual([]);
  });

  it('lists newest activity first, searched by the driver’s name, paged and counted on the server', async () => {
    clock.advance(60_000);
    expect((await w.other.api.post('/api/driver/messages', { body: 'Running late' })).statusCode).toBe(201);
    const all = (await w.desk.get('/api/messages/conversations?take=1')).json().data;
    expect(all).toMatchObject({ total: 2, take: 1, items: [{ driver: { id: w.other.id } }] });
    const second = (await w.desk.get('/api/messages/conversations?take=1&page=2')).json().data;
    expect(second.items[0].driver.id).toBe(w.driver.id);
    const found = (await w.desk.get('/api/messages/conversations?search=marta')).json().data;
    expect(found).toMatchObject({ total: 1, items: [{ driver: { id: w.driver.id } }] });
    expect((await w.desk.get('/api/messages/conversations?search=nobody')).json().data.total).toBe(0);

    const page = (await w.desk.get(`${thread(w.driver.id)}?take=1&page=2`)).json().data;
    expect(page).toMatchObject({ total: 2, page: 2, take: 1, items: [{ from: 'staff' }] });
  });

  it('lets the roles that dispatch in, keeps drivers out of the staff side and staff out of the driver’s', async () => {
    expect((await w.driver.api.get('/api/messages/conversations')).statusCode).toBe(403);
    expect((await w.driver.api.post(thread(w.other.id), { body: 'hi' })).statusCode).toBe(403);
    expect((await w.api.get('/api/driver/messages')).statusCode).toBe(403);
    expect((await w.ctx.api.get('/api/messages/conversations')).statusCode).toBe(401);
    expect((await w.api.get('/api/messages/conversations')).statusCode).toBe(200);
  });

  it('refuses what cannot be sent with a 400 or 404 a person can act on, never a 5xx', async () => {
    expectInvalid(await w.desk.post(thread(w.driver.id), { body: '   ' }), 'body.body', text.bodyEmpty);
    expectInvalid(await w.desk.post(thread(w.driver.id), {}), 'body.body', text.bodyEmpty);
    expectInvalid(await w.desk.post(thread(w.driver.id), { body: 12 }), 'body.body', text.bodyEmpty);
    const long = 'x'.repeat(MESSAGE_MAX_LENGTH + 1);
    expectInvalid(await w.desk.post(thread(w.driver.id), { body: long }), 'body.body', text.bodyTooLong);
    expect(
      (await w.desk.post(thread(w.driver.id), { body: 'x'.repeat(MESSAGE_MAX_LENGTH) })).statusCode,
    ).toBe(201);
    for (const loadId of [1e12, -1, 'abc', 2.5])
      expect(
        (await w.desk.post(thread(w.driver.id), { body: 'hi', loadId })).statusCode,
        String(loadId),
      ).toBe(400);
    expectInvalid(
      await w.desk.post(thread(w.driver.id), { body: 'hi', loadId: 2_000_000_000 }),
      'body.loadId',
      text.loadNotFound(2_000_000_000),
    );
    const notHis = await w.desk.post(thread(w.driver.id), { body: 'hi', loadId: w.othersLoad.id });
    expect(notHis.statusCode).toBe(400);
    expect(notHis.json().message).toMatch(new RegExp(`^Load #${w.othersLoad.id} is not Marta `));
    expectInvalid(
      await w.driver.api.post('/api/driver/messages', { body: 'mine?', loadId: w.othersLoad.id }),
      'body.loadId',
      text.loadNotYours(w.othersLoad.id),
    );
    const raw = await w.driver.api.post('/api/driver/messages', '{"body":', {
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.statusCode).toBe(400);

    for (const id of ['0', 'abc', '99999999999999999999', '1.5'])
      expect((await w.desk.get(thread(id as unknown as number))).statusCode, id).toBe(400);
    const missing = await w.desk.post(thread(999_999_999), { body: 'hi' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(text.driverNotFound);
    const staffUser = (await loggedInUser(w.ctx, { role: 'Carriers' })).user.id;
    expect((await w.desk.get(thread(staffUser))).statusCode).toBe(404);
    for (const q of ['page=0', 'take=1000', `search=${'x'.repeat(101)}`])
      expect((await w.desk.get(`/api/messages/conversations?${q}`)).statusCode, q).toBe(400);
  });
});

describe('live: each side hears the other at once', () => {
  it('staff streams hear every message; a driver’s stream only their own conversation', async () => {
    const base = await w.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const ticketOf = async (api: typeof w.api, path: string) => {
      const r = await api.post(path, {});
      expect(r.statusCode, r.body).toBe(201);
      return r.json().data.ticket as string;
    };
    expect((await w.driver.api.post('/api/events/ticket', {})).statusCode).toBe(403);
    const staff = await openEventStream(
      `${base}/api/events?ticket=${await ticketOf(w.desk, '/api/events/ticket')}`,
    );
    const marta = await openEventStream(
      `${base}/api/events?ticket=${await ticketOf(w.driver.api, '/api/driver/events/ticket')}`,
    );
    const oskarsMessage = await w.desk.post(thread(w.other.id), { body: 'For Oskar' });
    const martasMessage = await w.desk.post(thread(w.driver.id), { body: 'For Marta' });

    const heard = await staff.next();
    expect(heard.event).toBe('message');
    expect(JSON.parse(String(heard.data))).toEqual({
      driverId: w.other.id,
      messageId: oskarsMessage.json().data.id,
      change: 'sent',
      by: 'staff',
    });
    const own = await marta.next();
    expect(JSON.parse(String(own.data))).toMatchObject({
      driverId: w.driver.id,
      messageId: martasMessage.json().data.id,
    });
    await Promise.all([staff.close(), marta.close()]);
  });
});
