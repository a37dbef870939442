import { DEFAULT_TIME_ZONE } from '@fletx/contract/carrier-settings';
import { dayIn } from '@fletx/contract/facility-time';
import { describe, expect, it, vi } from 'vitest';
import type { EquipmentRows } from '../src/lib/equipment-rows';
import { RecordVersionsQueries } from '../src/modules/read-model/record-versions.queries';
import { bookingBody } from './helpers/broker-factories';
import {
  loggedInUser,
  makeDriverUser,
  makeTrailer,
  makeTruck,
  trailerPayload,
  truckPayload,
} from './helpers/factories';
import { approvedBroker, approvedDriver, createLoad, loadBody } from './helpers/load-factories';
import { worldPerFile } from './helpers/setup';
import { createTestApp } from './helpers/test-app';
import { makeSchedule } from './helpers/work-order-factories';

/**
 * An update reads its record once and answers it as stored, with the names beside it (docs/product.md
 * "Stale edits"): the answer is what the record's GET says after it, names of what changed included,
 * and its ETag is the GET's.
 */
const w = worldPerFile(async () => {
  const ctx = await createTestApp();
  const admin = (await loggedInUser(ctx, { role: 'Carriers', firstName: 'Cara', lastName: 'Boss' }))
    .authorization;
  return { ctx, admin, api: ctx.api.as(admin) };
});

/** The update's answer and the GET after it agree: the same data, the same ETag. */
async function expectAnswerIsRecord(
  saved: { statusCode: number; body: string; headers: Record<string, unknown> },
  getUrl: string,
  pick = (data: unknown) => data,
) {
  expect(saved.statusCode, saved.body).toBe(200);
  const read = await w.api.get(getUrl);
  expect(saved.headers.etag).toBe(read.headers.etag);
  expect(JSON.parse(saved.body).data).toEqual(pick(read.json().data));
  return read.json().data;
}

/** A Freightliner Cascadia: another make and model than the factories' Kenworth T680. */
async function cascadia() {
  const makes = await w.ctx.database.db.query.carMakes.findMany();
  const make = makes.find((m) => m.name === 'Freightliner');
  const models = await w.ctx.database.db.query.carModels.findMany();
  const model = models.find((m) => m.name === 'Cascadia' && m.makeId === make?.id);
  if (!make || !model) throw new Error('no Freightliner Cascadia');
  return { make_id: make.id, model_id: model.id };
}

/** A new trailer as its GET answers it. */
async function openTrailer() {
  const { id } = await makeTrailer(w.ctx, w.admin);
  return (await w.api.get(`/api/trailer/find/${id}`)).json().data as {
    id: number;
    size_name: string;
    type_name: string;
    licenseplate_truck_number: string;
  };
}

describe('an update answers the record as its GET does', () => {
  it('a truck given another driver (with a dispatcher), owner, make, model and fuel', async () => {
    const truck = await makeTruck(w.ctx, w.admin);
    const { user: dispatcher } = await loggedInUser(w.ctx, {
      role: 'Dispatcher',
      firstName: 'Dee',
      lastName: 'Spatch',
    });
    const driver = await makeDriverUser(w.ctx, { firstName: 'Nadia', lastName: 'Kerr' });
    await w.ctx.services.users.assignDrivers([driver.id], dispatcher.id);
    const owner = await makeDriverUser(w.ctx, { firstName: 'Otto', lastName: 'Wner' });
    const body = await truckPayload(w.ctx, driver.id, {
      vin_number: truck.vin_number,
      licenseplate_number: truck.licenseplate_number,
      owner_id: owner.id,
      fuelType: 2,
      ...(await cascadia()),
    });
    const saved = await w.api.put(`/api/vehicle/updateTruck/${truck.id}`, body, {
      headers: { 'if-match': '"1"' },
    });
    const data = await expectAnswerIsRecord(saved, `/api/vehicle/find/${truck.id}`);
    expect(data).toMatchObject({
      user_name: 'Nadia Kerr',
      owner_name: 'Otto Wner',
      dispatcher_name: 'Dee Spatch',
      make_name: 'Freightliner',
      model_name: 'Cascadia',
      fuelType: 2,
    });
  });

  it('a trailer of another size and type', async () => {
    const trailer = await openTrailer();
    const truck = await makeTruck(w.ctx, w.admin);
    const body = trailerPayload(truck.licenseplate_number, { size_id: 1, type_id: 2 });
    const saved = await w.api.put(`/api/trailer/${trailer.id}`, body);
    const data = await expectAnswerIsRecord(saved, `/api/trailer/find/${trailer.id}`);
    expect(data).toMatchObject({ size_id: 1, type_id: 2, vehicle_id: truck.id });
    expect(data.size_name).not.toBe(trailer.size_name);
    expect(data.type_name).not.toBe(trailer.type_name);
  });

  it('a trailer whose size and type stay, and the soft delete after it', async () => {
    const trailer = await openTrailer();
    const body = trailerPayload(trailer.licenseplate_truck_number, { year: 2019 });
    await expectAnswerIsRecord(
      await w.api.put(`/api/trailer/${trailer.id}`, body),
      `/api/trailer/find/${trailer.id}`,
    );
    await expectAnswerIsRecord(
      await w.api.delete(`/api/trailer/${trailer.id}`),
      `/api/trailer/find/${trailer.id}`,
    );
  });

  it('a booking given another broker and trailer type', async () => {
    const first = await approvedBroker(w.ctx, w.admin, 'First Freight');
    const other = await approvedBroker(w.ctx, w.admin, 'Other Freight');
    const made = await w.api.post('/api/bookings/manualCreate', bookingBody(first.id));
    const id = made.json().data.id as number;
    const saved = await w.api.put(`/api/bookings/${id}`, bookingBody(other.id, { trailerType: 2 }));
    const data = await expectAnswerIsRecord(saved, `/api/bookings/find/${id}`);
    expect(data).toMatchObject({ companyName: other.name, trailerType: 2 });
    expect(data.trailerTypeName).not.toBe(made.json().data.trailerTypeName);
  });

  it('a load given another broker, driver and trailer type', async () => {
    const broker = await approvedBroker(w.ctx, w.admin);
    const driverId = await approvedDriver(w.ctx, w.admin);
    const load = await createLoad(w.api, broker.id, driverId);
    const otherBroker = await approvedBroker(w.ctx, w.admin, 'Second Broker');
    const otherDriver = await approvedDriver(w.ctx, w.admin, { first_name: 'Olivia', last_name: 'Reyes' });
    const body = loadBody(otherBroker.id, otherDriver, { id_number: `LD-${load.id}`, trailer_type: 2 });
    const saved = await w.api.put(`/api/loadbook/manualUpdate/${load.id}`, body);
    const data = await expectAnswerIsRecord(
      saved,
      `/api/loadbook/find/${load.id}`,
      (found) => (found as { info: unknown[] }).info[0],
    );
    expect(data.info[0]).toMatchObject({
      company_name: 'Second Broker',
      driver_name: 'Olivia Reyes',
      trailer_type: 2,
    });
  });

  it('a broker with its contacts replaced, and a user with a new username', async () => {
    const broker = await approvedBroker(w.ctx, w.admin);
    const detail = (await w.api.get(`/api/bookings/brokers/findDetailBroker/${broker.id}`)).json().data;
    const { brokerName, mcNumber, involvingEmail, address, city, state, zipCode, daysToPay } = detail.info;
    const kept = detail.extraData.brokerContactPeople[0];
    const body = {
      ...{ brokerName, mcNumber, involvingEmail, address, city, state, zipCode, daysToPay },
      contactPeople: [
        {
          id: kept.id,
          contactName: 'Kept Person',
          role: kept.role,
          phoneNumber: kept.phoneNumber,
          email: kept.email,
        },
        { contactName: 'New Person', role: 'Sales', phoneNumber: '2145550199', email: 'new@lsf.com' },
      ],
    };
    const saved = await w.api.put(`/api/bookings/brokers/${broker.id}`, body);
    const data = await expectAnswerIsRecord(saved, `/api/bookings/brokers/findDetailBroker/${broker.id}`);
    expect(
      data.extraData.brokerContactPeople.map((c: { contactName: string }) => c.contactName).sort(),
    ).toEqual(['Kept Person', 'New Person']);

    const { user } = await loggedInUser(w.ctx, { role: 'Dispatcher' });
    const renamed = await w.api.put(`/api/user?id=${user.id}`, { email: `renamed.${user.id}@example.com` });
    await expectAnswerIsRecord(renamed, `/api/user/findById?id=${user.id}`);
  });
});

