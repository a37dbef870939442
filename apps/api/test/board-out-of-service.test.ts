import { addDays, utcDay } from '@fletx/contract/compliance';
import { INSPECTION_ITEM_LABELS, INSPECTION_ITEMS, inspectionMessages } from '@fletx/contract/inspections';
import { describe, expect, it } from 'vitest';
import { clockedApp } from './helpers/clocked-app';
import { makeTrailer, makeTruck } from './helpers/factories';
import { approvedDriverApi, driverWithTruck } from './helpers/load-factories';
import { workOrderKit } from './helpers/work-order-factories';

/**
 * An open out-of-service defect on the dispatch board and in the load form's driver select (docs/product.md
 * "Dispatch board", "Inspections (DVIR)"): the driver whose truck or trailer has one shows blocked, in the
 * words of the 409 a dispatch gets, until a done work order certifies the repair.
 */
const world = clockedApp();
const { clock } = world;
const kit = workOrderKit(world);

type DriverState = { compliance: string; complianceNote: string | null };

/** The driver's badge on this week's board. */
async function onBoard(driverId: number): Promise<DriverState | undefined> {
  const today = utcDay(clock.now());
  const r = await world.ctx.api.get(
    `/api/dispatch/board?from=${today}T00:00:00Z&to=${addDays(today, 7)}T00:00:00Z`,
    { as: world.dispatcher },
  );
  expect(r.statusCode, r.body).toBe(200);
  return (r.json().data.drivers as Array<DriverState & { id: number }>).find((d) => d.id === driverId);
}

/** The driver's reason in the load form's driver select (null: choosable). */
async function inLoadForm(driverId: number): Promise<string | null | undefined> {
  const r = await world.ctx.api.get('/api/loadbook/drivers', { as: world.dispatcher });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json().data as Array<{ id: number; compliance: string | null }>).find((d) => d.id === driverId)
    ?.compliance;
}

describe('an out-of-service defect on the board', () => {
  it("blocks the truck's driver with the 409's words until a done work order repairs it", async () => {
    const { driver, truck, truckName, dispatch, defectId } = await kit.outOfServiceDefect('Oona');
    const reason = inspectionMessages.outOfService(
      truckName,
      INSPECTION_ITEM_LABELS.tires,
      'Left steer tire cut',
    );
    const refused = await dispatch(world.dispatcher);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(reason);
    expect(await onBoard(driver.id)).toMatchObject({ compliance: 'blocked', complianceNote: reason });
    expect(await inLoadForm(driver.id)).toBe(reason);

    const order = await kit.createOrder(truck.id, { defectIds: [defectId] });
    // An open work order repairs nothing yet.
    expect((await onBoard(driver.id))?.compliance).toBe('blocked');
    const done = await kit.put(order.id, { status: 'done' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await onBoard(driver.id))?.compliance).not.toBe('blocked');
    expect(await inLoadForm(driver.id)).toBeNull();
    expect((await dispatch(world.dispatcher)).statusCode).toBe(201);
  });

  it('blocks the driver whose truck pulls a trailer out of service, and no other driver', async () => {
    const { driver, truck, dispatch } = await driverWithTruck(world.ctx, world.admin, 'Pia');
    const other = await approvedDriverApi(world.ctx, world.admin, 'Quin');
    await makeTruck(world.ctx, world.admin, { user_id: other.id });
    const trailer = (await makeTrailer(world.ctx, world.admin, {
      licenseplate_truck_number: truck.licenseplate_number,
    })) as { id: number };
    expect((await onBoard(driver.id))?.compliance).not.toBe('blocked');
    expect(await inLoadForm(driver.id)).toBeNull();
    const reported = await driver.api.post('/api/driver/inspections', {
      kind: 'pre_trip',
      truckId: truck.id,
      trailerId: trailer.id,
      odometer: 1000,
      items: INSPECTION_ITEMS.map((item) => ({ item, ok: item !== 'tires' })),
      defects: [{ item: 'tires', note: 'Trailer tire flat', severity: 'out_of_service', unit: 'trailer' }],
      signature: 'Pia Driver',
      at: new Date(clock.now().getTime() - 600_000).toISOString(),
    });
    expect(reported.statusCode, reported.body).toBe(201);

    const refused = await dispatch(world.dispatcher);
    expect(refused.statusCode).toBe(409);
    const reason = refused.json().message as string;
    expect(reason).toMatch(/^Trailer .*: Tires reported out of service \(Trailer tire flat\)/);
    expect(await onBoard(driver.id)).toMatchObject({ compliance: 'blocked', complianceNote: reason });
    expect(await inLoadForm(driver.id)).toBe(reason);
    expect((await onBoard(other.id))?.compliance).not.toBe('blocked');
    expect(await inLoadForm(other.id)).toBeNull();
  });
});
