import { addDays } from '@fletx/contract/compliance';
import { complianceMessages } from '@fletx/contract/compliance-messages';
import { INSPECTION_ITEM_LABELS, INSPECTION_ITEMS, inspectionMessages } from '@fletx/contract/inspections';
import { maintenanceMessages } from '@fletx/contract/maintenance';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocations } from '../src/db/schema';
import { carrierToday, clockedApp } from './helpers/clocked-app';
import { openEventStream, type StreamFrame } from './helpers/event-stream';
import { makeTrailer, makeTruck, truckNameOf } from './helpers/factories';
import { approvedDriverApi, driverWithTruck } from './helpers/load-factories';

/** Due schedules in the compliance list, their dispatch block, the out-of-service bell, names, the odometer. */
const world = clockedApp();
const { clock } = world;
let base: string;
beforeAll(async () => {
  base = await world.ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

const today = () => carrierToday(clock);
const hoursAgo = (n: number) => new Date(clock.now().getTime() - n * 3_600_000).toISOString();
type Truck = { id: number; unit_number?: string; licenseplate_number: string };

async function schedule(unitId: number, body: Record<string, unknown>, unitType = 'truck') {
  const r = await world.ctx.api.post(
    '/api/maintenance/schedules',
    { unitType, unitId, lastDoneAt: today(), lastDoneMiles: 0, ...body },
    { as: world.admin },
  );
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as { id: number; currentMiles: number; state: string };
}

async function reading(unitId: number, miles: number, at = hoursAgo(2)) {
  const r = await world.ctx.api.post(
    '/api/maintenance/odometer',
    { unitType: 'truck', unitId, miles, at },
    { as: world.admin },
  );
  expect(r.statusCode, r.body).toBe(201);
}

/** The compliance list's maintenance items of one truck (found by its plate), by item. */
async function listed(truck: Truck, query = '') {
  const r = await world.ctx.api.get(
    `/api/compliance?entityType=truck&search=${truck.licenseplate_number}&take=100${query}`,
    { as: world.dispatcher },
  );
  expect(r.statusCode, r.body).toBe(200);
  const items = r.json().data.items as Array<Record<string, unknown> & { item: string; entityId: number }>;
  return new Map(items.filter((i) => i.entityId === truck.id).map((i) => [i.item, i]));
}

describe('due schedules in GET /api/compliance', () => {
  it('lists a schedule due by days from 30 days before, overdue the day after (within widens it)', async () => {
    const truck = (await makeTruck(world.ctx, world.admin)) as Truck;
    const every = 100;
    for (const [task, left] of [
      ['d31', 31],
      ['d30', 30],
      ['d0', 0],
      ['dlate', -1],
    ] as const)
      await schedule(truck.id, { task, everyDays: every, lastDoneAt: addDays(today(), left - every) });
    const items = await listed(truck);
    expect(items.has('maintenance:d31')).toBe(false);
    expect(items.get('maintenance:d30')).toMatchObject({
      state: 'expiring',
      daysLeft: 30,
      expiresOn: addDays(today(), 30),
      blocks: false,
      detail: maintenanceMessages.dueInDays(30),
      link: `/fletx/maintenance?unitType=truck&unitId=${truck.id}`,
    });
    expect(items.get('maintenance:d0')).toMatchObject({ state: 'expiring', daysLeft: 0 });
    expect(items.get('maintenance:dlate')).toMatchObject({
      state: 'expired',
      daysLeft: -1,
      detail: maintenanceMessages.overdueDays(1),
      entityName: truckNameOf(truck),
    });
    expect((await listed(truck, '&within=60')).get('maintenance:d31')).toMatchObject({ daysLeft: 31 });
    expect([...(await listed(truck, '&state=expired')).keys()]).toEqual(['maintenance:dlate']);
  });

  it('lists a schedule due by miles within 1,000 mi, overdue at the due odometer', async () => {
    const truck = (await makeTruck(world.ctx, world.admin)) as Truck;
    await reading(truck.id, 10_000);
    for (const [task, left] of [
      ['m1001', 1001],
      ['m1000', 1000],
      ['m500', 500],
      ['m0', 0],
    ] as const)
      await schedule(truck.id, { task, everyMiles: 5_000, lastDoneMiles: 5_000 + left });
    const items = await listed(truck);
    expect(items.has('maintenance:m1001')).toBe(false);
    expect(items.get('maintenance:m1000')).toMatchObject({
      state: 'expiring',
      daysLeft: null,
      expiresOn: null,
      detail: maintenanceMessages.dueInMiles(1000),
    });
    expect(items.get('maintenance:m500')).toMatchObject({ state: 'expiring' });
    expect(items.get('maintenance:m0')).toMatchObject({
      state: 'expired',
      detail: maintenanceMessages.overdueMiles(0),
    });
    // The summary counts them with the documents; the sweep rings the bell once per threshold.
    const summary = (await world.ctx.api.get('/api/compliance/summary', { as: world.dispatcher })).json()
      .data;
    expect(summary.expired).toBeGreaterThanOrEqual(1);
    await world.ctx.services.compliance.sweep();
    const bell = (await world.ctx.api.get('/api/notifications?take=100', { as: world.dispatcher })).json()
      .data.items as Array<{
      title: string;
    }>;
    expect(bell.map((n) => n.title)).toContain(
      complianceMessages.maintenanceWarningTitle(
        'm500',
        truckNameOf(truck),
        maintenanceMessages.dueInMiles(500),
      ),
    );
    expect((await world.ctx.services.compliance.sweep()).warnings).toBe(0);
  });
});

describe('an overdue schedule that blocks dispatch', () => {
  it('answers 409 like an expired document; Dispatchers may not override, Admin users may with a reason', async () => {
    const { truck, truckName, dispatch } = await driverWithTruck(world.ctx, world.admin, 'Mona');
    await schedule(truck.id, { task: 'pm_a', everyDays: 10, lastDoneAt: addDays(today(), -12) });
    expect((await dispatch(world.dispatcher)).statusCode).toBe(201);

    await schedule(truck.id, {
      task: 'brakes',
      everyDays: 10,
      lastDoneAt: addDays(today(), -11),
      blocksDispatch: true,
    });
    const refused = await dispatch(world.dispatcher);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      complianceMessages.maintenanceBlocked(
        truckName,
        'Brakes: inspect and adjust',
        maintenanceMessages.overdueDays(1),
      ),
    );
    expect(refused.json().details).toEqual([
      { path: `compliance.truck.${truck.id}.maintenance:brakes`, message: expect.any(String) },
    ]);
    const override = { complianceOverride: { reason: 'Brakes checked at the yard this morning' } };
    expect((await dispatch(world.dispatcher, override)).statusCode).toBe(403);
    const made = await dispatch(world.admin, override);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.compliance_override).toContain(
      `${truckName}: Brakes: inspect and adjust overdue`,
    );
  });
});

