import { EVENT_TICKET_SECONDS, eventMessages } from '@fletx/contract/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { openEventStream } from './helpers/event-stream';
import { driverPayload, loggedInDriver, loggedInUser, makeDriver } from './helpers/factories';
import { createTestApp, type TestContext } from './helpers/test-app';

/** Live updates (docs/product.md "Live updates"): tickets, the stream, replay with Last-Event-ID. */
let ctx: TestContext;
let staff: string;
let base: string;
const clock = new ManualClock(new Date('2026-11-24T10:00:00Z'));

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  staff = (await loggedInUser(ctx, { role: 'Dispatcher' })).authorization;
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx?.close();
});

async function ticket(as = staff): Promise<string> {
  const r = await ctx.api.post('/api/events/ticket', undefined, { as });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data.ticket as string;
}

describe('POST /api/events/ticket', () => {
  it('gives back-office users a ticket valid 30 s, and refuses drivers and visitors', async () => {
    const r = await ctx.api.post('/api/events/ticket', undefined, { as: staff });
    expect(r.statusCode).toBe(201);
    expect(r.json().data).toEqual({
      ticket: expect.stringMatching(/^[\w-]{43}$/),
      expiresIn: EVENT_TICKET_SECONDS,
    });
    const driver = await loggedInDriver(ctx);
    expect(
      (await ctx.api.post('/api/events/ticket', undefined, { as: driver.authorization })).statusCode,
    ).toBe(403);
    expect((await ctx.api.post('/api/events/ticket')).statusCode).toBe(401);
  });
});

describe('GET /api/events', () => {
  it('refuses an unknown, a used and an expired ticket with 401', async () => {
    const unknown = await ctx.api.get('/api/events?ticket=nope');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(eventMessages.invalidTicket);

    const once = await ticket();
    const stream = await openEventStream(`${base}/api/events?ticket=${once}`);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await stream.close();
    expect((await ctx.api.get(`/api/events?ticket=${once}`)).statusCode).toBe(401);

    const late = await ticket();
    clock.advance((EVENT_TICKET_SECONDS + 1) * 1000);
    expect((await ctx.api.get(`/api/events?ticket=${late}`)).statusCode).toBe(401);
  });

  it('pushes what commits (not what rolls back), each event with an id, and replays what a reconnecting stream missed', async () => {
    const stream = await openEventStream(`${base}/api/events?ticket=${await ticket()}`);
    const taken = driverPayload();
    await makeDriver(ctx, staff, taken);
    // The same email again: 409, rolled back — its notification is never pushed.
    const refused = await ctx.api.post('/api/user/infoDriver/', driverPayload({ email: taken.email }), {
      as: staff,
    });
    expect(refused.statusCode).toBe(409);
    const second = await makeDriver(ctx, staff);

    const first = await stream.next();
    expect(first.event).toBe('notification');
    expect(first.id).toMatch(/^\d+$/);
    const next = await stream.next();
    expect(next.event).toBe('notification');
    expect(JSON.parse(String(next.data))).toMatchObject({
      type: 'driver_awaiting_approval',
      entityType: 'driver',
      entityId: second,
    });
    expect(Number(next.id)).toBeGreaterThan(Number(first.id));
    await stream.close();

    // Missed while away: a third driver; the stream reopened after `first` gets the second and the third.
    const third = await makeDriver(ctx, staff);
    const again = await openEventStream(`${base}/api/events?ticket=${await ticket()}`, {
      'last-event-id': String(first.id),
    });
    const replayed = [await again.next(), await again.next()];
    expect(replayed.map((f) => JSON.parse(String(f.data)).entityId)).toEqual([second, third]);
    expect(replayed[0]?.id).toBe(next.id);
    await again.close();
  });
});
