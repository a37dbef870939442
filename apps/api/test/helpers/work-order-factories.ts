import { INSPECTION_ITEMS } from '@fletx/contract/inspections';
import { expect } from 'vitest';
import { ifMatch, type TestClient } from './client';
import { type ClockedApp, carrierToday } from './clocked-app';
import { makeTruck } from './factories';
import { driverWithTruck } from './load-factories';

/** A maintenance schedule made as `api`'s user (`POST /api/maintenance/schedules`, answered 201); its id. */
export async function makeSchedule(api: TestClient, body: Record<string, unknown>): Promise<number> {
  const r = await api.post('/api/maintenance/schedules', body);
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data.id as number;
}

/**
 * The work orders' bodies and calls (apps/api/test/work-orders*.test.ts), as the dispatcher of `world`: read
 * `world`'s fields only inside a test (they are set once `beforeAll` has run).
 */
export function workOrderKit(world: ClockedApp) {
  const api = () => world.ctx.api.as(world.dispatcher);
  const { clock } = world;

  /** A whole body on a truck: two lines, $239.97. */
  const order = (unitId: number, overrides: Record<string, unknown> = {}) => ({
    unitType: 'truck',
    unitId,
    vendor: 'Main Street Diesel',
    lines: [
      { kind: 'part', description: 'Oil filter', quantity: 3, unitPrice: 19.99 },
      { kind: 'labor', description: 'Labor', quantity: 1.5, unitPrice: 120 },
    ],
    ...overrides,
  });

  async function createOrder(unitId: number, overrides: Record<string, unknown> = {}) {
    const r = await api().post('/api/maintenance/work-orders', order(unitId, overrides));
    expect(r.statusCode, r.body).toBe(201);
    return r.json().data as { id: number; status: string } & Record<string, unknown>;
  }

  const put = (id: number, body: Record<string, unknown>, version?: string) =>
    api().put(`/api/maintenance/work-orders/${id}`, body, ifMatch(version));

  async function reading(unitId: number, miles: number, at = clock.now().toISOString()) {
    const r = await api().post('/api/maintenance/odometer', { unitType: 'truck', unitId, miles, at });
    expect(r.statusCode, r.body).toBe(201);
  }

  const readingsOf = async (unitId: number) =>
    (await api().get(`/api/maintenance/odometer?unitType=truck&unitId=${unitId}&take=100`)).json().data;

  /** A truck's oil-and-filter schedule, every 25,000 miles, last done on `lastDoneAt` at `lastDoneMiles`; its id. */
  const oilSchedule = (unitId: number, lastDoneAt: string, lastDoneMiles: number) =>
    makeSchedule(api(), {
      unitType: 'truck',
      unitId,
      task: 'oil_filter',
      everyMiles: 25_000,
      lastDoneAt,
      lastDoneMiles,
    });

  /**
   * A driver with a truck (`driverWithTruck`: its name as the messages give it, `dispatch` to try a load for
   * the driver) and the out-of-service defect (tires) the driver reported on it ten minutes ago.
   */
  async function outOfServiceDefect(first: string) {
    const { driver, truck, truckName, dispatch } = await driverWithTruck(world.ctx, world.admin, first);
    const reported = await driver.api.post('/api/driver/inspections', {
      kind: 'pre_trip',
      truckId: truck.id,
      odometer: 184_620,
      items: INSPECTION_ITEMS.map((item) => ({ item, ok: item !== 'tires' })),
      defects: [{ item: 'tires', note: 'Left steer tire cut', severity: 'out_of_service' }],
      signature: `${first} Driver`,
      at: new Date(clock.now().getTime() - 600_000).toISOString(),
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const inspection = reported.json().data;
    return {
      driver,
      truck,
      truckName,
      dispatch,
      truckId: truck.id,
      inspectionId: inspection.id as number,
      defectId: inspection.defects[0].id as number,
    };
  }

  return {
    today: () => carrierToday(clock),
    newTruck: async () => (await makeTruck(world.ctx, world.admin)).id as number,
    order,
    createOrder,
    put,
    reading,
    readingsOf,
    oilSchedule,
    outOfServiceDefect,
  };
}
