import { DRIVER_STATUS } from '@fletx/contract/drivers';
import { TRANSACTION_TYPE, type TransactionTypeId } from '@fletx/contract/load-ledger';
import { LOAD_EVENT_TYPE } from '@fletx/contract/load-metrics';
import {
  LOAD_STATUS,
  type LoadStatusId,
  STAFF_ACTIONS,
  type StaffAction,
  transitionTarget,
} from '@fletx/contract/load-status';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingBody, createBroker } from './helpers/broker-factories';
import { expectAnswer, expectBadQueries } from './helpers/client';
import { ADA_ADMIN, makeDriver, makeTrailer, makeTruck } from './helpers/factories';
import {
  approvedBroker,
  approvedDriver,
  createLoad,
  DRIVER_STEPS,
  driveTo,
  loadBody,
  loadWorld,
} from './helpers/load-factories';
import { worldPerFile } from './helpers/setup';

const w = worldPerFile(async () => {
  const {
    manager: admin,
    managerId: adminId,
    ...world
  } = await loadWorld({
    dispatcher: { firstName: 'Dana', lastName: 'Dispatch' },
    manager: ADA_ADMIN,
    driver: { first_name: 'Michael', last_name: 'Thompson', cdl_number: 'T1234567' },
  });
  return { ...world, admin, adminId };
});

const newLoad = (overrides: Record<string, unknown> = {}) =>
  createLoad(w.api, w.brokerId, w.driverId, overrides);

/** The load form's create: the world's broker and driver, with `overrides`. */
const postLoadForm = (overrides: Record<string, unknown> = {}) =>
  w.api.post('/api/loadbook/manualCreate', { ...loadBody(w.brokerId, w.driverId), ...overrides });
/** The load form's edit of load `id`: the world's broker and driver, with `overrides`. */
const putLoadForm = (id: number, overrides: Record<string, unknown> = {}) =>
  w.api.put(`/api/loadbook/manualUpdate/${id}`, { ...loadBody(w.brokerId, w.driverId), ...overrides });

const driverActor = () => ({ userId: w.driverId, role: 'Driver' });

const setStatus = (
  id: number,
  loadbook_status_id: LoadStatusId,
  comment?: string,
  authorization = w.dispatcher,
) =>
  w.api.put(
    `/api/loadbook/update/${id}`,
    { loadbook_status_id, ...(comment ? { comment } : {}) },
    { as: authorization },
  );

