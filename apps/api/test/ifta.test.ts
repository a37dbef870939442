import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { iftaMessages as msg } from '@fletx/contract/ifta';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mileageGaps, stateMiles } from '../src/db/schema';
import { ManualClock } from '../src/lib/clock';
import { expectBadQueries, type TestClient } from './helpers/client';
import { loggedInUser, makeTruck, multipartBody } from './helpers/factories';
import { approvedBroker, approvedDriver, createLoad } from './helpers/load-factories';
import { createTestApp, type TestContext } from './helpers/test-app';

const NOW = new Date('2026-11-28T12:00:00.000Z');
const clock = new ManualClock();
let ctx: TestContext;
let api: TestClient;
let admin: TestClient;
let carrier: TestClient;
let truckId: number;
/** The truck's unit number, which its gaps carry beside its id. */
const truckUnit = 'IF-41';
let loadId: number;

beforeAll(async () => {
  clock.set(NOW);
  ctx = await createTestApp({ clock });
  const adminAuth = (await loggedInUser(ctx, { role: 'Admin user' })).authorization;
  admin = ctx.api.as(adminAuth);
  carrier = ctx.api.as((await loggedInUser(ctx, { role: 'Carriers' })).authorization);
  api = ctx.api.as((await loggedInUser(ctx, { role: 'Dispatcher' })).authorization);
  const driverId = await approvedDriver(ctx, adminAuth);
  const broker = await approvedBroker(ctx, adminAuth);
  truckId = (await makeTruck(ctx, adminAuth, { user_id: driverId, unit_number: truckUnit })).id;
  loadId = (await createLoad(admin, broker.id, driverId)).id;
});
beforeEach(() => clock.set(NOW));
afterAll(async () => {
  await ctx?.close();
});

/** State miles as the miles module counts them from the positions: one row per jurisdiction and day. */
async function miles(day: string, rows: Record<string, number>) {
  await ctx.database.db.insert(stateMiles).values(
    Object.entries(rows).map(([jurisdiction, m]) => ({
      truckId,
      loadId,
      jurisdiction,
      day,
      miles: m.toFixed(3),
    })),
  );
}

async function fuel(at: string, state: string, gallons: number, amount = 100) {
  const r = await api.post('/api/fuel/purchases', { truckId, at: `${at}T12:00:00Z`, state, gallons, amount });
  expect(r.statusCode, r.body).toBe(201);
}

async function rates(year: number, quarter: number, list: Record<string, number>) {
  const body = { rates: Object.entries(list).map(([code, rate]) => ({ code, rate })) };
  const r = await api.put(`/api/ifta/rates?year=${year}&quarter=${quarter}`, body);
  expect(r.statusCode, r.body).toBe(200);
}

