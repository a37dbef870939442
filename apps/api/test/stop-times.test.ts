import type { AuditEntry } from '@fletx/contract/audit';
import { DETENTION_CENTS_PER_HOUR, type LoadProgress } from '@fletx/contract/check-calls';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import type { SettlementDetail, SettlementItem } from '@fletx/contract/settlements';
import { STOP_TIME_MAX_DAYS_BEFORE_LOAD, stopTimeMessages } from '@fletx/contract/stop-times';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { loads } from '../src/db/schema';
import { ManualClock } from '../src/lib/clock';
import { stopWaits } from '../src/modules/read-model/pay-terms';
import { ProfitQueries } from '../src/modules/read-model/profit.queries';
import { ADA_ADMIN, driverPayload, loggedInDriver, loggedInUser } from './helpers/factories';
import { approvedDriver, createLoad, loadWorld } from './helpers/load-factories';
import { deliveriesOf } from './helpers/settlement-factories';
import { worldPerFile } from './helpers/setup';

/**
 * A stop's arrival and departure corrected by the office (docs/decisions/0067-stop-times-corrected-by-the-office.md):
 * set, cleared, guarded by its version, audited, refused with a message when it breaks a rule; and every reader of
 * stop times (the progress and its detention proposal, the driver's pay, the profit inputs kept in
 * load_deliveries) takes the correction where one is set.
 */
const clock = new ManualClock(new Date());
const w = worldPerFile(async () => {
  const world = await loadWorld({
    manager: { role: 'Carriers' },
    dispatcher: { firstName: 'Dee', lastName: 'Spatch' },
    clock,
  });
  const admin = (await loggedInUser(world.ctx, ADA_ADMIN)).authorization;
  return { ...world, admin, carrier: world.manager, carrierApi: world.ctx.api.as(world.manager) };
});

const MIN = 60_000;
let t0 = 0;
let seq = 0;
const at = (minutes: number) => new Date(t0 + minutes * MIN).toISOString();
const path = (id: number, stop: string) => `/api/loads/${id}/stops/${stop}/times`;
const progressOf = async (id: number): Promise<LoadProgress> =>
  (await w.api.get(`/api/loads/${id}/progress`)).json().data;
const stopOf = (p: LoadProgress, type: string) => p.stops.find((s) => s.type === type);

/**
 * A load its driver takes to `until`, one step every `step` minutes from the clock's time (so at pickup 6 is
 * reached at 3 × step…): its id and the minute of each status reached.
 */
async function drivenLoad(until: number = LOAD_STATUS.delivered, step = 10) {
  t0 = clock.now().getTime();
  const { id } = await createLoad(w.api, w.brokerId, w.driverId, { id_number: `ST-${++seq}` });
  const by = { userId: w.driverId, role: 'Driver' };
  const minutes: Record<number, number> = {};
  for (let s: number = LOAD_STATUS.accepted, i = 1; s <= until; s++, i++) {
    clock.set(new Date(t0 + i * step * MIN));
    await w.service.transition(id, s === LOAD_STATUS.accepted ? 'accept' : 'advance', by);
    minutes[s] = i * step;
  }
  clock.set(new Date(t0 + (Object.keys(minutes).length + 1) * step * MIN));
  const start = t0;
  return { id, minutes, at: (m: number) => new Date(start + m * MIN).toISOString() };
}

