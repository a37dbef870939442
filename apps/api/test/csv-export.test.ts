import { LOAD_STATUS } from '@fletx/contract/load-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keysetBatches, type ListOrder, orderOf } from '../src/db/keyset';
import { loads } from '../src/db/schema';
import { type CsvColumn, csvLines, UTF8_BOM } from '../src/lib/csv';
import { AUDIT_CSV_COLUMNS } from '../src/modules/audit/audit.csv';
import { BOOKING_CSV_COLUMNS } from '../src/modules/bookings/bookings.csv';
import { BROKER_CSV_COLUMNS } from '../src/modules/brokers/brokers.csv';
import { DELIVERY_CSV_COLUMNS } from '../src/modules/delivery-approval/delivery-approval.csv';
import { DRIVER_CSV_COLUMNS } from '../src/modules/drivers/drivers.csv';
import { LOAD_CSV_COLUMNS } from '../src/modules/loads/loads.csv';
import { REPORT_CSV_COLUMNS } from '../src/modules/reports/reports.csv';
import { TRAILER_CSV_COLUMNS } from '../src/modules/trailers/trailers.csv';
import { TRUCK_CSV_COLUMNS } from '../src/modules/trucks/trucks.csv';
import { USER_CSV_COLUMNS } from '../src/modules/users/users.csv';
import { bookingBody } from './helpers/broker-factories';
import type { TestClient } from './helpers/client';
import { loggedInUser, makeTrailer, makeTruck } from './helpers/factories';
import {
  approvedBroker,
  approvedDriver,
  approvedDriverApi,
  createLoad,
  driveTo,
} from './helpers/load-factories';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * `format=csv` on every staff list (docs/product.md "Export"): for each list, with its filters and search,
 * the CSV is the header and then exactly the rows the JSON list shows over all its pages, in its order.
 */
let ctx: TestContext;
let admin: TestClient;
const tag = `q${Date.now() % 1_000_000}`;
let brokerName: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const a = await loggedInUser(ctx, { role: 'Admin user', firstName: 'Ada', lastName: `Admin ${tag}` });
  admin = ctx.api.as(a.authorization);
  const broker = await approvedBroker(ctx, a.authorization, `=Acme, "Best" Freight ${tag}`);
  brokerName = broker.name;
  const other = await approvedBroker(ctx, a.authorization);
  const drivers: number[] = [];
  for (const n of [1, 2, 3]) {
    drivers.push(
      await approvedDriver(ctx, a.authorization, { first_name: 'Cole', last_name: `Csv${tag}n${n}` }),
    );
  }
  await approvedDriver(ctx, a.authorization, { first_name: 'Other', last_name: 'Person' });
  for (const [i, driverId] of drivers.entries()) {
    const truck = await makeTruck(ctx, a.authorization, { user_id: driverId });
    await makeTrailer(ctx, a.authorization, {
      licenseplate_truck_number: truck.licenseplate_number,
      trailer_number: `T${tag}${i}`,
    });
  }
  // Loads: pickup days out of id order, one without a delivery time (NULL sorts first descending).
  for (const [i, day] of ['05', '02', '09', '02', '07'].entries()) {
    await createLoad(admin, broker.id, drivers[i % 3] as number, {
      id_number: `LD-${tag}-${i}`,
      open_time_pickup: `2026-03-${day}T08:00`,
      close_time_pickup: `2026-03-${day}T12:00`,
      open_time_delivery: i === 3 ? null : `2026-03-${day}T14:00`,
      close_time_delivery: i === 3 ? null : `2026-03-${day}T18:00`,
    });
  }
  await createLoad(admin, other.id, drivers[0] as number, { id_number: `LD-other-${tag}` });
  // Reports (a driver's alerts) and ended loads awaiting delivery approval.
  const reporter = await approvedDriverApi(ctx, a.authorization, 'Rita');
  for (const i of [0, 1, 2]) {
    const load = await createLoad(admin, broker.id, reporter.id, { id_number: `RP-${tag}-${i}` });
    await driveTo(ctx.services.loads, load.id, reporter.id, LOAD_STATUS.inTransit);
    const r = await reporter.api.post(`/api/driver/loads/${load.id}/reports`, {
      type: 'alert',
      text: `Flat tire, "rear" ${i}`,
    });
    expect(r.statusCode, r.body).toBe(201);
  }
  for (const i of [0, 1, 2]) {
    const load = await createLoad(admin, broker.id, drivers[0] as number, { id_number: `DA-${tag}-${i}` });
    await driveTo(ctx.services.loads, load.id, drivers[0] as number, LOAD_STATUS.delivered);
    const r = await admin.put(`/api/loadbook/update/${load.id}`, { loadbook_status_id: LOAD_STATUS.ended });
    expect(r.statusCode, r.body).toBe(200);
  }
  for (const [i, day] of ['04', '06', '08', '10'].entries()) {
    const r = await admin.post(
      '/api/bookings/manualCreate',
      bookingBody(broker.id, { idNumber: `BK-${tag}-${i}`, datePickup: `2027-01-${day}` } as never),
    );
    expect(r.statusCode, r.body).toBe(201);
  }
});
afterAll(async () => {
  await ctx?.close();
});

