import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { TokenSigner } from '../src/modules/auth/tokens';
import { BookingsService } from '../src/modules/bookings/bookings.service';
import { BrokersService } from '../src/modules/brokers/brokers.service';
import { LoadsService } from '../src/modules/loads/loads.service';
import { loggedInDriver, loggedInUser } from './helpers/factories';
import { approvedBroker, approvedDriver, loadBody } from './helpers/load-factories';
import { createTestApp, TEST_JWT_SECRET, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let dispatcher: string;
let admin: string;
let brokerId: number;
let driverId: number;
let driver: string;
let service: LoadsService;

async function tokenFor(id: number) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no user');
  return `Bearer ${(await new TokenSigner(TEST_JWT_SECRET).sign(row)).accessToken}`;
}

beforeAll(async () => {
  ctx = await createTestApp();
  dispatcher = (await loggedInUser(ctx, { role: 'Dispatcher', firstName: 'Dana', lastName: 'Dispatch' }))
    .authorization;
  admin = (await loggedInUser(ctx, { role: 'Admin user' })).authorization;
  ({ id: brokerId } = await approvedBroker(ctx, admin, 'Coyote Logistics'));
  driverId = await approvedDriver(ctx, admin, { first_name: 'Michael', last_name: 'Thompson' });
  driver = await tokenFor(driverId);
  const brokers = new BrokersService(ctx.database.db);
  service = new LoadsService(ctx.database.db, brokers, new BookingsService(ctx.database.db, brokers));
});
afterAll(async () => {
  await ctx?.close();
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, authorization: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization }, ...(payload === undefined ? {} : { payload }) });

let seq = 0;
async function loadInTransit() {
  const r = await call('POST', '/api/loadbook/manualCreate', dispatcher, {
    ...loadBody(brokerId, driverId),
    id_number: `RP-${++seq}`,
  });
  expect(r.statusCode, r.body).toBe(201);
  const id = r.json().data.id as number;
  const actor = { userId: driverId, role: 'Driver' };
  await service.transition(id, 'accept', actor);
  for (let s = 4; s < 8; s++) await service.transition(id, 'advance', actor);
  return id;
}
const loadStatus = async (id: number) =>
  (await call('GET', `/api/loadbook/find/${id}`, dispatcher)).json().data.info[0].loadbook_status_id;