describe('POST /api/loadbook/manualCreate', () => {
  it('creates a new load at 2 with its wire names, history and the trip rate as the first ledger entry', async () => {
    const r = await postLoadForm({
      id_number: '  LD-7788 ',
      state_code_pickup: 'tx',
      freight_company: '2450.50',
      distance_miles: '781',
      load_weight: '42000.5',
    });
    const data = expectAnswer(r, 201, 'The load has been created.');
    expect(data).toMatchObject({
      id_number: 'LD-7788',
      loadbook_status_id: LOAD_STATUS.new,
      status_name: 'New',
      user_id: w.driverId,
      driver_name: 'Michael Thompson',
      broker_id: w.brokerId,
      company_name: w.brokerName,
      open_time_pickup: '2026-03-02T08:00:00.000Z',
      close_time_pickup: '2026-03-02T12:00:00.000Z',
      open_time_delivery: '2026-03-03T14:00:00.000Z',
      state_code_pickup: 'TX',
      city_pickup: 'Dallas',
      postalCodePickup: '75261',
      postalCodeDelivery: '30336',
      countryCodePickup: 'USA',
      freight_company: 2450.5,
      distance_miles: 781,
      load_weight: 42000.5,
      trailer_type: 1,
      trailer_type_name: 'Dry Van',
      loadType: 'FTL',
      booking_id: null,
      finished: false,
    });
    const ledger = (await w.api.get(`/api/finance/transactions/findbyloadbookid/${data.id}`)).json().data;
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      transaction_type_id: TRANSACTION_TYPE.tripRate,
      transaction_type_name: 'Trip rate',
      amount: 2450.5,
      amount_cents: 245050,
      created_by: 'Dana Dispatch',
    });
    expect(ledger[0].created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const found = (await w.api.get(`/api/loadbook/find/${data.id}`)).json().data;
    expect(found.extraData.history).toEqual([
      expect.objectContaining({
        from_status_id: null,
        to_status_id: LOAD_STATUS.new,
        action: 'create',
        changed_by: w.dispatcherId,
      }),
    ]);
  });

  it('creates an old load at 13, among the finished jobs', async () => {
    const r = await w.api.post('/api/loadbook/manualCreate', {
      ...loadBody(w.brokerId, w.driverId, { typeForm: 'old', id_number: 'OLD-1' }),
    });
    expect(r.statusCode).toBe(201);
    expect(r.json().message).toBe('The old load has been created. Upload its bill of lading.');
    expect(r.json().data).toMatchObject({
      loadbook_status_id: LOAD_STATUS.oldLoad,
      status_name: 'Old load',
      finished: true,
    });
  });

  it('refuses missing required fields with their paths, and zips over 5 characters', async () => {
    const r = await postLoadForm({
      id_number: ' ',
      postalCodePickup: '752610',
      city_delivery: '',
      user_id: '',
      trailer_type: 9,
    });
    expect(r.statusCode).toBe(400);
    const details = r.json().details as Array<{ path: string; message: string }>;
    expect(details).toEqual(
      expect.arrayContaining([
        { path: 'body.id_number', message: 'Required field' },
        { path: 'body.postalCodePickup', message: 'Maximum 5 characters' },
        { path: 'body.city_delivery', message: 'Required field' },
        { path: 'body.user_id', message: 'Required field' },
        { path: 'body.trailer_type', message: 'Choose a trailer type' },
      ]),
    );
  });

  it('refuses a close time before the open time, bad money and bad dates', async () => {
    const r = await postLoadForm({
      close_time_pickup: '2026-03-02T07:00',
      freight_company: '12.345',
      open_time_delivery: 'tomorrow',
    });
    expect(r.statusCode).toBe(400);
    const paths = (r.json().details as Array<{ path: string }>).map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.freight_company', 'body.open_time_delivery']));
    const r2 = await postLoadForm({ close_time_pickup: '2026-03-02T07:00' });
    expect(r2.json().details).toEqual([
      { path: 'body.close_time_pickup', message: 'The close time must not be before the open time' },
    ]);
  });

  it('needs an approved broker and an approved driver', async () => {
    const pending = await createBroker(w.ctx, w.admin, { brokerName: 'Pending Freight' });
    const r = await w.api.post('/api/loadbook/manualCreate', loadBody(pending.info.id, w.driverId));
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(
      'Only approved brokers can be chosen: Pending Freight is Pending approval.',
    );
    expect((await w.api.post('/api/loadbook/manualCreate', loadBody(999999, w.driverId))).statusCode).toBe(
      400,
    );
    const unapproved = await makeDriver(w.ctx, w.admin, { first_name: 'Tyler', last_name: 'Robinson' });
    const r2 = await w.api.post('/api/loadbook/manualCreate', loadBody(w.brokerId, unapproved));
    expect(r2.statusCode).toBe(409);
    expect(r2.json().message).toBe('Only approved drivers can be chosen: Tyler Robinson is not approved.');
    const r3 = await w.api.post('/api/loadbook/manualCreate', loadBody(w.brokerId, w.dispatcherId));
    expect(r3.statusCode).toBe(400);
    expect(r3.json().message).toBe('The chosen driver does not exist.');
  });
});

describe('PUT /api/loadbook/manualUpdate/{id}', () => {
  it('updates every field and keeps the trip-rate entry in sync', async () => {
    const load = await newLoad();
    const r = await putLoadForm(load.id, {
      id_number: 'LD-2002',
      freight_company: 3100,
      city_delivery: 'Savannah',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      message: 'The load has been updated.',
      data: {
        id_number: 'LD-2002',
        freight_company: 3100,
        city_delivery: 'Savannah',
        loadbook_status_id: LOAD_STATUS.new,
      },
    });
    let ledger = (await w.api.get(`/api/finance/transactions/findbyloadbookid/${load.id}`)).json().data;
    expect(ledger.map((t: { amount_cents: number }) => t.amount_cents)).toEqual([310000]);
    await putLoadForm(load.id, { freight_company: null });
    ledger = (await w.api.get(`/api/finance/transactions/findbyloadbookid/${load.id}`)).json().data;
    expect(ledger).toEqual([]);
    await putLoadForm(load.id, { freight_company: 99.99 });
    ledger = (await w.api.get(`/api/finance/transactions/findbyloadbookid/${load.id}`)).json().data;
    expect(ledger.map((t: { amount: number }) => t.amount)).toEqual([99.99]);
  });

  it('answers 404 for an unknown load and 409 once the load is cancelled', async () => {
    expect((await putLoadForm(999999)).statusCode).toBe(404);
    const load = await newLoad();
    expect((await setStatus(load.id, LOAD_STATUS.cancelled, 'Broker cancelled')).statusCode).toBe(200);
    const r = await putLoadForm(load.id);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('This load is Cancelled and can no longer be edited.');
  });
});

