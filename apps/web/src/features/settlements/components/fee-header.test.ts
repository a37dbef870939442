import type { SettlementLine } from '@fletx/contract/settlements';
import { describe, expect, it } from 'vitest';
import { feeHeader } from './settlement-detail-card';

const line = (pay_rule: SettlementLine['pay_rule']) => ({ pay_rule }) as SettlementLine;
const perMile = { kind: 'perMile', rate: 0.62 } as NonNullable<SettlementLine['pay_rule']>;

describe('the settlement lines\' fee column (docs/product.md "Driver pay rules")', () => {
  it("names the product fee, the pay rule's pay, or both when a period mixes them", () => {
    expect(feeHeader([line(null), line(undefined)])).toBe('Fee 15 %');
    expect(feeHeader([line(perMile), line(perMile)])).toBe('Pay');
    expect(feeHeader([line(null), line(perMile)])).toBe('Fee 15 % or pay');
  });
});
