import {
  addDays,
  addYears,
  COMPLIANCE_ITEM_KEYS,
  COMPLIANCE_ITEMS,
  type ComplianceEntityType,
  type ComplianceSummary,
} from '@fletx/contract/compliance';
import { DRIVER_STATUS } from '@fletx/contract/drivers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { driverInformation, driverPolicies, vehicles } from '../src/db/schema';
import { ManualClock } from '../src/lib/clock';
import { DRIVER_DATES, TRAILER_DATES, TRUCK_DATES } from '../src/modules/read-model/compliance-dates';
import { ADA_ADMIN, loggedInUser, makeDriverUser, makeTrailer, makeTruck } from './helpers/factories';
import { approvedDriver } from './helpers/load-factories';
import { worldPerFile } from './helpers/setup';
import { createTestApp } from './helpers/test-app';
import { makeSchedule } from './helpers/work-order-factories';

/**
 * The compliance summary (Today's compliance card, GET /api/compliance/summary) counts in the database
 * (read-model/compliance-dates.ts, compliance.queries.ts `documentStates`) what the list evaluates item by item
 * (modules/compliance/compliance.items.ts): each file's own database holds only the records made here, so the
 * counts are known, and each is also checked against the list's totals of the same day.
 */
function world() {
  const clock = new ManualClock(new Date('2026-06-15T12:00:00Z'));
  const w = worldPerFile(async () => {
    const ctx = await createTestApp({ clock });
    const admin = await loggedInUser(ctx, ADA_ADMIN);
    return { ctx, auth: admin.authorization, api: ctx.api.as(admin.authorization) };
  });
  const setDay = (day: string) => clock.set(new Date(`${day}T12:00:00Z`));

  /** The summary on the clock's day, checked against Today's card and the list's totals by state. */
  async function counts(): Promise<ComplianceSummary> {
    const r = await w.api.get('/api/compliance/summary');
    expect(r.statusCode, r.body).toBe(200);
    const summary = r.json().data as ComplianceSummary;
    const total = async (state: string) => {
      const list = await w.api.get(`/api/compliance?state=${state}&within=30&take=1`);
      expect(list.statusCode, list.body).toBe(200);
      return list.json().data.meta.totalItems as number;
    };
    expect(summary).toEqual({
      expired: await total('expired'),
      expiringIn30: await total('expiring'),
      missing: await total('missing'),
    });
    expect((await w.api.get('/api/today')).json().data.compliance).toEqual(summary);
    return summary;
  }

  /** An approved driver whose CDL, medical certificate and lease end are far off unless given. */
  const driver = (fields: Record<string, unknown> = {}) =>
    approvedDriver(w.ctx, w.auth, {
      cdl_expiration: '2035-01-01',
      medical_certificate_expiration: '2035-01-01',
      lease_agreement_end: '2035-01-01',
      ...fields,
    });
  return { w, setDay, counts, driver };
}

it("declares each record's items in SQL once, those of COMPLIANCE_ITEMS for its entity, in their order", () => {
  const of = (type: ComplianceEntityType) =>
    COMPLIANCE_ITEM_KEYS.filter((key) => COMPLIANCE_ITEMS[key].entityType === type);
  const keys = (dates: typeof DRIVER_DATES) => dates.map(([item]) => item);
  expect(keys(DRIVER_DATES)).toEqual(of('driver'));
  expect(keys(TRUCK_DATES)).toEqual(of('truck'));
  expect(keys(TRAILER_DATES)).toEqual(of('trailer'));
});

