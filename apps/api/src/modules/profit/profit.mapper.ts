import { computeLoadPay, milesTenths, type PayTerms } from '@fletx/contract/pay-rules';
import type { ProfitGroup } from '@fletx/contract/profit';
import type { ProfitLoadRow } from '../read-model/profit.queries';

/**
 * The profit of each load, in cents and tenths of a mile (docs/product.md "Profit"). Fuel and work orders are
 * per truck: spread over the truck's loads of the period by their miles (loaded + deadhead), evenly when none
 * has miles; a load whose truck bought no fuel in the period gets its miles × the fleet's fuel cost per mile.
 */
export interface LoadProfit extends ProfitAmounts {
  load: ProfitLoadRow;
  truck: { id: number; unitNumber: string } | null;
}

/** What a load earned and cost, in cents, and its miles in tenths (of one load, or summed over a group). */
export interface ProfitAmounts {
  revenue: number;
  driverPay: number;
  fuel: number;
  maintenance: number;
  otherCosts: number;
  /** Loaded + deadhead tenths; null when neither is known. */
  miles: number | null;
  deadhead: number | null;
  fuelEstimated: boolean;
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

export interface ProfitInputs {
  loads: ReadonlyArray<ProfitLoadRow>;
  trucks: ReadonlyMap<number, { id: number; unitNumber: string }>;
  terms: ReadonlyMap<number, PayTerms>;
  fuel: ReadonlyMap<number, number>;
  maintenance: ReadonlyMap<number, number>;
  noTerms: PayTerms;
}

export interface LoadProfits {
  loads: LoadProfit[];
  unallocatedFuel: number;
  unallocatedMaintenance: number;
  /** The fleet's fuel cost per mile (cents per tenth: cents ÷ tenths), null when there is none. */
  fuelRate: { cents: number; tenths: number } | null;
}

export function loadProfits(input: ProfitInputs): LoadProfits {
  const base: LoadProfit[] = input.loads.map((load) => {
    const loaded = milesTenths(load.loadedMiles);
    const deadhead = milesTenths(load.deadheadMiles);
    const terms = (load.driverId !== null && input.terms.get(load.driverId)) || input.noTerms;
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
      load,
      truck: (load.driverId !== null && input.trucks.get(load.driverId)) || null,
      revenue: load.tripRate + load.accessorials,
      driverPay: pay.statement.net,
      fuel: 0,
      maintenance: 0,
      otherCosts: load.osd,
      miles: loaded === null && deadhead === null ? null : (loaded ?? 0) + (deadhead ?? 0),
      deadhead,
      fuelEstimated: false,
    };
  });
  const byTruck = new Map<number, LoadProfit[]>();
  for (const p of base) {
    if (!p.truck) continue;
    const own = byTruck.get(p.truck.id);
    if (own) own.push(p);
    else byTruck.set(p.truck.id, [p]);
  }

  const share = (costs: ReadonlyMap<number, number>, put: (p: LoadProfit, cents: number) => void) => {
    let unallocated = 0;
    for (const [truckId, cents] of costs) {
      const own = byTruck.get(truckId);
      if (!own) {
        unallocated += cents;
        continue;
      }
      const parts = spread(
        cents,
        own.map((p) => p.miles ?? 0),
      );
      for (const [i, p] of own.entries()) put(p, parts[i] ?? 0);
    }
    return unallocated;
  };
  const unallocatedFuel = share(input.fuel, (p, c) => {
    p.fuel = c;
  });
  const unallocatedMaintenance = share(input.maintenance, (p, c) => {
    p.maintenance = c;
  });

  // The fleet's cost per mile: what the trucks that bought fuel spent, over their loads' miles.
  let fuelCents = 0;
  let fuelTenths = 0;
  for (const [truckId, cents] of input.fuel) {
    const own = byTruck.get(truckId);
    if (!own) continue;
    fuelCents += cents;
    fuelTenths += own.reduce((s, p) => s + (p.miles ?? 0), 0);
  }
  const fuelRate = fuelTenths > 0 ? { cents: fuelCents, tenths: fuelTenths } : null;
  for (const p of base) {
    if (p.truck && input.fuel.has(p.truck.id)) continue;
    p.fuelEstimated = true;
    p.fuel = fuelRate && p.miles ? Math.round((fuelRate.cents * p.miles) / fuelRate.tenths) : 0;
  }
  return { loads: base, unallocatedFuel, unallocatedMaintenance, fuelRate };
}

/** The group a load's profit falls in: its key and the label the table shows. */
export function groupOf(p: LoadProfit, groupBy: ProfitGroup): { key: string; label: string } {
  const { load } = p;
  switch (groupBy) {
    case 'load':
      return { key: String(load.id), label: load.idNumber };
    case 'truck':
      return p.truck
        ? { key: String(p.truck.id), label: p.truck.unitNumber }
        : { key: 'none', label: 'No truck' };
    case 'driver':
      return load.driverId === null
        ? { key: 'none', label: 'No driver' }
        : { key: String(load.driverId), label: load.driverName ?? String(load.driverId) };
    case 'broker':
      return { key: String(load.brokerId), label: load.brokerName };
    case 'lane':
      return {
        key: `${load.pickupState}-${load.deliveryState}`,
        label: `${load.pickupState} → ${load.deliveryState}`,
      };
  }
}
