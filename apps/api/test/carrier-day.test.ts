import { iftaMessages } from '@fletx/contract/ifta';
import type { InvoiceSummary } from '@fletx/contract/invoices';
import { describe, expect, it } from 'vitest';
import { loggedInUser, makeTruck } from './helpers/factories';
import { draftInvoice, invoiceWorld, sendInvoice, setDay } from './helpers/invoice-factories';
import { approvedDriver } from './helpers/load-factories';
import { worldPerFile } from './helpers/setup';

/**
 * "Today" is the carrier's day (carrier settings' time zone, America/Chicago by default;
 * docs/decisions/0070-carriers-day.md): at 21:30 in Chicago on 9 March (02:30 UTC on the 10th) it is still
 * 9 March for an invoice's date, "overdue", a compliance item's word and a day filter.
 */
const EVENING = new Date('2026-03-10T02:30:00Z');
/** 01:00 in Chicago on 10 March. */
const AFTER_MIDNIGHT = new Date('2026-03-10T06:00:00Z');

const w = worldPerFile(async () => {
  const world = await invoiceWorld();
  const admin = (await loggedInUser(world.ctx, { role: 'Admin user' })).authorization;
  return { ...world, admin: world.ctx.api.as(admin), adminAuth: admin };
});

describe("the carrier's day", () => {
  it("dates an invoice made in the carrier's evening on that day", async () => {
    w.clock.set(EVENING);
    const invoice = await draftInvoice(w);
    expect(invoice.invoiceDate).toBe('2026-03-09');
  });

  it('calls an invoice due on 9 March overdue only once 9 March is over in Chicago', async () => {
    // Sent on 7 February on 30 days' terms: due 9 March.
    setDay(w.clock, '2026-02-07');
    const draft = await draftInvoice(w, { tripRate: 777.77 });
    const sent = await sendInvoice(w, draft.id);
    expect(sent.dueOn).toBe('2026-03-09');
    const shown = async () => {
      const list = (await w.api.get('/api/invoices?status=overdue')).json().data as {
        items: InvoiceSummary[];
      };
      const detail = (await w.api.get(`/api/invoices/${draft.id}`)).json().data as InvoiceSummary;
      return {
        status: detail.status,
        daysPastDue: detail.daysPastDue,
        listed: list.items.some((i) => i.id === draft.id),
      };
    };
    w.clock.set(EVENING);
    expect(await shown()).toEqual({ status: 'sent', daysPastDue: 0, listed: false });
    w.clock.set(AFTER_MIDNIGHT);
    expect(await shown()).toEqual({ status: 'overdue', daysPastDue: 1, listed: true });
  });

  it("words a compliance item expiring on 9 March by the carrier's day", async () => {
    const lastName = `Evening${Date.now() % 100000}`;
    await approvedDriver(w.ctx, w.adminAuth, {
      first_name: 'Eve',
      last_name: lastName,
      medical_certificate_expiration: '2026-03-09',
    });
    const item = async () => {
      const r = await w.admin.get(`/api/compliance?search=${lastName}&take=100`);
      expect(r.statusCode, r.body).toBe(200);
      const items = (r.json().data.items as Array<{ item: string; state: string; daysLeft: number }>).filter(
        (i) => i.item === 'medicalCertificate',
      );
      return items.map(({ state, daysLeft }) => ({ state, daysLeft }));
    };
    w.clock.set(EVENING);
    expect(await item()).toEqual([{ state: 'expiring', daysLeft: 0 }]);
    w.clock.set(AFTER_MIDNIGHT);
    expect(await item()).toEqual([{ state: 'expired', daysLeft: -1 }]);
  });

  it("filters the Fuel list by the carrier's days: a purchase at 19:00 in Chicago is on its day", async () => {
    w.clock.set(EVENING);
    const truckId = (await makeTruck(w.ctx, w.adminAuth, { unit_number: `CD-${Date.now() % 100000}` })).id;
    const bought = await w.admin.post('/api/fuel/purchases', {
      truckId,
      at: '2026-03-10T01:00:00Z',
      state: 'IL',
      gallons: 100,
      amount: 350,
      vendor: 'Pilot 9',
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const ids = async (days: string) => {
      const r = await w.admin.get(`/api/fuel/purchases?truckId=${truckId}&${days}`);
      expect(r.statusCode, r.body).toBe(200);
      return (r.json().data.items as Array<{ id: number }>).map((p) => p.id);
    };
    const id = bought.json().data.id as number;
    expect(await ids('from=2026-03-09&to=2026-03-09')).toEqual([id]);
    expect(await ids('to=2026-03-09')).toEqual([id]);
    expect(await ids('from=2026-03-10')).toEqual([]);
  });

  it('keeps the IFTA quarter open until its last day is over in Chicago', async () => {
    // 21:30 on 31 March in Chicago.
    w.clock.set(new Date('2026-04-01T02:30:00Z'));
    const report = await w.api.get('/api/ifta?year=2026&quarter=1');
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().data.warnings).toContain(iftaMessages.inProgress);
    const early = await w.api.post('/api/ifta/close?year=2026&quarter=1');
    expect([early.statusCode, early.json().message]).toEqual([409, iftaMessages.notOver]);
    // And the second quarter has begun nowhere yet by the carrier's day.
    expect((await w.api.get('/api/ifta?year=2026&quarter=2')).statusCode).toBe(400);
  });

  it('keeps an invoice made after midnight in Chicago on the new day', async () => {
    w.clock.set(AFTER_MIDNIGHT);
    const invoice = await draftInvoice(w);
    expect(invoice.invoiceDate).toBe('2026-03-10');
  });
});
