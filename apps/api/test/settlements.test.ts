import { PDFDocument } from '@cantoo/pdf-lib';
import { addDays } from '@fletx/contract/compliance';
import {
  periodStartOf,
  SETTLEMENT_CSV_COLUMNS,
  SETTLEMENT_CSV_MONEY,
  type SettlementDetail,
  type SettlementItem,
} from '@fletx/contract/settlements';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settlementPendingLoads, settlements } from '../src/db/schema';
import { csvLine, csvMoney, UTF8_BOM } from '../src/lib/csv';
import { embedFonts, printable } from '../src/lib/pdf/fonts';
import { ADA_ADMIN, loggedInUser } from './helpers/factories';
import { carrierDetails } from './helpers/invoice-factories';
import { approvedBroker, approvedDriver } from './helpers/load-factories';
import { deliveriesOf, pdfText } from './helpers/settlement-factories';
import { worldPerFile } from './helpers/setup';
import { createTestApp } from './helpers/test-app';

const w = worldPerFile(async () => {
  const ctx = await createTestApp();
  const carrier = (await loggedInUser(ctx, { role: 'Carriers', firstName: 'Carla', lastName: 'Owner' }))
    .authorization;
  const admin = (await loggedInUser(ctx, ADA_ADMIN)).authorization;
  const dispatcher = (await loggedInUser(ctx, { role: 'Dispatcher' })).authorization;
  const { id: brokerId } = await approvedBroker(ctx, carrier, 'Coyote Logistics');
  return { ctx, carrier, admin, dispatcher, api: ctx.api.as(carrier), brokerId };
});

const driver = (first: string, last = 'Driver') =>
  approvedDriver(w.ctx, w.carrier, { first_name: first, last_name: last });