interface ExportCase {
  name: string;
  /** The list's URL with its filters (no paging, no format). */
  url: string;
  method?: 'POST';
  body?: Record<string, unknown>;
  /** The paging names of the list (take or limit; reports count pages from 0). */
  take?: 'take' | 'limit';
  firstPage?: 0 | 1;
  items: (data: Record<string, unknown>) => unknown[];
  columns: ReadonlyArray<CsvColumn<never>>;
  /** At least this many rows match (so the test proves paging). */
  atLeast: number;
}

const info = (data: Record<string, unknown>) => data.info as unknown[];
const items = (data: Record<string, unknown>) => data.items as unknown[];

const cases = (): ExportCase[] => [
  {
    name: 'active loads searched',
    url: `/api/loadbook/findAllActive?filter=${tag}`,
    items: info,
    columns: LOAD_CSV_COLUMNS,
    atLeast: 5,
  },
  {
    name: 'active loads by start',
    url: `/api/loadbook/findAllActive?search=${tag}&sort=start&order=ASC`,
    items: info,
    columns: LOAD_CSV_COLUMNS,
    atLeast: 5,
  },
  {
    name: 'active loads by end',
    url: `/api/loadbook/findAllActive?search=${tag}&sort=end&order=DESC`,
    items: info,
    columns: LOAD_CSV_COLUMNS,
    atLeast: 5,
  },
  {
    name: 'active loads by end ascending',
    url: `/api/loadbook/findAllActive?search=${tag}&sort=end&order=ASC`,
    items: info,
    columns: LOAD_CSV_COLUMNS,
    atLeast: 5,
  },
  {
    name: 'active loads unfiltered',
    url: '/api/loadbook/findAllActive?sort=start',
    items: info,
    columns: LOAD_CSV_COLUMNS,
    atLeast: 6,
  },
  {
    name: 'finished jobs',
    url: '/api/loadbook/findAllInactive',
    items: info,
    columns: LOAD_CSV_COLUMNS,
    atLeast: 0,
  },
  {
    name: 'drivers searched',
    url: `/api/user/all/info/drivers?search=Csv${tag}`,
    items,
    columns: DRIVER_CSV_COLUMNS,
    atLeast: 3,
  },
  {
    name: 'trucks searched',
    url: `/api/vehicle?search=Csv${tag}`,
    items,
    columns: TRUCK_CSV_COLUMNS,
    atLeast: 3,
  },
  {
    name: 'trailers searched',
    url: `/api/trailer/findBySize?search=T${tag}`,
    items,
    columns: TRAILER_CSV_COLUMNS,
    atLeast: 3,
  },
  { name: 'brokers', url: '/api/bookings/brokers', items: info, columns: BROKER_CSV_COLUMNS, atLeast: 2 },
  {
    name: 'brokers searched',
    url: `/api/bookings/brokers?search=${tag}`,
    items: info,
    columns: BROKER_CSV_COLUMNS,
    atLeast: 1,
  },
  {
    name: 'reports searched',
    url: `/api/loadbook/loadbookreport?search=RP-${tag}&type=1`,
    firstPage: 0,
    items: info,
    columns: REPORT_CSV_COLUMNS,
    atLeast: 3,
  },
  {
    name: 'delivery approval searched',
    url: `/api/delivery-approval?search=DA-${tag}`,
    items: info,
    columns: DELIVERY_CSV_COLUMNS,
    atLeast: 3,
  },
  {
    name: 'audit of loads',
    url: '/api/audit?entityType=load',
    items,
    columns: AUDIT_CSV_COLUMNS,
    atLeast: 5,
  },
  {
    name: 'users searched',
    url: `/api/user/findBy?search=${tag}`,
    method: 'POST',
    body: {},
    take: 'limit',
    items,
    columns: USER_CSV_COLUMNS,
    atLeast: 1,
  },
  {
    name: 'drivers as users',
    url: `/api/user/findBy?search=Csv${tag}`,
    method: 'POST',
    body: { role: 'Driver' },
    take: 'limit',
    items,
    columns: USER_CSV_COLUMNS,
    atLeast: 3,
  },
  {
    name: 'bookings',
    url: '/api/bookings/findForBookings',
    items: info,
    columns: BOOKING_CSV_COLUMNS,
    atLeast: 4,
  },
  {
    name: 'bookings by date',
    url: '/api/bookings/findForDate?initialDate=2027-01-05&finalDate=2027-01-10',
    items: info,
    columns: BOOKING_CSV_COLUMNS,
    atLeast: 3,
  },
];

