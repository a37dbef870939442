import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  blocksDispatch,
  complianceStatus,
  daysBetween,
  inspectionDue,
  policyExpiration,
  shownDay,
  warningThreshold,
} from './compliance';

const today = '2026-11-24';

describe('an item on a day (docs/product.md "Compliance")', () => {
  it('expires today: expiring, 0 days left, does not block', () => {
    expect(complianceStatus(today, today)).toEqual({ state: 'expiring', daysLeft: 0 });
    expect(blocksDispatch('cdl', 'expiring')).toBe(false);
    expect(blocksDispatch('truckPlate', 'expiring')).toBe(false);
  });

  it('expired yesterday: expired, -1, blocks whatever the item', () => {
    expect(complianceStatus('2026-11-23', today)).toEqual({ state: 'expired', daysLeft: -1 });
    for (const item of ['cdl', 'insuranceCargo', 'permitNewYork', 'trailerInspection'] as const)
      expect(blocksDispatch(item, 'expired')).toBe(true);
  });

  it('in 30 days: expiring; in 31 days: in order (undefined) unless the horizon is longer', () => {
    expect(complianceStatus(addDays(today, 30), today)).toEqual({ state: 'expiring', daysLeft: 30 });
    expect(complianceStatus(addDays(today, 31), today)).toBeUndefined();
    expect(complianceStatus(addDays(today, 31), today, 60)).toEqual({ state: 'expiring', daysLeft: 31 });
    expect(complianceStatus(addDays(today, 90), today, 90)?.daysLeft).toBe(90);
  });

  it('missing: blocks when the forms require it, not when added with compliance', () => {
    expect(complianceStatus(null, today)).toEqual({ state: 'missing', daysLeft: null });
    expect(complianceStatus('', today)?.state).toBe('missing');
  });

  it.each(['insuranceUnderlying', 'truckPlate'] as const)('a missing %s blocks dispatch', (item) => {
    expect(blocksDispatch(item, 'missing')).toBe(true);
  });

  it.each(['cdl', 'medicalCertificate', 'truckInspection', 'leaseAgreement'] as const)(
    'a missing %s does not block dispatch',
    (item) => {
      expect(blocksDispatch(item, 'missing')).toBe(false);
      expect(blocksDispatch(item, undefined)).toBe(false);
    },
  );

  it('counts calendar days across months, years and leap days', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(addYears('2028-02-29', 1)).toBe('2029-03-01');
    expect(addDays('2026-11-24', -1)).toBe('2026-11-23');
  });

  it('a policy expires a year after its effective date unless entered; an inspection is due a year later', () => {
    expect(policyExpiration('2026-02-01', null)).toBe('2027-02-01');
    expect(policyExpiration('2026-02-01', '2026-08-01')).toBe('2026-08-01');
    expect(inspectionDue('2025-11-24')).toBe('2026-11-24');
    expect(inspectionDue(null)).toBeNull();
  });
});

describe('warning thresholds', () => {
  it('the smallest of 30, 14, 7, 1 and the day at or above the days left', () => {
    const daysLeft = [31, 30, 15, 14, 8, 7, 2, 1, 0, -3];
    expect(daysLeft.map(warningThreshold)).toEqual([undefined, 30, 30, 14, 14, 7, 7, 1, 0, 0]);
  });

  it('shows dates as the tables do', () => {
    expect(shownDay('2026-11-04')).toBe('04/11/2026');
  });
});
