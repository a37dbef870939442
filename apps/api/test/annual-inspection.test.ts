import { addDays, addYears } from '@fletx/contract/compliance';
import { complianceMessages } from '@fletx/contract/compliance-messages';
import { describe, expect, it } from 'vitest';
import { carrierToday, clockedApp } from './helpers/clocked-app';
import { makeDriverUser, makeTrailer, makeTruck, trailerPayload, truckPayload } from './helpers/factories';
import { driverWithTruck } from './helpers/load-factories';
import { makeSchedule } from './helpers/work-order-factories';

/**
 * A unit's annual inspection is one fact kept in two places (docs/product.md "Compliance", "Maintenance"): the
 * truck's or trailer's record (what Compliance reads) and its `annual_inspection` maintenance schedule. A done
 * work order dates both (work-orders.test.ts); here, the record's edit restarts the schedule, and Compliance
 * shows the fact once.
 */
const world = clockedApp();
const today = () => carrierToday(world.clock);
const api = () => world.ctx.api.as(world.admin);

type UnitType = 'truck' | 'trailer';

const schedule = (unitType: UnitType, unitId: number, body: Record<string, unknown>) =>
  makeSchedule(api(), { unitType, unitId, lastDoneMiles: 100_000, ...body });

async function scheduleOf(unitType: UnitType, unitId: number, id: number) {
  const r = await api().get(`/api/maintenance/schedules?unitType=${unitType}&unitId=${unitId}&take=100`);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json().data.items as Array<Record<string, unknown>>).find((s) => s.id === id);
}

async function reading(unitType: UnitType, unitId: number, miles: number, day: string) {
  const at = `${day}T15:00:00.000Z`;
  const r = await api().post('/api/maintenance/odometer', { unitType, unitId, miles, at });
  expect(r.statusCode, r.body).toBe(201);
}

/** An edit of `truck`, driven by `driverId`, that sends `changes` with the truck's own identifiers. */
const editOf =
  (
    truck: { id: number; vin_number: string; licenseplate_number: string; unit_number: string },
    driverId: number,
  ) =>
  async (changes: Record<string, unknown>) => {
    const body = await truckPayload(world.ctx, driverId, {
      vin_number: truck.vin_number,
      licenseplate_number: truck.licenseplate_number,
      unit_number: truck.unit_number,
      ...changes,
    });
    const r = await api().put(`/api/vehicle/updateTruck/${truck.id}`, body);
    expect(r.statusCode, r.body).toBe(200);
  };

/** A truck with its driver, inspected 400 days ago, and its edit (`editOf`). */
async function truckWithEdit() {
  const driver = await makeDriverUser(world.ctx);
  const truck = await makeTruck(world.ctx, world.admin, {
    user_id: driver.id,
    annual_inspection_date: addDays(today(), -400),
  });
  return { truck, edit: editOf(truck, driver.id) };
}