/** The next event of the stream `wanted` accepts (others are skipped). */
async function until(stream: { next(): Promise<StreamFrame> }, wanted: (f: StreamFrame) => boolean) {
  for (;;) {
    const frame = await stream.next();
    if (wanted(frame)) return { event: frame.event, data: JSON.parse(String(frame.data)) };
  }
}

const answers = (defective: string[]) =>
  INSPECTION_ITEMS.map((item) => ({ item, ok: !defective.includes(item) }));
const inspection = (
  units: { truckId: number; trailerId?: number },
  odometer: number,
  severity = 'out_of_service',
) => ({
  kind: 'pre_trip',
  ...units,
  odometer,
  items: answers(['tires']),
  defects: [{ item: 'tires', note: 'Left steer tire cut', severity }],
  signature: 'Nina Driver',
  at: hoursAgo(1),
});

describe('an out-of-service defect', () => {
  it('rings the bell and goes out live; the done work order repairing it announces the unit back', async () => {
    const ticket = (
      await world.ctx.api.post('/api/events/ticket', undefined, { as: world.dispatcher })
    ).json().data.ticket;
    const stream = await openEventStream(`${base}/api/events?ticket=${ticket}`);
    try {
      const { driver, truck, truckName, dispatch } = await driverWithTruck(world.ctx, world.admin, 'Nina');
      const reported = await driver.api.post(
        '/api/driver/inspections',
        inspection({ truckId: truck.id }, 1000),
      );
      expect(reported.statusCode, reported.body).toBe(201);
      const about = (event: string) => (f: StreamFrame) =>
        f.event === event && JSON.parse(String(f.data)).entityId === truck.id;
      const bell = await until(stream, about('notification'));
      expect(bell.data).toMatchObject({ type: 'compliance', entityType: 'truck', entityId: truck.id });
      expect((await until(stream, about('compliance'))).data).toEqual({
        entityType: 'truck',
        entityId: truck.id,
      });
      const notes = (await world.ctx.api.get('/api/notifications?take=100', { as: world.dispatcher })).json()
        .data.items;
      expect(notes).toContainEqual(
        expect.objectContaining({
          title: inspectionMessages.outOfServiceTitle(truckName, INSPECTION_ITEM_LABELS.tires),
          link: `/fletx/truck-information?id=${truck.id}`,
        }),
      );
      expect((await dispatch(world.dispatcher)).statusCode).toBe(409);

      const defectId = reported.json().data.defects[0].id;
      const order = {
        unitType: 'truck',
        unitId: truck.id,
        vendor: 'Main Street Diesel',
        defectIds: [defectId],
        lines: [{ kind: 'part', description: 'Steer tire', quantity: 1, unitPrice: 410 }],
      };
      const made = await world.ctx.api.post('/api/maintenance/work-orders', order, { as: world.admin });
      expect(made.statusCode, made.body).toBe(201);
      const done = await world.ctx.api.put(
        `/api/maintenance/work-orders/${made.json().data.id}`,
        { ...order, status: 'done' },
        { as: world.admin },
      );
      expect(done.statusCode, done.body).toBe(200);
      expect((await until(stream, about('compliance'))).data).toEqual({
        entityType: 'truck',
        entityId: truck.id,
      });
      const after = (await world.ctx.api.get('/api/notifications?take=100', { as: world.dispatcher })).json()
        .data.items;
      expect(after.map((n: { title: string }) => n.title)).toContain(
        inspectionMessages.backInServiceTitle(truckName),
      );
      expect((await dispatch(world.dispatcher)).statusCode).toBe(201);
    } finally {
      await stream.close();
    }
  });
});

