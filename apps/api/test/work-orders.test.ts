import { addDays } from '@fletx/contract/compliance';
import { maintenanceMessages } from '@fletx/contract/maintenance';
import { workOrderMessages } from '@fletx/contract/work-orders';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer, expectInvalid, type TestClient } from './helpers/client';
import { clockedApp } from './helpers/clocked-app';
import { loggedInDriver, makeTrailer } from './helpers/factories';
import { makeSchedule, workOrderKit } from './helpers/work-order-factories';

/** The server's clock at the real time before each test (the driver API checks an inspection's `at`). */
const world = clockedApp();
const { clock } = world;
let api: TestClient;
beforeAll(() => {
  api = world.ctx.api.as(world.dispatcher);
});

const { today, newTruck, order, createOrder, put, reading, readingsOf, oilSchedule, outOfServiceDefect } =
  workOrderKit(world);

describe('work orders (docs/product.md "Maintenance")', () => {
  it('creates an order with its lines in exact cents, answers it with its ETag', async () => {
    const truckId = await newTruck();
    const r = await api.post(
      '/api/maintenance/work-orders',
      order(truckId, { notes: 'PM', downtimeHours: 2.5 }),
    );
    const data = expectAnswer(r, 201, workOrderMessages.created);
    expect(r.headers.etag).toBe('"1"');
    expect(data).toMatchObject({
      status: 'open',
      unit: { type: 'truck', id: truckId },
      unitType: 'truck',
      unitId: truckId,
      vendor: 'Main Street Diesel',
      odometer: null,
      total: 239.97,
      totalCents: 23997,
      scheduleIds: [],
      defectIds: [],
      notes: 'PM',
      downtimeHours: 2.5,
      startedAt: null,
      doneAt: null,
      doneBy: null,
    });
    expect(data.lines).toEqual([
      {
        kind: 'part',
        description: 'Oil filter',
        quantity: 3,
        unitPrice: 19.99,
        total: 59.97,
        totalCents: 5997,
      },
      { kind: 'labor', description: 'Labor', quantity: 1.5, unitPrice: 120, total: 180, totalCents: 18000 },
    ]);
    const got = await api.get(`/api/maintenance/work-orders/${data.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.headers.etag).toBe('"1"');
    expect(got.json().data).toEqual(data);
  });

  it('refuses a negative quantity, a price in fractions of a cent, an unknown unit, another unit’s schedule', async () => {
    const truckId = await newTruck();
    const line = (l: Record<string, unknown>) => ({
      lines: [{ kind: 'part', description: 'Filter', quantity: 1, unitPrice: 1, ...l }],
    });
    const post = (body: Record<string, unknown>) => api.post('/api/maintenance/work-orders', body);
    expectInvalid(
      await post(order(truckId, line({ quantity: -2 }))),
      'body.lines.0.quantity',
      workOrderMessages.quantity,
    );
    expectInvalid(
      await post(order(truckId, line({ unitPrice: 9.999 }))),
      'body.lines.0.unitPrice',
      workOrderMessages.unitPrice,
    );
    expectInvalid(
      await post(order(truckId, line({ unitPrice: -1 }))),
      'body.lines.0.unitPrice',
      workOrderMessages.unitPrice,
    );
    expectInvalid(await post(order(999_999)), 'body.unitId', maintenanceMessages.unitNotFound('truck'));
    const huge = { kind: 'part', description: 'Engine', quantity: 100_000, unitPrice: 1_000_000 };
    expectInvalid(await post(order(truckId, { lines: [huge] })), 'body.lines', workOrderMessages.tooLarge);
    const otherTruck = await newTruck();
    const scheduleId = await oilSchedule(otherTruck, today(), 0);
    expectInvalid(
      await post(order(truckId, { scheduleIds: [scheduleId] })),
      'body.scheduleIds.0',
      workOrderMessages.scheduleNotOfUnit(scheduleId),
    );
    expectInvalid(
      await post(order(truckId, { defectIds: [999_999] })),
      'body.defectIds.0',
      workOrderMessages.defectNotOfUnit(999_999),
    );
  });

  it('moves forward only: open → in_progress → done, a done order is final (409); If-Match 412', async () => {
    const truckId = await newTruck();
    const { id } = await createOrder(truckId);
    const stale = await put(id, { ...order(truckId), status: 'in_progress' }, '"7"');
    expect(stale.statusCode).toBe(412);
    // Who made the version it is at now, and when (the order's trail; docs/product.md "Stale edits").
    expect(stale.json().message).toMatch(
      /^(?!Someone)\S.* changed this work order at \d\d\/\d\d\/\d{4} \d\d:\d\d UTC\. Reload to see the changes\.$/,
    );
    const started = await put(id, { ...order(truckId), status: 'in_progress' }, '"1"');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.headers.etag).toBe('"2"');
    expect(started.json().data.startedAt).not.toBeNull();
    expect((await put(id, { ...order(truckId), status: 'open' })).statusCode).toBe(409);
    const edited = await put(id, order(truckId, { lines: [], vendor: 'Other shop' }));
    expect(edited.json().data).toMatchObject({
      status: 'in_progress',
      vendor: 'Other shop',
      total: 0,
      lines: [],
    });
    expect((await put(id, order(await newTruck()))).statusCode).toBe(400);
    const done = await put(id, { ...order(truckId), status: 'done' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'done', total: 239.97 });
    expect(done.json().data.doneAt).not.toBeNull();
    const reopened = await put(id, { ...order(truckId), status: 'open' });
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().message).toBe(workOrderMessages.done);
    // Each change is in the order's trail, its lines' money included; refused changes are not.
    const trail = (
      await world.ctx.api.get(`/api/audit?entityType=workOrder&entityId=${id}`, { as: world.admin })
    ).json().data.items;
    expect(trail.map((e: { action: string }) => e.action)).toEqual(['status', 'update', 'status', 'create']);
    expect(trail[2].changes).toContainEqual({ field: 'status', before: 'open', after: 'in_progress' });
    expect(trail[1].changes).toContainEqual({ field: 'total', before: 239.97, after: 0 });
  });

  it('done restarts its schedules from today and the odometer, and records the reading', async () => {
    const truckId = await newTruck();
    const long = addDays(today(), -400);
    const create = (body: Record<string, unknown>) =>
      makeSchedule(api, {
        unitType: 'truck',
        unitId: truckId,
        lastDoneAt: long,
        lastDoneMiles: 100_000,
        ...body,
      });
    const oil = await create({ task: 'oil_filter', everyMiles: 25_000 });
    const annual = await create({ task: 'annual_inspection', everyDays: 365 });
    await reading(truckId, 130_000, new Date(clock.now().getTime() - 3_600_000).toISOString());
    const state = async (id: number) =>
      (await api.get(`/api/maintenance/schedules?unitType=truck&unitId=${truckId}`))
        .json()
        .data.items.find((s: { id: number }) => s.id === id);
    expect((await state(oil)).state).toBe('overdue');
    expect((await state(annual)).state).toBe('overdue');

    const { id } = await createOrder(truckId, { scheduleIds: [oil, annual] });
    const noMiles = await put(id, { ...order(truckId, { scheduleIds: [oil, annual] }), status: 'done' });
    expectInvalid(noMiles, 'body.odometer', workOrderMessages.odometerToFinish);
    const done = await put(id, {
      ...order(truckId, { scheduleIds: [oil, annual], odometer: 130_250 }),
      status: 'done',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await state(oil)).toMatchObject({ state: 'ok', lastDoneAt: today(), lastDoneMiles: 130_250 });
    expect(await state(annual)).toMatchObject({ state: 'ok', lastDoneAt: today(), lastDoneMiles: 130_250 });
    const readings = await readingsOf(truckId);
    expect(readings.items[0]).toMatchObject({ miles: 130_250, source: 'work_order' });
    // The annual inspection is one fact: the truck's record (what Compliance reads) says the same day.
    const truck = (await api.get(`/api/vehicle/find/${truckId}`)).json().data;
    expect(truck.annual_inspection_date).toBe(today());
    const admin = world.ctx.api.as(world.admin);
    const trail = (await admin.get(`/api/audit?entityType=truck&entityId=${truckId}`)).json().data.items;
    expect(trail[0]).toMatchObject({ summary: workOrderMessages.annualInspectionDone(id) });
  });

  it('a backwards odometer on done is a 409 and nothing changes', async () => {
    const truckId = await newTruck();
    await reading(truckId, 200_000, new Date(clock.now().getTime() - 60_000).toISOString());
    const scheduleId = await oilSchedule(truckId, addDays(today(), -100), 170_000);
    const body = order(truckId, { scheduleIds: [scheduleId], odometer: 150_000 });
    const { id } = await createOrder(truckId, body);
    const refused = await put(id, { ...body, status: 'done' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('cannot go backwards');
    const after = (await api.get(`/api/maintenance/work-orders/${id}`)).json().data;
    expect(after).toMatchObject({ status: 'open', doneAt: null });
    expect((await readingsOf(truckId)).total).toBe(1);
    const s = (await api.get(`/api/maintenance/schedules?unitType=truck&unitId=${truckId}`)).json().data
      .items[0];
    expect(s).toMatchObject({ lastDoneMiles: 170_000, state: 'overdue' });
  });

  it('done certifies an out-of-service defect: the truck can be dispatched again without override', async () => {
    const { truckId, inspectionId, defectId, dispatch } = await outOfServiceDefect('Wanda');
    expect((await dispatch(world.dispatcher)).statusCode).toBe(409);

    const otherTruck = await newTruck();
    expectInvalid(
      await api.post('/api/maintenance/work-orders', order(otherTruck, { defectIds: [defectId] })),
      'body.defectIds.0',
      workOrderMessages.defectNotOfUnit(defectId),
    );
    const body = order(truckId, { defectIds: [defectId], odometer: 184_700 });
    const { id } = await createOrder(truckId, body);
    expect((await dispatch(world.dispatcher)).statusCode).toBe(409);
    const done = await put(id, { ...body, status: 'done' });
    expect(done.statusCode, done.body).toBe(200);
    const defect = (await api.get(`/api/inspections/${inspectionId}`)).json().data.defects[0];
    expect(defect).toMatchObject({ status: 'repaired', workOrderId: id });
    expect(defect.repairedAt).not.toBeNull();
    expect(defect.repairedBy).toEqual(expect.any(Number));
    const made = await dispatch(world.dispatcher);
    expect(made.statusCode, made.body).toBe(201);
  });

  it('lists newest first, filtered by unit and status, with the total', async () => {
    const truckId = await newTruck();
    const trailerId = (await makeTrailer(world.ctx, world.admin)).id;
    const first = await createOrder(truckId);
    const second = await createOrder(truckId);
    await createOrder(trailerId, { unitType: 'trailer' });
    expect((await put(second.id, { ...order(truckId), status: 'in_progress' })).statusCode).toBe(200);
    const list = await api.get(`/api/maintenance/work-orders?unitType=truck&unitId=${truckId}`);
    expect(list.json().data).toMatchObject({ total: 2, page: 1, take: 10 });
    expect(list.json().data.items.map((o: { id: number }) => o.id)).toEqual([second.id, first.id]);
    const open = await api.get(`/api/maintenance/work-orders?unitType=truck&unitId=${truckId}&status=open`);
    expect(open.json().data.items.map((o: { id: number }) => o.id)).toEqual([first.id]);
    const paged = await api.get(`/api/maintenance/work-orders?unitId=${truckId}&take=1&page=2`);
    expect(paged.json().data).toMatchObject({ total: 2, take: 1, page: 2 });
    expect(paged.json().data.items.map((o: { id: number }) => o.id)).toEqual([first.id]);
    const trailers = await api.get(`/api/maintenance/work-orders?unitType=trailer&unitId=${trailerId}`);
    expect(trailers.json().data.total).toBe(1);
  });

  it('costs: the done orders of a unit in a period, per mile from its readings', async () => {
    const truckId = await newTruck();
    const costs = async () =>
      (
        await api.get(
          `/api/maintenance/costs?unitType=truck&unitId=${truckId}&from=${addDays(today(), -30)}&to=${today()}`,
        )
      ).json().data;
    expect(await costs()).toEqual({ total: 0, totalCents: 0, perMile: null, miles: 0, workOrders: 0 });
    await reading(truckId, 10_000, new Date(clock.now().getTime() - 5 * 86_400_000).toISOString());
    const a = await createOrder(truckId, { odometer: 11_000 });
    await createOrder(truckId); // open: not a cost yet
    expect((await put(a.id, { ...order(truckId, { odometer: 11_000 }), status: 'done' })).statusCode).toBe(
      200,
    );
    expect(await costs()).toEqual({
      total: 239.97,
      totalCents: 23997,
      perMile: 0.24,
      miles: 1000,
      workOrders: 1,
    });
    const reversed = await api.get(
      `/api/maintenance/costs?unitType=truck&unitId=${truckId}&from=${today()}&to=${addDays(today(), -1)}`,
    );
    expectInvalid(reversed, 'querystring.from', workOrderMessages.range);
  });

  it('is for the back office: a driver 403, no token 401; malformed input is a 400, never a 5xx', async () => {
    const driver = (await loggedInDriver(world.ctx)).authorization;
    const truckId = await newTruck();
    const { id } = await createOrder(truckId);
    const urls = ['/api/maintenance/work-orders', `/api/maintenance/work-orders/${id}`];
    for (const url of urls) {
      expect((await world.ctx.api.get(url, { as: driver })).statusCode, url).toBe(403);
      expect((await world.ctx.api.get(url, { as: null })).statusCode, url).toBe(401);
    }
    expect((await world.ctx.api.post(urls[0] as string, order(truckId), { as: driver })).statusCode).toBe(
      403,
    );
    expect((await world.ctx.api.put(urls[1] as string, order(truckId), { as: null })).statusCode).toBe(401);
    const bad: unknown[] = [
      null,
      [],
      { unitType: 'boat', unitId: truckId, lines: [] },
      { unitType: 'truck', unitId: 'x', lines: [] },
      { unitType: 'truck', unitId: truckId, lines: 'none' },
      { unitType: 'truck', unitId: truckId, lines: [{ kind: 'x' }] },
      order(truckId, { scheduleIds: [1, 1] }),
      order(truckId, { odometer: -5 }),
      order(truckId, { downtimeHours: 'long' }),
      order(truckId, { lines: [{ kind: 'part', description: 'x', quantity: 1e308, unitPrice: 1e308 }] }),
    ];
    for (const body of bad) {
      const r = await api.post('/api/maintenance/work-orders', body as object);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const url of [
      '/api/maintenance/work-orders/abc',
      '/api/maintenance/work-orders?status=closed',
      '/api/maintenance/work-orders?take=1000',
      '/api/maintenance/costs?unitType=truck&unitId=1&from=yesterday&to=2026-01-01',
      '/api/maintenance/costs',
    ])
      expect((await api.get(url)).statusCode, url).toBe(400);
    expect((await put(id, { ...order(truckId), status: 'finished' })).statusCode).toBe(400);
    expect((await api.get('/api/maintenance/work-orders/999999')).statusCode).toBe(404);
  });
});
