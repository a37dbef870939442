import { addDays, addYears, shownDay, utcDay } from '@fletx/contract/compliance';
import { instantOfClock } from '@fletx/contract/facility-time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverInformation, liveEvents, notifications } from '../src/db/schema';
import { loadEnv } from '../src/env';
import { ManualClock } from '../src/lib/clock';
import { loggedInUser, makeTruck, truckNameOf } from './helpers/factories';
import { approvedDriver } from './helpers/load-factories';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * The compliance sweep (docs/product.md "Compliance"): a bell notification per item and threshold (30, 14, 7,
 * 1 days before, the day), never repeated across sweeps; the daily digest mail to Carriers and Admin users.
 */
const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
/** `hour` o'clock on `day` in Chicago (the carrier's zone until set), whose clock the digest hour is read on. */
const chicago = (day: string, hour: number) =>
  new Date(instantOfClock(at(day, hour).getTime(), 'America/Chicago'));

describe('warnings ahead of time', () => {
  let ctx: TestContext;
  let adminAuth: string;
  const clock = new ManualClock();
  const today = utcDay(clock.now());

  beforeAll(async () => {
    ctx = await createTestApp({ clock });
    adminAuth = (await loggedInUser(ctx, { role: 'Admin user' })).authorization;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const warnings = (driverId: number) =>
    ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'compliance'), eq(notifications.entityId, driverId)))
      .orderBy(notifications.id);
  // Noon UTC: `day` in the carrier's zone too (America/Chicago), whose day the sweep counts.
  const sweepOn = async (day: string) => {
    clock.set(at(day, 12));
    const result = await ctx.services.compliance.sweep();
    expect(result.ran).toBe(true);
    return result;
  };

  it('one notification per threshold reached, never twice, whatever the number of sweeps', async () => {
    const expires = addDays(today, 20);
    const id = await approvedDriver(ctx, adminAuth, {
      first_name: 'Wanda',
      last_name: 'Warned',
      medical_certificate_expiration: expires,
    });
    const titles = async () =>
      (await warnings(id)).map((n) => n.title).filter((t) => t.startsWith('DOT medical certificate'));

    await sweepOn(today);
    expect(await titles()).toEqual(['DOT medical certificate of Wanda Warned expires in 20 days']);
    await sweepOn(today);
    await sweepOn(addDays(today, 1));
    expect(await titles()).toHaveLength(1);

    for (const [daysBefore, title] of [
      [14, 'expires in 14 days'],
      [13, undefined],
      [7, 'expires in 7 days'],
      [2, undefined],
      [1, 'expires in 1 day'],
      [0, 'expires today'],
      [-1, undefined],
      [-30, undefined],
    ] as const) {
      const before = (await titles()).length;
      await sweepOn(addDays(expires, -daysBefore));
      await sweepOn(addDays(expires, -daysBefore));
      const now = await titles();
      if (title) {
        expect(now, `${daysBefore} days before`).toHaveLength(before + 1);
        expect(now.at(-1)).toBe(`DOT medical certificate of Wanda Warned ${title}`);
      } else expect(now, `${daysBefore} days before`).toHaveLength(before);
    }
    const [first] = await warnings(id);
    expect(first).toMatchObject({
      entityType: 'driver',
      link: `/fletx/add-driver?id=${id}#cdl`,
      body: expect.stringMatching(/^Expiration date: \d\d\/\d\d\/\d{4}\.$/),
    });
    const events = await ctx.database.db.select().from(liveEvents).where(eq(liveEvents.type, 'compliance'));
    expect(events.length).toBeGreaterThan(0);

    // A renewed date starts over at its own thresholds.
    const renewed = addDays(today, 25);
    await ctx.database.db
      .update(driverInformation)
      .set({ medicalCertificateExpiration: renewed })
      .where(eq(driverInformation.userId, id));
    const before = (await titles()).length;
    await sweepOn(today);
    expect(await titles()).toHaveLength(before + 1);
    clock.set(new Date());
  });

  it('an item first seen late gets only the threshold it has reached; two sweeps at once warn once', async () => {
    const id = await approvedDriver(ctx, adminAuth, {
      first_name: 'Lena',
      last_name: 'Late',
      cdl_expiration: addDays(today, 5),
    });
    clock.set(at(today, 12));
    const results = await Promise.all([ctx.services.compliance.sweep(), ctx.services.compliance.sweep()]);
    const mine = await warnings(id);
    expect(mine.map((n) => n.title)).toEqual(["Commercial driver's licence of Lena Late expires in 5 days"]);
    expect(results.some((r) => r.ran)).toBe(true);
    clock.set(new Date());
  });
});