describe('the inspection answers and the odometer', () => {
  it('name the driver and the units beside their ids; the odometer becomes a reading, never backwards', async () => {
    const driver = await approvedDriverApi(world.ctx, world.admin, 'Ravi');
    const truck = (await makeTruck(world.ctx, world.admin, { user_id: driver.id })) as Truck;
    const trailer = (await makeTrailer(world.ctx, world.admin, {
      licenseplate_truck_number: truck.licenseplate_number,
    })) as {
      id: number;
      trailer_number?: string;
    };
    const units = { truckId: truck.id, trailerId: trailer.id };
    const first = await driver.api.post('/api/driver/inspections', inspection(units, 184_620, 'minor'));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.odometerNote).toBeUndefined();
    const id = first.json().data.id;
    const named = {
      driverId: driver.id,
      driverName: expect.stringMatching(/^Ravi /),
      truckNumber: truck.unit_number,
      trailerNumber: expect.any(String),
    };
    expect(
      (await world.ctx.api.get(`/api/inspections/${id}`, { as: world.dispatcher })).json().data,
    ).toMatchObject(named);
    const list = await world.ctx.api.get(`/api/inspections?unitType=truck&unitId=${truck.id}`, {
      as: world.dispatcher,
    });
    expect(list.json().data.items[0]).toMatchObject(named);
    const last = await driver.api.get(
      `/api/driver/inspections/last?truckId=${truck.id}&trailerId=${trailer.id}`,
    );
    expect(last.json().data.truck).toMatchObject(named);

    const readings = async () =>
      (
        await world.ctx.api.get(`/api/maintenance/odometer?unitType=truck&unitId=${truck.id}`, {
          as: world.admin,
        })
      ).json().data.items as Array<{ miles: number; source: string }>;
    expect(await readings()).toEqual([expect.objectContaining({ miles: 184_620, source: 'inspection' })]);

    // A lower odometer later: the report is kept, the reading refused and said so.
    const lower = await driver.api.post('/api/driver/inspections', {
      ...inspection(units, 184_000, 'minor'),
      at: new Date().toISOString(),
    });
    expect(lower.statusCode, lower.body).toBe(201);
    expect(lower.json().data.odometerNote).toMatch(
      /^The inspection is recorded, but not its odometer: The odometer cannot go backwards/,
    );
    expect(await readings()).toHaveLength(1);
  });

  it('adds the GPS miles of the truck’s driver since the latest reading to the current odometer', async () => {
    const { driver, truck, dispatch } = await driverWithTruck(world.ctx, world.admin, 'Gus');
    const made = await dispatch(world.admin);
    expect(made.statusCode, made.body).toBe(201);
    const loadId = made.json().data.id as number;
    await reading(truck.id, 1_000, hoursAgo(3));
    // Half a degree of latitude due north (34.5 mi) after the reading; a ping before it does not count.
    const ping = (lat: number, hours: number, driverId = driver.id) => ({
      loadId,
      driverId,
      lat,
      lon: -97,
      at: new Date(hoursAgo(hours)),
    });
    await world.ctx.database.db
      .insert(loadLocations)
      .values([ping(29, 4), ping(30, 2), ping(30.25, 1.5), ping(30.5, 1)]);
    const oil = await schedule(truck.id, { task: 'oil_filter', everyMiles: 1_030, lastDoneMiles: 0 });
    expect(oil.currentMiles).toBe(1_034);
    expect(oil.state).toBe('overdue');
    expect((await listed(truck)).get('maintenance:oil_filter')).toMatchObject({
      state: 'expired',
      detail: maintenanceMessages.overdueMiles(4),
    });
  });
});
