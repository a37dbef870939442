import { addDays } from '@fletx/contract/compliance';
import { maintenanceMessages } from '@fletx/contract/maintenance';
import { beforeAll, describe, expect, it } from 'vitest';
import { carrierToday, clockedApp } from './helpers/clocked-app';
import { loggedInUser, makeDriverUser, makeTrailer, makeTruck, truckPayload } from './helpers/factories';

/**
 * A unit's annual inspection is one fact kept in two places (docs/product.md "Maintenance"): a schedule
 * created or edited by hand dates the truck's or trailer's record when it says later (never earlier), the
 * record's date restarts the other schedules once, and each restart is in the schedule's trail with who
 * caused it (annual-inspection.test.ts: the record's edit; work-orders.test.ts: a done order).
 */
const world = clockedApp();
const today = () => carrierToday(world.clock);
let carrier: { authorization: string; user: { id: number } };
beforeAll(async () => {
  carrier = await loggedInUser(world.ctx, { role: 'Carriers' });
});
const api = () => world.ctx.api.as(carrier.authorization);

type UnitType = 'truck' | 'trailer';
type Schedule = { id: number; lastDoneAt: string; lastDoneMiles: number; version: number };
type Entry = { actorId: number | null; action: string; summary: string | null; changes: unknown[] };

const annualBody = (unitType: UnitType, unitId: number, lastDoneAt: string) => ({
  unitType,
  unitId,
  task: 'annual_inspection',
  everyDays: 365,
  lastDoneAt,
  lastDoneMiles: 100_000,
});

async function created(body: Record<string, unknown>): Promise<Schedule> {
  const r = await api().post('/api/maintenance/schedules', body);
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data;
}

async function edited(id: number, body: Record<string, unknown>): Promise<Schedule> {
  const r = await api().put(`/api/maintenance/schedules/${id}`, body);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
}

async function scheduleOf(unitType: UnitType, unitId: number, id: number): Promise<Schedule | undefined> {
  const r = await api().get(`/api/maintenance/schedules?unitType=${unitType}&unitId=${unitId}&take=100`);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json().data.items as Schedule[]).find((s) => s.id === id);
}

/** The truck's record: its annual inspection date and version. */
async function truckRecord(id: number) {
  const r = await api().get(`/api/vehicle/find/${id}`);
  expect(r.statusCode, r.body).toBe(200);
  return { dated: r.json().data.annual_inspection_date as string | null, etag: String(r.headers.etag) };
}

