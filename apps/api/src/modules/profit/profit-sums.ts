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

  /** Group `i`'s sums, written into `into` when given (the sort reads every group's, one at a time). */
  sums(i: number, into?: Sums): Sums {
    const { c } = this;
    const miles = c.miles[i] ?? Number.NaN;
    const deadhead = c.deadhead[i] ?? Number.NaN;
    const s = into ?? ({} as Sums);
    s.loads = c.loads[i] ?? 0;
    s.revenue = c.revenue[i] ?? 0;
    s.driverPay = c.driverPay[i] ?? 0;
    s.fuel = c.fuel[i] ?? 0;
    s.maintenance = c.maintenance[i] ?? 0;
    s.otherCosts = c.otherCosts[i] ?? 0;
    s.miles = Number.isNaN(miles) ? null : miles;
    s.deadhead = Number.isNaN(deadhead) ? null : deadhead;
    s.fuelEstimated = c.fuelEstimated[i] === 1;
    s.ownerOperatedLoads = c.ownerOperatedLoads[i] ?? 0;
    return s;
  }
}

/** Dollars per mile to the cent: cents ÷ tenths of a mile; null without miles. */
export const perMile = (cents: number, tenths: number | null) =>
  tenths ? Math.round((cents * 10) / tenths) / 100 : null;

const costsOf = (s: Sums) => s.driverPay + s.fuel + s.maintenance + s.otherCosts;

/**
 * Each figure of a group as the report shows it (dollars, miles, shares and per-mile figures), one function
 * each: `figures` gives them all, the sort reads one per group without building the others.
 */
export const FIGURE = {
  loads: (s: Sums) => s.loads,
  revenue: (s: Sums) => centsToDollars(s.revenue),
  driverPay: (s: Sums) => centsToDollars(s.driverPay),
  fuel: (s: Sums) => centsToDollars(s.fuel),
  maintenance: (s: Sums) => centsToDollars(s.maintenance),
  otherCosts: (s: Sums) => centsToDollars(s.otherCosts),
  costs: (s: Sums) => centsToDollars(costsOf(s)),
  margin: (s: Sums) => centsToDollars(s.revenue - costsOf(s)),
  miles: (s: Sums) => (s.miles === null ? null : s.miles / 10),
  deadheadMiles: (s: Sums) => (s.deadhead === null ? null : s.deadhead / 10),
  deadheadShare: (s: Sums) =>
    s.miles && s.deadhead !== null ? Math.round((s.deadhead * 1000) / s.miles) / 1000 : null,
  revenuePerMile: (s: Sums) => perMile(s.revenue, s.miles),
  costPerMile: (s: Sums) => perMile(costsOf(s), s.miles),
};

/** A group's figures as the report shows them. */
export function figures(s: Sums) {
  const f = FIGURE;
  return {
    loads: f.loads(s),
    revenue: f.revenue(s),
    driverPay: f.driverPay(s),
    fuel: f.fuel(s),
    maintenance: f.maintenance(s),
    otherCosts: f.otherCosts(s),
    costs: f.costs(s),
    margin: f.margin(s),
    miles: f.miles(s),
    deadheadMiles: f.deadheadMiles(s),
    deadheadShare: f.deadheadShare(s),
    revenuePerMile: f.revenuePerMile(s),
    costPerMile: f.costPerMile(s),
    fuelEstimated: s.fuelEstimated,
    ownerOperatedLoads: s.ownerOperatedLoads,
  };
}
