import { describe, expect, it } from 'vitest';
import { loadAmounts } from '../src/modules/profit/profit.mapper';
import { SumsTable } from '../src/modules/profit/profit-sums';
import type { ProfitLoadRow } from '../src/modules/read-model/profit.queries';

/** A load of 100.4 loaded and 20.3 deadhead miles (tenths: 1,004 and 203). */
const load = (id: number): ProfitLoadRow => ({
  id,
  idNumber: `PF-${id}`,
  driverId: 1,
  brokerId: 1,
  pickupState: 'TX',
  deliveryState: 'GA',
  loadedTenths: 1004,
  deadheadTenths: 203,
  quickPay: false,
  tripRate: 1000,
  accessorials: 0,
  osd: 0,
  pickupWait: null,
  deliveryWait: null,
  day: 0,
});
const terms = { rule: null, extraStopPayCents: 0, detentionPerHourCents: 0 };

describe('Profit\'s miles (docs/product.md "Profit")', () => {
  it('adds each load in whole miles, so that the rows shown whole add up to the total shown whole', () => {
    const table = new SumsTable();
    const truck = table.add();
    const rows = [1, 2, 3].map((id) => {
      const row = table.add();
      const a = loadAmounts(load(id), terms);
      for (const group of [row, truck]) table.addLoad(group, 0, 0, 0, a.miles, a.deadhead, false);
      return table.sums(row).miles ?? 0;
    });
    // Each load reads 120 miles (100 loaded + 20 deadhead), and the truck's three 360: not 362 (3 × 120.7).
    expect(rows.map((tenths) => Math.round(tenths / 10))).toEqual([120, 120, 120]);
    expect(Math.round((table.sums(truck).miles ?? 0) / 10)).toBe(360);
    expect(table.sums(truck).deadhead).toBe(600);
  });
});