describe('status transitions (PUT /api/loadbook/update/{id} and LoadsService.transition)', () => {
  it('a cancellation notifies the staff (the bell), with the comment and a link to the load', async () => {
    const load = await newLoad();
    expect((await setStatus(load.id, LOAD_STATUS.cancelled, 'Shipper closed early')).statusCode).toBe(200);
    const items = (await w.api.get('/api/notifications?take=50')).json().data.items as Array<{
      type: string;
      title: string;
      body: string;
      entityId: number | null;
      link: string | null;
    }>;
    const mine = items.filter((n) => n.type === 'load_status' && n.entityId === load.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.title).toMatch(/: Cancelled$/);
    expect(mine[0]?.body).toContain('Shipper closed early');
    expect(mine[0]?.link).toBe(`/fletx/load-details?id=${load.id}`);
  });

  it('cancel needs a comment, then 2 → 1 with the history, and cancellations are counted (event 14)', async () => {
    const before = (await w.api.get(`/api/loadbook/events/countByType/${LOAD_EVENT_TYPE.cancelled}`)).json()
      .data.count as number;
    const load = await newLoad();
    const noComment = await setStatus(load.id, LOAD_STATUS.cancelled);
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().message).toBe('There must be new comments');
    const blank = await setStatus(load.id, LOAD_STATUS.cancelled, '   ');
    expect(blank.statusCode).toBe(400);
    const r = await setStatus(load.id, LOAD_STATUS.cancelled, 'Broker cancelled the shipment');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      message: "The load's status is now Cancelled.",
      data: { loadbook_status_id: LOAD_STATUS.cancelled, finished: true },
    });
    const history = (await w.api.get(`/api/loadbook/find/${load.id}`)).json().data.extraData.history;
    expect(history.at(-1)).toMatchObject({
      from_status_id: LOAD_STATUS.new,
      to_status_id: LOAD_STATUS.cancelled,
      to_status_name: 'Cancelled',
      action: 'cancel',
      comment: 'Broker cancelled the shipment',
      changed_by: w.dispatcherId,
      changed_by_name: 'Dana Dispatch',
    });
    const after = (await w.api.get(`/api/loadbook/events/countByType/${LOAD_EVENT_TYPE.cancelled}`)).json()
      .data;
    expect(after).toEqual({ type: LOAD_EVENT_TYPE.cancelled, count: before + 1 });
    expect((await w.api.get('/api/loadbook/events/countByType/3')).json().data.count).toBe(0);
    // A cancelled load cannot be cancelled again.
    expect((await setStatus(load.id, LOAD_STATUS.cancelled, 'again')).statusCode).toBe(409);
  });

  it('walks a load through the driver steps, end service (10 → 11) and delivery approval (11 → 12)', async () => {
    const load = await newLoad();
    expect((await setStatus(load.id, LOAD_STATUS.ended)).statusCode).toBe(409);
    await driveTo(w.service, load.id, w.driverId, LOAD_STATUS.atDelivery);
    const notYet = await setStatus(load.id, LOAD_STATUS.ended);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe('A load that is At delivery cannot become Ended.');
    await w.service.transition(load.id, 'advance', driverActor());
    const ended = await setStatus(load.id, LOAD_STATUS.ended);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toMatchObject({ loadbook_status_id: LOAD_STATUS.ended, finished: true });
    // The status is named as the lists label it, after "status is now" (not "The load is now Ended.").
    expect(ended.json().message).toBe("The load's status is now Ended.");
    // A Dispatcher may not approve deliveries; an Admin user may.
    expect((await setStatus(load.id, LOAD_STATUS.deliveryApproved)).statusCode).toBe(403);
    const approved = await setStatus(load.id, LOAD_STATUS.deliveryApproved, undefined, w.admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.loadbook_status_id).toBe(LOAD_STATUS.deliveryApproved);
    const history = (await w.api.get(`/api/loadbook/find/${load.id}`)).json().data.extraData.history;
    expect(history.map((h: { to_status_id: number }) => h.to_status_id)).toEqual([
      LOAD_STATUS.new,
      ...DRIVER_STEPS,
      LOAD_STATUS.ended,
      LOAD_STATUS.deliveryApproved,
    ]);
    expect(history.at(-1).changed_by).toBe(w.adminId);
  });

  it('a booking turned into a load waits at 16; confirm → 2, decline → 14; once per booking', async () => {
    const booking = (await w.api.post('/api/bookings/manualCreate', bookingBody(w.brokerId))).json().data;
    const r = await w.api.post(`/api/bookings/${booking.id}/toLoad`);
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({
      message: 'The booking has been turned into a load awaiting confirmation.',
      data: {
        loadbook_status_id: LOAD_STATUS.awaitingConfirmation,
        booking_id: booking.id,
        user_id: null,
        id_number: 'BK-1001',
        freight_company: 2450.5,
        city_pickup: 'Dallas',
        trailer_dimensions: '53 ft',
      },
    });
    const loadId = r.json().data.id as number;
    const again = await w.api.post(`/api/bookings/${booking.id}/toLoad`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`This booking is already load #${loadId}.`);
    expect((await w.api.post('/api/bookings/999999/toLoad')).statusCode).toBe(404);
    // Confirming needs a driver: give it one with the form.
    const noDriver = await setStatus(loadId, LOAD_STATUS.new);
    expect(noDriver.statusCode).toBe(409);
    expect(noDriver.json().message).toBe('Choose a driver for this load before confirming it.');
    const edit = await putLoadForm(loadId, { id_number: 'BK-1001' });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.loadbook_status_id).toBe(LOAD_STATUS.awaitingConfirmation);
    expect((await setStatus(loadId, LOAD_STATUS.new)).json().data.loadbook_status_id).toBe(LOAD_STATUS.new);
    expect((await setStatus(loadId, LOAD_STATUS.declined)).statusCode).toBe(409);

    const other = (await w.api.post('/api/bookings/manualCreate', bookingBody(w.brokerId))).json().data;
    const declined = (await w.api.post(`/api/bookings/${other.id}/toLoad`)).json().data;
    const d = await setStatus(declined.id, LOAD_STATUS.declined);
    expect(d.statusCode).toBe(200);
    expect(d.json().data).toMatchObject({ loadbook_status_id: LOAD_STATUS.declined, finished: true });
  });

  it('cancellation requests: reject returns to the status before 15, accept cancels; both need a comment', async () => {
    const load = await newLoad();
    await driveTo(w.service, load.id, w.driverId, LOAD_STATUS.atPickup);
    await w.service.transition(load.id, 'requestCancellation', driverActor(), 'Truck broke down');
    const found = (await w.api.get(`/api/loadbook/find/${load.id}`)).json().data;
    expect(found.info[0].loadbook_status_id).toBe(LOAD_STATUS.cancellationRequested);
    expect(found.extraData.previous_status_id).toBe(LOAD_STATUS.atPickup);
    expect((await setStatus(load.id, LOAD_STATUS.atPickup)).statusCode).toBe(400);
    const back = await setStatus(load.id, LOAD_STATUS.atPickup, 'Repair done, continue');
    expect(back.statusCode).toBe(200);
    expect(back.json().data.loadbook_status_id).toBe(LOAD_STATUS.atPickup);
    await w.service.transition(load.id, 'requestCancellation', driverActor(), 'Again');
    expect((await setStatus(load.id, LOAD_STATUS.onTheWayToPickup, 'not the previous')).statusCode).toBe(409);
    const cancelled = await setStatus(load.id, LOAD_STATUS.cancelled, 'Accepted the request');
    expect(cancelled.json().data.loadbook_status_id).toBe(LOAD_STATUS.cancelled);
    const actions = (await w.api.get(`/api/loadbook/find/${load.id}`))
      .json()
      .data.extraData.history.map((h: { action: string }) => h.action);
    expect(actions.slice(-4)).toEqual([
      'requestCancellation',
      'rejectCancellation',
      'requestCancellation',
      'acceptCancellation',
    ]);
  });

  it('a refused load gets another driver (3 → 2)', async () => {
    const load = await newLoad();
    await w.service.transition(load.id, 'refuse', driverActor());
    const r = await setStatus(load.id, LOAD_STATUS.new);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.loadbook_status_id).toBe(LOAD_STATUS.new);
  });

  it('a refused load given another driver in the load form is New again for that driver; the same driver keeps it refused', async () => {
    const load = await newLoad();
    await w.service.transition(load.id, 'refuse', driverActor());
    const same = await putLoadForm(load.id, { product_name: 'Paper goods' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data.loadbook_status_id).toBe(LOAD_STATUS.refusedByDriver);

    const other = await approvedDriver(w.ctx, w.admin, { first_name: 'Olivia', last_name: 'Reyes' });
    const r = await w.api.put(`/api/loadbook/manualUpdate/${load.id}`, loadBody(w.brokerId, other));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ loadbook_status_id: LOAD_STATUS.new, user_id: other });
    const found = (await w.api.get(`/api/loadbook/find/${load.id}`)).json().data.extraData;
    expect(found.history.at(-1)).toMatchObject({
      from_status_id: LOAD_STATUS.refusedByDriver,
      to_status_id: LOAD_STATUS.new,
      action: 'reassign',
      comment: 'Given to Olivia Reyes',
    });
  });

  it('every staff transition the contract refuses is a 409, from every status reachable here', async () => {
    const load = await newLoad();
    // At 2 only cancel is a staff action; every other target is refused.
    for (const target of [
      LOAD_STATUS.refusedByDriver,
      LOAD_STATUS.accepted,
      LOAD_STATUS.onTheWayToPickup,
      LOAD_STATUS.delivered,
      LOAD_STATUS.ended,
      LOAD_STATUS.deliveryApproved,
      LOAD_STATUS.oldLoad,
      LOAD_STATUS.declined,
      LOAD_STATUS.cancellationRequested,
      LOAD_STATUS.awaitingConfirmation,
    ]) {
      const r = await setStatus(load.id, target, 'comment');
      expect(r.statusCode, `2 → ${target}`).toBe(409);
    }
    const allowedFrom2 = STAFF_ACTIONS.filter(
      (a: StaffAction) => transitionTarget(a, LOAD_STATUS.new) !== undefined,
    );
    expect(allowedFrom2).toEqual(['cancel']);
    // Old loads (13) take no staff action.
    const old = await newLoad({ typeForm: 'old' });
    for (const target of [
      LOAD_STATUS.cancelled,
      LOAD_STATUS.new,
      LOAD_STATUS.ended,
      LOAD_STATUS.deliveryApproved,
      LOAD_STATUS.declined,
    ]) {
      expect((await setStatus(old.id, target, 'x')).statusCode, `13 → ${target}`).toBe(409);
    }
    await expect(w.service.transition(old.id, 'accept', driverActor())).rejects.toMatchObject({
      code: 'Conflict',
    });
  });

  it('refuses bad bodies and unknown loads', async () => {
    const load = await newLoad();
    expect((await w.api.put(`/api/loadbook/update/${load.id}`, { loadbook_status_id: 99 })).statusCode).toBe(
      400,
    );
    expect((await w.api.put(`/api/loadbook/update/${load.id}`, { loadbook_status_id: '1' })).statusCode).toBe(
      400,
    );
    expect((await w.api.put(`/api/loadbook/update/${load.id}`, {})).statusCode).toBe(400);
    expect((await setStatus(999999, LOAD_STATUS.cancelled, 'x')).statusCode).toBe(404);
    expect(
      (await w.api.put('/api/loadbook/update/abc', { loadbook_status_id: LOAD_STATUS.cancelled })).statusCode,
    ).toBe(400);
  });

  it('serialises concurrent transitions: of two cancels at once, one wins and one is refused', async () => {
    const load = await newLoad();
    const results = await Promise.all([
      setStatus(load.id, LOAD_STATUS.cancelled, 'first'),
      setStatus(load.id, LOAD_STATUS.cancelled, 'second'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const history = (await w.api.get(`/api/loadbook/find/${load.id}`)).json().data.extraData.history;
    expect(
      history.filter((h: { to_status_id: number }) => h.to_status_id === LOAD_STATUS.cancelled),
    ).toHaveLength(1);
  });

  it('keeps the history append-only: UPDATE and DELETE are refused by the database', async () => {
    await newLoad();
    await expect(
      w.ctx.database.db.execute(sql`UPDATE load_status_history SET comment = 'x'`),
    ).rejects.toThrow();
    await expect(w.ctx.database.db.execute(sql`DELETE FROM load_status_history`)).rejects.toThrow();
  });
});

describe('lists, counts and metrics', () => {
  it('splits active and finished loads, pages them, searches and sorts on the server', async () => {
    const secondDriver = await approvedDriver(w.ctx, w.admin, { first_name: 'Zoe', last_name: 'Quintana' });
    const { id: otherBroker } = await approvedBroker(w.ctx, w.admin, 'Echo Global Logistics');
    const a = await newLoad({
      id_number: 'SRT-A',
      open_time_pickup: '2026-05-01T08:00',
      close_time_pickup: '2026-05-01T09:00',
      open_time_delivery: '2026-05-09T08:00',
      close_time_delivery: '',
    });
    const b = await newLoad({
      id_number: 'SRT-B',
      open_time_pickup: '2026-05-03T08:00',
      close_time_pickup: '2026-05-03T09:00',
      open_time_delivery: '2026-05-04T08:00',
      close_time_delivery: '',
      city_delivery: 'Tulsa',
      state_code_delivery: 'OK',
      user_id: secondDriver,
      broker_id: otherBroker,
    });
    const c = await newLoad({
      id_number: 'SRT-C',
      open_time_pickup: '2026-05-02T08:00',
      close_time_pickup: '2026-05-02T09:00',
      open_time_delivery: '2026-05-06T08:00',
      close_time_delivery: '',
    });

    const byStart = await w.api.get(
      '/api/loadbook/findAllActive?page=1&take=3&filter=SRT&sort=start&order=ASC',
    );
    expect(byStart.statusCode, byStart.body).toBe(200);
    expect(byStart.json().data.info.map((l: { id: number }) => l.id)).toEqual([a.id, c.id, b.id]);
    expect(byStart.json().data.extraData).toMatchObject({ total: 3, page: 1, take: 3 });
    expect(byStart.json().data.extraData.status).toHaveLength(16);
    expect(
      byStart
        .json()
        .data.extraData.users.map((u: { id: number }) => u.id)
        .sort(),
    ).toEqual([w.driverId, secondDriver].sort());
    const byEnd = await w.api.get('/api/loadbook/findAllActive?take=3&filter=srt&sort=End&order=desc');
    expect(byEnd.json().data.info.map((l: { id: number }) => l.id)).toEqual([a.id, c.id, b.id]);
    const page2 = await w.api.get(
      '/api/loadbook/findAllActive?page=2&take=2&search=SRT&sort=start&order=ASC',
    );
    expect(page2.json().data.info.map((l: { id: number }) => l.id)).toEqual([b.id]);

    // Search by driver, broker, city and load id.
    const ids = async (q: string) =>
      (await w.api.get(`/api/loadbook/findAllActive?take=100&filter=${encodeURIComponent(q)}`))
        .json()
        .data.info.map((l: { id: number }) => l.id);
    expect(await ids('quintana')).toEqual([b.id]);
    expect(await ids('Echo Global')).toEqual([b.id]);
    expect(await ids('tulsa')).toEqual([b.id]);
    expect(await ids(String(c.id))).toContain(c.id);
    expect(await ids('no such thing')).toEqual([]);

    // Cancel one: it moves to the finished jobs.
    await setStatus(b.id, LOAD_STATUS.cancelled, 'Customer cancelled');
    expect(await ids('quintana')).toEqual([]);
    const finished = await w.api.get('/api/loadbook/findAllInactive?filter=quintana');
    expect(finished.json().data.info.map((l: { id: number }) => l.id)).toEqual([b.id]);
  });

  it("keeps one broker's loads with brokerId (the broker profile)", async () => {
    const other = await approvedBroker(w.ctx, w.admin, `Other broker ${Date.now()}`);
    const mine = await newLoad();
    const theirs = await newLoad({ broker_id: other.id });
    const list = async (id: number) =>
      (await w.api.get(`/api/loadbook/findAllActive?take=100&brokerId=${id}`))
        .json()
        .data.info.map((l: { id: number; broker_id: number }) => [l.id, l.broker_id]);
    expect(await list(other.id)).toEqual([[theirs.id, other.id]]);
    const ofMine = await list(w.brokerId);
    expect(ofMine).toContainEqual([mine.id, w.brokerId]);
    expect(ofMine.every(([, b]: [number, number]) => b === w.brokerId)).toBe(true);
  });

  it('refuses bad list queries', async () => {
    await expectBadQueries(w.api, '/api/loadbook/findAllActive', [
      'page=0',
      'take=101',
      'sort=broker',
      'order=UP',
      'take=x',
      'brokerId=0',
      'brokerId=x',
    ]);
  });

  it('counts active and finished loads and reports metrics per status', async () => {
    const counts = (await w.api.get('/api/loadbook/countLoads')).json().data;
    const active = (await w.api.get('/api/loadbook/findAllActive')).json().data.extraData.total;
    const inactive = (await w.api.get('/api/loadbook/findAllInactive')).json().data.extraData.total;
    expect(counts).toEqual({ active, inactive, total: active + inactive });
    const metrics = (await w.api.get('/api/loads/metrics/all')).json().data;
    expect(metrics).toMatchObject({ active, finished: inactive, total: active + inactive });
    expect(metrics.byStatus).toHaveLength(16);
    expect(metrics.byStatus.reduce((s: number, x: { count: number }) => s + x.count, 0)).toBe(
      active + inactive,
    );
    expect(metrics.cancelled).toBe(
      (await w.api.get(`/api/loadbook/events/countByType/${LOAD_EVENT_TYPE.cancelled}`)).json().data.count,
    );
  });
});

describe('load details', () => {
  it('find/{id} answers info[0] with the driver, truck, trailer and status; loadbookDetail adds instructions and the total', async () => {
    const truck = await makeTruck(w.ctx, w.admin, { user_id: w.driverId });
    const trailer = await makeTrailer(w.ctx, w.admin, {
      licenseplate_truck_number: truck.licenseplate_number,
    });
    const load = await newLoad();
    const r = await w.api.get(`/api/loadbook/find/${load.id}`);
    expect(r.statusCode).toBe(200);
    const { info, extraData } = r.json().data;
    expect(info[0].id).toBe(load.id);
    expect(extraData).toMatchObject({
      user: { id: w.driverId, first_name: 'Michael', last_name: 'Thompson' },
      loadbookStatus: { id: LOAD_STATUS.new, name: 'New' },
      driverInformation: { status: DRIVER_STATUS.active, license_number: 'T1234567' },
      vehicle: {
        id: truck.id,
        licenseplate_number: truck.licenseplate_number,
        make: 'Kenworth',
        model: 'T680',
      },
      trailer: {
        id: trailer.id,
        trailer_number: trailer.trailer_number,
        type_name: 'Dry Van',
        size: '53 ft',
      },
      previous_status_id: null,
    });
    const detail = await w.api.get(`/api/loadbook/loadbookDetail?id=${load.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ info: { id: load.id }, instructions: [], total: 2450.5 });
    expect((await w.api.get('/api/loadbook/find/999999')).statusCode).toBe(404);
    expect((await w.api.get('/api/loadbook/loadbookDetail?id=999999')).statusCode).toBe(404);
    expect((await w.api.get('/api/loadbook/loadbookDetail')).statusCode).toBe(400);
  });

  it('the driver select lists approved drivers only', async () => {
    const r = await w.api.get('/api/loadbook/drivers');
    expect(r.statusCode).toBe(200);
    const names = r.json().data.map((d: { name: string }) => d.name);
    expect(names).toContain('Michael Thompson');
    expect(names).not.toContain('Tyler Robinson');
  });
});

describe('instructions', () => {
  it('creates, finds and updates the notepad of a load; one per load', async () => {
    const load = await newLoad();
    expect(
      (await w.api.get(`/api/loadbook/loadbookinstructions/findByLoadbookId/${load.id}`)).json().data,
    ).toEqual([]);
    const created = await w.api.post('/api/loadbook/loadbookinstructions/', {
      loadbook_id: load.id,
      instruction_load: '  Gate code 4411. ',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'The instructions have been saved.',
      data: { loadbook_id: load.id, instruction_load: 'Gate code 4411.' },
    });
    const id = created.json().data.id as number;
    const dup = await w.api.post('/api/loadbook/loadbookinstructions', {
      loadbook_id: load.id,
      instruction_load: 'x',
    });
    expect(dup.statusCode).toBe(409);
    const updated = await w.api.put(`/api/loadbook/loadbookinstructions/${id}`, {
      instruction_load: 'Gate code 9000',
    });
    expect(updated.json().data.instruction_load).toBe('Gate code 9000');
    const list = (await w.api.get(`/api/loadbook/loadbookinstructions/findByLoadbookId/${load.id}`)).json()
      .data;
    expect(list).toEqual([expect.objectContaining({ id, instruction_load: 'Gate code 9000' })]);
    expect(
      (await w.api.put('/api/loadbook/loadbookinstructions/999999', { instruction_load: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (
        await w.api.post('/api/loadbook/loadbookinstructions', {
          loadbook_id: 999999,
          instruction_load: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await w.api.post('/api/loadbook/loadbookinstructions', { loadbook_id: load.id })).statusCode,
    ).toBe(400);
    expect((await w.api.get('/api/loadbook/loadbookinstructions/findByLoadbookId/999999')).statusCode).toBe(
      404,
    );
  });
});

describe('ledger (finance transactions)', () => {
  it('adds accessorials, deductions and advances with exact signed sums; who made it is the caller', async () => {
    const load = await newLoad({ freight_company: 1000.1 });
    const add = (transaction_type_id: TransactionTypeId, amount: number | string, comment = '') =>
      w.api.post('/api/finance/transactions', {
        loadbook_id: load.id,
        transaction_type_id,
        amount,
        comment,
      });
    const detention = await add(TRANSACTION_TYPE.detention, '150.10', 'Waited 3 h at the shipper');
    expect(detention.statusCode, detention.body).toBe(201);
    expect(detention.json()).toMatchObject({
      message: 'The ledger entry has been added.',
      data: {
        transaction_type_name: 'Detention',
        amount: 150.1,
        amount_cents: 15010,
        created_by: 'Dana Dispatch',
        comment: 'Waited 3 h at the shipper',
      },
    });
    expect((await add(TRANSACTION_TYPE.lumper, 0.1)).statusCode).toBe(201);
    expect(
      (await add(TRANSACTION_TYPE.deduction, 0.2, 'OS&D: one pallet damaged')).json().data.amount_cents,
    ).toBe(-20);
    expect((await add(TRANSACTION_TYPE.advance, 300)).json().data.amount).toBe(-300);
    const ledger = (await w.api.get(`/api/finance/transactions/findbyloadbookid/${load.id}`)).json()
      .data as Array<{
      transaction_type_id: number;
      amount_cents: number;
    }>;
    expect(ledger.map((t) => t.transaction_type_id)).toEqual([
      TRANSACTION_TYPE.tripRate,
      TRANSACTION_TYPE.detention,
      TRANSACTION_TYPE.lumper,
      TRANSACTION_TYPE.deduction,
      TRANSACTION_TYPE.advance,
    ]);
    expect(ledger.reduce((s, t) => s + t.amount_cents, 0)).toBe(100010 + 15010 + 10 - 20 - 30000);
    expect((await w.api.get(`/api/loadbook/loadbookDetail?id=${load.id}`)).json().data.total).toBe(850.1);
  });

  it('refuses the trip-rate type, non-positive or inexact amounts, unknown types and loads', async () => {
    const load = await newLoad();
    const post = (payload: object) =>
      w.api.post('/api/finance/transactions/', { loadbook_id: load.id, ...payload });
    const trip = await post({ transaction_type_id: TRANSACTION_TYPE.tripRate, amount: 10 });
    expect(trip.statusCode).toBe(400);
    expect(trip.json().message).toBe(
      'The trip rate entry follows the trip rate of the load: edit the load instead.',
    );
    expect(
      (await post({ transaction_type_id: TRANSACTION_TYPE.detention, amount: 0 })).json().details[0].message,
    ).toBe('Enter an amount greater than 0');
    expect((await post({ transaction_type_id: TRANSACTION_TYPE.detention, amount: -5 })).statusCode).toBe(
      400,
    );
    expect((await post({ transaction_type_id: TRANSACTION_TYPE.detention, amount: 1.005 })).statusCode).toBe(
      400,
    );
    expect((await post({ transaction_type_id: TRANSACTION_TYPE.detention })).statusCode).toBe(400);
    expect((await post({ transaction_type_id: 42, amount: 5 })).statusCode).toBe(400);
    expect(
      (
        await w.api.post('/api/finance/transactions', {
          loadbook_id: 999999,
          transaction_type_id: TRANSACTION_TYPE.detention,
          amount: 5,
        })
      ).statusCode,
    ).toBe(404);
    expect((await w.api.get('/api/finance/transactions/findbyloadbookid/999999')).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('needs a token and a staff role', async () => {
    expect((await w.api.get('/api/loadbook/findAllActive', { as: null })).statusCode).toBe(401);
    expect((await w.api.post('/api/bookings/1/toLoad', undefined, { as: null })).statusCode).toBe(401);
  });
});