describe("editing a unit's annual inspection date restarts its schedule", () => {
  it('a later date on the truck restarts its annual-inspection schedules from that day, never an earlier one', async () => {
    const { truck, edit } = await truckWithEdit();
    const long = addDays(today(), -400);
    const annual = await schedule('truck', truck.id, {
      task: 'annual_inspection',
      everyDays: 365,
      lastDoneAt: long,
    });
    const oil = await schedule('truck', truck.id, { task: 'oil_filter', everyDays: 90, lastDoneAt: long });
    await reading('truck', truck.id, 110_000, addDays(today(), -20));
    await reading('truck', truck.id, 125_000, addDays(today(), -5));
    expect(await scheduleOf('truck', truck.id, annual)).toMatchObject({ state: 'overdue' });

    const inspected = addDays(today(), -10);
    await edit({ annual_inspection_date: inspected });
    // Its miles: the unit's reading by the end of that day.
    expect(await scheduleOf('truck', truck.id, annual)).toMatchObject({
      lastDoneAt: inspected,
      lastDoneMiles: 110_000,
      state: 'ok',
      version: 2,
    });
    expect(await scheduleOf('truck', truck.id, oil)).toMatchObject({ lastDoneAt: long, version: 1 });

    // An earlier date (a correction) leaves the schedule where it is; so does an edit that keeps the date.
    await edit({ annual_inspection_date: addDays(today(), -30) });
    expect(await scheduleOf('truck', truck.id, annual)).toMatchObject({ lastDoneAt: inspected, version: 2 });
    const put = await api().put(`/api/maintenance/schedules/${annual}`, {
      unitType: 'truck',
      unitId: truck.id,
      task: 'annual_inspection',
      everyDays: 365,
      lastDoneAt: long,
      lastDoneMiles: 100_000,
    });
    expect(put.statusCode, put.body).toBe(200);
    await edit({ odometers: 199_000 });
    expect(await scheduleOf('truck', truck.id, annual)).toMatchObject({ lastDoneAt: long, version: 3 });
  });

  it("a trailer's too; its miles stay when no reading is that old", async () => {
    const truck = await makeTruck(world.ctx, world.admin);
    const trailer = await makeTrailer(world.ctx, world.admin, {
      licenseplate_truck_number: truck.licenseplate_number,
    });
    const annual = await schedule('trailer', trailer.id, {
      task: 'annual_inspection',
      everyDays: 365,
      lastDoneAt: addDays(today(), -380),
    });
    await reading('trailer', trailer.id, 130_000, today());
    const inspected = addDays(today(), -2);
    const r = await api().put(
      `/api/trailer/${trailer.id}`,
      trailerPayload(truck.licenseplate_number, {
        vin: trailer.vin,
        licenseplate_number: trailer.licenseplate_number,
        trailer_number: trailer.trailer_number,
        annual_inspection_date: inspected,
      }),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(await scheduleOf('trailer', trailer.id, annual)).toMatchObject({
      lastDoneAt: inspected,
      lastDoneMiles: 100_000,
      state: 'ok',
    });
  });
});

type Item = { item: string; state: string; blocks: boolean; entityId: number };

/** The compliance list's rows of one truck (found by its plate) and how many rows the list counts. */
async function listed(truck: { id: number; licenseplate_number: string }, query = '') {
  const r = await api().get(
    `/api/compliance?entityType=truck&search=${truck.licenseplate_number}&take=2${query}`,
  );
  expect(r.statusCode, r.body).toBe(200);
  const { items, meta } = r.json().data as { items: Item[]; meta: { itemCount: number } };
  return { items: items.filter((i) => i.entityId === truck.id), count: meta.itemCount };
}

const annual = { task: 'annual_inspection', everyDays: 365 };

describe('Compliance shows a unit’s annual inspection once', () => {
  it('the record’s row stands for its schedule’s: one row counted, one badge item, one bell, one block', async () => {
    const { driver, truck, truckName, dispatch } = await driverWithTruck(world.ctx, world.admin, 'Otto');
    const inspected = addYears(addDays(today(), -5), -1);
    // Dated on the record, and on a schedule that blocks a dispatch once overdue: the two agree.
    await editOf(truck, driver.id)({ annual_inspection_date: inspected });
    await schedule('truck', truck.id, { ...annual, lastDoneAt: inspected, blocksDispatch: true });

    const { items, count } = await listed(truck);
    expect(items.map((i) => [i.item, i.state, i.blocks])).toEqual([['truckInspection', 'expired', true]]);
    expect(count).toBe(1);
    const badges = (await api().get('/api/compliance/badges?entityType=truck')).json().data;
    expect(badges.find((b: Item) => b.entityId === truck.id)).toMatchObject({
      count: 1,
      item: 'truckInspection',
    });

    // The 409 names it once: no 'N more items also block'.
    const refused = await dispatch(world.dispatcher);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details).toEqual([
      { path: `compliance.truck.${truck.id}.truckInspection`, message: expect.any(String) },
    ]);

    // The sweep rings the bell for the record's item only, not again for the schedule.
    await world.ctx.services.compliance.sweep();
    const bell = (await world.ctx.api.get('/api/notifications?take=100', { as: world.dispatcher })).json()
      .data.items as Array<{
      title: string;
    }>;
    expect(bell.map((n) => n.title).filter((t) => t.includes(truckName))).toEqual([
      complianceMessages.warningTitle('Truck annual inspection', truckName, -5, true),
    ]);
  });

  it('a schedule’s row stands for it when it says more: the record is only due soon', async () => {
    // A record with no date takes the schedule's (annual-inspection-schedules.test.ts): one row, the record's.
    const missing = await makeTruck(world.ctx, world.admin);
    await schedule('truck', missing.id, { ...annual, lastDoneAt: addDays(today(), -350) });
    const dated = await listed(missing);
    expect(dated.items.map((i) => [i.item, i.state])).toEqual([['truckInspection', 'expiring']]);
    expect(dated.count).toBe(1);

    // The two disagree (a schedule edited by hand): the overdue one shows.
    const soon = await makeTruck(world.ctx, world.admin, {
      annual_inspection_date: addYears(addDays(today(), 10), -1),
    });
    await schedule('truck', soon.id, { ...annual, lastDoneAt: addDays(today(), -400) });
    expect((await listed(soon)).items.map((i) => [i.item, i.state])).toEqual([
      ['maintenance:annual_inspection', 'expired'],
    ]);
    // Its `state` filter and the counts see the row that stands, not the one left out.
    expect(await listed(soon, '&state=expiring')).toEqual({ items: [], count: 0 });
  });
});
