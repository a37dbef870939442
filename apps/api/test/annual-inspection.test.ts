import { addDays, utcDay } from '@fletx/contract/compliance';
import { describe, expect, it } from 'vitest';
import { clockedApp } from './helpers/clocked-app';
import { makeDriverUser, makeTrailer, makeTruck, trailerPayload, truckPayload } from './helpers/factories';

/**
 * A unit's annual inspection is one fact kept in two places (docs/product.md "Compliance", "Maintenance"): the
 * truck's or trailer's record (what Compliance reads) and its `annual_inspection` maintenance schedule. A done
 * work order dates both (work-orders.test.ts); here, the record's edit restarts the schedule.
 */
const world = clockedApp();
const today = () => utcDay(world.clock.now());
const api = () => world.ctx.api.as(world.admin);

type UnitType = 'truck' | 'trailer';

async function schedule(unitType: UnitType, unitId: number, body: Record<string, unknown>) {
  const r = await api().post('/api/maintenance/schedules', {
    unitType,
    unitId,
    lastDoneMiles: 100_000,
    ...body,
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data.id as number;
}

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

/** A truck with its driver, and an edit of it that sends `changes` with its own identifiers. */
async function truckWithEdit() {
  const driver = await makeDriverUser(world.ctx);
  const truck = await makeTruck(world.ctx, world.admin, {
    user_id: driver.id,
    annual_inspection_date: addDays(today(), -400),
  });
  const edit = async (changes: Record<string, unknown>) => {
    const body = await truckPayload(world.ctx, driver.id, {
      vin_number: truck.vin_number,
      licenseplate_number: truck.licenseplate_number,
      ...changes,
    });
    const r = await api().put(`/api/vehicle/updateTruck/${truck.id}`, body);
    expect(r.statusCode, r.body).toBe(200);
  };
  return { truck, edit };
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
