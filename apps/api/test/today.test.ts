import { bookingStopKeys } from '@fletx/contract/bookings';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import type { TodaySummary } from '@fletx/contract/today';
import { describe, expect, it } from 'vitest';
import { dallasToAtlantaStops } from './helpers/bodies';
import { bookingBody } from './helpers/broker-factories';
import { loggedInDriver, makeTruck } from './helpers/factories';
import { deliveredLoad, draftInvoice, invoiceWorld, sendInvoice, setDay } from './helpers/invoice-factories';
import { deliveriesOf } from './helpers/settlement-factories';
import { worldPerFile } from './helpers/setup';
import { makeSchedule } from './helpers/work-order-factories';

/** The Today screen's figures (docs/product.md "Today"): each is the count of the list it links to. */
const w = worldPerFile(invoiceWorld);
let seq = 0;

async function today(as = w.carrier): Promise<TodaySummary> {
  const r = await w.ctx.api.get('/api/today', { as });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as TodaySummary;
}

/** A booking turned into a load: no driver yet, Dallas → Atlanta on the days given. */
async function queued(days: [string, string]) {
  const booking = await w.api.post(
    '/api/bookings/manualCreate',
    bookingBody(w.brokerId, { idNumber: `TD-${++seq}`, ...dallasToAtlantaStops(bookingStopKeys, days) }),
  );
  expect(booking.statusCode, booking.body).toBe(201);
  const load = await w.api.post(`/api/bookings/${booking.json().data.id}/toLoad`);
  expect(load.statusCode, load.body).toBe(201);
}

/** The total a list answers for a query. */
async function totalOf(url: string): Promise<number> {
  const r = await w.api.get(url);
  expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
  const data = r.json().data;
  return data.total ?? data.extraData?.total;
}

describe('GET /api/today', () => {
  it('counts what waits: loads without a driver this week, deliveries to approve, invoices to send and overdue', async () => {
    setDay(w.clock, '2026-11-24');
    const before = await today();
    await queued(['2026-11-26', '2026-11-27']);
    await queued(['2026-11-30', '2026-12-01']);
    await queued(['2026-12-09', '2026-12-10']);
    await deliveredLoad(w, { status: LOAD_STATUS.ended });
    await draftInvoice(w);
    const sent = await draftInvoice(w, { tripRate: 1800.25 });
    await sendInvoice(w, sent.id);
    const truck = await makeTruck(w.ctx, w.carrier);
    await makeSchedule(w.api, {
      unitType: 'truck',
      unitId: truck.id,
      task: 'Oil change',
      everyDays: 90,
      lastDoneAt: '2026-07-01',
      lastDoneMiles: 0,
    });

    const now = await today();
    expect(now.asOf).toBe('2026-11-24T12:00:00.000Z');
    // The week to come: the loads picking up on the 26th and the 30th, not the one on 9 December.
    expect(now.dispatch.unassigned).toBe(before.dispatch.unassigned + 2);
    expect(now.deliveries.toApprove).toBe(before.deliveries.toApprove + 1);
    expect(now.maintenance.overdue).toBe(before.maintenance.overdue + 1);
    expect(now.invoices).toEqual({
      drafts: 1 + (before.invoices?.drafts ?? 0),
      overdue: 0,
      overdueBalance: 0,
    });

    // Every figure is what its list counts with the same filter.
    expect(now.deliveries.toApprove).toBe(await totalOf('/api/delivery-approval?take=1'));
    expect(now.maintenance.overdue).toBe(await totalOf('/api/maintenance/schedules?state=overdue&take=1'));
    expect(now.maintenance.dueSoon).toBe(await totalOf('/api/maintenance/schedules?state=due_soon&take=1'));
    expect(now.rateConfirmations.toReview).toBe(
      await totalOf('/api/intake/rate-confirmations?status=parsed&take=1'),
    );
    expect(now.reports.pending).toBe(await totalOf('/api/loadbook/loadbookreport?status=1&take=1'));
    expect(now.compliance).toEqual((await w.api.get('/api/compliance/summary')).json().data);

    // Past its due day (sent on the 24th, 30 days to pay), the sent invoice is overdue.
    setDay(w.clock, '2027-01-05');
    const later = await today();
    expect(later.invoices).toMatchObject({ overdue: 1, overdueBalance: 1800.25 });
    const overdue = (await w.api.get('/api/invoices?status=overdue&take=1')).json().data.totals;
    expect(later.invoices?.overdue).toBe(overdue.count);
    expect(later.invoices?.overdueBalance).toBe(overdue.balance);
  });

  it('counts the unpaid settlements of weeks ended, as the Settlements screen lists them', async () => {
    setDay(w.clock, '2026-11-24');
    const deliver = deliveriesOf(w, 'TDS');
    const before = (await today()).settlements?.toPay ?? 0;
    // Two weeks ended (approved on 10 and 17 November) and this week, which has not ended (the 23rd).
    await deliver(w.driverId, { tripRate: 900, approvedAt: '2026-11-10T15:00:00Z' });
    await deliver(w.driverId, { tripRate: 1100, approvedAt: '2026-11-17T15:00:00Z' });
    await deliver(w.driverId, { tripRate: 1300, approvedAt: '2026-11-23T15:00:00Z' });
    const now = await today();
    expect(now.settlements?.toPay).toBe(before + 2);
    expect(now.settlements?.toPay).toBe(await totalOf('/api/settlements?status=unpaid&to=2026-11-22&take=1'));

    const week = (
      await w.api.get(`/api/settlements?driverId=${w.driverId}&from=2026-11-10&to=2026-11-10`)
    ).json().data.info[0];
    const pay = await w.api.post(`/api/settlements/${week.id}/pay`, {
      paidOn: '2026-11-24',
      reference: 'ACH-1',
    });
    expect(pay.statusCode, pay.body).toBe(200);
    expect((await today()).settlements?.toPay).toBe(before + 1);

    // A week later this week has ended too.
    setDay(w.clock, '2026-12-01');
    expect((await today()).settlements?.toPay).toBe(before + 2);
    expect((await today(w.dispatcher)).settlements).toBeNull();
  });

  it('leaves the invoices out for a Dispatcher, refuses a driver (403) and no token (401)', async () => {
    const asDispatcher = await today(w.dispatcher);
    expect(asDispatcher.invoices).toBeNull();
    expect(asDispatcher.deliveries.toApprove).toBeGreaterThanOrEqual(0);
    const driver = await loggedInDriver(w.ctx);
    expect((await w.ctx.api.get('/api/today', { as: driver.authorization })).statusCode).toBe(403);
    expect((await w.ctx.api.get('/api/today', { as: null })).statusCode).toBe(401);
  });
});