describe('POST /api/driver/loads/{id}/reports', () => {
  it('stores an alert on the driver’s own load and publishes a report notification', async () => {
    const loadId = await loadInTransit();
    const r = await call('POST', `/api/driver/loads/${loadId}/reports`, driver, {
      type: 'alert',
      kind: 'breakdown',
      text: 'Flat tire on I-20',
      lat: 32.5,
      lon: -93.7,
    });
    expect(r.statusCode, r.body).toBe(201);
    const data = r.json().data;
    expect(data).toMatchObject({
      loadbook_id: loadId,
      report_type_id: 1,
      report_type_name: 'Alert',
      status_report_id: 1,
      status_name: 'Pending',
      kind: 'breakdown',
      lat: 32.5,
      lon: -93.7,
      driver_name: 'Michael Thompson',
      comments: [],
    });
    const n = (await call('GET', '/api/notifications', dispatcher)).json().data.items;
    expect(n[0]).toMatchObject({ type: 'report', link: `/fletx/alerts?id=${data.id}` });
  });

  it('refuses another driver’s load (403), bad coordinates (400), staff tokens (403)', async () => {
    const loadId = await loadInTransit();
    const other = await loggedInDriver(ctx);
    const r = await call('POST', `/api/driver/loads/${loadId}/reports`, other.authorization, {
      type: 'alert',
      text: 'x',
    });
    expect(r.statusCode).toBe(403);
    const bad = await call('POST', `/api/driver/loads/${loadId}/reports`, driver, {
      type: 'alert',
      text: 'x',
      lat: 91,
      lon: 0,
    });
    expect(bad.statusCode).toBe(400);
    const staff = await call('POST', `/api/driver/loads/${loadId}/reports`, dispatcher, {
      type: 'alert',
      text: 'x',
    });
    expect(staff.statusCode).toBe(403);
    expect(
      (await call('POST', '/api/driver/loads/999999/reports', driver, { type: 'alert', text: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('a cancellation request moves the load to 15; a second one is a 409', async () => {
    const loadId = await loadInTransit();
    const r = await call('POST', `/api/driver/loads/${loadId}/reports`, driver, {
      type: 'cancellation',
      text: 'Truck broke down, cannot finish',
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().data).toMatchObject({ report_type_id: 2, kind: null });
    expect(await loadStatus(loadId)).toBe(15);
    const again = await call('POST', `/api/driver/loads/${loadId}/reports`, driver, {
      type: 'cancellation',
      text: 'again',
    });
    expect(again.statusCode).toBe(409);
    const n = (await call('GET', '/api/notifications', dispatcher)).json().data.items;
    expect(n[0]).toMatchObject({ type: 'cancellation_request' });
  });
});

describe('staff report calls', () => {
  it('moves an alert Pending → In progress → Resolved with comments, never back', async () => {
    const loadId = await loadInTransit();
    const id = (
      await call('POST', `/api/driver/loads/${loadId}/reports`, driver, { type: 'alert', text: 'Snow storm' })
    ).json().data.id;
    const url = `/api/loadbook/loadbookreport/${id}/comments`;
    const empty = await call('POST', url, dispatcher, { comment: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('There must be new comments');
    const a = await call('POST', url, dispatcher, { comment: 'Calling the driver', status: 2 });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().data).toMatchObject({ status_report_id: 2, modified_by: 'Dana Dispatch' });
    const back = await call('POST', url, dispatcher, { comment: 'Oops', status: 1 });
    expect(back.statusCode).toBe(409);
    const done = await call('POST', url, dispatcher, { comment: 'Road open again', status: 3 });
    expect(done.json().data.status_name).toBe('Resolved');
    const found = (await call('GET', `/api/loadbook/loadbookreport/findById/${id}`, dispatcher)).json().data;
    expect(
      found.comments.map((c: { status_from: number; status_to: number }) => [c.status_from, c.status_to]),
    ).toEqual([
      [1, 2],
      [2, 3],
    ]);
    expect((await call('GET', '/api/loadbook/loadbookreport/findById/999999', dispatcher)).statusCode).toBe(
      404,
    );
    const byLoad = (
      await call('GET', `/api/loadbook/loadbookreport/findByLoadbookId/${loadId}`, dispatcher)
    ).json().data;
    expect(byLoad.map((r: { id: number }) => r.id)).toEqual([id]);
    // The comments are the report's audit trail: the database refuses to change or remove them.
    await expect(
      ctx.database.db.execute(sql`UPDATE load_report_comments SET comment = 'x'`),
    ).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`DELETE FROM load_report_comments`)).rejects.toThrow();
  });

  it('accepts a cancellation request: load cancelled (1), report resolved; rejects another: load back to 8', async () => {
    const a = await loadInTransit();
    const ra = (
      await call('POST', `/api/driver/loads/${a}/reports`, driver, { type: 'cancellation', text: 'Sick' })
    ).json().data.id;
    const noComment = await call(
      'POST',
      `/api/loadbook/loadbookreport/${ra}/accept-cancellation`,
      dispatcher,
      {
        comment: '',
      },
    );
    expect(noComment.statusCode).toBe(400);
    const resolveDirect = await call('POST', `/api/loadbook/loadbookreport/${ra}/comments`, dispatcher, {
      comment: 'x',
      status: 3,
    });
    expect(resolveDirect.statusCode).toBe(409);
    const ok = await call('POST', `/api/loadbook/loadbookreport/${ra}/accept-cancellation`, dispatcher, {
      comment: 'Approved, get well',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.status_report_id).toBe(3);
    expect(await loadStatus(a)).toBe(1);
    const twice = await call('POST', `/api/loadbook/loadbookreport/${ra}/reject-cancellation`, dispatcher, {
      comment: 'no',
    });
    expect(twice.statusCode).toBe(409);

    const b = await loadInTransit();
    const rb = (
      await call('POST', `/api/driver/loads/${b}/reports`, driver, { type: 'cancellation', text: 'Tired' })
    ).json().data.id;
    const rej = await call('POST', `/api/loadbook/loadbookreport/${rb}/reject-cancellation`, dispatcher, {
      comment: 'Please finish the trip',
    });
    expect(rej.statusCode, rej.body).toBe(200);
    expect(await loadStatus(b)).toBe(8);

    const alert = (
      await call('POST', `/api/driver/loads/${b}/reports`, driver, { type: 'alert', text: 'Late' })
    ).json().data.id;
    expect(
      (
        await call('POST', `/api/loadbook/loadbookreport/${alert}/accept-cancellation`, dispatcher, {
          comment: 'x',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('lists with 0-based pages and filters, and counts by type', async () => {
    const list = await call('GET', '/api/loadbook/loadbookreport/?page=0&take=2', dispatcher);
    expect(list.statusCode, list.body).toBe(200);
    const { info, extraData } = list.json().data;
    expect(info).toHaveLength(2);
    expect(extraData).toMatchObject({ page: 0, take: 2 });
    const second = (await call('GET', '/api/loadbook/loadbookreport/?page=1&take=2', dispatcher)).json().data
      .info;
    expect(second[0].id).not.toBe(info[0].id);
    const counts = (await call('GET', '/api/loadbook/loadbookreport/countAlerts', dispatcher)).json().data;
    expect(counts.total).toBe(extraData.total);
    expect(counts.alerts + counts.cancellationRequests).toBe(counts.total);
    const cancels = (await call('GET', '/api/loadbook/loadbookreport/?type=2&take=100', dispatcher)).json()
      .data;
    expect(cancels.extraData.total).toBe(counts.cancellationRequests);
    const resolved = (await call('GET', '/api/loadbook/loadbookreport/?status=3&take=100', dispatcher)).json()
      .data;
    expect(resolved.info.every((r: { status_report_id: number }) => r.status_report_id === 3)).toBe(true);
    const byName = (await call('GET', '/api/loadbook/loadbookreport/?search=thomps', dispatcher)).json().data;
    expect(byName.extraData.total).toBe(counts.total);
    const byNumber = (
      await call('GET', '/api/loadbook/loadbookreport/?search=RP-1&take=100', dispatcher)
    ).json().data;
    expect(byNumber.info.every((r: { id_number: string }) => r.id_number.startsWith('RP-1'))).toBe(true);
    const none = (await call('GET', '/api/loadbook/loadbookreport/?search=nobody-xyz', dispatcher)).json()
      .data;
    expect(none.extraData.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const day = (await call('GET', `/api/loadbook/loadbookreport/?date=${today}&take=100`, dispatcher)).json()
      .data;
    expect(day.extraData.total).toBe(counts.total);
    const old = (await call('GET', '/api/loadbook/loadbookreport/?date=2001-01-01', dispatcher)).json().data;
    expect(old.extraData.total).toBe(0);
    expect((await call('GET', '/api/loadbook/loadbookreport/?page=-1', dispatcher)).statusCode).toBe(400);
    expect((await call('GET', '/api/loadbook/loadbookreport/', driver)).statusCode).toBe(403);
  });
});