describe('the daily digest', () => {
  let ctx: TestContext;
  let adminAuth: string;
  let recipients: string[];
  let dispatcherEmail: string;
  const clock = new ManualClock();
  const day = addDays(utcDay(clock.now()), 1);

  beforeAll(async () => {
    ctx = await createTestApp({ clock });
    const admin = await loggedInUser(ctx, { role: 'Admin user' });
    const carrier = await loggedInUser(ctx, { role: 'Carriers' });
    dispatcherEmail = (await loggedInUser(ctx, { role: 'Dispatcher' })).user.email;
    adminAuth = admin.authorization;
    recipients = [admin.user.email, carrier.user.email].sort();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const sweepAt = async (when: Date) => {
    clock.set(when);
    const result = await ctx.services.compliance.sweep();
    await ctx.services.outbox.idle();
    return result.digestMails;
  };
  const digests = () => ctx.mails.filter((m) => m.subject.startsWith('Compliance:'));

  // The hour and the day are the carrier's (docs/decisions/0070-carriers-day.md): 05:00 in Chicago is 11:00 UTC
  // (10:00 in summer), past a UTC hour 6, and still no digest.
  it("from the digest hour on the carrier's clock, once a carrier's day, to Carriers and Admin users; none when nothing changed", async () => {
    expect(await sweepAt(chicago(day, 7))).toBe(0);
    expect(digests()).toHaveLength(0);

    const dora = await approvedDriver(ctx, adminAuth, {
      first_name: 'Dora',
      last_name: 'Digest',
      cdl_expiration: addDays(day, -5),
    });
    expect(await sweepAt(chicago(day, 5))).toBe(0);
    expect(await sweepAt(chicago(day, 8))).toBe(0); // Today's digest was considered at 07:00 already.

    const next = addDays(day, 1);
    expect(await sweepAt(chicago(next, 5))).toBe(0);
    expect(await sweepAt(chicago(next, 6))).toBe(2);
    const mails = digests();
    expect(mails.map((m) => m.to).sort()).toEqual(recipients);
    expect(mails.map((m) => m.to)).not.toContain(dispatcherEmail);
    expect(mails[0]?.subject).toBe('Compliance: 1 expired, 2 missing');
    expect(mails[0]?.text).toContain(
      `Expired (1)\n- Dora Digest: Commercial driver's licence expired on ${shownDay(addDays(day, -5))} [blocks dispatch]`,
    );
    expect(await sweepAt(chicago(next, 12))).toBe(0);

    // The day after, nothing changed: no mail.
    expect(await sweepAt(chicago(addDays(day, 2), 7))).toBe(0);
    // A change: a mail again. A truck's inspection past its date is overdue, where a document is expired.
    const inspected = addYears(addDays(day, 1), -1);
    const truck = await makeTruck(ctx, adminAuth, {
      user_id: dora,
      licenseplate_expiration: addDays(day, 16),
      annual_inspection_date: inspected,
    });
    const truckName = truckNameOf(truck);
    expect(await sweepAt(chicago(addDays(day, 3), 7))).toBe(2);
    expect(digests()).toHaveLength(4);
    const last = digests().at(-1);
    expect(last?.subject).toBe('Compliance: 1 expired, 1 overdue, 1 expiring, 2 missing');
    expect(last?.text).toContain(
      `Overdue (1)\n- ${truckName}: Truck annual inspection was due on ${shownDay(addYears(inspected, 1))} [blocks dispatch]`,
    );
    expect(last?.text).toContain(
      `Expiring (1)\n- ${truckName}: Truck licence plate expires on ${shownDay(addDays(day, 16))} (13 days)`,
    );
    clock.set(new Date());
  });

  it('the hour is COMPLIANCE_DIGEST_HOUR (0–23, default 6)', () => {
    expect(loadEnv({}).COMPLIANCE_DIGEST_HOUR).toBe(6);
    expect(loadEnv({ COMPLIANCE_DIGEST_HOUR: '9' }).COMPLIANCE_DIGEST_HOUR).toBe(9);
    expect(() => loadEnv({ COMPLIANCE_DIGEST_HOUR: '24' })).toThrow(/COMPLIANCE_DIGEST_HOUR/);
  });
});