const deliver = deliveriesOf(w, 'ST');
const list = async (query: string, as = w.carrier) => {
  const r = await w.api.get(`/api/settlements?${query}`, { as });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { info: SettlementItem[]; extraData: { total: number } };
};
const detail = async (id: number) => {
  const r = await w.api.get(`/api/settlements/${id}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as SettlementDetail;
};

describe('settlement math', () => {
  it('adds each load’s statement (fee and quick pay rounded per load) and takes off advances and deductions', async () => {
    const driverId = await driver('Math');
    // Three loads of gross $1,000.10: fee 15 % = 150.015 → $150.02 each (half-up per load), $450.06 in all —
    // 15 % of the summed gross ($3,000.30) would be $450.05. Quick pay on the first: 1.5 % = $15.00.
    const a = await deliver(driverId, {
      tripRate: 1000.1,
      quickPay: true,
      advance: 100,
      deduction: 25.5,
      approvedAt: '2026-03-04T12:00:00Z',
    });
    await deliver(driverId, { tripRate: 950, lumper: 50.1, approvedAt: '2026-03-05T08:30:00Z' });
    await deliver(driverId, { tripRate: 1100.1, osdCents: 10000, approvedAt: '2026-03-08T23:59:59Z' });

    const { info } = await list(`driverId=${driverId}`);
    expect(info).toHaveLength(1);
    const s = info[0] as SettlementItem;
    expect(s).toMatchObject({
      driver_name: 'Math Driver',
      period_start: '2026-03-02',
      period_end: '2026-03-08',
      status: 'unpaid',
      loads: 3,
      trip_rate: 3050.2,
      accessorials: 50.1,
      osd: 100,
      gross: 3000.3,
      product_fee: 450.06,
      quick_pay_discount: 15,
      loads_net: 2535.24,
      advances: 100,
      deductions: 25.5,
      net: 2409.74,
    });
    const d = await detail(s.id);
    expect(d.lines.map((l) => [l.gross, l.product_fee, l.quick_pay_discount, l.net])).toEqual([
      [1000.1, 150.02, 15, 835.08],
      [1000.1, 150.02, 0, 850.08],
      [1000.1, 150.02, 0, 850.08],
    ]);
    expect(d.lines[0]).toMatchObject({
      load_id: a,
      city_pickup: 'Dallas',
      city_delivery: 'Atlanta',
      quick_pay: true,
    });
    expect(d.adjustments.map((x) => [x.kind, x.amount, x.load_id])).toEqual([
      ['advance', 100, a],
      ['deduction', 25.5, a],
    ]);
  });
});

describe('periods', () => {
  it('puts Sunday 23:59:59 UTC in the week ending that day and Monday 00:00 UTC in the next', async () => {
    const driverId = await driver('Boundary');
    const sunday = await deliver(driverId, { tripRate: 500, approvedAt: '2026-03-15T23:59:59Z' });
    const monday = await deliver(driverId, { tripRate: 700, approvedAt: '2026-03-16T00:00:00Z' });
    const { info } = await list(`driverId=${driverId}`);
    expect(info.map((s) => [s.period_start, s.period_end, s.loads, s.gross])).toEqual([
      ['2026-03-16', '2026-03-22', 1, 700],
      ['2026-03-09', '2026-03-15', 1, 500],
    ]);
    expect((await detail(info[1]!.id)).lines.map((l) => l.load_id)).toEqual([sunday]);
    expect((await detail(info[0]!.id)).lines.map((l) => l.load_id)).toEqual([monday]);
    // from/to pick the periods that overlap the range.
    expect(
      (await list(`driverId=${driverId}&from=2026-03-10&to=2026-03-15`)).info.map((s) => s.period_start),
    ).toEqual(['2026-03-09']);
    expect((await list(`driverId=${driverId}&status=paid`)).info).toEqual([]);
  });

  it('creates each settlement once under concurrent reads', async () => {
    const driverId = await driver('Concurrent');
    await deliver(driverId, { tripRate: 800, approvedAt: '2026-04-01T10:00:00Z' });
    await deliver(driverId, { tripRate: 900, approvedAt: '2026-04-02T10:00:00Z' });
    await deliver(driverId, { tripRate: 1000, approvedAt: '2026-04-08T10:00:00Z' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => w.api.get(`/api/settlements?driverId=${driverId}`)),
    );
    for (const r of answers) expect(r.statusCode, r.body).toBe(200);
    const { info, extraData } = await list(`driverId=${driverId}`);
    expect(extraData.total).toBe(2);
    expect(info.map((s) => [s.period_start, s.loads, s.gross])).toEqual([
      ['2026-04-06', 1, 1000],
      ['2026-03-30', 2, 1700],
    ]);
  });

  it('reads the unfiltered list newest period first, its total every settlement (counted by triggers)', async () => {
    const driverId = await driver('Unfiltered');
    await deliver(driverId, { tripRate: 600, approvedAt: '2026-06-03T10:00:00Z' });
    await deliver(driverId, { tripRate: 650, approvedAt: '2026-06-10T10:00:00Z' });
    await deliver(driverId, { tripRate: 700, approvedAt: '2026-06-17T10:00:00Z' });
    await list(`driverId=${driverId}`);
    const [counted] = await w.ctx.database.db.select({ n: count() }).from(settlements);
    // Full pages: their total is read beside the rows (migration 0066), not told by a last page.
    const first = await list('page=1&take=1');
    const second = await list('page=2&take=1');
    expect(first.extraData.total).toBe(counted?.n);
    expect(second.extraData.total).toBe(counted?.n);
    const every = await list(`take=100`);
    expect(every.extraData.total).toBe(counted?.n);
    const order = [...every.info].sort((a, b) =>
      a.period_start === b.period_start ? b.id - a.id : b.period_start.localeCompare(a.period_start),
    );
    expect(every.info).toEqual(order);
    expect([...first.info, ...second.info]).toEqual(every.info.slice(0, 2));
  });

  it('files each approval from the queue its approval put it on, once; then the queue has nothing of it', async () => {
    const driverId = await driver('Queued');
    const loadId = await deliver(driverId, { tripRate: 700, approvedAt: '2026-03-04T10:00:00Z' });
    const queued = () =>
      w.ctx.database.db
        .select()
        .from(settlementPendingLoads)
        .where(eq(settlementPendingLoads.loadId, loadId));
    expect(await queued()).toHaveLength(1);
    const { info } = await list(`driverId=${driverId}`);
    expect(info.map((s) => [s.period_start, s.loads])).toEqual([['2026-03-02', 1]]);
    expect(await queued()).toHaveLength(0);
    expect((await list(`driverId=${driverId}`)).info.map((s) => s.loads)).toEqual([1]);
  });
});

describe('paying', () => {
  it('marks paid once (409 after), freezes it, and sends a later approval of that week to the next period', async () => {
    const driverId = await driver('Payee');
    const first = await deliver(driverId, { tripRate: 1200, approvedAt: '2026-05-05T09:00:00Z' });
    const [s] = (await list(`driverId=${driverId}`)).info;
    const pay = await w.api.post(
      `/api/settlements/${s!.id}/pay`,
      { paidOn: '2026-05-11', reference: 'ACH-7781' },
      { as: w.admin },
    );
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json().data).toMatchObject({
      status: 'paid',
      paid_on: '2026-05-11',
      reference: 'ACH-7781',
      net: 1020,
    });
    const again = await w.api.post(`/api/settlements/${s!.id}/pay`, {
      paidOn: '2026-05-12',
      reference: 'ACH-7782',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This settlement is already paid.');

    // An advance entered afterwards on the paid load does not change the paid settlement: it is taken off the
    // driver's settlement of the week it was entered in (this week), once.
    const late = await w.api.post('/api/finance/transactions', {
      loadbook_id: first,
      transaction_type_id: 8,
      amount: 50,
      comment: 'Fuel card',
    });
    expect(late.statusCode).toBe(201);
    expect(await detail(s!.id)).toMatchObject({
      status: 'paid',
      net: 1020,
      advances: 0,
      paid_by: 'Ada Admin',
    });
    const thisWeek = periodStartOf(String(late.json().data.created_at).slice(0, 10));
    const [carried] = (await list(`driverId=${driverId}&from=${thisWeek}`)).info;
    expect(carried).toMatchObject({
      period_start: thisWeek,
      status: 'unpaid',
      loads: 0,
      advances: 50,
      net: -50,
    });
    expect((await detail(carried!.id)).adjustments).toEqual([
      expect.objectContaining({
        kind: 'advance',
        amount: 50,
        load_id: first,
        comment: 'Fuel card',
        carried_from: { id: s!.id, period_start: '2026-05-04', period_end: '2026-05-10' },
      }),
    ]);

    const second = await deliver(driverId, { tripRate: 300, approvedAt: '2026-05-06T09:00:00Z' });
    const { info } = await list(`driverId=${driverId}`);
    expect(info.map((x) => [x.period_start, x.status, x.loads, x.advances])).toEqual([
      [thisWeek, 'unpaid', 0, 50],
      ['2026-05-11', 'unpaid', 1, 0],
      ['2026-05-04', 'paid', 1, 0],
    ]);
    expect((await detail(info[1]!.id)).lines.map((l) => l.load_id)).toEqual([second]);
    expect((await list(`driverId=${driverId}&status=paid`)).info.map((x) => x.id)).toEqual([s!.id]);
  });

  it('pays the version the person saw: a delivery filed since, or a payment since, is a 412 (nothing saved)', async () => {
    const driverId = await driver('Stale');
    await deliver(driverId, { tripRate: 1000, approvedAt: '2026-07-07T09:00:00Z' });
    const [s] = (await list(`driverId=${driverId}`)).info;
    const url = `/api/settlements/${s!.id}`;
    const seen = await w.api.get(url);
    expect(seen.headers.etag).toMatch(/^"\d+\.[\w-]{16}"$/);
    const paying = (etag: string | undefined, as = w.carrier) =>
      w.api.post(
        `${url}/pay`,
        { paidOn: '2026-07-13', reference: 'CHK-1' },
        {
          as,
          ...(etag === undefined ? {} : { headers: { 'if-match': etag } }),
        },
      );

    // Another delivery of that week is filed into it (reading the list files it): the net grows.
    await deliver(driverId, { tripRate: 500, approvedAt: '2026-07-08T09:00:00Z' });
    await list(`driverId=${driverId}`);
    const now = await w.api.get(url);
    expect(now.headers.etag).not.toBe(seen.headers.etag);
    const stale = await paying(String(seen.headers.etag));
    expect(stale.statusCode, stale.body).toBe(412);
    expect(stale.json()).toMatchObject({ statusCode: 412, error: 'PreconditionFailed' });
    expect(stale.json().message).toMatch(
      /^System changed this settlement at \d\d\/\d\d\/\d{4} \d\d:\d\d UTC\. Reload to see the changes\.$/,
    );
    expect(await detail(s!.id)).toMatchObject({ status: 'unpaid', loads: 2, net: 1275 });

    // Two pays from the same version: one is saved, the other is told who paid it.
    const [a, b] = await Promise.all([
      paying(String(now.headers.etag), w.admin),
      paying(String(now.headers.etag), w.admin),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 412]);
    const done = a.statusCode === 200 ? a : b;
    expect(done.headers.etag).toBe((await w.api.get(url)).headers.etag);
    expect(done.json().data).toMatchObject({ status: 'paid', net: 1275, paid_by: 'Ada Admin' });
    expect((a.statusCode === 412 ? a : b).json().message).toMatch(/^Ada Admin changed this settlement at /);
    // Its own version, or none, meets the paid settlement: 409 as before.
    expect((await paying(String(done.headers.etag))).statusCode).toBe(409);
    expect((await paying(undefined)).statusCode).toBe(409);
    expect((await paying('"nonsense"')).statusCode).toBe(412);
  });

  it('pays the amounts the person saw: an advance entered since is a 412 naming the net now (nothing saved)', async () => {
    const driverId = await driver('Amounts');
    const load = await deliver(driverId, { tripRate: 1000, approvedAt: '2026-08-04T09:00:00Z' });
    const [s] = (await list(`driverId=${driverId}`)).info;
    const url = `/api/settlements/${s!.id}`;
    const seen = await w.api.get(url);
    const pay = (etag: string) =>
      w.api.post(
        `${url}/pay`,
        { paidOn: '2026-08-10', reference: 'CHK-9' },
        { headers: { 'if-match': etag } },
      );

    // An advance on its load: the settlement's row is not touched, what it shows is.
    const advance = await w.api.post('/api/finance/transactions', {
      loadbook_id: load,
      transaction_type_id: 8,
      amount: 50,
    });
    expect(advance.statusCode, advance.body).toBe(201);
    const now = await w.api.get(url);
    expect(now.headers.etag).not.toBe(seen.headers.etag);
    const stale = await pay(String(seen.headers.etag));
    expect(stale.statusCode, stale.body).toBe(412);
    expect(stale.json().message).toBe(
      "This settlement's amounts changed since you opened it: its net is $800.00 now. Reload to see them.",
    );
    expect(await detail(s!.id)).toMatchObject({ status: 'unpaid', advances: 50, net: 800 });

    // From what is shown now, it is paid, at those amounts; the paid settlement's ETag is its version alone.
    const paid = await pay(String(now.headers.etag));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'paid', advances: 50, net: 800 });
    expect(paid.headers.etag).toMatch(/^"\d+"$/);
    expect(paid.headers.etag).toBe((await w.api.get(url)).headers.etag);
  });

  it('takes off a deduction entered after pay in the next unpaid week when its own is paid too; never twice', async () => {
    const driverId = await driver('Late');
    const load = await deliver(driverId, { tripRate: 1000, approvedAt: '2026-09-01T09:00:00Z' });
    const payWeek = async (settlementId: number) => {
      const r = await w.api.post(`/api/settlements/${settlementId}/pay`, {
        paidOn: '2026-09-07',
        reference: 'ACH',
      });
      expect(r.statusCode, r.body).toBe(200);
    };
    const [old] = (await list(`driverId=${driverId}`)).info;
    await payWeek(old!.id);
    // The driver's settlement of this week is paid already (a delivery approved now, paid at once).
    const now = await deliver(driverId, { tripRate: 200, approvedAt: new Date().toISOString() });
    const [current] = (await list(`driverId=${driverId}`)).info;
    expect((await detail(current!.id)).lines.map((l) => l.load_id)).toEqual([now]);
    await payWeek(current!.id);

    const toll = await w.api.post('/api/finance/transactions', {
      loadbook_id: load,
      transaction_type_id: 7,
      amount: 42.5,
      comment: 'Toll bill',
    });
    expect(toll.statusCode, toll.body).toBe(201);
    const [next, ...rest] = (await list(`driverId=${driverId}`)).info;
    expect(next).toMatchObject({
      period_start: addDays(current!.period_start, 7),
      deductions: 42.5,
      net: -42.5,
    });
    expect(rest.map((x) => [x.id, x.deductions])).toEqual([
      [current!.id, 0],
      [old!.id, 0],
    ]);
    // Reading again files nothing twice; paying it keeps what it took off.
    expect((await list(`driverId=${driverId}`)).info[0]).toMatchObject({ id: next!.id, deductions: 42.5 });
    await payWeek(next!.id);
    const paid = await detail(next!.id);
    expect(paid).toMatchObject({ status: 'paid', deductions: 42.5, net: -42.5 });
    expect(paid.adjustments[0]?.carried_from).toMatchObject({ id: old!.id, period_start: '2026-08-31' });
    const pdf = await w.api.get(`/api/settlements/${next!.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain(
      'Entered after the settlement of 31/08/2026–06/09/2026 was paid',
    );
  });

  it('an advance entered while the settlement is being paid is taken off once: frozen in it, or carried', async () => {
    const driverId = await driver('Racing');
    const load = await deliver(driverId, { tripRate: 1000, approvedAt: '2026-10-06T09:00:00Z' });
    const [s] = (await list(`driverId=${driverId}`)).info;
    const [pay, advance] = await Promise.all([
      w.api.post(`/api/settlements/${s!.id}/pay`, { paidOn: '2026-10-12', reference: 'ACH' }),
      w.api.post('/api/finance/transactions', { loadbook_id: load, transaction_type_id: 8, amount: 75 }),
    ]);
    expect([pay.statusCode, advance.statusCode]).toEqual([200, 201]);
    const all = (await list(`driverId=${driverId}`)).info;
    expect(all.reduce((sum, x) => sum + x.advances, 0)).toBe(75);
  });

  it('refuses a bad body and an unknown settlement', async () => {
    const bad = await w.api.post('/api/settlements/1/pay', { paidOn: '11/05/2026', reference: '' });
    expect(bad.statusCode).toBe(400);
    const missing = await w.api.post('/api/settlements/999999/pay', { paidOn: '2026-05-11', reference: 'X' });
    expect(missing.statusCode).toBe(404);
    expect((await w.api.get('/api/settlements/999999')).statusCode).toBe(404);
    expect((await w.api.get('/api/settlements?from=2026-05-10&to=2026-05-01')).statusCode).toBe(400);
  });
});

