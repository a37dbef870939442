import { centsToDollars } from '../../lib/money';

/** What a group's loads earned and cost, in cents, and their miles in tenths. */
export interface Sums {
  loads: number;
  revenue: number;
  driverPay: number;
  fuel: number;
  maintenance: number;
  otherCosts: number;
  /** Loaded + deadhead tenths; null when no load of the group has either. */
  miles: number | null;
  deadhead: number | null;
  fuelEstimated: boolean;
  /** Loads run on an owner-operated truck (their fuel and work orders are the owner's). */
  ownerOperatedLoads: number;
}

const COLUMNS = [
  'loads',
  'revenue',
  'driverPay',
  'fuel',
  'maintenance',
  'otherCosts',
  'miles',
  'deadhead',
  'fuelEstimated',
  'ownerOperatedLoads',
] as const;
type Column = (typeof COLUMNS)[number];

const columns = (capacity: number) =>
  Object.fromEntries(COLUMNS.map((c) => [c, new Float64Array(capacity)])) as Record<Column, Float64Array>;

/** Adds miles to miles, NaN being "none known". */
const plusMiles = (sum: number, add: number) =>
  Number.isNaN(add) ? sum : Number.isNaN(sum) ? add : sum + add;

/**
 * The sums of many groups (a group per load: a year of a large fleet), one array of numbers per figure
 * rather than an object per group; cents and tenths are whole numbers, exact in a double.
 */
export class SumsTable {
  size = 0;
  private c: Record<Column, Float64Array>;

  constructor(capacity = 16) {
    this.c = columns(Math.max(1, capacity));
  }

  /** A new group, its sums 0 and its miles unknown; answers its index. */
  add(): number {
    if (this.size === this.c.loads.length) {
      const bigger = columns(this.size * 2);
      for (const name of COLUMNS) bigger[name].set(this.c[name]);
      this.c = bigger;
    }
    const i = this.size++;
    this.c.miles[i] = Number.NaN;
    this.c.deadhead[i] = Number.NaN;
    return i;
  }

  /**
   * Adds one load's own figures to group `i` (miles and deadhead in tenths, NaN when unknown; `owned` when
   * its truck is owner-operated).
   */
  addLoad(
    i: number,
    revenue: number,
    driverPay: number,
    otherCosts: number,
    miles: number,
    deadhead: number,
    owned: boolean,
  ) {
    const { c } = this;
    c.loads[i] = (c.loads[i] ?? 0) + 1;
    if (owned) c.ownerOperatedLoads[i] = (c.ownerOperatedLoads[i] ?? 0) + 1;
    c.revenue[i] = (c.revenue[i] ?? 0) + revenue;
    c.driverPay[i] = (c.driverPay[i] ?? 0) + driverPay;
    c.otherCosts[i] = (c.otherCosts[i] ?? 0) + otherCosts;
    c.miles[i] = plusMiles(c.miles[i] ?? Number.NaN, miles);
    c.deadhead[i] = plusMiles(c.deadhead[i] ?? Number.NaN, deadhead);
  }

  /** Adds one load's share of its truck's fuel and work orders to group `i`. */
  addCosts(i: number, fuel: number, maintenance: number, fuelEstimated: boolean) {
    const { c } = this;
    c.fuel[i] = (c.fuel[i] ?? 0) + fuel;
    c.maintenance[i] = (c.maintenance[i] ?? 0) + maintenance;
    if (fuelEstimated) c.fuelEstimated[i] = 1;
  }

  sums(i: number): Sums {
    const { c } = this;
    const miles = c.miles[i] ?? Number.NaN;
    const deadhead = c.deadhead[i] ?? Number.NaN;
    return {
      loads: c.loads[i] ?? 0,
      revenue: c.revenue[i] ?? 0,
      driverPay: c.driverPay[i] ?? 0,
      fuel: c.fuel[i] ?? 0,
      maintenance: c.maintenance[i] ?? 0,
      otherCosts: c.otherCosts[i] ?? 0,
      miles: Number.isNaN(miles) ? null : miles,
      deadhead: Number.isNaN(deadhead) ? null : deadhead,
      fuelEstimated: c.fuelEstimated[i] === 1,
      ownerOperatedLoads: c.ownerOperatedLoads[i] ?? 0,
    };
  }
}

/** Dollars per mile to the cent: cents ÷ tenths of a mile; null without miles. */
export const perMile = (cents: number, tenths: number | null) =>
  tenths ? Math.round((cents * 10) / tenths) / 100 : null;

/** A group's figures as the report shows them: dollars, miles, shares and per-mile figures. */
export function figures(s: Sums) {
  const costs = s.driverPay + s.fuel + s.maintenance + s.otherCosts;
  return {
    loads: s.loads,
    revenue: centsToDollars(s.revenue),
    driverPay: centsToDollars(s.driverPay),
    fuel: centsToDollars(s.fuel),
    maintenance: centsToDollars(s.maintenance),
    otherCosts: centsToDollars(s.otherCosts),
    costs: centsToDollars(costs),
    margin: centsToDollars(s.revenue - costs),
    miles: s.miles === null ? null : s.miles / 10,
    deadheadMiles: s.deadhead === null ? null : s.deadhead / 10,
    deadheadShare: s.miles && s.deadhead !== null ? Math.round((s.deadhead * 1000) / s.miles) / 1000 : null,
    revenuePerMile: perMile(s.revenue, s.miles),
    costPerMile: perMile(costs, s.miles),
    fuelEstimated: s.fuelEstimated,
    ownerOperatedLoads: s.ownerOperatedLoads,
  };
}
