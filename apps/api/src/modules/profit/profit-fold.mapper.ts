import type { PayTerms } from '@fletx/contract/pay-rules';
import type { ProfitGroup } from '@fletx/contract/profit';
import { periodStartOf } from '@fletx/contract/settlements';
import type { ProfitLoadRow, TruckCost } from '../read-model/profit.queries';
import { groupOf, loadAmounts, type Names, spread, type Truck } from './profit.mapper';
import { SumsTable } from './profit-sums';

const DAY_MS = 86_400_000;

/** The drivers' trucks, pay terms and names and the brokers' names, by id, as far as they were read. */
export interface Drivers {
  trucks: Map<number, Truck>;
  terms: Map<number, PayTerms>;
  noTerms: PayTerms;
  /** The drivers read who own their truck or drive a third party's: its fuel and repairs are not the carrier's. */
  ownerOperators: Set<number>;
  names: { drivers: Map<number, string | null>; brokers: Map<number, string> };
}

/**
 * The report's sums, folded from the period's loads as they are read, a part at a time (so that a year never
 * holds all its rows at once): each load's own figures go to its group, its week and the totals at once; of
 * each load only what its truck's fuel and work orders need later is kept, in arrays of numbers (its group,
 * week, truck and miles). `spreadCosts` then shares each truck's costs over its loads in the order they were
 * read (by load id).
 */
export class ProfitFold {
  readonly groups = new SumsTable();
  readonly keys: string[] = [];
  readonly labels: string[] = [];
  readonly weeks: SumsTable;
  readonly total = new SumsTable(1);
  unallocatedFuel = 0;
  unallocatedMaintenance = 0;
  ownerOperatedFuel = 0;
  ownerOperatedMaintenance = 0;
  /** The carrier's fuel cost per mile (cents ÷ tenths), null when there is none. */
  fuelRate: { cents: number; tenths: number } | null = null;

  private readonly groupOfKey = new Map<string, number>();
  private readonly weekOfStart: Map<string, number>;
  private readonly weekOfDay = new Map<number, number>();
  private readonly truckIds: number[] = [];
  private readonly truckOfId = new Map<number, number>();
  /**
   * Per load read (sized for the period's deliveries, grown if more are read): its group, week and truck
   * (indexes, -1 for none), its miles in tenths (NaN: unknown) and 1 when its driver runs an owner-operated
   * truck; `count` loads read so far.
   */
  private loadGroup: Int32Array;
  private loadWeek: Int32Array;
  private loadTruck: Int32Array;
  private loadMiles: Float64Array;
  private loadOwned: Uint8Array;
  private count = 0;

  constructor(
    private readonly groupBy: ProfitGroup,
    weekStarts: ReadonlyArray<string>,
    deliveries: number,
  ) {
    this.weeks = new SumsTable(weekStarts.length);
    for (let i = 0; i < weekStarts.length; i++) this.weeks.add();
    this.weekOfStart = new Map(weekStarts.map((w, i) => [w, i]));
    this.total.add();
    const size = Math.max(1, deliveries);
    [this.loadGroup, this.loadWeek, this.loadTruck] = [
      new Int32Array(size),
      new Int32Array(size),
      new Int32Array(size),
    ];
    this.loadMiles = new Float64Array(size);
    this.loadOwned = new Uint8Array(size);
  }

  /** Adds loads read, in the order of their ids. */
  add(rows: ReadonlyArray<ProfitLoadRow>, drivers: Drivers): void {
    if (this.count + rows.length > this.loadGroup.length) this.grow(this.count + rows.length);
    for (const load of rows) {
      const truck = load.driverId === null ? undefined : drivers.trucks.get(load.driverId);
      const terms = (load.driverId !== null && drivers.terms.get(load.driverId)) || drivers.noTerms;
      const owned = load.driverId !== null && drivers.ownerOperators.has(load.driverId);
      const a = loadAmounts(load, terms);
      const figures = [a.revenue, a.driverPay, a.otherCosts, a.miles, a.deadhead, owned] as const;
      const group = this.groupIndex(load, truck, drivers.names);
      const week = this.weekIndex(load.day);
      this.groups.addLoad(group, ...figures);
      if (week >= 0) this.weeks.addLoad(week, ...figures);
      this.total.addLoad(0, ...figures);
      const i = this.count++;
      this.loadOwned[i] = owned ? 1 : 0;
      this.loadGroup[i] = group;
      this.loadWeek[i] = week;
      this.loadTruck[i] = truck ? this.truckIndex(truck.id) : -1;
      this.loadMiles[i] = a.miles;
    }
  }

