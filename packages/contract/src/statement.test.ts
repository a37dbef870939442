import { describe, expect, it } from 'vitest';
import { computeStatement, percentOf } from './statement';

describe('computeStatement', () => {
  it('matches the example of docs/product.md "Statement math": a 15 % fee of 187.50 on 1,250.00', () => {
    expect(computeStatement({ tripRate: 125_000, accessorials: [], osd: [], quickPay: false })).toEqual({
      tripRate: 125_000,
      accessorialsTotal: 0,
      osdTotal: 0,
      gross: 125_000,
      productFee: 18_750,
      quickPayDiscount: 0,
      net: 106_250,
    });
  });

  it('adds accessorials, takes off OS&D, then the fee and the quick-pay discount, both on the gross', () => {
    // 2,450.00 + 150.00 detention + 75.50 lumper − 120.25 short − 35.00 damaged = 2,520.25
    const s = computeStatement({
      tripRate: 245_000,
      accessorials: [15_000, 7_550],
      osd: [12_025, 3_500],
      quickPay: true,
    });
    expect(s).toEqual({
      tripRate: 245_000,
      accessorialsTotal: 22_550,
      osdTotal: 15_525,
      gross: 252_025,
      productFee: 37_804, // 378.0375 → 378.04
      quickPayDiscount: 3_780, // 37.80375 → 37.80
      net: 252_025 - 37_804 - 3_780,
    });
    expect(s.net).toBe(210_441);
  });

  it('rounds each percentage half-up to the cent', () => {
    expect(percentOf(10, 1500)).toBe(2); // 1.5 → 2
    expect(percentOf(3, 1500)).toBe(0); // 0.45 → 0
    expect(percentOf(30, 150)).toBe(0); // 0.45 → 0
    expect(percentOf(100, 150)).toBe(2); // 1.5 → 2
    expect(percentOf(99, 150)).toBe(1); // 1.485 → 1
    expect(computeStatement({ tripRate: 1_001, accessorials: [], osd: [], quickPay: true })).toMatchObject({
      productFee: 150, // 150.15
      quickPayDiscount: 15, // 15.015
      net: 836,
    });
  });

  it('stays exact on large amounts (no float drift)', () => {
    const s = computeStatement({ tripRate: 999_999_999, accessorials: [1], osd: [], quickPay: true });
    expect(s.productFee).toBe(150_000_000);
    expect(s.quickPayDiscount).toBe(15_000_000);
    expect(s.net).toBe(835_000_000);
  });

  it('charges no fee or discount when the deductions eat the whole trip', () => {
    expect(computeStatement({ tripRate: 50_000, accessorials: [], osd: [60_000], quickPay: true })).toEqual({
      tripRate: 50_000,
      accessorialsTotal: 0,
      osdTotal: 60_000,
      gross: -10_000,
      productFee: 0,
      quickPayDiscount: 0,
      net: -10_000,
    });
  });

  it('refuses amounts that are not whole, non-negative cents', () => {
    expect(() => computeStatement({ tripRate: 10.5, accessorials: [], osd: [], quickPay: false })).toThrow(
      RangeError,
    );
    expect(() => computeStatement({ tripRate: 100, accessorials: [-1], osd: [], quickPay: false })).toThrow(
      /Accessorial 1/,
    );
    expect(() =>
      computeStatement({ tripRate: 100, accessorials: [], osd: [Number.NaN], quickPay: false }),
    ).toThrow(/OS&D deduction 1/);
  });
});
