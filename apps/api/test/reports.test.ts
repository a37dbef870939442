import { DEFAULT_TIME_ZONE } from '@fletx/contract/carrier-settings';
import { driverTimeMessages } from '@fletx/contract/driver-api';
import { dayIn, dayStartIn } from '@fletx/contract/facility-time';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { REPORT_STATUS, REPORT_TYPE } from '@fletx/contract/reports';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { TokenSigner } from '../src/modules/auth/tokens';
import { loggedInDriver } from './helpers/factories';
import { loadWorld } from './helpers/load-factories';
import { worldPerFile } from './helpers/setup';
import { TEST_JWT_SECRET, type TestContext } from './helpers/test-app';

async function tokenFor(ctx: TestContext, id: number) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no user');
  return `Bearer ${(await new TokenSigner(TEST_JWT_SECRET).sign(row)).accessToken}`;
}

const w = worldPerFile(async () => {
  const { manager: admin, ...world } = await loadWorld({
    dispatcher: { firstName: 'Dana', lastName: 'Dispatch' },
    manager: { role: 'Admin user' },
    driver: { first_name: 'Michael', last_name: 'Thompson' },
  });
  return { ...world, admin, driver: await tokenFor(world.ctx, world.driverId) };
});

const loadInTransit = () => w.loadAt(LOAD_STATUS.inTransit, 'RP');
/** The driver's report on their load. */
const postReport = (loadId: number, body: object) =>
  w.api.post(`/api/driver/loads/${loadId}/reports`, body, { as: w.driver });
/** The driver's report on their load; its id. */
const driverReport = async (loadId: number, body: object) =>
  (await postReport(loadId, body)).json().data.id as number;
/** Staff's answer to a cancellation request. */
const answerCancellation = (reportId: number, answer: 'accept' | 'reject', comment: string) =>
  w.api.post(`/api/loadbook/loadbookreport/${reportId}/${answer}-cancellation`, { comment });
const loadStatus = async (id: number) =>
  (await w.api.get(`/api/loadbook/find/${id}`)).json().data.info[0].loadbook_status_id;

