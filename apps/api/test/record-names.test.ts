import { beforeAll, describe, expect, it } from 'vitest';
import { ifMatch, type TestClient } from './helpers/client';
import { clockedApp } from './helpers/clocked-app';
import { makeDriverUser, makeTrailer, makeTruck } from './helpers/factories';
import { makeSchedule } from './helpers/work-order-factories';

/**
 * The answers name their trucks, trailers and drivers beside the ids (docs/product.md "Where the screens get
 * the names"): whatever the unit's place among the fleet's, since the names are read by the records' ids. Each
 * unit's number here is unlike its id, so a screen showing `#id` or the id would not pass for it.
 */
const world = clockedApp();
let api: TestClient;
let truck: { id: number; unit_number: string };
let other: { id: number; unit_number: string };
let trailer: { id: number; trailer_number: string };
let driverId: number;

beforeAll(async () => {
  api = world.ctx.api.as(world.dispatcher);
  truck = await makeTruck(world.ctx, world.admin, { unit_number: 'NM-7001' });
  other = await makeTruck(world.ctx, world.admin, { unit_number: 'NM-7002' });
  trailer = await makeTrailer(world.ctx, world.admin, { trailer_number: 'TN-8801' });
  driverId = (await makeDriverUser(world.ctx, { firstName: 'Rosa', lastName: 'Quintana' })).id;
});

const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe('fuel purchases name their truck and driver', () => {
  const at = () => new Date(world.clock.now().getTime() - 3_600_000).toISOString();
  const body = (overrides: Record<string, unknown> = {}) => ({
    truckId: truck.id,
    driverId,
    at: at(),
    state: 'TX',
    gallons: 90,
    amount: 300,
    ...overrides,
  });

  it('in the saved, read, changed and listed purchase, and in the CSV', async () => {
    const made = await api.post('/api/fuel/purchases', body());
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as number;
    const named = { truckId: truck.id, truckNumber: 'NM-7001', driverId, driverName: 'Rosa Quintana' };
    expect(made.json().data).toMatchObject(named);
    expect((await api.get(`/api/fuel/purchases/${id}`)).json().data).toMatchObject(named);

    const moved = await api.put(`/api/fuel/purchases/${id}`, body({ truckId: other.id, driverId: null }), {
      headers: { 'if-match': '"1"' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ truckNumber: 'NM-7002', driverId: null, driverName: null });

    await api.post('/api/fuel/purchases', body());
    const list = await api.get(`/api/fuel/purchases?take=100`);
    const names = list
      .json()
      .data.items.map((p: { id: number; truckNumber: string; driverName: string }) => [
        p.truckNumber,
        p.driverName,
      ]);
    expect(names).toEqual([
      ['NM-7001', 'Rosa Quintana'],
      ['NM-7002', null],
    ]);
    const csv = csvLines((await api.get(`/api/fuel/purchases?format=csv`)).body);
    expect(csv[0]).toMatch(/^Id,Bought,Truck,Truck id,Driver,Driver id,State,/);
    expect(csv.slice(1).map((line) => line.split(',').slice(2, 6))).toEqual([
      ['NM-7001', String(truck.id), 'Rosa Quintana', String(driverId)],
      ['NM-7002', String(other.id), '', ''],
    ]);
  });

  it('keeps the names out of the audit trail: its snapshots are the purchase’s own fields', async () => {
    const made = await api.post('/api/fuel/purchases', body());
    const trail = await world.ctx.api.get(
      `/api/audit?entityType=fuelPurchase&entityId=${made.json().data.id}`,
      {
        as: world.admin,
      },
    );
    expect(trail.statusCode, trail.body).toBe(200);
    expect(trail.body).not.toContain('NM-7001');
    expect(trail.body).not.toContain('Quintana');
  });
});

describe('schedules and work orders name their unit', () => {
  it('a schedule, in its answers, the list (with or without a state) and the delete', async () => {
    const onTruck = await makeSchedule(api, {
      unitType: 'truck',
      unitId: truck.id,
      task: 'oil_filter',
      everyMiles: 25_000,
      lastDoneAt: '2026-01-10',
      lastDoneMiles: 100_000,
    });
    // Overdue: every 90 days, last done years ago.
    const brakes = {
      unitType: 'trailer',
      unitId: trailer.id,
      task: 'brakes',
      everyDays: 90,
      lastDoneAt: '2020-01-10',
      lastDoneMiles: 0,
    };
    const made = await api.post('/api/maintenance/schedules', brakes);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({
      unitType: 'trailer',
      unitId: trailer.id,
      unitNumber: 'TN-8801',
    });
    const onTrailer = made.json().data.id as number;
    const changed = await api.put(
      `/api/maintenance/schedules/${onTrailer}`,
      { ...brakes, everyDays: 60 },
      ifMatch('"1"'),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.unitNumber).toBe('TN-8801');
    const numbers = async (query: string) =>
      (await api.get(`/api/maintenance/schedules?${query}`))
        .json()
        .data.items.map((s: { id: number; unitNumber: string }) => [s.id, s.unitNumber]);
    expect(await numbers('take=100')).toEqual([
      [onTrailer, 'TN-8801'],
      [onTruck, 'NM-7001'],
    ]);
    expect(await numbers('state=overdue')).toEqual([[onTrailer, 'TN-8801']]);
    const removed = await api.delete(`/api/maintenance/schedules/${onTruck}`, ifMatch('"1"'));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.unitNumber).toBe('NM-7001');
  });

  it('a work order, in its answers, the list and the CSV; a deleted unit still named, its trail without it', async () => {
    const unit = await makeTruck(world.ctx, world.admin, { unit_number: 'NM-7003' });
    const made = await api.post('/api/maintenance/work-orders', {
      unitType: 'truck',
      unitId: unit.id,
      vendor: 'Main Street Diesel',
      lines: [{ kind: 'part', description: 'Oil filter', quantity: 1, unitPrice: 20 }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as number;
    expect(made.json().data).toMatchObject({ unitId: unit.id, unitNumber: 'NM-7003' });
    const changed = await api.put(
      `/api/maintenance/work-orders/${id}`,
      { status: 'in_progress' },
      ifMatch('"1"'),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.unitNumber).toBe('NM-7003');

    expect((await world.ctx.api.delete(`/api/vehicle/${unit.id}`, { as: world.admin })).statusCode).toBe(200);
    expect((await api.get(`/api/maintenance/work-orders/${id}`)).json().data.unitNumber).toBe('NM-7003');
    const list = await api.get(`/api/maintenance/work-orders?unitType=truck&unitId=${unit.id}`);
    expect(list.json().data.items.map((o: { unitNumber: string }) => o.unitNumber)).toEqual(['NM-7003']);
    const csv = csvLines(
      (await api.get(`/api/maintenance/work-orders?unitType=truck&unitId=${unit.id}&format=csv`)).body,
    );
    expect(csv[1]?.split(',').slice(2, 5)).toEqual(['truck', 'NM-7003', String(unit.id)]);
    const trail = await world.ctx.api.get(`/api/audit?entityType=workOrder&entityId=${id}`, {
      as: world.admin,
    });
    expect(trail.statusCode, trail.body).toBe(200);
    expect(trail.body).not.toContain('NM-7003');
  });
});