describe('documents at their boundaries', () => {
  const { w, setDay, counts, driver } = world();
  const day = '2026-06-15';
  const on = (days: number) => addDays(day, days);

  it('counts expired yesterday, expiring today and at 30 days, not 31; deleted units and former drivers left out', async () => {
    setDay(day);
    expect(await counts()).toEqual({ expired: 0, expiringIn30: 0, missing: 0 });

    // Expired yesterday, expires today, at the horizon, a day past it (not listed).
    const watched = await driver({
      cdl_expiration: on(-1),
      medical_certificate_expiration: on(0),
      lease_agreement_end: on(30),
      noTrukingExpirationDate: on(31),
    });
    expect(await counts()).toEqual({ expired: 1, expiringIn30: 2, missing: 0 });

    // Inactive and rejected drivers are not watched, whatever their dates.
    for (const status of [DRIVER_STATUS.inactive, DRIVER_STATUS.rejected]) {
      const gone = await driver({ cdl_expiration: on(-5), medical_certificate_expiration: on(2) });
      await w.ctx.database.db
        .update(driverInformation)
        .set({ status })
        .where(eq(driverInformation.userId, gone));
    }
    expect(await counts()).toEqual({ expired: 1, expiringIn30: 2, missing: 0 });

    // A driver user without driver information nor insurance file: every item missing (three dated, six policies).
    await makeDriverUser(w.ctx, { lastName: 'Unfiled' });
    expect(await counts()).toEqual({ expired: 1, expiringIn30: 2, missing: 9 });

    // A truck: plate expired, IFTA today, Kentucky at 30 days, New York at 31, New Mexico expired, New Jersey
    // empty (optional, not listed), inspected a year and a day ago (overdue since yesterday).
    const truck = await makeTruck(w.ctx, w.auth, {
      user_id: watched,
      licenseplate_expiration: on(-1),
      IFTA_expiration: on(0),
      permitKyExpiration: on(30),
      permitNyExpiration: on(31),
      annual_inspection_date: addYears(on(-1), -1),
    });
    await w.ctx.database.db
      .update(vehicles)
      .set({ permitNewMexicoExpiration: on(-1), permitNewJerseyExpiration: null })
      .where(eq(vehicles.id, truck.id));
    expect(await counts()).toEqual({ expired: 4, expiringIn30: 4, missing: 9 });

    // A trailer on it: plate at 30 days, never inspected (missing).
    await makeTrailer(w.ctx, w.auth, {
      licenseplate_truck_number: truck.licenseplate_number,
      licenseplate_expiration: on(30),
    });
    expect(await counts()).toEqual({ expired: 4, expiringIn30: 5, missing: 10 });

    // Deleted trucks and trailers are left out.
    const retired = await makeTruck(w.ctx, w.auth, { user_id: watched, licenseplate_expiration: on(-3) });
    const oldTrailer = await makeTrailer(w.ctx, w.auth, {
      licenseplate_truck_number: truck.licenseplate_number,
      licenseplate_expiration: on(-3),
    });
    // Each adds its plate, expired, and its inspection, missing.
    expect(await counts()).toEqual({ expired: 6, expiringIn30: 5, missing: 12 });
    expect((await w.api.delete(`/api/vehicle/${retired.id}`)).statusCode).toBe(200);
    expect((await w.api.delete(`/api/trailer/${oldTrailer.id}`)).statusCode).toBe(200);
    expect(await counts()).toEqual({ expired: 4, expiringIn30: 5, missing: 10 });

    // The next day: today's items have expired, the 31 days have come within the horizon.
    setDay(on(1));
    expect(await counts()).toEqual({ expired: 6, expiringIn30: 5, missing: 10 });
    // A month on, the horizon's items have expired too; the 31 days' expire today, then have expired.
    setDay(on(31));
    expect(await counts()).toEqual({ expired: 9, expiringIn30: 2, missing: 10 });
    setDay(on(32));
    expect(await counts()).toEqual({ expired: 11, expiringIn30: 0, missing: 10 });
  });

  it("merges a unit's annual inspection with its schedule's, as the list does; counts the other schedules", async () => {
    setDay(day);
    const before = await counts();
    const owner = await driver();
    const schedule = (unitId: number, task: string, lastDoneAt: string) =>
      makeSchedule(w.api, { unitType: 'truck', unitId, task, everyDays: 365, lastDoneAt, lastDoneMiles: 0 });

    // No inspection on record (missing) but the schedule is overdue: one item, overdue.
    const unrecorded = await makeTruck(w.ctx, w.auth, { user_id: owner });
    await schedule(unrecorded.id, 'annual_inspection', on(-400));
    await w.ctx.database.db
      .update(vehicles)
      .set({ annualInspectionDate: null })
      .where(eq(vehicles.id, unrecorded.id));
    expect(await counts()).toEqual({ ...before, expired: before.expired + 1 });

    // The record due in 10 days, the schedule overdue: one item, overdue; an oil change overdue besides.
    const dueSoon = await makeTruck(w.ctx, w.auth, { user_id: owner, annual_inspection_date: on(10 - 365) });
    await schedule(dueSoon.id, 'annual_inspection', on(-400));
    await schedule(dueSoon.id, 'Oil change', on(-366));
    expect(await counts()).toEqual({ ...before, expired: before.expired + 3 });

    // The record overdue, the schedule due soon: one item, the record's.
    const overdue = await makeTruck(w.ctx, w.auth, { user_id: owner, annual_inspection_date: on(-370) });
    await schedule(overdue.id, 'annual_inspection', on(-360));
    await w.ctx.database.db
      .update(vehicles)
      .set({ annualInspectionDate: on(-370) })
      .where(eq(vehicles.id, overdue.id));
    expect(await counts()).toEqual({ ...before, expired: before.expired + 4 });
  });
});

describe('a year after a stored day, around 29 February', () => {
  const { w, setDay, counts, driver } = world();

  it('counts a policy and an inspection a year after their day as addYears dates them (29 February → 1 March)', async () => {
    const insured = await driver();
    // The underlying policy from 29 February 2024 runs to 1 March 2025; the cargo one from 1 March 2023 to 1 March 2024.
    await w.ctx.database.db
      .update(driverPolicies)
      .set({
        underlyingEffectiveDate: '2024-02-29',
        underlyingExpirationDate: null,
        cargoEffectiveDate: '2023-03-01',
        cargoExpirationDate: null,
      })
      .where(eq(driverPolicies.userId, insured));
    // Inspections due on 1 March 2025 (made 29 February and 1 March 2024) and on 28 February 2024.
    const truck = await makeTruck(w.ctx, w.auth, { user_id: insured, annual_inspection_date: '2024-02-29' });
    const trailer = (inspected: string) =>
      makeTrailer(w.ctx, w.auth, {
        licenseplate_truck_number: truck.licenseplate_number,
        annual_inspection_date: inspected,
      });
    await trailer('2024-03-01');
    await trailer('2023-02-28');

    const expected: Array<[day: string, expired: number, expiring: number]> = [
      ['2024-02-27', 0, 2],
      ['2024-02-28', 0, 2],
      ['2024-02-29', 1, 1],
      ['2024-03-01', 1, 1],
      ['2024-03-02', 2, 0],
      ['2025-01-29', 2, 0],
      ['2025-01-30', 2, 3],
      ['2025-03-01', 2, 3],
      ['2025-03-02', 5, 0],
    ];
    for (const [day, expired, expiring] of expected) {
      setDay(day);
      expect({ day, ...(await counts()) }).toEqual({ day, expired, expiringIn30: expiring, missing: 0 });
    }
  });
});