describe('stop times corrected by the office', () => {
  it('sets and clears a stop’s times under its version, audited; the progress says which came from the office', async () => {
    const { id, minutes } = await drivenLoad();
    const first = await w.api.get(path(id, 'delivery'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers.etag).toBe('"0"');
    expect(first.json().data).toMatchObject({ arrivedAt: null, departedAt: null, version: 0 });

    // The bill of lading: in at the delivery's step, out 4 hours later (the driver tapped Delivered 10 min after).
    const arrivedAt = at(minutes[LOAD_STATUS.atDelivery] ?? 0);
    const departedAt = at((minutes[LOAD_STATUS.atDelivery] ?? 0) + 240);
    clock.set(new Date(t0 + 300 * MIN));
    const saved = await w.api.put(
      path(id, 'delivery'),
      { arrivedAt, departedAt },
      { headers: { 'if-match': '"0"' } },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).toBe('"1"');
    expect(saved.json()).toMatchObject({
      message: stopTimeMessages.saved,
      data: {
        arrivedAt,
        departedAt,
        version: 1,
        arrivedSet: { by: 'Dee Spatch' },
        departedSet: { by: 'Dee Spatch' },
      },
    });

    const corrected = await progressOf(id);
    expect(stopOf(corrected, 'delivery')).toMatchObject({
      arrivedAt,
      departedAt,
      arrivedSource: 'office',
      departedSource: 'office',
      minutesOnSite: 240,
      detentionMinutes: 120,
      office: { version: 1 },
    });
    expect(stopOf(corrected, 'pickup')).toMatchObject({
      arrivedSource: 'driver',
      minutesOnSite: 10,
      office: null,
    });
    expect(corrected.detentionProposalCents).toBe(8 * (DETENTION_CENTS_PER_HOUR / 4));

    // A form opened at version 0 is stale now: 412 names who saved, nothing changes.
    const stale = await w.carrierApi.put(
      path(id, 'delivery'),
      { arrivedAt: null, departedAt: null },
      {
        headers: { 'if-match': '"0"' },
      },
    );
    expect(stale.statusCode, stale.body).toBe(412);
    expect(stale.json().message).toMatch(
      /^Dee Spatch changed this stop's times at .+\. Reload to see the changes\.$/,
    );
    expect(stopOf(await progressOf(id), 'delivery')?.arrivedSource).toBe('office');

    // Only the departure kept: the arrival is the driver's again.
    const one = await w.carrierApi.put(
      path(id, 'delivery'),
      { arrivedAt: null, departedAt },
      { headers: { 'if-match': '"1"' } },
    );
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({
      arrivedSet: null,
      departedSet: { by: 'Dee Spatch' },
      version: 2,
    });
    expect(stopOf(await progressOf(id), 'delivery')).toMatchObject({
      arrivedSource: 'driver',
      departedSource: 'office',
      minutesOnSite: 240,
    });

    const cleared = await w.carrierApi.put(
      path(id, 'delivery'),
      { arrivedAt: null, departedAt: null },
      { headers: { 'if-match': '"2"' } },
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.headers.etag).toBe('"3"');
    expect(cleared.json().message).toBe(stopTimeMessages.cleared);
    const back = await progressOf(id);
    expect(stopOf(back, 'delivery')).toMatchObject({
      departedSource: 'driver',
      arrivedSource: 'driver',
      minutesOnSite: 10,
      detentionMinutes: 0,
    });
    expect(back.detentionProposalCents).toBe(0);

    // The load's History: who changed which time from what to what.
    const trail = (await w.ctx.api.as(w.manager).get(`/api/audit?entityType=load&entityId=${id}`)).json().data
      .items as AuditEntry[];
    const ofTimes = trail.filter((e) => e.summary?.startsWith('Delivery times')).reverse();
    expect(ofTimes.map((e) => [e.actorName, e.summary])).toEqual([
      ['Dee Spatch', 'Delivery times corrected'],
      [expect.any(String), 'Delivery times corrected'],
      [expect.any(String), 'Delivery times cleared'],
    ]);
    expect(ofTimes[0]?.changes).toEqual([
      { field: 'stopTimes.delivery.arrivedAt', before: null, after: arrivedAt },
      { field: 'stopTimes.delivery.departedAt', before: null, after: departedAt },
    ]);
    expect(ofTimes[2]?.changes).toEqual([
      { field: 'stopTimes.delivery.departedAt', before: departedAt, after: null },
    ]);
  });

  it('refuses what breaks a rule with a message a person can act on, and every malformed request with 400', async () => {
    const { id, minutes } = await drivenLoad(LOAD_STATUS.loaded);
    const pickupIn = minutes[LOAD_STATUS.atPickup] ?? 0;
    const refused = async (stop: string, body: unknown, message: string | RegExp, status = 400) => {
      const r = await w.api.put(path(id, stop), body as never);
      expect(r.statusCode, r.body).toBe(status);
      expect(r.json().message).toMatch(message);
    };
    await refused(
      'pickup',
      { arrivedAt: at(pickupIn), departedAt: at(pickupIn - 1) },
      stopTimeMessages.order,
    );
    // The departure alone, before the driver's arrival.
    await refused('pickup', { arrivedAt: null, departedAt: at(pickupIn - 5) }, stopTimeMessages.order);
    await refused(
      'pickup',
      { arrivedAt: at(pickupIn), departedAt: new Date(clock.now().getTime() + 60 * MIN).toISOString() },
      stopTimeMessages.future,
    );
    const longBefore = new Date(t0 - (STOP_TIME_MAX_DAYS_BEFORE_LOAD + 1) * 86_400_000).toISOString();
    await refused('pickup', { arrivedAt: longBefore, departedAt: null }, stopTimeMessages.beforeLoad);
    // A few minutes of the office's clock ahead are fine.
    const skew = await w.api.put(path(id, 'pickup'), {
      arrivedAt: at(pickupIn),
      departedAt: new Date(clock.now().getTime() + 2 * MIN).toISOString(),
    });
    expect(skew.statusCode, skew.body).toBe(200);

    for (const body of [
      { arrivedAt: 'yesterday', departedAt: null },
      { arrivedAt: 5, departedAt: null },
      { arrivedAt: null },
      {},
      null,
    ]) {
      const r = await w.api.put(path(id, 'pickup'), body);
      expect(r.statusCode, r.body).toBe(400);
    }
    await refused('middle', { arrivedAt: null, departedAt: null }, stopTimeMessages.stop);
    const badId = await w.api.put('/api/loads/abc/stops/pickup/times', { arrivedAt: null, departedAt: null });
    expect(badId.statusCode).toBe(400);
    const none = await w.api.put(path(999_999, 'pickup'), { arrivedAt: null, departedAt: null });
    expect(none.statusCode, none.body).toBe(404);
    const unreadable = await w.api.put(
      path(id, 'pickup'),
      { arrivedAt: null, departedAt: null },
      { headers: { 'if-match': 'nonsense' } },
    );
    expect(unreadable.statusCode).toBe(412);
  });

  it('lets the staff roles correct, never a driver or nobody', async () => {
    const { id } = await drivenLoad(LOAD_STATUS.atPickup);
    const body = { arrivedAt: at(30), departedAt: null };
    for (const as of [w.dispatcher, w.manager, w.admin]) {
      const r = await w.ctx.api.as(as).put(path(id, 'pickup'), body);
      expect(r.statusCode, r.body).toBe(200);
    }
    const driver = (await loggedInDriver(w.ctx)).authorization;
    expect((await w.ctx.api.as(driver).put(path(id, 'pickup'), body)).statusCode).toBe(403);
    expect((await w.ctx.api.as(driver).get(path(id, 'pickup'))).statusCode).toBe(403);
    expect((await w.ctx.api.put(path(id, 'pickup'), body)).statusCode).toBe(401);
  });
});

describe('every reader of stop times takes the correction', () => {
  const deliver = deliveriesOf(
    {
      get ctx() {
        return w.ctx;
      },
      get api() {
        return w.carrierApi;
      },
      get carrier() {
        return w.carrier;
      },
      get brokerId() {
        return w.brokerId;
      },
    },
    'SP',
  );

  it('the driver’s pay: detention from the corrected pickup times, back when cleared', async () => {
    const driverId = await approvedDriver(w.ctx, w.manager, { first_name: 'Paid', last_name: 'Wait' });
    const terms = driverPayload({
      first_name: 'Paid',
      last_name: 'Wait',
      payRule: { kind: 'flat', rate: 350 },
      detentionPerHour: 30,
    });
    expect((await w.carrierApi.put(`/api/user/infoDriver/${driverId}`, terms)).statusCode).toBe(200);
    const id = await deliver(driverId, { tripRate: 900, approvedAt: clock.now().toISOString() });
    const line = async () => {
      const [s] = (await w.carrierApi.get(`/api/settlements?driverId=${driverId}`)).json().data
        .info as SettlementItem[];
      return ((await w.carrierApi.get(`/api/settlements/${s?.id}`)).json().data as SettlementDetail).lines[0];
    };
    expect(await line()).toMatchObject({ detention_hours: 0, driver_pay: 350 });
    // In 08:00, out 11:40 by the bill: 220 minutes, 100 beyond the free 120 → 1.5 h.
    const inAt = new Date(clock.now().getTime() - 300 * MIN).toISOString();
    const outAt = new Date(clock.now().getTime() - 80 * MIN).toISOString();
    expect(
      (await w.carrierApi.put(path(id, 'pickup'), { arrivedAt: inAt, departedAt: outAt })).statusCode,
    ).toBe(200);
    expect(await line()).toMatchObject({ detention_hours: 1.5, detention_pay: 45, driver_pay: 395 });
    expect(
      (await w.carrierApi.put(path(id, 'pickup'), { arrivedAt: null, departedAt: null })).statusCode,
    ).toBe(200);
    expect(await line()).toMatchObject({ detention_hours: 0, driver_pay: 350 });
  });

  /** The office's times kept in load_deliveries, as text, and the same read from load_stop_times directly. */
  const officeTimes = (from: 'kept' | 'direct') =>
    w.ctx.database.db.execute(
      from === 'kept'
        ? sql`SELECT load_id, office_at_pickup_at::text AS a, office_loaded_at::text AS b,
                     office_at_delivery_at::text AS c, office_delivered_at::text AS d
              FROM load_deliveries ORDER BY load_id`
        : sql`SELECT d.load_id,
                     (SELECT arrived_at FROM load_stop_times t WHERE t.load_id = d.load_id AND stop = 'pickup')::text AS a,
                     (SELECT departed_at FROM load_stop_times t WHERE t.load_id = d.load_id AND stop = 'pickup')::text AS b,
                     (SELECT arrived_at FROM load_stop_times t WHERE t.load_id = d.load_id AND stop = 'delivery')::text AS c,
                     (SELECT departed_at FROM load_stop_times t WHERE t.load_id = d.load_id AND stop = 'delivery')::text AS d
              FROM load_deliveries d ORDER BY d.load_id`,
    );
  /** The profit report's waits per load, and the settlements' (stopWaits over the history and the corrections). */
  async function waitsAgree() {
    expect(rowsOf(await officeTimes('kept'))).toEqual(rowsOf(await officeTimes('direct')));
    const q = new ProfitQueries(w.ctx.services.uow);
    const ever = { from: new Date('2000-01-01T00:00:00Z'), to: new Date('2100-01-01T00:00:00Z') };
    const report = await q.read(async () => {
      const ids = await q.deliveries(ever);
      return ids.length === 0
        ? []
        : q.loadsOf(ever, { first: ids[0] ?? 0, last: ids.at(-1) ?? 0 }, 'load', 'UTC');
    });
    const direct = rowsOf<{ id: number; pickupWait: number | null; deliveryWait: number | null }>(
      await w.ctx.database.db.execute(sql`
        SELECT ${loads.id} AS "id", ${stopWaits.pickupWait} AS "pickupWait", ${stopWaits.deliveryWait} AS "deliveryWait"
        FROM ${loads} CROSS JOIN LATERAL ${stopWaits}
        WHERE ${loads.id} IN (SELECT load_id FROM load_deliveries WHERE counted) ORDER BY ${loads.id}`),
    );
    expect(report.map((r) => ({ id: r.id, pickupWait: r.pickupWait, deliveryWait: r.deliveryWait }))).toEqual(
      direct,
    );
    return new Map(direct.map((r) => [r.id, r]));
  }

  it('the profit inputs kept in load_deliveries follow every write of a correction, compared with a direct reading', async () => {
    const delivered = await drivenLoad();
    // A load entered after the fact: corrected before its driver's delivery, then delivered.
    const early = await drivenLoad(LOAD_STATUS.atDelivery);
    const fixed = await w.api.put(path(early.id, 'pickup'), { arrivedAt: early.at(5), departedAt: null });
    expect(fixed.statusCode, fixed.body).toBe(200);
    await w.service.transition(early.id, 'advance', { userId: w.driverId, role: 'Driver' });
    // In at 0:05 by the bill, loaded at the driver's 0:40.
    let waits = await waitsAgree();
    expect(waits.get(early.id)?.pickupWait).toBe(35);

    const r = await w.api.put(path(delivered.id, 'delivery'), {
      arrivedAt: delivered.at(30),
      departedAt: delivered.at(60),
    });
    expect(r.statusCode, r.body).toBe(200);
    waits = await waitsAgree();
    expect(waits.get(delivered.id)?.deliveryWait).toBe(30);

    // Written by SQL as well: changed, removed, every row removed at once.
    await w.ctx.database.db.execute(
      sql`UPDATE load_stop_times SET departed_at = departed_at + interval '1 hour'`,
    );
    expect((await waitsAgree()).get(delivered.id)?.deliveryWait).toBe(90);
    await w.ctx.database.db.execute(sql`DELETE FROM load_stop_times WHERE stop = 'pickup'`);
    expect((await waitsAgree()).get(early.id)?.pickupWait).toBe(10);
    await w.ctx.database.db.execute(sql`TRUNCATE load_stop_times`);
    expect((await waitsAgree()).get(delivered.id)?.deliveryWait).toBe(10);
  });
});
