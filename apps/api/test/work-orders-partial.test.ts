import { addDays } from '@fletx/contract/compliance';
import { workOrderMessages } from '@fletx/contract/work-orders';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer, expectInvalid, type TestClient } from './helpers/client';
import { clockedApp } from './helpers/clocked-app';
import { workOrderKit } from './helpers/work-order-factories';

/** The server's clock at the real time before each test (the driver API checks an inspection's `at`). */
const world = clockedApp();
const { clock } = world;
let api: TestClient;
beforeAll(() => {
  api = world.ctx.api.as(world.dispatcher);
});

const { today, newTruck, createOrder, put, reading, readingsOf, oilSchedule, outOfServiceDefect } =
  workOrderKit(world);

const got = async (id: number) => {
  const r = await api.get(`/api/maintenance/work-orders/${id}`);
  return { etag: r.headers.etag, data: r.json().data };
};

/** What a PUT that sends only some fields must leave as it was. */
const kept = (data: Record<string, unknown>) => {
  const { status, startedAt, doneAt, doneBy, updatedAt, ...rest } = data;
  return rest;
};

describe('work orders: a PUT sends only what changes (docs/product.md "Maintenance")', () => {
  it('moves by status alone: open → in_progress → done; done restarts schedules, records miles, certifies', async () => {
    const { truckId, inspectionId, defectId } = await outOfServiceDefect('Pat');
    const scheduleId = await oilSchedule(truckId, addDays(today(), -400), 150_000);
    const { id } = await createOrder(truckId, {
      scheduleIds: [scheduleId],
      defectIds: [defectId],
      odometer: 184_700,
      notes: 'Steer tire',
      downtimeHours: 3.25,
    });
    const opened = await got(id);

    expect((await put(id, { status: 'in_progress' }, '"7"')).statusCode).toBe(412);
    const started = await put(id, { status: 'in_progress' }, opened.etag);
    const startedData = expectAnswer(started, 200, workOrderMessages.updated);
    expect(started.headers.etag).toBe('"2"');
    expect(startedData).toMatchObject({ status: 'in_progress', doneAt: null });
    expect(startedData.startedAt).not.toBeNull();
    expect(kept(startedData)).toEqual(kept(opened.data));

    const done = await put(id, { status: 'done' });
    const doneData = expectAnswer(done, 200, workOrderMessages.finished);
    expect(done.headers.etag).toBe('"3"');
    expect(doneData).toMatchObject({ status: 'done', startedAt: startedData.startedAt, total: 239.97 });
    expect(doneData.doneBy).toEqual(expect.any(Number));
    expect(kept(doneData)).toEqual(kept(opened.data));

    const schedules = (await api.get(`/api/maintenance/schedules?unitType=truck&unitId=${truckId}`)).json()
      .data.items;
    expect(schedules[0]).toMatchObject({ state: 'ok', lastDoneAt: today(), lastDoneMiles: 184_700 });
    expect((await readingsOf(truckId)).items[0]).toMatchObject({ miles: 184_700, source: 'work_order' });
    const defect = (await api.get(`/api/inspections/${inspectionId}`)).json().data.defects[0];
    expect(defect).toMatchObject({ status: 'repaired', workOrderId: id });

    const again = await put(id, { status: 'done' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(workOrderMessages.done);
    expect((await put(id, {})).statusCode).toBe(409);
  });

  it('status alone to done still needs the odometer a schedule by miles restarts from (400), nothing saved', async () => {
    const truckId = await newTruck();
    const scheduleId = await oilSchedule(truckId, today(), 0);
    const { id } = await createOrder(truckId, { scheduleIds: [scheduleId] });
    expectInvalid(await put(id, { status: 'done' }), 'body.odometer', workOrderMessages.odometerToFinish);
    expect((await got(id)).data).toMatchObject({ status: 'open', doneAt: null });
    await reading(truckId, 1_000, new Date(clock.now().getTime() - 60_000).toISOString());
    const done = await put(id, { status: 'done', odometer: 1_200 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'done', odometer: 1_200, vendor: 'Main Street Diesel' });
  });

  it('lines alone: the total follows, status, vendor and the rest kept; null clears a field, omitted keeps it', async () => {
    const truckId = await newTruck();
    const { id } = await createOrder(truckId, { odometer: 5_000, notes: 'PM' });
    expect((await put(id, { status: 'in_progress' })).statusCode).toBe(200);
    const before = await got(id);
    const lines = [{ kind: 'other', description: 'Shop supplies', quantity: 2.5, unitPrice: 10.01 }];
    const changed = await put(id, { lines }, before.etag);
    const data = expectAnswer(changed, 200, workOrderMessages.updated);
    expect(data.lines).toEqual([{ ...lines[0], total: 25.03, totalCents: 2503 }]);
    expect(data).toMatchObject({ total: 25.03, totalCents: 2503 });
    const { lines: _l, total: _t, totalCents: _c, ...rest } = kept(data);
    const { lines: _bl, total: _bt, totalCents: _bc, ...restBefore } = kept(before.data);
    expect(rest).toEqual(restBefore);
    expect(data).toMatchObject({ status: 'in_progress', startedAt: before.data.startedAt });

    const cleared = await put(id, { vendor: null, notes: 'Checked' });
    expect(cleared.json().data).toMatchObject({
      vendor: null,
      notes: 'Checked',
      odometer: 5_000,
      totalCents: 2503,
      status: 'in_progress',
    });
    expect(cleared.json().data.lines).toEqual(data.lines);
  });

  it('an empty body changes nothing: the order answered with its ETag, its version unmoved', async () => {
    const truckId = await newTruck();
    const { id } = await createOrder(truckId);
    const before = await got(id);
    const same = await put(id, {}, before.etag);
    expect(expectAnswer(same, 200, workOrderMessages.updated)).toEqual(before.data);
    expect(same.headers.etag).toBe(before.etag);
    expect((await put(id, {}, '"9"')).statusCode).toBe(412);
  });

  it('a field sent is checked as before: the same 400s and 409s, nothing saved', async () => {
    const truckId = await newTruck();
    const { id } = await createOrder(truckId);
    const before = await got(id);
    const line = (l: Record<string, unknown>) => [
      { kind: 'part', description: 'Filter', quantity: 1, unitPrice: 1, ...l },
    ];
    expectInvalid(
      await put(id, { lines: line({ quantity: -2 }) }),
      'body.lines.0.quantity',
      workOrderMessages.quantity,
    );
    expectInvalid(
      await put(id, { lines: line({ unitPrice: 9.999 }) }),
      'body.lines.0.unitPrice',
      workOrderMessages.unitPrice,
    );
    const huge = line({ quantity: 100_000, unitPrice: 1_000_000 });
    expectInvalid(await put(id, { lines: huge }), 'body.lines', workOrderMessages.tooLarge);
    expectInvalid(await put(id, { odometer: -5 }), 'body.odometer', workOrderMessages.odometer);
    expectInvalid(await put(id, { vendor: 'x'.repeat(201) }), 'body.vendor', workOrderMessages.vendor);
    expectInvalid(await put(id, { status: 'finished' }), 'body.status', workOrderMessages.status);
    expectInvalid(await put(id, { lines: null }), 'body.lines', workOrderMessages.lines);
    expectInvalid(await put(id, { unitType: null }), 'body.unitType', workOrderMessages.unitType);
    expectInvalid(await put(id, { unitId: await newTruck() }), 'body.unitId', workOrderMessages.unitChanged);
    expectInvalid(await put(id, { unitType: 'trailer' }), 'body.unitId', workOrderMessages.unitChanged);
    expectInvalid(
      await put(id, { defectIds: [999_999] }),
      'body.defectIds.0',
      workOrderMessages.defectNotOfUnit(999_999),
    );
    expect(await got(id)).toEqual(before);

    expect((await put(id, { status: 'in_progress' })).statusCode).toBe(200);
    const back = await put(id, { status: 'open' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(workOrderMessages.backwards('in_progress', 'open'));
    expect((await put(999_999, { status: 'done' })).statusCode).toBe(404);
  });
});
