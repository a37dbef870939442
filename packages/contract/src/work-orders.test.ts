import { describe, expect, it } from 'vitest';
import {
  hundredthsOf,
  lineCents,
  workOrderBody,
  workOrderCents,
  workOrderMessages,
  workOrderUpdateBody,
} from './work-orders';

describe('work order money (exact cents)', () => {
  it('multiplies on integers: no binary fraction in the cents', () => {
    expect(lineCents(3, 19.99)).toBe(5997);
    expect(lineCents(1.5, 120)).toBe(18000);
    expect(lineCents(0.1, 0.7)).toBe(7);
    expect(lineCents(1.15, 100)).toBe(11500);
    expect(lineCents(4.35, 1)).toBe(435);
    expect(lineCents(2, 0)).toBe(0);
  });

  it('rounds a line half up once, then sums the lines', () => {
    // 0.5 × 0.01 = 0.005 dollars: half a cent, one cent.
    expect(lineCents(0.5, 0.01)).toBe(1);
    expect(lineCents(0.25, 0.01)).toBe(0);
    expect(
      workOrderCents([
        { quantity: 3, unitPrice: 19.99 },
        { quantity: 1.5, unitPrice: 120 },
        { quantity: 0.5, unitPrice: 0.01 },
      ]),
    ).toEqual({ lines: [5997, 18000, 1], total: 23998 });
    expect(workOrderCents([])).toEqual({ lines: [], total: 0 });
  });

  it('knows two decimals from more', () => {
    expect(hundredthsOf(19.99)).toBe(1999);
    expect(hundredthsOf(0.07)).toBe(7);
    expect(hundredthsOf(1.005)).toBeUndefined();
    expect(() => lineCents(1.001, 1)).toThrow(RangeError);
  });

  it('refuses a negative or zero quantity and a price below 0 or with fractions of a cent', () => {
    const body = (line: Record<string, unknown>) => ({
      unitType: 'truck',
      unitId: 1,
      lines: [{ kind: 'part', description: 'Filter', quantity: 1, unitPrice: 1, ...line }],
    });
    expect(workOrderBody.safeParse(body({})).success).toBe(true);
    for (const bad of [
      { quantity: -1 },
      { quantity: 0 },
      { quantity: 1.234 },
      { unitPrice: -0.01 },
      { unitPrice: 9.999 },
    ])
      expect(workOrderBody.safeParse(body(bad)).success, JSON.stringify(bad)).toBe(false);
  });

  it('a change takes any part of the body, each field sent checked as on creation', () => {
    expect(workOrderUpdateBody.parse({})).toEqual({});
    expect(workOrderUpdateBody.parse({ status: 'in_progress' })).toEqual({ status: 'in_progress' });
    expect(workOrderUpdateBody.parse({ vendor: null })).toEqual({ vendor: null });
    const refused = (body: object) => workOrderUpdateBody.safeParse(body).error?.issues[0]?.message;
    expect(refused({ status: 'closed' })).toBe(workOrderMessages.status);
    expect(refused({ unitType: null })).toBe(workOrderMessages.unitType);
    expect(refused({ lines: [{ kind: 'part', description: 'x', quantity: 0, unitPrice: 1 }] })).toBe(
      workOrderMessages.quantity,
    );
    expect(workOrderBody.safeParse({ status: 'open' }).success).toBe(false);
  });
});
