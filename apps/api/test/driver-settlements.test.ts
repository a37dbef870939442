import type { SettlementItem } from '@fletx/contract/settlements';
import { describe, expect, it } from 'vitest';
import { loggedInUser } from './helpers/factories';
import { approvedBroker, approvedDriverApi } from './helpers/load-factories';
import { deliveriesOf, pdfText } from './helpers/settlement-factories';
import { worldPerFile } from './helpers/setup';
import { createTestApp } from './helpers/test-app';

/** The drivers' app "My pay" (docs/product.md "Drivers' app"): a driver's own settlements and pay statements. */
const w = worldPerFile(async () => {
  const ctx = await createTestApp();
  const carrier = (await loggedInUser(ctx, { role: 'Carriers' })).authorization;
  const { id: brokerId } = await approvedBroker(ctx, carrier, 'Coyote Logistics');
  const nora = await approvedDriverApi(ctx, carrier, 'Nora');
  const omar = await approvedDriverApi(ctx, carrier, 'Omar');
  return { ctx, carrier, api: ctx.api.as(carrier), brokerId, nora, omar };
});
const deliver = deliveriesOf(w, 'MP');

const mine = async (client: typeof w.nora.api, query = '') => {
  const r = await client.get(`/api/driver/settlements${query}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as {
    info: SettlementItem[];
    extraData: { total: number; page: number; take: number };
  };
};

describe('GET /api/driver/settlements', () => {
  it("answers the driver's own weeks, newest first, as the office reads them, and files new approvals first", async () => {
    await deliver(w.nora.id, { tripRate: 1000, advance: 100, approvedAt: '2026-03-04T12:00:00Z' });
    await deliver(w.nora.id, { tripRate: 2000, approvedAt: '2026-03-11T12:00:00Z' });
    await deliver(w.omar.id, { tripRate: 1500, approvedAt: '2026-03-04T12:00:00Z' });

    // No one has opened the office's list: the driver's call files the approvals into their weeks.
    const { info, extraData } = await mine(w.nora.api);
    expect(extraData.total).toBe(2);
    expect(info.map((s) => [s.driver_id, s.period_start, s.loads, s.gross, s.advances, s.net])).toEqual([
      [w.nora.id, '2026-03-09', 1, 2000, 0, 1700],
      [w.nora.id, '2026-03-02', 1, 1000, 100, 750],
    ]);
    const office = await w.api.get(`/api/settlements?driverId=${w.nora.id}`);
    expect(office.json().data.info).toEqual(info);

    const paged = await mine(w.nora.api, '?page=2&take=1');
    expect(paged.info.map((s) => s.period_start)).toEqual(['2026-03-02']);
    expect(paged.extraData).toMatchObject({ total: 2, page: 2, take: 1 });
    expect((await mine(w.omar.api)).info.map((s) => s.gross)).toEqual([1500]);
  });

  it('refuses a bad page, and every token but a driver’s', async () => {
    expect((await w.nora.api.get('/api/driver/settlements?page=0')).statusCode).toBe(400);
    expect((await w.api.get('/api/driver/settlements')).statusCode).toBe(403);
    expect((await w.ctx.api.as(null).get('/api/driver/settlements')).statusCode).toBe(401);
  });
});

describe('GET /api/driver/settlements/{id}/pdf', () => {
  it("sends the driver's own pay statement; another driver's is 403, an unknown one 404", async () => {
    const [norasWeek] = (await mine(w.nora.api)).info;
    const [omarsWeek] = (await mine(w.omar.api)).info;
    if (!norasWeek || !omarsWeek) throw new Error('the first test files both weeks');

    const pdf = await w.nora.api.get(`/api/driver/settlements/${norasWeek.id}/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Nora');
    expect(text).toContain('09/03/2026');
    expect(text).toContain('1,700.00');

    const other = await w.nora.api.get(`/api/driver/settlements/${omarsWeek.id}/pdf`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('This settlement is not yours');
    expect((await w.nora.api.get('/api/driver/settlements/999999/pdf')).statusCode).toBe(404);
    expect((await w.api.get(`/api/driver/settlements/${norasWeek.id}/pdf`)).statusCode).toBe(403);
  });
});