describe('POST /api/driver/loads/{id}/reports', () => {
  it('stores an alert on the driver’s own load and publishes a report notification', async () => {
    const loadId = await loadInTransit();
    const r = await postReport(loadId, {
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
      report_type_id: REPORT_TYPE.alert,
      report_type_name: 'Alert',
      status_report_id: REPORT_STATUS.pending,
      status_name: 'Pending',
      kind: 'breakdown',
      lat: 32.5,
      lon: -93.7,
      driver_name: 'Michael Thompson',
      comments: [],
    });
    const n = (await w.api.get('/api/notifications')).json().data.items;
    expect(n[0]).toMatchObject({ type: 'report', link: `/fletx/alerts?id=${data.id}` });
  });

  it('refuses another driver’s load (403), bad coordinates (400), staff tokens (403)', async () => {
    const loadId = await loadInTransit();
    const other = await loggedInDriver(w.ctx);
    const r = await w.api.post(
      `/api/driver/loads/${loadId}/reports`,
      {
        type: 'alert',
        text: 'x',
      },
      { as: other.authorization },
    );
    expect(r.statusCode).toBe(403);
    const bad = await postReport(loadId, {
      type: 'alert',
      text: 'x',
      lat: 91,
      lon: 0,
    });
    expect(bad.statusCode).toBe(400);
    const staff = await w.api.post(`/api/driver/loads/${loadId}/reports`, {
      type: 'alert',
      text: 'x',
    });
    expect(staff.statusCode).toBe(403);
    expect(
      (await w.api.post('/api/driver/loads/999999/reports', { type: 'alert', text: 'x' }, { as: w.driver }))
        .statusCode,
    ).toBe(404);
  });

  it('a cancellation request moves the load to 15; a second one is a 409', async () => {
    const loadId = await loadInTransit();
    const r = await postReport(loadId, {
      type: 'cancellation',
      text: 'Truck broke down, cannot finish',
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().data).toMatchObject({ report_type_id: REPORT_TYPE.cancellation, kind: null });
    expect(await loadStatus(loadId)).toBe(LOAD_STATUS.cancellationRequested);
    const again = await postReport(loadId, {
      type: 'cancellation',
      text: 'again',
    });
    expect(again.statusCode).toBe(409);
    const n = (await w.api.get('/api/notifications')).json().data.items;
    expect(n[0]).toMatchObject({ type: 'cancellation_request' });
  });
});

describe('times the phone reports (at) on reports', () => {
  const HOUR = 3_600_000;

  it('dates an alert and a cancellation request when the phone says they happened', async () => {
    const loadId = await loadInTransit();
    // Hours back, but today (the carrier's day): the list test below counts today's reports.
    const midnight = dayStartIn(DEFAULT_TIME_ZONE, dayIn(DEFAULT_TIME_ZONE, Date.now()));
    const at = new Date(Math.max(Date.now() - 5 * HOUR, midnight)).toISOString();
    const alert = await postReport(loadId, { type: 'alert', kind: 'weather', text: 'Hail', at });
    expect(alert.statusCode, alert.body).toBe(201);
    expect(alert.json().data.created_at).toBe(at);
    const now = new Date().toISOString();
    const cancel = await postReport(loadId, { type: 'cancellation', text: 'Engine failure', at: now });
    expect(cancel.statusCode, cancel.body).toBe(201);
    expect(cancel.json().data.created_at).toBe(now);
    const history = (await w.api.get(`/api/load-details/load-status/${loadId}`)).json().data;
    expect(history.at(-1)).toMatchObject({ status_id: LOAD_STATUS.cancellationRequested, at: now });
  });

  it('refuses a time out of bounds, or a cancellation dated before the load’s last change', async () => {
    const loadId = await loadInTransit();
    const cases: Array<[string, string, string]> = [
      ['alert', new Date(Date.now() - 25 * HOUR).toISOString(), driverTimeMessages.tooOld],
      ['alert', new Date(Date.now() + 10 * 60_000).toISOString(), driverTimeMessages.ahead],
      ['cancellation', new Date(Date.now() - 25 * HOUR).toISOString(), driverTimeMessages.tooOld],
    ];
    for (const [type, at, message] of cases) {
      const r = await postReport(loadId, { type, text: 'x', at });
      expect(r.statusCode, `${type} ${at}`).toBe(400);
      expect(r.json()).toMatchObject({ message, details: [{ path: 'body.at', message }] });
    }
    const early = await postReport(loadId, {
      type: 'cancellation',
      text: 'x',
      at: new Date(Date.now() - HOUR).toISOString(),
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/^The time must not be before the load's last status change \(/);
    expect(await loadStatus(loadId)).toBe(LOAD_STATUS.inTransit);
    const reports = (await w.api.get(`/api/loadbook/loadbookreport/findByLoadbookId/${loadId}`)).json().data;
    expect(reports).toEqual([]);
  });
});

describe('staff report calls', () => {
  it('moves an alert Pending → In progress → Resolved with comments, never back', async () => {
    const loadId = await loadInTransit();
    const id = (await postReport(loadId, { type: 'alert', text: 'Snow storm' })).json().data.id;
    const url = `/api/loadbook/loadbookreport/${id}/comments`;
    const empty = await w.api.post(url, { comment: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('There must be new comments');
    const a = await w.api.post(url, { comment: 'Calling the driver', status: REPORT_STATUS.inProgress });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().data).toMatchObject({
      status_report_id: REPORT_STATUS.inProgress,
      modified_by: 'Dana Dispatch',
    });
    const back = await w.api.post(url, { comment: 'Oops', status: REPORT_STATUS.pending });
    expect(back.statusCode).toBe(409);
    const done = await w.api.post(url, { comment: 'Road open again', status: REPORT_STATUS.resolved });
    expect(done.json().data.status_name).toBe('Resolved');
    const found = (await w.api.get(`/api/loadbook/loadbookreport/findById/${id}`)).json().data;
    expect(
      found.comments.map((c: { status_from: number; status_to: number }) => [c.status_from, c.status_to]),
    ).toEqual([
      [REPORT_STATUS.pending, REPORT_STATUS.inProgress],
      [REPORT_STATUS.inProgress, REPORT_STATUS.resolved],
    ]);
    expect((await w.api.get('/api/loadbook/loadbookreport/findById/999999')).statusCode).toBe(404);
    const byLoad = (await w.api.get(`/api/loadbook/loadbookreport/findByLoadbookId/${loadId}`)).json().data;
    expect(byLoad.map((r: { id: number }) => r.id)).toEqual([id]);
    // The comments are the report's audit trail: the database refuses to change or remove them.
    await expect(
      w.ctx.database.db.execute(sql`UPDATE load_report_comments SET comment = 'x'`),
    ).rejects.toThrow();
    await expect(w.ctx.database.db.execute(sql`DELETE FROM load_report_comments`)).rejects.toThrow();
  });

  it('accepts a cancellation request: load cancelled (1), report resolved; rejects another: load back to 8', async () => {
    const a = await loadInTransit();
    const ra = await driverReport(a, { type: 'cancellation', text: 'Sick' });
    const noComment = await answerCancellation(ra, 'accept', '');
    expect(noComment.statusCode).toBe(400);
    const resolveDirect = await w.api.post(`/api/loadbook/loadbookreport/${ra}/comments`, {
      comment: 'x',
      status: REPORT_STATUS.resolved,
    });
    expect(resolveDirect.statusCode).toBe(409);
    const ok = await answerCancellation(ra, 'accept', 'Approved, get well');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.status_report_id).toBe(REPORT_STATUS.resolved);
    expect(await loadStatus(a)).toBe(LOAD_STATUS.cancelled);
    const twice = await answerCancellation(ra, 'reject', 'no');
    expect(twice.statusCode).toBe(409);

    const b = await loadInTransit();
    const rb = await driverReport(b, { type: 'cancellation', text: 'Tired' });
    const rej = await answerCancellation(rb, 'reject', 'Please finish the trip');
    expect(rej.statusCode, rej.body).toBe(200);
    expect(await loadStatus(b)).toBe(LOAD_STATUS.inTransit);

    const alert = await driverReport(b, { type: 'alert', text: 'Late' });
    expect((await answerCancellation(alert, 'accept', 'x')).statusCode).toBe(409);
  });

  it('lists with 0-based pages and filters, and counts by type', async () => {
    const list = await w.api.get('/api/loadbook/loadbookreport/?page=0&take=2');
    expect(list.statusCode, list.body).toBe(200);
    const { info, extraData } = list.json().data;
    expect(info).toHaveLength(2);
    expect(extraData).toMatchObject({ page: 0, take: 2 });
    const second = (await w.api.get('/api/loadbook/loadbookreport/?page=1&take=2')).json().data.info;
    expect(second[0].id).not.toBe(info[0].id);
    const counts = (await w.api.get('/api/loadbook/loadbookreport/countAlerts')).json().data;
    expect(counts.total).toBe(extraData.total);
    expect(counts.alerts + counts.cancellationRequests).toBe(counts.total);
    const cancels = (
      await w.api.get(`/api/loadbook/loadbookreport/?type=${REPORT_TYPE.cancellation}&take=100`)
    ).json().data;
    expect(cancels.extraData.total).toBe(counts.cancellationRequests);
    const resolved = (
      await w.api.get(`/api/loadbook/loadbookreport/?status=${REPORT_STATUS.resolved}&take=100`)
    ).json().data;
    expect(
      resolved.info.every((r: { status_report_id: number }) => r.status_report_id === REPORT_STATUS.resolved),
    ).toBe(true);
    const byName = (await w.api.get('/api/loadbook/loadbookreport/?search=thomps')).json().data;
    expect(byName.extraData.total).toBe(counts.total);
    const byNumber = (await w.api.get('/api/loadbook/loadbookreport/?search=RP-1&take=100')).json().data;
    expect(byNumber.info.every((r: { id_number: string }) => r.id_number.startsWith('RP-1'))).toBe(true);
    const none = (await w.api.get('/api/loadbook/loadbookreport/?search=nobody-xyz')).json().data;
    expect(none.extraData.total).toBe(0);
    // The carrier's day: the filter's days are its.
    const today = dayIn(DEFAULT_TIME_ZONE, Date.now());
    const day = (await w.api.get(`/api/loadbook/loadbookreport/?date=${today}&take=100`)).json().data;
    expect(day.extraData.total).toBe(counts.total);
    const old = (await w.api.get('/api/loadbook/loadbookreport/?date=2001-01-01')).json().data;
    expect(old.extraData.total).toBe(0);
    expect((await w.api.get('/api/loadbook/loadbookreport/?page=-1')).statusCode).toBe(400);
    expect((await w.api.get('/api/loadbook/loadbookreport/', { as: w.driver })).statusCode).toBe(403);
  });
});