  /**
   * Shares each of the carrier's trucks' fuel and work orders (by truck id) over its loads by their miles; a
   * truck without loads is unallocated; a load whose truck bought no fuel gets its miles × the carrier's cost
   * per mile (what its trucks that bought fuel spent, over their loads' miles). An owner-operated truck's
   * costs are its owner's: set apart, in no row, and its driver's loads get no fuel estimate either.
   */
  spreadCosts(fuel: ReadonlyMap<number, TruckCost>, maintenance: ReadonlyMap<number, TruckCost>): void {
    const { count } = this;
    const byTruck: number[][] = this.truckIds.map(() => []);
    for (let i = 0; i < count; i++) {
      const truck = this.loadTruck[i] ?? -1;
      if (truck >= 0) byTruck[truck]?.push(i);
    }
    const loadsOf = (truckId: number) => {
      const truck = this.truckOfId.get(truckId);
      return truck === undefined ? undefined : byTruck[truck];
    };
    const milesOf = (i: number) => {
      const miles = this.loadMiles[i] ?? Number.NaN;
      return Number.isNaN(miles) ? 0 : miles;
    };
    const share = (costs: ReadonlyMap<number, TruckCost>, into: Float64Array) => {
      let unallocated = 0;
      let owners = 0;
      for (const [truckId, { cents, ownerOperated }] of costs) {
        if (ownerOperated) {
          owners += cents;
          continue;
        }
        const own = loadsOf(truckId);
        if (!own) {
          unallocated += cents;
          continue;
        }
        const parts = spread(cents, own.map(milesOf));
        for (const [k, i] of own.entries()) into[i] = parts[k] ?? 0;
      }
      return [unallocated, owners] as const;
    };
    const fuelOf = new Float64Array(count);
    const maintenanceOf = new Float64Array(count);
    [this.unallocatedFuel, this.ownerOperatedFuel] = share(fuel, fuelOf);
    [this.unallocatedMaintenance, this.ownerOperatedMaintenance] = share(maintenance, maintenanceOf);

    let fuelCents = 0;
    let fuelTenths = 0;
    for (const [truckId, { cents, ownerOperated }] of fuel) {
      const own = ownerOperated ? undefined : loadsOf(truckId);
      if (!own) continue;
      fuelCents += cents;
      fuelTenths += own.reduce((s, i) => s + milesOf(i), 0);
    }
    const rate = fuelTenths > 0 ? { cents: fuelCents, tenths: fuelTenths } : null;
    this.fuelRate = rate;

    for (let i = 0; i < count; i++) {
      const truck = this.loadTruck[i] ?? -1;
      const estimated = this.loadOwned[i] !== 1 && (truck < 0 || !fuel.has(this.truckIds[truck] ?? -1));
      if (estimated) {
        const miles = milesOf(i);
        fuelOf[i] = rate && miles ? Math.round((rate.cents * miles) / rate.tenths) : 0;
      }
      const [f, m] = [fuelOf[i] ?? 0, maintenanceOf[i] ?? 0];
      this.groups.addCosts(this.loadGroup[i] ?? 0, f, m, estimated);
      const week = this.loadWeek[i] ?? -1;
      if (week >= 0) this.weeks.addCosts(week, f, m, estimated);
      this.total.addCosts(0, f, m, estimated);
    }
  }

  /** The per-load arrays, `size` long at least. */
  private grow(size: number): void {
    const bigger = Math.max(size, this.loadGroup.length * 2);
    const copy = <T extends Int32Array | Float64Array | Uint8Array>(from: T, to: T) => {
      to.set(from);
      return to;
    };
    this.loadGroup = copy(this.loadGroup, new Int32Array(bigger));
    this.loadWeek = copy(this.loadWeek, new Int32Array(bigger));
    this.loadTruck = copy(this.loadTruck, new Int32Array(bigger));
    this.loadMiles = copy(this.loadMiles, new Float64Array(bigger));
    this.loadOwned = copy(this.loadOwned, new Uint8Array(bigger));
  }

  private groupIndex(load: ProfitLoadRow, truck: Truck | undefined, names: Names): number {
    const { key, label } = groupOf(load, truck, this.groupBy, names);
    // A load is a group of its own: no lookup.
    let group = this.groupBy === 'load' ? undefined : this.groupOfKey.get(key);
    if (group === undefined) {
      group = this.groups.add();
      this.keys.push(key);
      this.labels.push(label);
      if (this.groupBy !== 'load') this.groupOfKey.set(key, group);
    }
    return group;
  }

  /** The week of a UTC day, computed once a day, not once a load; -1 outside the period's weeks. */
  private weekIndex(day: number): number {
    let week = this.weekOfDay.get(day);
    if (week === undefined) {
      week = this.weekOfStart.get(periodStartOf(new Date(day * DAY_MS))) ?? -1;
      this.weekOfDay.set(day, week);
    }
    return week;
  }

  private truckIndex(truckId: number): number {
    let truck = this.truckOfId.get(truckId);
    if (truck === undefined) {
      truck = this.truckIds.push(truckId) - 1;
      this.truckOfId.set(truckId, truck);
    }
    return truck;
  }
}