describe('access', () => {
  it('is for Carriers and Admin users only', async () => {
    for (const [method, url] of [
      ['GET', '/api/settlements'],
      ['GET', '/api/settlements/1'],
      ['GET', '/api/settlements/1/pdf'],
      ['POST', '/api/settlements/1/pay'],
    ] as const) {
      const body = method === 'POST' ? { paidOn: '2026-05-11', reference: 'X' } : undefined;
      const r = await w.ctx.api.request(method, url, { as: w.dispatcher, body });
      expect(r.statusCode, `${method} ${url}`).toBe(403);
      expect((await w.ctx.api.request(method, url, { as: null, body })).statusCode).toBe(401);
    }
    expect((await w.api.get('/api/settlements', { as: w.admin })).statusCode).toBe(200);
  });
});

describe('PDF and CSV', () => {
  it('prints the driver, the period, each load and the net total; any name prints as written', async () => {
    const driverId = await driver('Nguyễn Thị Łucja', 'Müller');
    const a = await deliver(driverId, {
      tripRate: 1500.55,
      advance: 200,
      approvedAt: '2026-06-02T10:00:00Z',
    });
    const b = await deliver(driverId, {
      tripRate: 999.99,
      quickPay: true,
      approvedAt: '2026-06-03T10:00:00Z',
    });
    const [s] = (await list(`driverId=${driverId}`)).info;
    const r = await w.api.get(`/api/settlements/${s!.id}/pdf`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(r.rawPayload);
    const d = await detail(s!.id);
    expect(text).toContain('FletX');
    expect(text).toContain('Nguyễn Thị Łucja Müller');
    expect(text).toContain('01/06/2026–07/06/2026');
    // Each load's row: its number, delivered date, route and net.
    for (const line of d.lines) {
      expect(text).toMatch(
        new RegExp(
          `${line.load_number}\\s+\\d{2}/\\d{2}/\\d{4}\\s+Dallas -> Atlanta\\s.*\\$${line.net === 1275.47 ? '1,275\\.47' : '834\\.99'}`,
        ),
      );
    }
    expect(d.lines.map((l) => l.load_id)).toEqual([a, b]);
    // 1500.55 → fee 225.08, net 1275.47; 999.99 → fee 150.00, quick pay 15.00, net 834.99; less 200 advance.
    expect(d.net).toBe(1910.46);
    expect(text).toMatch(/Total net\s+\$1,910\.46/);
    expect(text).toContain('Not paid yet');
  });

  it("prints the carrier's name and address from its settings; a long load number is never cut", async () => {
    const settings = await w.api.put('/api/carrier-settings', carrierDetails());
    expect(settings.statusCode, settings.body).toBe(200);
    const driverId = await driver('Long', 'Number');
    const idNumber = 'ST-LONG-2026061012345678901234';
    await deliver(driverId, { idNumber, tripRate: 12345.67, approvedAt: '2026-06-10T10:00:00Z' });
    const [s] = (await list(`driverId=${driverId}`)).info;
    const r = await w.api.get(`/api/settlements/${s!.id}/pdf`);
    expect(r.statusCode, r.body).toBe(200);
    const text = await pdfText(r.rawPayload);
    expect(text).toContain('Red River Haulers LLC');
    expect(text).toContain('500 Main St');
    expect(text).not.toContain('FletX');
    // The number wraps within its column: its first piece heads the row, the rest is on the next line.
    const [, first, rest] =
      text.match(/(ST-LONG-\d+?)(?:\s+|(?=\d{2}\/))\d{2}\/\d{2}\/\d{4}.*\n\s*(\d+)\n/) ?? [];
    expect(`${first}${rest}`).toBe(idNumber);
    expect(text).toMatch(/Total net\s+\$10,493\.82/);
  });

  it('prints what is taken off the pay negative, as the screen does: fee, quick pay and OS&D on the load too', async () => {
    const driverId = await driver('Minus', 'Signs');
    const idNumber = 'ST-SIGNS-1';
    await deliver(driverId, {
      idNumber,
      tripRate: 1650.5,
      quickPay: true,
      osdCents: 12550,
      advance: 300,
      deduction: 40.25,
      approvedAt: '2026-08-04T10:00:00Z',
    });
    const [s] = (await list(`driverId=${driverId}`)).info;
    const [line] = (await detail(s!.id)).lines;
    // 1650.50 − 125.50 OS&D = 1525.00 gross; fee 15 % 228.75; quick pay 1.5 % 22.875 → 22.88; net 1273.37.
    expect(line).toMatchObject({ gross: 1525, product_fee: 228.75, quick_pay_discount: 22.88, osd: 125.5 });
    const text = await pdfText((await w.api.get(`/api/settlements/${s!.id}/pdf`)).rawPayload);
    const row = text.split('\n').find((l) => l.includes(idNumber));
    expect(row?.trim().split(/\s+/).slice(-5)).toEqual([
      '$1,525.00',
      '-$228.75',
      '-$22.88',
      '-$125.50',
      '$1,273.37',
    ]);
    expect(text).toMatch(/Product fee \(15 %\)\s+-\$228\.75\n/);
    expect(text).toMatch(/Quick-pay discount \(1\.5 %\)\s+-\$22\.88\n/);
    expect(text).toMatch(/Advances\s+-\$300\.00\n/);
    expect(text).toMatch(/Deductions\s+-\$40\.25\n/);
    expect(text).toMatch(/Total net\s+\$933\.12\n/);
  });

  it('prints the largest amounts a load takes whole, each on its row', async () => {
    const driverId = await driver('Largest', 'Amounts');
    const idNumber = 'ST-LARGEST-1';
    // The most a trip rate and an OS&D may be: $9,999,999.99 and $999,999.99.
    await deliver(driverId, {
      idNumber,
      tripRate: 9_999_999.99,
      quickPay: true,
      osdCents: 99_999_999,
      approvedAt: '2026-08-11T10:00:00Z',
    });
    const [s] = (await list(`driverId=${driverId}`)).info;
    const text = await pdfText((await w.api.get(`/api/settlements/${s!.id}/pdf`)).rawPayload);
    const row = text.split('\n').find((l) => l.includes(idNumber));
    // The day delivered stays whole too, its column not narrowed for the amounts.
    expect(row).toMatch(/ST-LARGEST-1\s+\d{2}\/\d{2}\/\d{4}\s/);
    // Gross 9,000,000.00; fee 1,350,000.00; quick pay 135,000.00; net 7,515,000.00.
    expect(row?.trim().split(/\s+/).slice(-5)).toEqual([
      '$9,000,000.00',
      '-$1,350,000.00',
      '-$135,000.00',
      '-$999,999.99',
      '$7,515,000.00',
    ]);
    expect(text).toMatch(/Total net\s+\$7,515,000\.00\n/);
  });

  it('draws Latin, Latin Extended and Vietnamese as written; a character the font lacks prints as ?', async () => {
    const { font } = await embedFonts(await PDFDocument.create());
    expect(printable('Nguyễn Thị Łucja Müller, Dvořák — “ok” →\n€ 李 🚚', font)).toBe(
      'Nguyễn Thị Łucja Müller, Dvořák — “ok” → € ? ?',
    );
    // A letter sent decomposed (e, circumflex, tilde) prints composed.
    expect(printable('Nguye\u0302\u0303n', font)).toBe('Nguyễn');
  });

  it('exports exactly the list rows as CSV', async () => {
    const driverId = await driver('Csv', 'Exporter');
    await deliver(driverId, { tripRate: 640.4, approvedAt: '2026-07-01T10:00:00Z' });
    await deliver(driverId, { tripRate: 410, approvedAt: '2026-07-09T10:00:00Z' });
    const { info } = await list(`driverId=${driverId}&take=100`);
    const r = await w.api.get(`/api/settlements?driverId=${driverId}&format=csv`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    const expected = [
      UTF8_BOM + csvLine(SETTLEMENT_CSV_COLUMNS),
      ...info.map((row) =>
        csvLine(
          SETTLEMENT_CSV_COLUMNS.map((c) =>
            (SETTLEMENT_CSV_MONEY as ReadonlyArray<string>).includes(c) ? csvMoney(row[c] as number) : row[c],
          ),
        ),
      ),
    ].join('');
    expect(r.body).toBe(expected);
    expect(info).toHaveLength(2);
  });
});
