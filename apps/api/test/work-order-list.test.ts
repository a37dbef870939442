import { workOrderMessages } from '@fletx/contract/work-orders';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectInvalid, type TestClient } from './helpers/client';
import { clockedApp } from './helpers/clocked-app';
import { makeTruck } from './helpers/factories';
import { workOrderKit } from './helpers/work-order-factories';

/** The server's clock: each order is opened on the day the test sets. */
const world = clockedApp();
const { clock } = world;
let api: TestClient;
beforeAll(() => {
  api = world.ctx.api.as(world.dispatcher);
});

const newTruck = async () => (await makeTruck(world.ctx, world.admin)).id as number;

/** Opens an order on `day` (noon UTC) at `vendor` with one line described `line`. */
async function openOn(unitId: number, day: string, vendor: string, line = 'Oil filter', notes?: string) {
  clock.set(new Date(`${day}T12:00:00.000Z`));
  const r = await api.post('/api/maintenance/work-orders', {
    unitType: 'truck',
    unitId,
    vendor,
    notes,
    lines: [{ kind: 'part', description: line, quantity: 2, unitPrice: 10.05 }],
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data.id as number;
}

const idsOf = async (query: string) => {
  const r = await api.get(`/api/maintenance/work-orders?${query}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.items.map((o: { id: number }) => o.id) as number[];
};

describe('the work orders list: period, search, order, CSV (docs/product.md "Maintenance")', () => {
  it("keeps the days opened (inclusive, the carrier's days), newest first or oldest first with order=asc", async () => {
    const truck = await newTruck();
    const march = await openOn(truck, '2026-03-01', 'Alpha Shop');
    const april = await openOn(truck, '2026-04-15', 'Beta Shop');
    const may = await openOn(truck, '2026-05-31', 'Gamma Shop');
    const unit = `unitType=truck&unitId=${truck}`;
    expect(await idsOf(unit)).toEqual([may, april, march]);
    expect(await idsOf(`${unit}&order=asc`)).toEqual([march, april, may]);
    expect(await idsOf(`${unit}&from=2026-04-15&to=2026-05-31`)).toEqual([may, april]);
    expect(await idsOf(`${unit}&to=2026-04-14`)).toEqual([march]);
    expect(await idsOf(`${unit}&from=2026-06-01`)).toEqual([]);
  });

  // The carrier's days (America/Chicago until set; docs/decisions/0070-carriers-day.md): 20:00 in Chicago on
  // 9 March is 02:00 UTC on the 10th.
  it("counts an order opened and done on the carrier's evening in that day's list and costs", async () => {
    const truck = await newTruck();
    const { order, put } = workOrderKit(world);
    clock.set(new Date('2026-03-10T02:00:00.000Z'));
    const r = await api.post('/api/maintenance/work-orders', order(truck));
    expect(r.statusCode, r.body).toBe(201);
    const id = r.json().data.id as number;
    expect((await put(id, { ...order(truck), status: 'done' })).statusCode).toBe(200);
    const unit = `unitType=truck&unitId=${truck}`;
    expect(await idsOf(`${unit}&from=2026-03-09&to=2026-03-09`)).toEqual([id]);
    expect(await idsOf(`${unit}&from=2026-03-10`)).toEqual([]);
    const costs = async (day: string) =>
      (await api.get(`/api/maintenance/costs?${unit}&from=${day}&to=${day}`)).json().data.workOrders;
    expect(await costs('2026-03-09')).toBe(1);
    expect(await costs('2026-03-10')).toBe(0);
  });

  it('searches the vendor, the notes and the lines, whatever the case and accents, wildcards as text', async () => {
    const truck = await newTruck();
    const shop = await openOn(truck, '2026-02-01', 'Crète Diesel Repair');
    const brakes = await openOn(truck, '2026-02-02', 'Other Garage', 'Brake pads 50%');
    const noted = await openOn(truck, '2026-02-03', 'Third Garage', 'Oil filter', 'towed in from I-80');
    const unit = `unitType=truck&unitId=${truck}`;
    expect(await idsOf(`${unit}&search=crete`)).toEqual([shop]);
    expect(await idsOf(`${unit}&search=BRAKE`)).toEqual([brakes]);
    expect(await idsOf(`${unit}&search=${encodeURIComponent('50%')}`)).toEqual([brakes]);
    expect(await idsOf(`${unit}&search=${encodeURIComponent('0%')}`)).toEqual([brakes]);
    expect(await idsOf(`${unit}&search=${encodeURIComponent('%')}`)).toEqual([brakes]);
    expect(await idsOf(`${unit}&search=towed`)).toEqual([noted]);
    expect(await idsOf(`${unit}&search=garage&order=asc`)).toEqual([brakes, noted]);
    const list = await api.get(`/api/maintenance/work-orders?${unit}&search=garage&take=1`);
    expect(list.json().data).toMatchObject({ total: 2, take: 1 });
  });

  it('exports every matching order as CSV, in the list order, its unit by number, money in dollars', async () => {
    const truck = (await makeTruck(world.ctx, world.admin, { unit_number: 'CSV-7' })).id;
    const first = await openOn(truck, '2026-01-10', 'Delta, "Fleet" Service');
    const second = await openOn(truck, '2026-01-11', 'Echo Service');
    const r = await api.get(`/api/maintenance/work-orders?unitType=truck&unitId=${truck}&format=csv&take=1`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    expect(r.headers['content-disposition']).toContain('work-orders.csv');
    const rows = r.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'Id,Status,Unit type,Unit,Unit id,Vendor,Opened,Started,Done,Odometer (miles),Lines,Total,Downtime (hours)',
    );
    expect(rows.slice(1)).toEqual([
      `${second},open,truck,CSV-7,${truck},Echo Service,2026-01-11 12:00,,,,1,20.10,`,
      `${first},open,truck,CSV-7,${truck},"Delta, ""Fleet"" Service",2026-01-10 12:00,,,,1,20.10,`,
    ]);
  });

  it('refuses a period that ends before it starts, a bad day, a bad order or a long search: 400', async () => {
    const range = await api.get('/api/maintenance/work-orders?from=2026-05-02&to=2026-05-01');
    expectInvalid(range, 'querystring.from', workOrderMessages.range);
    for (const query of ['from=May', 'to=2026-13-01', 'order=up', `search=${'x'.repeat(101)}`]) {
      const r = await api.get(`/api/maintenance/work-orders?${query}`);
      expect(r.statusCode, query).toBe(400);
    }
  });
});