const withQuery = (url: string, extra: string) => `${url}${url.includes('?') ? '&' : '?'}${extra}`;

async function call(client: TestClient, c: ExportCase, url: string) {
  return c.method === 'POST' ? client.post(url, c.body ?? {}) : client.get(url);
}

/** Every row the JSON list shows, page after page (2 rows a page). */
async function allPages(c: ExportCase): Promise<unknown[]> {
  const rows: unknown[] = [];
  for (let page = c.firstPage ?? 1; ; page++) {
    const r = await call(admin, c, withQuery(c.url, `page=${page}&${c.take ?? 'take'}=2`));
    expect(r.statusCode, r.body).toBe(200);
    const batch = c.items(r.json().data);
    rows.push(...batch);
    if (batch.length < 2) return rows;
  }
}

async function expected(c: ExportCase, rows: unknown[]): Promise<string> {
  let text = '';
  for await (const chunk of csvLines(c.columns as ReadonlyArray<CsvColumn<unknown>>, [rows])) text += chunk;
  return text;
}

describe('format=csv equals the JSON list, all pages', () => {
  it.each(cases().map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const rows = await allPages(c);
    expect(rows.length).toBeGreaterThanOrEqual(c.atLeast);
    const r = await call(admin, c, withQuery(c.url, 'format=csv&page=2&take=1'));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="[a-z-]+\.csv"$/);
    expect(r.body).toBe(await expected(c, rows));
    expect(r.body.split('\r\n')[0]).toBe(UTF8_BOM + c.columns.map((col) => col.header).join(','));
  });
});

describe('cells', () => {
  it('starts with the byte-order mark; quotes commas and quotes, guards formulas, ISO dates, plain amounts', async () => {
    const r = await admin.get(`/api/loadbook/findAllActive?format=csv&search=LD-${tag}-0`);
    expect(r.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, row, end] = r.body.slice(1).split('\r\n');
    expect(header).toBe(
      'Id,Load number,Status,Pickup date,Delivery date,Origin,Destination,Driver,Equipment,Company name,Trip rate,Distance (miles),Weight,Created',
    );
    expect(end).toBe('');
    expect(row).toContain(`,LD-${tag}-0,New,2026-03-05 08:00,2026-03-05 14:00,"Dallas, TX 75261",`);
    expect(row).toContain(`,"'=Acme, ""Best"" Freight ${tag}",2450.50,781,42000,`);
    expect(brokerName.startsWith('=')).toBe(true);
  });
});

describe('keyset batches', () => {
  type Row = typeof loads.$inferSelect;
  it.each([
    ['newest first', { direction: 'desc', id: loads.id }],
    [
      'by start ascending',
      { direction: 'asc', id: loads.id, by: { column: loads.pickupOpenAt, of: (r: Row) => r.pickupOpenAt } },
    ],
    [
      'by end descending (NULLs first)',
      {
        direction: 'desc',
        id: loads.id,
        by: { column: loads.deliveryOpenAt, of: (r: Row) => r.deliveryOpenAt, nullable: true },
      },
    ],
    [
      'by end ascending (NULLs last)',
      {
        direction: 'asc',
        id: loads.id,
        by: { column: loads.deliveryOpenAt, of: (r: Row) => r.deliveryOpenAt, nullable: true },
      },
    ],
  ] as Array<[string, ListOrder]>)(
    'reads %s 2 rows at a time, in the order of the page query',
    async (_name, order) => {
      const db = ctx.database.db;
      const all = await db
        .select({ id: loads.id })
        .from(loads)
        .orderBy(...orderOf(order));
      const read: number[] = [];
      let batches = 0;
      for await (const batch of keysetBatches<Row>(
        () => db.select().from(loads).$dynamic(),
        undefined,
        order,
        {},
        2,
      )) {
        expect(batch.length).toBeLessThanOrEqual(2);
        read.push(...batch.map((r) => r.id));
        batches++;
      }
      expect(all.length).toBeGreaterThan(10);
      expect(batches).toBeGreaterThanOrEqual(all.length / 2);
      expect(read).toEqual(all.map((r) => r.id));
    },
  );
});
