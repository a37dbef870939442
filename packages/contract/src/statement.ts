import type { z } from 'zod';
import { wholeNumbers } from './wire';

/**
 * A delivered load's statement (docs/product.md "Statement math": a 15 % product fee — 187.5 on
 * 1250 — and a 1.5 % quick-pay discount). Every amount is in integer cents.
 *
 * gross            = trip rate + accessorials − OS&D deductions
 * productFee       = 15 % of gross
 * quickPayDiscount = 1.5 % of gross, only when quick pay is chosen
 * net              = gross − productFee − quickPayDiscount
 *
 * Both percentages are taken on the same base, the gross, so the order of deductions never changes the
 * result; each is rounded half-up to the cent on its own (integer arithmetic, no floats). A gross of zero or
 * less carries no fee and no discount (the net is then the gross, possibly negative: the driver owes it).
 */
export const PRODUCT_FEE_BASIS_POINTS = 1500;
export const QUICK_PAY_DISCOUNT_BASIS_POINTS = 150;

export interface StatementInput {
  tripRate: number;
  accessorials: ReadonlyArray<number>;
  /** Over, short and damaged deductions, each a positive amount to take off. */
  osd: ReadonlyArray<number>;
  quickPay: boolean;
}

export const statementSchema = wholeNumbers(
  'tripRate',
  'accessorialsTotal',
  'osdTotal',
  'gross',
  'productFee',
  'quickPayDiscount',
  'net',
);
export type Statement = z.infer<typeof statementSchema>;

function cents(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole, non-negative number of cents (got ${value})`);
  }
  return value;
}

/** `basisPoints` / 10 000 of `amount` cents, rounded half-up to the cent; 0 for amounts of 0 or less. */
export function percentOf(amount: number, basisPoints: number): number {
  if (amount <= 0) return 0;
  return Math.floor((amount * basisPoints + 5000) / 10000);
}

export function computeStatement(input: StatementInput): Statement {
  const tripRate = cents(input.tripRate, 'The trip rate');
  const accessorialsTotal = input.accessorials.reduce(
    (sum, a, i) => sum + cents(a, `Accessorial ${i + 1}`),
    0,
  );
  const osdTotal = input.osd.reduce((sum, d, i) => sum + cents(d, `OS&D deduction ${i + 1}`), 0);
  const gross = tripRate + accessorialsTotal - osdTotal;
  const productFee = percentOf(gross, PRODUCT_FEE_BASIS_POINTS);
  const quickPayDiscount = input.quickPay ? percentOf(gross, QUICK_PAY_DISCOUNT_BASIS_POINTS) : 0;
  return {
    tripRate,
    accessorialsTotal,
    osdTotal,
    gross,
    productFee,
    quickPayDiscount,
    net: gross - productFee - quickPayDiscount,
  };
}
