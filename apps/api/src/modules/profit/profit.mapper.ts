import { computeLoadPay, type PayTerms } from '@fletx/contract/pay-rules';
import type { ProfitGroup } from '@fletx/contract/profit';
import type { ProfitLoadRow } from '../read-model/profit.queries';

/**
 * The profit of each load, in cents and tenths of a mile (docs/product.md "Profit"). Fuel and work orders are
 * per truck: a carrier's truck's spread over its loads of the period by their miles (loaded + deadhead),
 * evenly when none has miles; a load whose truck bought no fuel in the period gets its miles × the carrier's
 * fuel cost per mile; an owner-operated truck's are its owner's (profit-fold.mapper.ts).
 */

/** A driver's current truck. */
export interface Truck {
  id: number;
  unitNumber: string;
}

/** What a load earned and cost by itself, in cents, and its miles in tenths (NaN when unknown). */
export interface LoadAmounts {
  revenue: number;
  driverPay: number;
  otherCosts: number;
  /** Loaded + deadhead tenths; NaN when neither is known. */
  miles: number;
  deadhead: number;
}

/** `total` shared by `weights` in whole cents that add up to it (largest remainder); evenly when all are 0. */
export function spread(total: number, weights: ReadonlyArray<number>): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((s, w) => s + w, 0);
  const ws = sum > 0 ? weights : weights.map(() => 1);
  const wsum = sum > 0 ? sum : weights.length;
  const exact = ws.map((w) => (total * w) / wsum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((s, v) => s + v, 0);
  const order = exact
    .map((v, i) => [v - Math.floor(v), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return shares;
}

/**
 * A load's miles in whole miles (as tenths), as the loads list shows them: a group's and the total's miles
 * add these, so the rows shown whole add up to the total shown whole (rounding each group's exact sum would
 * leave the total a mile off its rows). The pay rule reads the exact tenths.
 */
const wholeMiles = (tenths: number | null) => Math.round((tenths ?? 0) / 10) * 10;

/** A load's revenue, driver pay (its driver's pay rule), OS&D and miles. */
export function loadAmounts(load: ProfitLoadRow, terms: PayTerms): LoadAmounts {
  const { loadedTenths: loaded, deadheadTenths: deadhead } = load;
  const pay = computeLoadPay(
    {
      tripRate: Math.max(0, load.tripRate),
      accessorials: [Math.max(0, load.accessorials)],
      osd: [Math.max(0, load.osd)],
      quickPay: load.quickPay ?? false,
      loadedMilesTenths: loaded,
      deadheadMilesTenths: deadhead,
      waits: [load.pickupWait ?? 0, load.deliveryWait ?? 0],
    },
    terms,
  );
  return {
    revenue: load.tripRate + load.accessorials,
    driverPay: pay.statement.net,
    otherCosts: load.osd,
    miles: loaded === null && deadhead === null ? Number.NaN : wholeMiles(loaded) + wholeMiles(deadhead),
    deadhead: deadhead === null ? Number.NaN : wholeMiles(deadhead),
  };
}

/** The drivers' names (first and last, null when unknown) and the brokers', by id, as far as they were read. */
export interface Names {
  drivers: ReadonlyMap<number, string | null>;
  brokers: ReadonlyMap<number, string>;
}

/** The group a load's profit falls in: its key and the label the table shows. */
export function groupOf(
  load: ProfitLoadRow,
  truck: Truck | undefined,
  groupBy: ProfitGroup,
  names: Names,
): { key: string; label: string } {
  switch (groupBy) {
    case 'load':
      return { key: String(load.id), label: load.idNumber ?? String(load.id) };
    case 'truck':
      return truck ? { key: String(truck.id), label: truck.unitNumber } : { key: 'none', label: 'No truck' };
    case 'driver':
      return load.driverId === null
        ? { key: 'none', label: 'No driver' }
        : { key: String(load.driverId), label: names.drivers.get(load.driverId) ?? String(load.driverId) };
    case 'broker':
      return { key: String(load.brokerId), label: names.brokers.get(load.brokerId) ?? String(load.brokerId) };
    case 'lane':
      return {
        key: `${load.pickupState}-${load.deliveryState}`,
        label: `${load.pickupState} → ${load.deliveryState}`,
      };
  }
}