async function trail(entityType: string, entityId: number): Promise<Entry[]> {
  const r = await api().get(`/api/audit?entityType=${entityType}&entityId=${entityId}&take=100`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.items;
}

/** A truck whose record dates its annual inspection `daysAgo` days ago, and its edit dating it `day`. */
async function truckInspected(daysAgo: number) {
  const driver = await makeDriverUser(world.ctx);
  const truck = await makeTruck(world.ctx, carrier.authorization, {
    user_id: driver.id,
    annual_inspection_date: addDays(today(), -daysAgo),
  });
  const dateRecord = async (day: string) => {
    const body = await truckPayload(world.ctx, driver.id, {
      vin_number: truck.vin_number,
      licenseplate_number: truck.licenseplate_number,
      unit_number: truck.unit_number,
      annual_inspection_date: day,
    });
    const r = await api().put(`/api/vehicle/updateTruck/${truck.id}`, body);
    expect(r.statusCode, r.body).toBe(200);
  };
  return { truck, dateRecord };
}

describe('a schedule edited by hand dates the unit’s record', () => {
  it('a created annual-inspection schedule dates the record when it says later, in the unit’s trail', async () => {
    const { truck } = await truckInspected(400);
    const { etag } = await truckRecord(truck.id);
    const done = addDays(today(), -100);
    await created(annualBody('truck', truck.id, done));
    expect(await truckRecord(truck.id)).toEqual({ dated: done, etag: `"${Number(JSON.parse(etag)) + 1}"` });
    expect((await trail('truck', truck.id))[0]).toMatchObject({
      actorId: carrier.user.id,
      summary: maintenanceMessages.datedBySchedule,
    });
  });

  it('a later edit dates it; an earlier day, another task or an edit keeping the day leaves it', async () => {
    const { truck, dateRecord } = await truckInspected(400);
    const older = await created(annualBody('truck', truck.id, addDays(today(), -500)));
    expect((await truckRecord(truck.id)).dated).toBe(addDays(today(), -400));
    await created({ ...annualBody('truck', truck.id, addDays(today(), -10)), task: 'oil_filter' });
    expect((await truckRecord(truck.id)).dated).toBe(addDays(today(), -400));

    const later = addDays(today(), -30);
    await edited(older.id, annualBody('truck', truck.id, later));
    expect((await truckRecord(truck.id)).dated).toBe(later);
    // Moved back by hand on the schedule: the record keeps its later day.
    await edited(older.id, annualBody('truck', truck.id, addDays(today(), -60)));
    expect((await truckRecord(truck.id)).dated).toBe(later);
    // The record corrected to an earlier day: an edit of the schedule that keeps its day leaves it.
    await dateRecord(addDays(today(), -200));
    await edited(older.id, { ...annualBody('truck', truck.id, addDays(today(), -60)), blocksDispatch: true });
    expect((await truckRecord(truck.id)).dated).toBe(addDays(today(), -200));
  });

  it('a trailer’s record too', async () => {
    const truck = await makeTruck(world.ctx, carrier.authorization);
    const trailer = await makeTrailer(world.ctx, carrier.authorization, {
      licenseplate_truck_number: truck.licenseplate_number,
    });
    const done = addDays(today(), -3);
    await created(annualBody('trailer', trailer.id, done));
    const r = await api().get(`/api/trailer/find/${trailer.id}`);
    expect(r.json().data.annual_inspection_date).toBe(done);
  });

  it('no loop: the edited schedule moves once, the unit’s other annual schedule restarts once', async () => {
    const { truck } = await truckInspected(400);
    const edit = await created(annualBody('truck', truck.id, addDays(today(), -450)));
    const other = await created(annualBody('truck', truck.id, addDays(today(), -420)));
    const { etag } = await truckRecord(truck.id);
    const day = addDays(today(), -20);
    const answered = await edited(edit.id, annualBody('truck', truck.id, day));
    expect(answered).toMatchObject({ lastDoneAt: day, version: 2 });
    expect(await scheduleOf('truck', truck.id, edit.id)).toMatchObject({ lastDoneAt: day, version: 2 });
    expect(await scheduleOf('truck', truck.id, other.id)).toMatchObject({ lastDoneAt: day, version: 2 });
    expect(await truckRecord(truck.id)).toEqual({ dated: day, etag: `"${Number(JSON.parse(etag)) + 1}"` });
    const summaries = async (id: number) =>
      (await trail('maintenanceSchedule', id)).map((e) => [e.action, e.summary]);
    expect(await summaries(edit.id)).toEqual([
      ['update', null],
      ['create', null],
    ]);
    expect(await summaries(other.id)).toEqual([
      ['update', maintenanceMessages.restartedByRecord('truck')],
      ['create', null],
    ]);
  });
});

describe('restarts are in the schedule’s trail', () => {
  it('a restart by the record’s edit names who edited the record, and the day it moved', async () => {
    const { truck, dateRecord } = await truckInspected(400);
    const long = addDays(today(), -400);
    const schedule = await created(annualBody('truck', truck.id, long));
    const inspected = addDays(today(), -7);
    await dateRecord(inspected);
    const [restart, create] = await trail('maintenanceSchedule', schedule.id);
    expect(restart).toMatchObject({
      actorId: carrier.user.id,
      action: 'update',
      summary: maintenanceMessages.restartedByRecord('truck'),
      changes: [{ field: 'lastDoneAt', before: long, after: inspected }],
    });
    expect(create).toMatchObject({ actorId: carrier.user.id, action: 'create' });
  });

  it('a restart by a done work order names who finished it, and the order', async () => {
    const { truck } = await truckInspected(10);
    const long = addDays(today(), -30);
    const oil = await created({ ...annualBody('truck', truck.id, long), task: 'oil_filter' });
    const order = await api().post('/api/maintenance/work-orders', {
      unitType: 'truck',
      unitId: truck.id,
      scheduleIds: [oil.id],
      odometer: 120_000,
      lines: [{ kind: 'labor', description: 'Labor', quantity: 1, unitPrice: 100 }],
    });
    expect(order.statusCode, order.body).toBe(201);
    const id = order.json().data.id as number;
    const done = await api().put(`/api/maintenance/work-orders/${id}`, { status: 'done' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await trail('maintenanceSchedule', oil.id))[0]).toMatchObject({
      actorId: carrier.user.id,
      action: 'update',
      summary: maintenanceMessages.doneWithWorkOrder(id),
      changes: expect.arrayContaining([
        { field: 'lastDoneAt', before: long, after: today() },
        { field: 'lastDoneMiles', before: 100_000, after: 120_000 },
      ]),
    });
  });
});