async function report(year: number, quarter: number) {
  const r = await api.get(`/api/ifta?year=${year}&quarter=${quarter}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
}

const row = (data: { jurisdictions: Array<{ code: string }> }, code: string) =>
  data.jurisdictions.find((j) => j.code === code);

describe('the IFTA report, computed by hand (docs/decisions/0044-fuel-and-ifta.md "Rounding")', () => {
  it('two states with miles and fuel: MPG, taxable, net and tax to the cent', async () => {
    await miles('2025-01-10', { TX: 600.4, OK: 200 });
    await miles('2025-02-11', { TX: 399.7, OK: 300.2 });
    await fuel('2025-01-10', 'TX', 120.5);
    await fuel('2025-03-01', 'TX', 79.4);
    await fuel('2025-02-11', 'OK', 50);
    await rates(2025, 1, { TX: 0.2, OK: 0.19 });
    const data = await report(2025, 1);
    // TX 1,000 mi (600.4 + 399.7 = 1,000.1), OK 500 mi (500.2); gallons TX 200 (199.9), OK 50.
    // MPG 1,500 / 250 = 6.00; TX 1,000 / 6 = 166.7 → 167, net −33, × 0.20 = −6.60 (credit);
    // OK 500 / 6 = 83.3 → 83, net 33, × 0.19 = 6.27; total −0.33.
    expect(data).toMatchObject({
      fleetMpg: 6,
      totalMiles: 1500,
      totalGallons: 250,
      totalTax: -0.33,
      gaps: [],
    });
    expect(row(data, 'TX')).toEqual({
      code: 'TX',
      miles: 1000,
      taxableGallons: 167,
      paidGallons: 200,
      netGallons: -33,
      rate: 0.2,
      tax: -6.6,
      ifta: true,
    });
    expect(row(data, 'OK')).toMatchObject({ miles: 500, taxableGallons: 83, netGallons: 33, tax: 6.27 });
    expect(data.warnings).toEqual([]);
  });

  it('fuel in a state with no miles still appears, as a credit', async () => {
    await miles('2025-04-02', { TX: 1200 });
    await fuel('2025-04-02', 'TX', 150);
    await fuel('2025-05-05', 'AR', 50);
    await rates(2025, 2, { TX: 0.2, AR: 0.285 });
    const data = await report(2025, 2);
    // MPG 1,200 / 200 = 6.00; TX taxable 200, net 50, tax 10.00; AR taxable 0, net −50, × 0.285 = −14.25.
    expect(data).toMatchObject({ fleetMpg: 6, totalMiles: 1200, totalGallons: 200, totalTax: -4.25 });
    expect(row(data, 'AR')).toMatchObject({
      miles: 0,
      taxableGallons: 0,
      paidGallons: 50,
      netGallons: -50,
      tax: -14.25,
    });
    expect(row(data, 'TX')).toMatchObject({ taxableGallons: 200, netGallons: 50, tax: 10 });
  });

  it('a missing rate, miles in ?? and a gap are listed warnings, not counted as right', async () => {
    await miles('2025-07-01', { NM: 600, TX: 400, '??': 37.4 });
    await fuel('2025-07-01', 'TX', 100);
    await rates(2025, 3, { TX: 0.2 });
    await ctx.database.db.insert(mileageGaps).values({
      truckId,
      loadId,
      fromAt: new Date('2025-07-02T01:00:00Z'),
      toAt: new Date('2025-07-02T05:00:00Z'),
      fromLat: 35.1,
      fromLon: -106.6,
      toLat: 35.2,
      toLon: -105.2,
      miles: '80.0',
    });
    const data = await report(2025, 3);
    // MPG 1,000 / 100 = 10.00 (the 37 unassigned miles left out); TX taxable 40, net −60, tax −12.00;
    // NM taxable 60, no rate: tax null, out of the total.
    expect(data).toMatchObject({ fleetMpg: 10, totalMiles: 1000, unassignedMiles: 37, totalTax: -12 });
    expect(row(data, 'NM')).toMatchObject({
      miles: 600,
      taxableGallons: 60,
      netGallons: 60,
      rate: null,
      tax: null,
    });
    expect(data.gaps).toEqual([
      {
        truckId,
        truckNumber: truckUnit,
        loadId,
        from: '2025-07-02T01:00:00.000Z',
        to: '2025-07-02T05:00:00.000Z',
        miles: 80,
        suggestedMiles: null,
      },
    ]);
    expect(data.warnings).toEqual([msg.unknownMiles(37), msg.gaps(1, 80), msg.missingRate('NM')]);
  });

  it('refuses a quarter in the future and malformed queries with a 400; the current one warns', async () => {
    await expectBadQueries(api, '/api/ifta', [
      'year=2027&quarter=1',
      'year=2026&quarter=5',
      'year=26&quarter=1',
      'quarter=1',
      'year=x&quarter=y',
    ]);
    const current = await report(2026, 4);
    expect(current.warnings).toContain(msg.inProgress);
    const bad = await api.put('/api/ifta/rates?year=2025&quarter=4', { rates: [{ code: 'ZZ', rate: 0.2 }] });
    expect(bad.statusCode).toBe(400);
    const twice = await api.put('/api/ifta/rates?year=2025&quarter=4', {
      rates: [
        { code: 'TX', rate: 0.2 },
        { code: 'tx', rate: 0.3 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    for (const body of [
      null,
      { rates: 'x' },
      { rates: [{ code: 'TX', rate: -1 }] },
      { rates: [{ code: 'TX', rate: 0.12345 }] },
    ])
      expect(
        (await api.put('/api/ifta/rates?year=2025&quarter=4', body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
  });

  it('imports rates from a CSV of jurisdiction,rate', async () => {
    const form = await multipartBody([
      {
        name: 'file',
        file: Buffer.from('jurisdiction,rate\nTX,0.2000\nok,0.1900\nQC,0.2020\n'),
        filename: 'r.csv',
        type: 'text/csv',
      },
    ]);
    const r = await api.post('/api/ifta/rates/import?year=2024&quarter=4', form.payload, {
      headers: form.headers,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.rates).toEqual([
      { code: 'OK', rate: 0.19 },
      { code: 'QC', rate: 0.202 },
      { code: 'TX', rate: 0.2 },
    ]);
  });
});

describe('closing a quarter, its CSV and PDF, the deadline warnings', () => {
  it('freezes the report when closed; a Dispatcher may not close; an Admin user reopens', async () => {
    await miles('2024-01-15', { KS: 900 });
    await fuel('2024-01-15', 'KS', 100);
    await rates(2024, 1, { KS: 0.26 });
    expect((await api.post('/api/ifta/close?year=2024&quarter=1')).statusCode).toBe(403);
    const closed = await carrier.post('/api/ifta/close?year=2024&quarter=1');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ closed: true, totalMiles: 900 });
    await fuel('2024-02-01', 'KS', 30);
    const frozen = await report(2024, 1);
    expect(frozen).toMatchObject({ closed: true, totalGallons: 100, fleetMpg: 9 });
    expect((await api.put('/api/ifta/rates?year=2024&quarter=1', { rates: [] })).statusCode).toBe(409);
    expect((await carrier.post('/api/ifta/close?year=2024&quarter=1')).statusCode).toBe(409);
    expect((await api.post('/api/ifta/reopen?year=2024&quarter=1')).statusCode).toBe(403);
    const reopened = await admin.post('/api/ifta/reopen?year=2024&quarter=1');
    expect(reopened.json().data).toMatchObject({ closed: false, totalGallons: 130 });
    expect((await carrier.post('/api/ifta/close?year=2026&quarter=4')).statusCode).toBe(409);
  });

  it("lets a closed quarter's purchases be changed and deleted (the Fuel screen says so); its report stays frozen", async () => {
    await miles('2023-05-10', { KS: 600 });
    await fuel('2023-05-10', 'KS', 100);
    await fuel('2023-05-11', 'KS', 20);
    await rates(2023, 2, { KS: 0.26 });
    expect((await carrier.post('/api/ifta/close?year=2023&quarter=2')).statusCode).toBe(200);
    const list = await api.get('/api/fuel/purchases?from=2023-05-10&to=2023-05-11');
    const [second, first] = list.json().data.items as Array<{ id: number }>;
    const read = await api.get(`/api/fuel/purchases/${first?.id}`);
    const body = { truckId, at: '2023-05-10T12:00:00Z', state: 'KS', gallons: 80, amount: 100 };
    const put = await api.put(`/api/fuel/purchases/${first?.id}`, body, {
      headers: { 'if-match': String(read.headers.etag) },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await api.delete(`/api/fuel/purchases/${second?.id}`)).statusCode).toBe(200);
    expect(await report(2023, 2)).toMatchObject({ closed: true, totalGallons: 120, fleetMpg: 5 });
    await admin.post('/api/ifta/reopen?year=2023&quarter=2');
    expect(await report(2023, 2)).toMatchObject({ closed: false, totalGallons: 80, fleetMpg: 7.5 });
  });

  it('answers CSV and a PDF laid out like the schedule (read back with pdftotext)', async () => {
    const csv = await api.get('/api/ifta?year=2025&quarter=2&format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(
      'Jurisdiction,Miles,Taxable gallons,Tax-paid gallons,Net taxable gallons,Rate,Tax',
    );
    expect(csv.body).toContain('AR,0,0,50,-50,0.2850,-14.25');
    expect(csv.body).toContain('TOTAL,1200,200,200,0,,-4.25');
    const pdf = await api.get('/api/ifta?year=2025&quarter=2&format=pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(path.join(tmpdir(), 'ifta-'));
    const file = path.join(dir, 'ifta.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('IFTA quarterly fuel tax schedule');
    expect(text).toContain('Q2 2025');
    // A credit written as all money is (docs/product.md "Money on screens and papers"), never in parentheses.
    expect(text).toMatch(/AR Arkansas\s+0\s+0\s+0\s+50\s+-50\s+\$0\.2850\s+-\$14\.25/);
    expect(text).toContain('Fleet MPG: 6.00');
  });

  it('warns in the bell 30 and 7 days before the deadline, once per step', async () => {
    const count = async () =>
      (await api.get('/api/notifications?take=100'))
        .json()
        .data.items.filter((n: { title: string }) => n.title.includes('IFTA')).length;
    clock.set(new Date('2027-01-01T09:00:00Z'));
    expect(await ctx.services.ifta.warnDeadlines()).toBe(1);
    expect(await ctx.services.ifta.warnDeadlines()).toBe(0);
    clock.set(new Date('2027-01-24T09:00:00Z'));
    expect(await ctx.services.ifta.warnDeadlines()).toBe(1);
    clock.set(new Date('2027-01-10T09:00:00Z'));
    expect(await ctx.services.ifta.warnDeadlines()).toBe(0);
    expect(await count()).toBe(2);
  });
});
