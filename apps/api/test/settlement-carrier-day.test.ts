import type { SettlementDetail, SettlementItem } from '@fletx/contract/settlements';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { ManualClock } from '../src/lib/clock';
import { loggedInUser } from './helpers/factories';
import { approvedBroker, approvedDriver } from './helpers/load-factories';
import { deliveriesOf, pdfText } from './helpers/settlement-factories';
import { worldPerFile } from './helpers/setup';
import { createTestApp } from './helpers/test-app';

/**
 * The days of instants on a settlement are the carrier's (carrier settings' time zone, America/Chicago by
 * default): a load delivered at 18:44 in Chicago is dated that day, not the next UTC one.
 */
const clock = new ManualClock(new Date('2026-06-03T00:44:00Z'));
const w = worldPerFile(async () => {
  const ctx = await createTestApp({ clock });
  const carrier = (await loggedInUser(ctx, { role: 'Carriers', firstName: 'Carla', lastName: 'Owner' }))
    .authorization;
  const { id: brokerId } = await approvedBroker(ctx, carrier, 'Coyote Logistics');
  return { ctx, carrier, api: ctx.api.as(carrier), brokerId };
});
const deliver = deliveriesOf(w, 'EV');

describe("a settlement's days", () => {
  it("date a load delivered in the carrier's evening on its day, on the screen's answer and in the PDF", async () => {
    const driverId = await approvedDriver(w.ctx, w.carrier, { first_name: 'Evening', last_name: 'Driver' });
    await deliver(driverId, { tripRate: 700, approvedAt: '2026-06-03T10:00:00Z' });
    const listed = await w.api.get(`/api/settlements?driverId=${driverId}`);
    const [s] = (listed.json().data as { info: SettlementItem[] }).info;
    const detail = (await w.api.get(`/api/settlements/${s!.id}`)).json().data as SettlementDetail;
    const [line] = detail.lines;
    expect(line?.delivered_at).toBe('2026-06-03T00:44:00.000Z');
    const pdf = await w.api.get(`/api/settlements/${s!.id}/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toMatch(new RegExp(`${line?.load_number}\\s+02/06/2026\\s`));
    expect(text).not.toContain('03/06/2026');
  });

  it("is paid at the services' clock, the instant the History and a stale payment's 412 name", async () => {
    const driverId = await approvedDriver(w.ctx, w.carrier, { first_name: 'Paid', last_name: 'Clock' });
    await deliver(driverId, { tripRate: 500, approvedAt: '2026-06-03T10:00:00Z' });
    const listed = await w.api.get(`/api/settlements?driverId=${driverId}`);
    const [s] = (listed.json().data as { info: SettlementItem[] }).info;
    clock.set(new Date('2026-06-08T15:30:00Z'));
    const pay = await w.api.post(`/api/settlements/${s!.id}/pay`, {
      paidOn: '2026-06-08',
      reference: 'CHK-7',
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const [row] = rowsOf<{ paid_at: Date | string }>(
      await w.ctx.database.db.execute(sql`SELECT paid_at FROM settlements WHERE id = ${s!.id}`),
    );
    expect(new Date(row!.paid_at).toISOString()).toBe('2026-06-08T15:30:00.000Z');
  });
});