describe('reads per update', () => {
  it('a truck update reads the truck once, and not its version again', async () => {
    const truck = await makeTruck(w.ctx, w.admin);
    const driver = await makeDriverUser(w.ctx);
    const body = await truckPayload(w.ctx, driver.id, {
      vin_number: truck.vin_number,
      licenseplate_number: truck.licenseplate_number,
    });
    // The truck with its names is read through the trucks area's rows (lib/equipment.ts), its version alone
    // through the read model's record versions (the GET's ETag, the trail's record version).
    const { area } = w.ctx.services.trucks as unknown as { area: { rows: EquipmentRows<unknown> } };
    const reads = vi.spyOn(area.rows, 'findById');
    const versions = vi.spyOn(RecordVersionsQueries.prototype, 'of');
    try {
      const saved = await w.api.put(`/api/vehicle/updateTruck/${truck.id}`, body, {
        headers: { 'if-match': '"1"' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.headers.etag).toBe('"2"');
      expect(reads).toHaveBeenCalledTimes(1);
      expect(versions).not.toHaveBeenCalled();
      const deleted = await w.api.delete(`/api/vehicle/${truck.id}`, { headers: { 'if-match': '"2"' } });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(reads).toHaveBeenCalledTimes(2);
      expect(versions).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
      versions.mockRestore();
    }
    // The trail kept the change at the version it made.
    const trail = (await w.api.get(`/api/audit?entityType=truck&entityId=${truck.id}`)).json().data.items;
    expect(trail.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
  });

  it("a done work order's annual inspection reads the unit once to date its record", async () => {
    const trailer = await makeTrailer(w.ctx, w.admin);
    const scheduleId = await makeSchedule(w.api, {
      unitType: 'trailer',
      unitId: trailer.id,
      task: 'annual_inspection',
      everyDays: 365,
      lastDoneAt: '2020-01-15',
      lastDoneMiles: 0,
    });
    const order = await w.api.post('/api/maintenance/work-orders', {
      unitType: 'trailer',
      unitId: trailer.id,
      vendor: 'Main Street Diesel',
      lines: [{ kind: 'labor', description: 'Inspection', quantity: 1, unitPrice: 90 }],
      scheduleIds: [scheduleId],
    });
    expect(order.statusCode, order.body).toBe(201);
    const { area } = w.ctx.services.trailers as unknown as { area: { rows: EquipmentRows<unknown> } };
    const reads = vi.spyOn(area.rows, 'findById');
    try {
      const done = await w.api.put(`/api/maintenance/work-orders/${order.json().data.id}`, {
        status: 'done',
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
    const dated = (await w.api.get(`/api/trailer/find/${trailer.id}`)).json().data.annual_inspection_date;
    // The carrier's day (America/Chicago by default) it was done.
    expect(dated).toBe(dayIn(DEFAULT_TIME_ZONE, Date.now()));
  });
});
