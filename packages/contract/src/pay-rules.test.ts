import { describe, expect, it } from 'vitest';
import { computeLoadPay, detentionMinutes, payRuleSchema, thousandths } from './pay-rules';
import { computeStatement } from './statement';

const load = { tripRate: 150000, accessorials: [], osd: [], quickPay: false };
const none = { rule: null, extraStopPayCents: 0, detentionPerHourCents: 0 };

describe('pay rules', () => {
  it('without a rule is the statement unchanged', () => {
    const pay = computeLoadPay({ ...load, loadedMilesTenths: 8120, deadheadMilesTenths: 0 }, none);
    expect(pay.statement).toEqual(computeStatement(load));
    expect(pay.driverPay).toBe(127500);
  });

  it('pays extra stops beyond the pickup and the delivery', () => {
    const pay = computeLoadPay(
      { ...load, loadedMilesTenths: 8120, deadheadMilesTenths: null, stops: 4 },
      { rule: { kind: 'perLoadedMile', rate: 0.62 }, extraStopPayCents: 7500, detentionPerHourCents: 0 },
    );
    // 0.62 × 812 = 503.44, plus 2 × 75.
    expect([pay.basePay, pay.extraStops, pay.extraStopPay, pay.driverPay]).toEqual([50344, 2, 15000, 65344]);
    expect(pay.basis).toBe('Per loaded mile $0.62 × 812 mi + 2 extra stops $150.00');
  });

  it('counts detention in whole quarter hours beyond 2 free hours at each stop', () => {
    expect(detentionMinutes([119, 134, 135, 250])).toBe(0 + 0 + 15 + 120);
  });

  it('reads rates exactly', () => {
    expect(thousandths('0.625')).toBe(625);
    expect(thousandths(12.5)).toBe(12500);
    expect(thousandths('1.2345')).toBeNull();
    expect(payRuleSchema.safeParse({ kind: 'percent', rate: 100.01 }).success).toBe(false);
    expect(payRuleSchema.safeParse({ kind: 'flat', rate: '350.00' }).data).toEqual({
      kind: 'flat',
      rate: 350,
    });
  });
});
